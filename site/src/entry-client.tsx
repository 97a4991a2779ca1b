import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppShell } from './app/app-shell';
import { readBootData } from './app/boot-data';
import { createPublicRoutes } from './app/public-routes';
import { apiBlogSource } from './features/blog/api-blog-source';

const boot = readBootData();
// The router reads the server's loader data from window.__staticRouterHydrationData.
const router = createBrowserRouter(createPublicRoutes(apiBlogSource));

hydrateRoot(
  document.getElementById('root')!,
  <AppShell settings={boot.settings}>
    <RouterProvider router={router} />
  </AppShell>,
);
