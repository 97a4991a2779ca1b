import { useEffect } from 'react';
import { Link, NavLink, Outlet, useMatches, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { PATHS } from '@site/shared/app/paths';
import { secondaryButtonStyles } from '@site/shared/components/form-styles';
import { useToast } from '@site/shared/components/use-toast';
import { useAdminSession } from './features/auth/admin-session';
import { RequireAdmin, type DeniedOptions } from './features/auth/require-admin';

/** What an admin route tells the layout (React Router route `handle`). */
export interface AdminPageHandle {
  title: string;
  /** What the gate says when nobody is signed in; the general text otherwise. */
  noSessionText?: string;
  /** What the gate says while the session loads; the general text otherwise. */
  loadingText?: string;
  /** A page with its own refusal (spec part 2 §6, the image repository): see RequireAdmin. */
  denied?: DeniedOptions;
}

const Bar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem 1rem;
  padding: 0.9rem 1.5rem;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  @media (max-width: ${({ theme }) => theme.mobileBreakpoint}) {
    padding: 0.75rem 1rem;
  }
  .title {
    font-size: 1.2rem;
  }
  nav {
    display: flex;
    flex-wrap: wrap;
    gap: 1rem;
    align-items: center;
  }
  nav a[aria-current='page'] {
    font-weight: 700;
  }
  button {
    ${secondaryButtonStyles}
    padding: 0.4rem 0.9rem;
  }
`;

const Main = styled.main`
  max-width: 1200px;
  margin: 0 auto;
  padding: 2rem 1.5rem;
  /* A phone's width goes to the content, not to margins around it. */
  @media (max-width: ${({ theme }) => theme.mobileBreakpoint}) {
    padding: 1.25rem 1rem;
  }
`;

function usePageHandle(): AdminPageHandle {
  const matches = useMatches();
  const handle = [...matches].reverse().find((m) => m.handle)?.handle as
    AdminPageHandle | undefined;
  return handle ?? { title: 'Admin' };
}

/** Header with the page title, View Site and Logout, around admin-only pages. */
export function AdminLayout() {
  const { logout } = useAdminSession();
  const toast = useToast();
  const navigate = useNavigate();
  const { title, noSessionText, loadingText, denied } = usePageHandle();

  useEffect(() => {
    document.title = `${title} | Admin`;
  }, [title]);

  async function onLogout() {
    try {
      await logout();
      toast({ title: 'Logged out successfully' });
      navigate(PATHS.adminLogin);
    } catch {
      toast({
        title: 'Logout failed',
        description: 'There was a problem logging out. Please try again.',
        variant: 'destructive',
      });
    }
  }

  return (
    <RequireAdmin noSessionText={noSessionText} loadingText={loadingText} denied={denied}>
      <Bar>
        <strong className="title">{title}</strong>
        <nav aria-label="Admin">
          <NavLink to={PATHS.adminDashboard}>Dashboard</NavLink>
          <NavLink to={PATHS.adminBlog} end>
            Blog Posts
          </NavLink>
          <NavLink to={PATHS.adminTools}>Tools</NavLink>
          <NavLink to={PATHS.adminImageRepository}>Images</NavLink>
          <NavLink to={PATHS.adminActivity}>Activity</NavLink>
          <NavLink to={PATHS.adminRedirects}>Redirects</NavLink>
          <NavLink to={PATHS.adminRootFiles}>Root Files</NavLink>
          <NavLink to={PATHS.adminSubscribers}>Subscribers</NavLink>
          <NavLink to={PATHS.adminNewsletter}>Newsletter</NavLink>
          <Link to={PATHS.home} reloadDocument>
            View Site
          </Link>
          <button type="button" onClick={onLogout}>
            Logout
          </button>
        </nav>
      </Bar>
      <Main>
        <Outlet />
      </Main>
    </RequireAdmin>
  );
}
