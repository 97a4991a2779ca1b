import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Toaster } from '../components/toaster';
import { SiteFooter } from './chrome/site-footer';
import { SiteHeader } from './chrome/site-header';

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

export function Layout() {
  useScrollToTopOnNavigation();
  return (
    <Toaster>
      <SiteHeader />
      <Main>
        <Outlet />
      </Main>
      <SiteFooter />
    </Toaster>
  );
}
