import { Link, Outlet, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { PATHS } from '../app/paths';
import { useToast } from '../components/toaster';
import { useAdminSession } from './features/auth/admin-session';
import { RequireAdmin } from './features/auth/require-admin';

const Bar = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding: 0.9rem 1.5rem;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  nav {
    display: flex;
    gap: 1rem;
    align-items: center;
  }
  button {
    font: inherit;
    background: none;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 8px;
    padding: 0.4rem 0.9rem;
    cursor: pointer;
  }
`;

const Main = styled.main`
  max-width: 1200px;
  margin: 0 auto;
  padding: 2rem 1.5rem;
`;

/** Header with the page title, View Site and Logout, around admin-only pages. */
export function AdminLayout({ title }: { title: string }) {
  const { logout } = useAdminSession();
  const toast = useToast();
  const navigate = useNavigate();

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
    <RequireAdmin>
      <Bar>
        <strong>{title}</strong>
        <nav>
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
