import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import type { SiteSettings } from '../../../core/settings';
import { StatusPanel } from '../components/status-panel';
import { NotFoundRoute } from '../features/not-found/not-found-route';
import type { HeadData } from './head';
import { PATHS } from './paths';

export const ROUTE_ERROR_TEXT = {
  title: 'Something went wrong',
  message:
    'This page could not be shown because of a problem on our side, not because of anything you did. Please try again in a moment.',
  retry: 'Try Again',
  home: 'Return to Homepage',
} as const;

/** The head of a page that failed: never indexed, never shared as if it were the page. */
export const errorHead = (settings: SiteSettings, path: string): HeadData => ({
  title: `${ROUTE_ERROR_TEXT.title} | ${settings.productName}`,
  description: ROUTE_ERROR_TEXT.message,
  canonicalPath: path,
  noindex: true,
});

function ErrorPanel() {
  return (
    <StatusPanel
      alert
      title={ROUTE_ERROR_TEXT.title}
      actions={
        <>
          {/* A fresh load: whatever went wrong in this page's code or data starts over. */}
          <button className="primary" type="button" onClick={() => window.location.reload()}>
            {ROUTE_ERROR_TEXT.retry}
          </button>
          <a className="secondary" href={PATHS.home}>
            {ROUTE_ERROR_TEXT.home}
          </a>
        </>
      }
    >
      <p>{ROUTE_ERROR_TEXT.message}</p>
    </StatusPanel>
  );
}

/**
 * A page that failed to load or render, inside the site's header and footer. React Router's own
 * error page is for developers; no visitor sees it.
 */
export function PageError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundRoute />;
  return <ErrorPanel />;
}

/** When the header or footer itself failed: the same message on a page of its own. */
export function SiteError() {
  return (
    <main>
      <PageError />
    </main>
  );
}
