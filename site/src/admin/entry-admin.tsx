import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppShell } from '@site/shared/app/app-shell';
import { readBootData } from '@site/shared/app/boot-data';
import { Toaster } from '@site/shared/components/toaster';
import { adminRoutes } from './admin-routes';
import { ImportUndoHost } from './components/import-panel/import-undo';
import { AdminDataProvider, firebaseAdminData } from './data/admin-data';
import { AdminSessionProvider } from './features/auth/admin-session';
import { firebaseServices } from '@site/shared/lib/firebase-client';

const boot = readBootData();
const router = createBrowserRouter(adminRoutes);
const services = firebaseServices(boot.firebase);

createRoot(document.getElementById('root')!).render(
  <AppShell settings={boot.settings}>
    <AdminSessionProvider services={services}>
      <AdminDataProvider value={firebaseAdminData(services)}>
        <Toaster>
          <ImportUndoHost>
            <RouterProvider router={router} />
          </ImportUndoHost>
        </Toaster>
      </AdminDataProvider>
    </AdminSessionProvider>
  </AppShell>,
);
