import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Island } from '../app/island';
import { SiteFooter } from './chrome/site-footer';
import { SiteHeader } from './chrome/site-header';

/** At least a window tall, so the footer of a short page (the 404) sits at the bottom. */
const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  /* A page made to be printed (a recipe) marks its content: it prints without the site around it. */
  @media print {
    /* Important: the header's island sets display: contents on itself, inline. */
    &:has([data-print-alone]) > :not(main) {
      display: none !important;
    }
    &:has([data-print-alone]) > main {
      padding: 0;
    }
  }
`;

const Main = styled.main`
  flex: 1 0 auto;
  width: 100%;
  max-width: calc(${({ theme }) => theme.contentWidth} + 2 * ${({ theme }) => theme.gutter});
  margin: 0 auto;
  padding: 2rem ${({ theme }) => theme.gutter} 4rem;
  /* A page that spans the window (a brand-theme post) marks its top element and sets its own widths. */
  &:has(> [data-full-bleed]) {
    max-width: none;
    padding-inline: 0;
  }
  /* Below the sticky header when the skip link scrolls to it. */
  scroll-margin-top: 5rem;
  /* Focused only as the skip link's target, so the next Tab starts inside; no ring round the page. */
  &:focus {
    outline: none;
  }
`;

export const MAIN_CONTENT_ID = 'main-content';
export const SKIP_LINK_TEXT = 'Skip to main content';

/** The first Tab stop: hidden until focused, it jumps past the header to the page's content. */
const SkipLink = styled.a`
  position: absolute;
  top: 0.5rem;
  left: 0.5rem;
  z-index: 1100;
  padding: 0.6rem 1rem;
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  transform: translateY(-200%);
  &:focus {
    transform: none;
    box-shadow: 0 4px 16px rgb(0 0 0 / 0.2);
  }
`;

/**
 * Every public page: server HTML, with the header as an island. Links are plain navigations, so
 * a new page starts at the top (smoothly: the global scroll-behavior) and Back returns to where
 * the reader was, as browsers do.
 */
export function Layout() {
  const { pathname } = useLocation();
  return (
    <Page>
      <SkipLink href={`#${MAIN_CONTENT_ID}`}>{SKIP_LINK_TEXT}</SkipLink>
      <Island name="header" component={SiteHeader} props={{ pathname }} when="interaction" />
      <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Outlet />
      </Main>
      <SiteFooter />
    </Page>
  );
}
