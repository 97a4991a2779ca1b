import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_SITE_SETTINGS } from '@core/site/settings';
import { AppShell } from '@site/shared/app/app-shell';
import { AdminPagePreview, createAdminPageRouter } from './admin-page-preview';
import type { AdminData } from './data/admin-data';

/** An admin page as an admin sees it (past the gate), over the given data. */
export function renderAdminPage(path: string, data: AdminData) {
  const router = createAdminPageRouter(path);
  render(
    <AppShell settings={DEFAULT_SITE_SETTINGS}>
      <AdminPagePreview data={data} router={router} />
    </AppShell>,
  );
  return { router, user: userEvent.setup() };
}

/**
 * The shown toast's action button, once Radix lets pointers reach it: it counts its toasts in a
 * transition, which a busy page (one just navigated to) defers, and until then the toast region
 * takes no pointer events.
 */
export async function toastAction(name: string): Promise<HTMLElement> {
  const button = within(screen.getByTestId('toast')).getByRole('button', { name });
  await waitFor(() => expect(button.closest('[style*="pointer-events: none"]')).toBeNull());
  return button;
}
