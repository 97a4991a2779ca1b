import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_SITE_SETTINGS } from '@core/settings';
import { AppShell } from '../app/app-shell';
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
