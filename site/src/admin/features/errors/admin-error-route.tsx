import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import styled from 'styled-components';
import { PATHS } from '@site/shared/app/paths';
import { StatusPanel } from '@site/shared/components/status-panel';
import { AdminNotFoundRoute } from './admin-not-found-route';

export const ADMIN_ERROR_TEXT = {
  title: 'Something went wrong',
  message: 'This page stopped working because of an error in the admin app, not anything you did.',
  kept: 'Changes you had not saved in the post editor are kept in this browser: open the post again (or try again) to get them back.',
  retry: 'Try Again',
  dashboard: 'Go to Dashboard',
  details: 'Error details',
} as const;

const Details = styled.details`
  margin-top: 2rem;
  color: ${({ theme }) => theme.colors.muted};
  summary {
    cursor: pointer;
  }
  pre {
    text-align: left;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

/** What the error says, for telling support; never a stack trace. */
function errorMessage(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  return error instanceof Error ? error.message : String(error);
}

/**
 * A page that failed to load or render, inside the admin layout (React Router's own error page is
 * for developers). Try Again loads the page afresh, which also fetches code that failed to load.
 */
export function AdminErrorRoute() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <AdminNotFoundRoute />;
  return (
    <StatusPanel
      alert
      title={ADMIN_ERROR_TEXT.title}
      footnote={
        <Details>
          <summary>{ADMIN_ERROR_TEXT.details}</summary>
          <pre>{errorMessage(error)}</pre>
        </Details>
      }
      actions={
        <>
          <button className="primary" type="button" onClick={() => window.location.reload()}>
            {ADMIN_ERROR_TEXT.retry}
          </button>
          <a className="secondary" href={PATHS.adminDashboard}>
            {ADMIN_ERROR_TEXT.dashboard}
          </a>
        </>
      }
    >
      <p>{ADMIN_ERROR_TEXT.message}</p>
      <p>{ADMIN_ERROR_TEXT.kept}</p>
    </StatusPanel>
  );
}

/** When the admin layout or the login page itself failed: the same message on a page of its own. */
export function AdminAppErrorRoute() {
  return (
    <main>
      <AdminErrorRoute />
    </main>
  );
}
