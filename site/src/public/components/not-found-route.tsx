import { data, Link } from 'react-router-dom';
import type { SiteSettings } from '@core/site/settings';
import type { HeadData, RouteHandle } from '../app/head';
import { PATHS } from '@site/shared/app/paths';
import { StatusPanel } from '@site/shared/components/status-panel';

export const NOT_FOUND_TEXT = {
  title: 'Page not found',
  message: 'Oops! The page you are looking for could not be found.',
  home: 'Return to Homepage',
  blog: 'Explore Blog',
} as const;

export const notFoundLoader = ({ request }: { request: Request }) =>
  data({ path: new URL(request.url).pathname }, { status: 404 });

export const notFoundHandle: RouteHandle = {
  head: (raw: unknown, settings: SiteSettings): HeadData => ({
    title: `${NOT_FOUND_TEXT.title} | ${settings.productName}`,
    description: 'The page you are looking for does not exist.',
    canonicalPath: (raw as { path: string }).path,
    noindex: true,
  }),
};

export function NotFoundRoute() {
  return (
    <StatusPanel
      code="404"
      title={NOT_FOUND_TEXT.title}
      actions={
        <>
          <Link className="primary" to={PATHS.home}>
            {NOT_FOUND_TEXT.home}
          </Link>
          <Link className="secondary" to={PATHS.blog}>
            {NOT_FOUND_TEXT.blog}
          </Link>
        </>
      }
    >
      <p>{NOT_FOUND_TEXT.message}</p>
    </StatusPanel>
  );
}
