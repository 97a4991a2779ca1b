import { data, Link } from 'react-router-dom';
import type { SiteSettings } from '../../../../core/settings';
import type { HeadData, RouteHandle } from '../../app/head';
import { PATHS } from '../../app/paths';

export const notFoundLoader = ({ request }: { request: Request }) =>
  data({ path: new URL(request.url).pathname }, { status: 404 });

export const notFoundHandle: RouteHandle = {
  head: (raw: unknown, settings: SiteSettings): HeadData => ({
    title: `Page not found | ${settings.productName}`,
    description: 'The page you are looking for does not exist.',
    canonicalPath: (raw as { path: string }).path,
    noindex: true,
  }),
};

export function NotFoundRoute() {
  return (
    <section>
      <h1>404</h1>
      <p>Oops! The page you are looking for could not be found.</p>
      <Link to={PATHS.home}>Return to Homepage</Link>
    </section>
  );
}
