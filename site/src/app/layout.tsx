import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router-dom';
import styled from 'styled-components';
import { Toaster } from '../components/toaster';
import { SiteFooter } from './chrome/site-footer';
import { SiteHeader } from './chrome/site-header';
import { PATHS } from './paths';

const Main = styled.main`
  max-width: 1100px;
  margin: 0 auto;
  padding: 2rem 1.5rem 4rem;
  min-height: 60vh;
`;

/** Every public route change scrolls smoothly to the top (not the first render). */
function useScrollToTopOnNavigation() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname]);
}

const Loading = styled.p`
  position: fixed;
  top: 0;
  left: 50%;
  transform: translateX(-50%);
  z-index: 100;
  margin: 0;
  padding: 0.35rem 1rem;
  border-radius: 0 0 8px 8px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: 0.9rem;
`;

/** While the next page's data loads in the browser, say so. */
function NavigationStatus() {
  const navigation = useNavigation();
  if (navigation.state !== 'loading') return null;
  const toBlog = navigation.location.pathname === PATHS.blog;
  return <Loading role="status">{toBlog ? 'Loading blog posts...' : 'Loading...'}</Loading>;
}

export function Layout() {
  useScrollToTopOnNavigation();
  return (
    <Toaster>
      <NavigationStatus />
      <SiteHeader />
      <Main>
        <Outlet />
      </Main>
      <SiteFooter />
    </Toaster>
  );
}
