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

/**
 * The client redirect check (lib/redirect-check.ts) loads after the page is interactive: once it
 * has loaded and the browser is idle, so it never adds to the page's blocking time.
 */
function loadRedirectChecks() {
  let shown = router.state.location.pathname;
  void import('./lib/redirect-check').then(({ startRedirectChecks }) =>
    startRedirectChecks((listener) =>
      router.subscribe((state) => {
        if (state.navigation.state !== 'idle' || state.location.pathname === shown) return;
        shown = state.location.pathname;
        listener();
      }),
    ),
  );
}
const idle = (task: () => void) =>
  typeof window.requestIdleCallback === 'function'
    ? window.requestIdleCallback(task, { timeout: 2000 })
    : setTimeout(task, 200);
if (document.readyState === 'complete') idle(loadRedirectChecks);
else window.addEventListener('load', () => idle(loadRedirectChecks), { once: true });
