import { screen, within } from '@testing-library/react';
import { renderAdminPage } from '@site/admin/admin-test-support';
import { inMemoryAdminData } from '@site/admin/testing/in-memory-admin-data';
import { sampleRedirect } from '@site/admin/testing/in-memory-redirects';
import type { InMemoryRedirectsSeed } from '@site/admin/testing/in-memory-redirects';
import { DEFAULT_TEST_PATH, QUICK_TEST_PATHS } from './test-redirects-route';

async function open(seed: InMemoryRedirectsSeed = {}) {
  const rendered = renderAdminPage(
    '/admin/test-redirects',
    inMemoryAdminData({
      redirects: {
        redirects: [
          sampleRedirect({
            sourcePath: '/articles/elf-on-the-shelf-ideas',
            targetPath: '/blog/elf-on-the-shelf-ideas',
          }),
          sampleRedirect({ sourcePath: '/letters', targetPath: '/blog', statusCode: 302 }),
        ],
        ...seed,
      },
    }),
  );
  await screen.findByRole('heading', { name: 'Redirect Test', level: 1 }, { timeout: 20_000 });
  return rendered;
}

const results = () =>
  within(screen.getByRole('region', { name: 'Results' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('Redirect test page', () => {
  it('starts with an article path and five quick tests; Test Redirect needs a path', async () => {
    const { user } = await open();
    const input = screen.getByLabelText('Path to test');
    expect(input).toHaveValue(DEFAULT_TEST_PATH);
    expect(DEFAULT_TEST_PATH).toBe('/articles/elf-on-the-shelf-ideas');
    const quick = screen.getByRole('group', { name: 'Quick tests' });
    expect(
      within(quick)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(QUICK_TEST_PATHS);
    expect(QUICK_TEST_PATHS).toHaveLength(5);
    await user.clear(input);
    await user.type(input, '   ');
    expect(screen.getByRole('button', { name: 'Test Redirect' })).toBeDisabled();
    expect(screen.getByText('No tests run yet.')).toBeInTheDocument();
  });

  it('lists results newest first: found with target and code, or No redirect configured', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Test Redirect' }));
    await screen.findByText(/→/);
    const input = screen.getByLabelText('Path to test');
    await user.clear(input);
    await user.type(input, '/LETTERS/{Enter}');
    await user.click(screen.getByRole('button', { name: QUICK_TEST_PATHS[1]! }));
    await screen.findAllByText('No redirect configured');
    expect(results()).toEqual([
      `${QUICK_TEST_PATHS[1]} No redirect configured`,
      '/LETTERS/ → /blog (302)',
      '/articles/elf-on-the-shelf-ideas → /blog/elf-on-the-shelf-ideas (301)',
    ]);
  });

  it('shows the loading state, then the HTTP status text of a failed lookup', async () => {
    const { user } = await open({ failing: ['lookup'], lookupDelayMs: 300 });
    await user.click(screen.getByRole('button', { name: 'Test Redirect' }));
    expect(screen.getByText('Testing...')).toBeInTheDocument();
    expect(await screen.findByText('Error: Internal Server Error')).toBeInTheDocument();
  });
});
