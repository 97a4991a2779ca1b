import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type RefObject,
} from 'react';
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
  max-width: calc(${({ theme }) => theme.contentWidth} + 2 * ${({ theme }) => theme.gutter});
  margin: 0 auto;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding: 0.8rem ${({ theme }) => theme.gutter};
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
    padding: 0.25rem ${({ theme }) => theme.gutter} 1.25rem;
    background: ${({ theme }) => theme.colors.surface};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    box-shadow: 0 12px 24px rgb(0 0 0 / 0.08);
    a:not(.cta) {
      padding: 0.75rem 0;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    .cta {
      margin-top: 1rem;
      padding: 0.75rem 1.1rem;
      text-align: center;
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

/** The open mobile menu closes on Escape (focus back on its button) and on a click outside the header. */
function useDismissableMenu(
  active: boolean,
  close: () => void,
  header: RefObject<HTMLElement | null>,
  toggle: RefObject<HTMLButtonElement | null>,
) {
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // The Escape that just closed the sign-up dialog (Radix marks it handled) leaves the menu open.
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      close();
      toggle.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!header.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [active, close, header, toggle]);
}

export function SiteHeader() {
  const settings = useSiteSettings();
  const location = useLocation();
  // The menu belongs to the page it was opened on: navigating closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === location.pathname;
  const [signupOpen, setSignupOpen] = useState(false);
  const isAdmin = useAdminFlag();
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const signUpRef = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => setMenuOpenOn(null), []);
  // While the sign-up dialog is open it owns Escape and outside clicks; the menu stays as it was.
  useDismissableMenu(menuOpen && !signupOpen, closeMenu, headerRef, toggleRef);

  return (
    <Bar ref={headerRef}>
      <Inner>
        <Logo to={PATHS.home}>{settings.productName}</Logo>
        <MenuButton
          ref={toggleRef}
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
            <Cta ref={signUpRef} type="button" className="cta" onClick={() => setSignupOpen(true)}>
              Sign Up
            </Cta>
          )}
        </Nav>
      </Inner>
      {signupOpen && (
        <Suspense fallback={null}>
          <SignupDialog open={signupOpen} onOpenChange={setSignupOpen} returnFocus={signUpRef} />
        </Suspense>
      )}
    </Bar>
  );
}
