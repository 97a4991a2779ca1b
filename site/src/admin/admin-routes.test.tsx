import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { DEFAULT_SITE_SETTINGS } from '@core/site/settings';
import { AppShell } from '@site/shared/app/app-shell';
import { Toaster } from '@site/shared/components/toaster';
import { adminPageRoutes, adminRoutes } from './admin-routes';
import { ADMIN_ERROR_TEXT } from './features/errors/admin-error-route';

function Broken(): never {
  throw new Error('posts.map is not a function');
}

/** The admin app's route `parent` (its error element, its loading state) over other children. */
function under(parent: RouteObject, children: RouteObject[]): RouteObject[] {
  if (parent.index) throw new Error('An index route has no children');
  return [{ ...parent, children }];
}
const pageBoundary = adminPageRoutes[0]!;

function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppShell settings={DEFAULT_SITE_SETTINGS}>
      <Toaster>
        <RouterProvider router={router} />
      </Toaster>
    </AppShell>,
  );
  return router;
}

async function expectAdminErrorPage(detail: string) {
  const page = await screen.findByRole('alert');
  expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent(ADMIN_ERROR_TEXT.title);
  expect(page).toHaveTextContent(ADMIN_ERROR_TEXT.message);
  expect(page).toHaveTextContent(ADMIN_ERROR_TEXT.kept);
  expect(within(page).getByRole('button', { name: ADMIN_ERROR_TEXT.retry })).toBeInTheDocument();
  expect(within(page).getByRole('link', { name: ADMIN_ERROR_TEXT.dashboard })).toHaveAttribute(
    'href',
    '/admin/dashboard',
  );
  expect(within(page).getByText(ADMIN_ERROR_TEXT.details)).toBeInTheDocument();
  expect(within(page).getByText(detail)).toBeInTheDocument();
  expect(document.body).not.toHaveTextContent(/Unexpected Application Error|Hey developer/);
}

describe('admin route errors', () => {
  // React Router reports the errors it catches on the console; here they are the point.
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => vi.mocked(console.error).mockRestore());

  it("a page that throws while rendering shows the admin's error page", async () => {
    renderRoutes(
      under(pageBoundary, [
        ...pageBoundary.children!,
        { path: '/admin/broken', Component: Broken },
      ]),
      '/admin/broken',
    );
    await expectAdminErrorPage('posts.map is not a function');
  });

  it("a page whose code fails to load (a new deploy, a dropped connection) shows the admin's error page", async () => {
    renderRoutes(
      under(pageBoundary, [
        ...pageBoundary.children!,
        {
          path: '/admin/stale',
          lazy: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
        },
      ]),
      '/admin/stale',
    );
    await expectAdminErrorPage('Failed to fetch dynamically imported module');
  });

  it('the login page or the layout failing shows the same page, as the main content', async () => {
    renderRoutes(
      under(adminRoutes[0]!, [{ path: '/admin/login', Component: Broken }]),
      '/admin/login',
    );
    await expectAdminErrorPage('posts.map is not a function');
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('alert'));
  });
});
