import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Post } from '@core/models';
import { ROBOTS_BLOCKS_SITE_MESSAGE, ROBOTS_LINE_TEXT } from '@core/site/robots';
import { DEFAULT_SITE_SETTINGS } from '@core/site/settings';
import { AppShell } from '@site/shared/app/app-shell';
import { Toaster } from '@site/shared/components/toaster';
import { SAMPLE_POST } from '@site/shared/testing/blog-fixtures';
import { AdminDataProvider, type AdminData } from '@site/admin/data/admin-data';
import { inMemoryAdminData } from '@site/admin/testing/in-memory-admin-data';
import { SitemapCards } from './sitemap-cards';

const NO_WAITS = { beforeVerify: 0, afterGenerate: 0, afterCopy: 0 };
const POSTS: Post[] = [
  { ...SAMPLE_POST, id: 'a', slug: 'a', published: true },
  { ...SAMPLE_POST, id: 'b', slug: 'b', published: false },
];

function renderCards(data: AdminData = inMemoryAdminData({ posts: POSTS })) {
  render(
    <AppShell settings={DEFAULT_SITE_SETTINGS}>
      <Toaster>
        <AdminDataProvider value={data}>
          <SitemapCards waits={NO_WAITS} />
        </AdminDataProvider>
      </Toaster>
    </AppShell>,
  );
  return userEvent.setup();
}

describe('SitemapCards', () => {
  it('starts unverified', () => {
    renderCards();
    const card = screen.getByRole('region', { name: 'Generate Sitemap' });
    expect(within(card).getByRole('status')).toHaveTextContent('Not verified yet');
  });

  it('generates, publishes and verifies: the domain serves what was generated', async () => {
    const user = renderCards();
    await user.click(screen.getByRole('button', { name: 'Generate Sitemap' }));
    // Toasts follow one another: each step's shows, the verification's stays.
    expect(await screen.findByText('Verification Successful')).toBeInTheDocument();
    // 5 pages of the site and the one published post.
    expect(screen.getByText('Sitemap generated with 15 URLs.')).toBeInTheDocument();
    const status = screen.getAllByRole('status').find((s) => s.textContent?.includes('Verified'));
    expect(status).toHaveTextContent('Verification completed successfully');
    expect(status).toHaveTextContent(/Last verified/);
    expect(screen.getByRole('button', { name: 'Generate Sitemap' })).toBeEnabled();
  });

  it('says the files could not be copied, and the verification then finds no domain sitemap', async () => {
    const user = renderCards(
      inMemoryAdminData({ posts: POSTS, sitemap: { copyError: 'Disk full' } }),
    );
    await user.click(screen.getByRole('button', { name: 'Generate Sitemap' }));
    expect(
      await screen.findByText(
        'Sitemap files were generated but could not be copied to domain root',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('Verification Error')).toBeInTheDocument();
    expect(screen.getAllByText('Domain sitemap is not accessible').length).toBeGreaterThan(0);
  });

  it("says 'Sitemap Generation Failed' with the server's words", async () => {
    const user = renderCards(
      inMemoryAdminData({ posts: POSTS, sitemap: { generateError: 'Firestore is unavailable' } }),
    );
    await user.click(screen.getByRole('button', { name: 'Generate Sitemap' }));
    expect(await screen.findByText('Sitemap Generation Failed')).toBeInTheDocument();
    expect(screen.getByText('Firestore is unavailable')).toBeInTheDocument();
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Not verified yet');
  });

  it('copies to the domain root and runs the access test', async () => {
    const user = renderCards();
    await user.click(screen.getByRole('button', { name: 'Copy Files to Domain Root' }));
    expect(await screen.findByText('Access Test Successful')).toBeInTheDocument();
    expect(screen.getByText('Sitemap generated with 15 URLs.')).toBeInTheDocument();
    expect(screen.getAllByText('Sitemap is accessible! Status: 200').length).toBeGreaterThan(0);
  });

  it("says 'Copy Failed' when the copy is refused, and tests nothing", async () => {
    const user = renderCards(
      inMemoryAdminData({ posts: POSTS, sitemap: { copyError: 'No files' } }),
    );
    await user.click(screen.getByRole('button', { name: 'Copy Files to Domain Root' }));
    expect(await screen.findByText('Copy Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to copy files: No files')).toBeInTheDocument();
    expect(screen.queryByText('Access Test Successful')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy Files to Domain Root' })).toBeEnabled();
  });

  it('saves extra robots.txt lines, and the next generation serves them', async () => {
    const data = inMemoryAdminData({ posts: POSTS });
    const user = renderCards(data);
    const field = await screen.findByRole('textbox', { name: 'Extra robots.txt lines' });
    const save = screen.getByRole('button', { name: 'Save robots.txt' });
    expect(save).toBeDisabled();
    await user.type(field, 'User-agent: GPTBot{Enter}Disallow: /');
    await user.click(save);
    expect(await screen.findByText('Sitemap Files Saved')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save robots.txt' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Copy Files to Domain Root' }));
    await screen.findByText('Access Test Successful');
    const robots = await (await data.sitemap.fetchPublic('/robots.txt')).text();
    expect(robots).toContain('User-agent: GPTBot\nDisallow: /');
  });

  it('refuses lines that would hide the whole site, saying why, before anything is saved', async () => {
    const data = inMemoryAdminData({ posts: POSTS });
    const user = renderCards(data);
    const field = await screen.findByRole('textbox', { name: 'Extra robots.txt lines' });
    await user.type(field, 'User-agent: *{Enter}Disallow: /');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent(ROBOTS_BLOCKS_SITE_MESSAGE);
    expect(screen.getByRole('button', { name: 'Save robots.txt' })).toBeDisabled();
    expect(await data.sitemap.robots()).toEqual({ extraLines: '' });
  });

  it('refuses a line that is not a robots.txt line, naming it, before anything is saved', async () => {
    const data = inMemoryAdminData({ posts: POSTS });
    const user = renderCards(data);
    const field = await screen.findByRole('textbox', { name: 'Extra robots.txt lines' });
    await user.type(field, 'Disalow: /tmp');
    expect(screen.getByRole('alert')).toHaveTextContent(
      ROBOTS_LINE_TEXT.unknownField(1, 'Disalow'),
    );
    expect(screen.getByRole('button', { name: 'Save robots.txt' })).toBeDisabled();
    expect(await data.sitemap.robots()).toEqual({ extraLines: '' });
  });
});
