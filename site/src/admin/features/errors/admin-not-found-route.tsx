import { Link, useLocation } from 'react-router-dom';
import { PATHS } from '@site/shared/app/paths';
import { StatusPanel } from '@site/shared/components/status-panel';

export const ADMIN_NOT_FOUND_TEXT = {
  title: 'Page not found',
  message: 'There is no admin page at',
  hint: 'It may not be built yet, or the link may be mistyped.',
  dashboard: 'Go to Dashboard',
  blog: 'Blog Management',
} as const;

/** Any /admin address without a page: said plainly, inside the admin layout, rather than skipped. */
export function AdminNotFoundRoute() {
  const { pathname } = useLocation();
  return (
    <StatusPanel
      code="404"
      title={ADMIN_NOT_FOUND_TEXT.title}
      actions={
        <>
          <Link className="primary" to={PATHS.adminDashboard}>
            {ADMIN_NOT_FOUND_TEXT.dashboard}
          </Link>
          <Link className="secondary" to={PATHS.adminBlog}>
            {ADMIN_NOT_FOUND_TEXT.blog}
          </Link>
        </>
      }
    >
      <p>
        {ADMIN_NOT_FOUND_TEXT.message} <code>{pathname}</code>. {ADMIN_NOT_FOUND_TEXT.hint}
      </p>
    </StatusPanel>
  );
}
