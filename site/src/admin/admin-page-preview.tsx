import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Toaster } from '@site/shared/components/toaster';
import { adminPageRoutes, pageLoading } from './admin-routes';
import { ImportUndoHost } from './components/import-panel/import-undo';
import { AdminDataProvider, type AdminData } from './data/admin-data';

export function createAdminPageRouter(path: string) {
  return createMemoryRouter(
    [
      {
        hydrateFallbackElement: pageLoading,
        children: [...adminPageRoutes, { path: '*', element: <p>Somewhere else</p> }],
      },
    ],
    { initialEntries: [path] },
  );
}

/**
 * An admin page as an admin sees it past the gate, over the given data: for stories and
 * component tests (inside the site's AppShell).
 */
export function AdminPagePreview({
  data,
  router,
}: {
  data: AdminData;
  router: ReturnType<typeof createAdminPageRouter>;
}) {
  return (
    <AdminDataProvider value={data}>
      <Toaster>
        <ImportUndoHost>
          <RouterProvider router={router} />
        </ImportUndoHost>
      </Toaster>
    </AdminDataProvider>
  );
}

/** The same, making its own router: what a story needs. */
export function AdminPageAt({ path, data }: { path: string; data: AdminData }) {
  const [router] = useState(() => createAdminPageRouter(path));
  return <AdminPagePreview data={data} router={router} />;
}
