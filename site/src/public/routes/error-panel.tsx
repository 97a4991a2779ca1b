import { StatusPanel } from '@site/shared/components/status-panel';
import { PATHS } from '@site/shared/app/paths';

export const ROUTE_ERROR_TEXT = {
  title: 'Something went wrong',
  message:
    'This page could not be shown because of a problem on our side, not because of anything you did. Please try again in a moment.',
  retry: 'Try Again',
  home: 'Return to Homepage',
} as const;

/** The message with Try Again (an island: its button reloads the page) and a way home. */
export function ErrorPanel() {
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
