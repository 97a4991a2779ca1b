import {
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type RefObject,
} from 'react';
import styled from 'styled-components';
import { hasAdminFlag } from '@site/shared/lib/admin-flag';
import { PATHS } from '@site/shared/app/paths';
import { useSiteSettings } from '@site/shared/app/settings-context';

type SignupDialogComponent =
  typeof import('@site/public/features/signup/signup-dialog').SignupDialog;

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

// min-height: as tall from the first byte as with its tallest item, the Sign Up button (a line and
// its padding). A page arrives in pieces, and a bar only as tall as the logo grew when the rest of
// it came, moving the logo down.
const Inner = styled.div`
  max-width: calc(${({ theme }) => theme.contentWidth} + 2 * ${({ theme }) => theme.gutter});
  margin: 0 auto;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding: 0.8rem ${({ theme }) => theme.gutter};
  min-height: calc(2 * 0.8rem + 1.6em + 2 * 0.5rem);
`;

const Logo = styled.a`
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

/**
 * False on the server; in the browser, what it holds from the first render on. Preact's hydration
 * takes no server snapshot, so an admin's first render already differs from the server's HTML: the
 * header's last item is made anew, which Preact does cleanly. A page whose whole markup would
 * differ sets its state after hydration instead (post-not-found.tsx).
 */
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

/** A link of the main navigation, marked as the current page where the reader is. */
function NavItem({
  href,
  current,
  children,
}: {
  href: string;
  current: boolean;
  children: string;
}) {
  return (
    <a href={href} aria-current={current ? 'page' : undefined}>
      {children}
    </a>
  );
}

/** The section a path belongs to: a post is part of the blog. */
const isIn = (pathname: string, section: string) =>
  pathname === section || pathname.startsWith(`${section}/`);

/**
 * The site's header, an island (islands/registry.ts): links between pages are plain navigations,
 * so the page it is on comes from the server.
 */
export function SiteHeader({ pathname }: { pathname: string }) {
  const settings = useSiteSettings();
  const [menuOpen, setMenuOpen] = useState(false);
  const [signupOpen, setSignupOpen] = useState(false);
  // The dialog's code loads on the first click on Sign Up, not with every page.
  const [SignupDialog, setSignupDialog] = useState<SignupDialogComponent | null>(null);
  const openSignup = () => {
    setSignupOpen(true);
    if (!SignupDialog)
      void import('@site/public/features/signup/signup-dialog').then(({ SignupDialog: loaded }) =>
        setSignupDialog(() => loaded),
      );
  };
  const isAdmin = useAdminFlag();
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const signUpRef = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  // While the sign-up dialog is open it owns Escape and outside clicks; the menu stays as it was.
  useDismissableMenu(menuOpen && !signupOpen, closeMenu, headerRef, toggleRef);

  return (
    <Bar ref={headerRef}>
      <Inner>
        <Logo href={PATHS.home}>{settings.productName}</Logo>
        <MenuButton
          ref={toggleRef}
          type="button"
          aria-expanded={menuOpen}
          aria-controls="site-menu"
          onClick={() => setMenuOpen(!menuOpen)}
        >
          {menuOpen ? 'Close menu' : 'Menu'}
        </MenuButton>
        <Nav id="site-menu" aria-label="Main" $open={menuOpen}>
          <NavItem href={PATHS.home} current={pathname === PATHS.home}>
            Home
          </NavItem>
          <NavItem href={PATHS.blog} current={isIn(pathname, PATHS.blog)}>
            Blog
          </NavItem>
          <NavItem href={PATHS.about} current={isIn(pathname, PATHS.about)}>
            About Us
          </NavItem>
          {isAdmin ? (
            <Cta as="a" className="cta" href={PATHS.adminDashboard}>
              Admin Dashboard
            </Cta>
          ) : (
            <Cta ref={signUpRef} type="button" className="cta" onClick={openSignup}>
              Sign Up
            </Cta>
          )}
        </Nav>
      </Inner>
      {signupOpen && SignupDialog && (
        <SignupDialog open={signupOpen} onOpenChange={setSignupOpen} returnFocus={signUpRef} />
      )}
    </Bar>
  );
}
