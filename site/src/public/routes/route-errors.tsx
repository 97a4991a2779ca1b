import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import type { SiteSettings } from '@core/site/settings';
import { Island } from '../app/island';
import { NotFoundRoute } from '../components/not-found-route';
import type { HeadData } from '../app/head';
import { ErrorPanel, ROUTE_ERROR_TEXT } from './error-panel';

/** The head of a page that failed: never indexed, never shared as if it were the page. */
export const errorHead = (settings: SiteSettings, path: string): HeadData => ({
  title: `${ROUTE_ERROR_TEXT.title} | ${settings.productName}`,
  description: ROUTE_ERROR_TEXT.message,
  canonicalPath: path,
  noindex: true,
});

/**
 * A page that failed to load or render, inside the site's header and footer. React Router's own
 * error page is for developers; no visitor sees it.
 */
export function PageError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundRoute />;
  return <Island name="page-error" component={ErrorPanel} props={{}} when="idle" />;
}

/** When the header or footer itself failed: the same message on a page of its own. */
export function SiteError() {
  return (
    <main>
      <PageError />
    </main>
  );
}
