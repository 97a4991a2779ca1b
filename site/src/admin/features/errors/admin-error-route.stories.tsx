import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { Toaster } from '@site/shared/components/toaster';
import { adminPageRoutes, adminRoutes, pageLoading } from '@site/admin/admin-routes';

/** A page whose data cannot be read, placed under `parent` (the page boundary or the app's). */
function FailingPage({ parent }: { parent: 'page' | 'app' }) {
  const [router] = useState(() => {
    const failing: RouteObject = {
      path: '/admin/broken',
      loader: () => {
        throw new Error('Missing or insufficient permissions.');
      },
      element: null,
    };
    const base = parent === 'page' ? adminPageRoutes[0]! : adminRoutes[0]!;
    if (base.index) throw new Error('An index route has no children');
    return createMemoryRouter(
      [{ hydrateFallbackElement: pageLoading, children: [{ ...base, children: [failing] }] }],
      {
        initialEntries: ['/admin/broken'],
      },
    );
  });
  return (
    <Toaster>
      <RouterProvider router={router} />
    </Toaster>
  );
}

const meta = {
  title: 'Admin/Errors',
  component: FailingPage,
  parameters: { ownRouter: true, layout: 'fullscreen' },
} satisfies Meta<typeof FailingPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A page that failed, as it shows inside the admin layout (the header stays above it). */
export const PageError: Story = { args: { parent: 'page' } };

/** The login page or the layout itself failed: the same message as the page's main content. */
export const AppError: Story = { args: { parent: 'app' } };
