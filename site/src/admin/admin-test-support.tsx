import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { DEFAULT_SITE_SETTINGS } from '../../../core/settings';
import { AppShell } from '../app/app-shell';
import { Toaster } from '../components/toaster';
import { adminPageRoutes, pageLoading } from './admin-routes';
import { AdminDataProvider, type AdminData } from './data/admin-data';

/** An admin page as an admin sees it (past the gate), over the given data. */
export function renderAdminPage(path: string, data: AdminData) {
  const router = createMemoryRouter(
    [
      {
        hydrateFallbackElement: pageLoading,
        children: [...adminPageRoutes, { path: '*', element: <p>Somewhere else</p> }],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppShell settings={DEFAULT_SITE_SETTINGS}>
      <AdminDataProvider value={data}>
        <Toaster>
          <RouterProvider router={router} />
        </Toaster>
      </AdminDataProvider>
    </AppShell>,
  );
  return { router, user: userEvent.setup() };
}
