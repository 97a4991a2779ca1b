import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
// The dialog's code loads on the first click on Sign Up, not with every page.
const SignupDialog = lazy(() =>
  import('../../features/signup/signup-dialog').then((module) => ({
    default: module.SignupDialog,
  })),
);
import { hasAdminFlag } from '../../lib/admin-flag';
import { PATHS } from '../paths';
import { useSiteSettings } from '../settings-context';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Inner = styled.div`
  max-width: 1100px;
  margin: 0 auto;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding: 0.8rem 1.5rem;
`;

const Logo = styled(Link)`
  font-weight: 700;
  font-size: 1.25rem;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
`;

const MenuButton = styled.button`
  display: none;
  font: inherit;
  background: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  padding: 0.4rem 0.7rem;
  cursor: pointer;
  @media (max-width: ${({ theme }) => theme.mobileBreakpoint}) {
    display: inline-block;
  }
`;

const Nav = styled.nav<{ $open: boolean }>`
  display: flex;
  align-items: center;
  gap: 1.25rem;
  a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
  @media (max-width: ${({ theme }) => theme.mobileBreakpoint}) {
    display: ${({ $open }) => ($open ? 'flex' : 'none')};
    position: absolute;
    top: 100%;
    left: 0;
    right: 0;
    flex-direction: column;
    align-items: stretch;
    gap: 0;
    background: ${({ theme }) => theme.colors.surface};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    a,
    .cta {
      padding: 0.9rem 1.5rem;
    }
  }
`;

const Cta = styled.button`
  font: inherit;
  font-weight: 600;
  border: none;
  border-radius: 999px;
  padding: 0.5rem 1.1rem;
  cursor: pointer;
  text-decoration: none;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText} !important;
`;

const subscribeToStorage = (onChange: () => void) => {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
};

/** False on the server and while hydrating (so the HTML matches), then what the browser holds. */
function useAdminFlag(): boolean {
  return useSyncExternalStore(subscribeToStorage, hasAdminFlag, () => false);
}

export function SiteHeader() {
  const settings = useSiteSettings();
  const location = useLocation();
  // The menu belongs to the page it was opened on: navigating closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === location.pathname;
  const [signupOpen, setSignupOpen] = useState(false);
  const isAdmin = useAdminFlag();

  return (
    <Bar>
      <Inner>
        <Logo to={PATHS.home}>{settings.productName}</Logo>
        <MenuButton
          type="button"
          aria-expanded={menuOpen}
          aria-controls="site-menu"
          onClick={() => setMenuOpenOn(menuOpen ? null : location.pathname)}
        >
          {menuOpen ? 'Close menu' : 'Menu'}
        </MenuButton>
        <Nav id="site-menu" aria-label="Main" $open={menuOpen}>
          <NavLink to={PATHS.home} end>
            Home
          </NavLink>
          <NavLink to={PATHS.blog}>Blog</NavLink>
          <NavLink to={PATHS.about}>About Us</NavLink>
          {isAdmin ? (
            <Cta as="a" className="cta" href={PATHS.adminDashboard}>
              Admin Dashboard
            </Cta>
          ) : (
            <Cta type="button" className="cta" onClick={() => setSignupOpen(true)}>
              Sign Up
            </Cta>
          )}
        </Nav>
      </Inner>
      {signupOpen && (
        <Suspense fallback={null}>
          <SignupDialog open={signupOpen} onOpenChange={setSignupOpen} />
        </Suspense>
      )}
    </Bar>
  );
}
