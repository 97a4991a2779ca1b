import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { DEFAULT_SITE_SETTINGS } from '@core/site/settings';
import type { BlogSource } from '@core/posts/blog-source';
import { SAMPLE_POSTS } from '@site/shared/testing/blog-fixtures';
import { AppShell } from '@site/shared/app/app-shell';
import { createPublicRoutes } from './public-routes';
import { ROUTE_ERROR_TEXT } from './error-panel';
import { theme } from '@site/shared/app/theme';
import { sampleResultSource } from '@site/shared/testing/result-fixtures';

// The first render of the whole public route tree in jsdom can take over a second on a busy machine.

const failingHome: BlogSource = {
  listPublished: async () => ({ posts: SAMPLE_POSTS, nextBefore: null }),
  getPublishedBySlug: async () => null,
  randomPublished: () => Promise.reject(new Error('Service unavailable')),
};

describe('a public page that fails', () => {
  it("shows the site's error page inside the header and footer, with Try Again and a way home", async () => {
    const router = createMemoryRouter(createPublicRoutes(failingHome, sampleResultSource()), {
      initialEntries: ['/'],
    });
    render(
      <AppShell settings={DEFAULT_SITE_SETTINGS}>
        <RouterProvider router={router} />
      </AppShell>,
    );
    const page = await screen.findByRole('alert');
    expect(page).toHaveTextContent(ROUTE_ERROR_TEXT.title);
    expect(page).toHaveTextContent(ROUTE_ERROR_TEXT.message);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(ROUTE_ERROR_TEXT.title);
    expect(screen.getByRole('button', { name: ROUTE_ERROR_TEXT.retry })).toHaveStyle({
      backgroundColor: theme.colors.primary,
      color: theme.colors.primaryText,
    });
    expect(screen.getByRole('link', { name: ROUTE_ERROR_TEXT.home })).toHaveAttribute('href', '/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/Unexpected Application Error|Service unavailable/);
  });
});
