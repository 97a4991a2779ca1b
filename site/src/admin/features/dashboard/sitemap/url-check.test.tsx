import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Post } from '@core/models';
import { DEFAULT_SITE_SETTINGS } from '@core/site/settings';
import { AppShell } from '@site/shared/app/app-shell';
import { Toaster } from '@site/shared/components/toaster';
import { SAMPLE_POST } from '@site/shared/testing/blog-fixtures';
import { AdminDataProvider, type AdminData } from '@site/admin/data/admin-data';
import { inMemoryAdminData } from '@site/admin/testing/in-memory-admin-data';
import { SitemapCards } from './sitemap-cards';
import { URL_CHECK_TEXT } from './url-check';

const POSTS: Post[] = [{ ...SAMPLE_POST, id: 'a', slug: 'a', published: true }];
const SITE = 'https://elfletter.example';

async function generated(data: AdminData) {
  render(
    <AppShell settings={DEFAULT_SITE_SETTINGS}>
      <Toaster>
        <AdminDataProvider value={data}>
          <SitemapCards waits={{ beforeVerify: 0, afterGenerate: 0, afterCopy: 0 }} />
        </AdminDataProvider>
      </Toaster>
    </AppShell>,
  );
  const user = userEvent.setup();
  expect(screen.queryByRole('button', { name: URL_CHECK_TEXT.button })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Generate Sitemap' }));
  await screen.findByText('Verification Successful');
  await user.click(await screen.findByRole('button', { name: URL_CHECK_TEXT.button }));
  return user;
}

const card = () => within(screen.getByRole('region', { name: 'Generate Sitemap' }));

const resultLines = () =>
  within(screen.getByRole('list', { name: 'URL check results' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('Check every URL', () => {
  it('checks every URL of the sitemap in batches and reports each one', async () => {
    await generated(inMemoryAdminData({ posts: POSTS, sitemap: { urlCheckBatch: 2 } }));
    expect(await screen.findAllByText(URL_CHECK_TEXT.passedTitle)).not.toHaveLength(0);
    expect(
      card().getByText('All 15 URLs answer 200, may be indexed and are their own canonical.'),
    ).toBeInTheDocument();
    const lines = resultLines();
    expect(lines).toHaveLength(15);
    expect(lines).toContain(`${SITE}/blog/aStatus 200 · indexable yes · canonical is itself yes`);
  });

  it('warns naming a 404, a redirect and a noindex page, listed first', async () => {
    await generated(
      inMemoryAdminData({
        posts: POSTS,
        sitemap: {
          urlAnswers: {
            '/about': { status: 404 },
            '/terms': { status: 301, location: `${SITE}/legal` },
            '/privacy': {
              status: 200,
              html: '<head><meta name="robots" content="noindex"></head>',
            },
          },
        },
      }),
    );
    expect(await screen.findAllByText(URL_CHECK_TEXT.warningTitle)).not.toHaveLength(0);
    expect(
      card().getByText(
        `3 of 15 URLs in the sitemap should not be there. not found (4xx): ${SITE}/about; redirected: ${SITE}/terms → ${SITE}/legal; marked noindex: ${SITE}/privacy.`,
      ),
    ).toBeInTheDocument();
    expect(resultLines().slice(0, 3)).toEqual([
      `${SITE}/aboutStatus 404 · indexable no · canonical is itself no · not found (4xx)`,
      `${SITE}/termsStatus 301 · indexable no · canonical is itself no · redirected → ${SITE}/legal`,
      `${SITE}/privacyStatus 200 · indexable no · canonical is itself no · marked noindex`,
    ]);
  });

  it('says why the check could not run', async () => {
    await generated(inMemoryAdminData({ posts: POSTS, sitemap: { checkError: 'No sitemap yet' } }));
    expect(await screen.findByText(URL_CHECK_TEXT.failedTitle)).toBeInTheDocument();
    expect(screen.getAllByText('No sitemap yet')).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: URL_CHECK_TEXT.button })).toBeEnabled();
  });
});
