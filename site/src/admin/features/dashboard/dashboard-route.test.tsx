import { screen, within } from '@testing-library/react';
import type { AnalyticsData, Post } from '@core/models';
import { SAMPLE_POST } from '@site/shared/testing/blog-fixtures';
import { renderAdminPage } from '@site/admin/admin-test-support';
import { inMemoryAdminData } from '@site/admin/testing/in-memory-admin-data';
import { sampleSubscriber } from '@site/admin/testing/in-memory-subscribers';
import { ANALYTICS_TAB_TEXT } from './analytics-tab';
import { DASHBOARD_TEXT } from './dashboard-route';

const POSTS: Post[] = Array.from({ length: 7 }, (_, i) => ({
  ...SAMPLE_POST,
  id: `p${i}`,
  title: `Post number ${i}`,
  slug: `post-number-${i}`,
  published: i % 2 === 0,
  createdAt: `2026-11-0${i + 1}T09:00:00.000Z`,
}));

const ANALYTICS: AnalyticsData = {
  totalPosts: 7,
  publishedPosts: 4,
  draftPosts: 3,
  totalViews: 250,
  totalClicks: 31,
  ctr: 31 / 250,
  topPosts: [
    { title: 'Short', viewCount: 20 },
    { title: 'A very long title that goes past thirty characters', viewCount: 200 },
    { title: '', viewCount: 30 },
  ],
  monthlyData: [
    { month: '2026-10', clicks: 11 },
    { month: '2026-11', clicks: 20 },
  ],
};

/** The dashboard once its (lazily loaded) page is shown. */
async function render(analytics: () => Promise<AnalyticsData> = async () => ANALYTICS) {
  const page = renderAdminPage(
    '/admin/dashboard',
    inMemoryAdminData({
      posts: POSTS,
      analytics,
      toolStats: [
        { toolName: 'craftGenerator', totalUsage: 42, postEmbeds: 3, lastUsed: null },
        { toolName: 'recipeGenerator', totalUsage: 7, postEmbeds: 1, lastUsed: null },
      ],
    }),
  );
  await screen.findByRole('heading', { level: 1, name: DASHBOARD_TEXT.title });
  return page;
}

describe('admin dashboard', () => {
  it('has the title, subtitle and the four sections in the spec’s order', async () => {
    await render();
    expect(
      await screen.findByRole('heading', { level: 1, name: DASHBOARD_TEXT.title }),
    ).toBeInTheDocument();
    expect(screen.getByText(DASHBOARD_TEXT.subtitle)).toBeInTheDocument();
    const sections = [
      'SEO & Site Management',
      'Quick Access',
      'Analytics Overview',
      'Content & Data Management',
    ];
    const regions = sections.map((name) => screen.getByRole('region', { name }));
    const order = (a: Element, b: Element) =>
      a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
    expect([...regions].sort(order)).toEqual(regions);
    const seo = regions[0]!;
    expect(within(seo).getByRole('button', { name: 'Generate Sitemap' })).toBeInTheDocument();
    expect(
      within(seo).getByRole('button', { name: 'Copy Files to Domain Root' }),
    ).toBeInTheDocument();
  });

  it('shows total posts, total views with the average and the click-through rate', async () => {
    await render();
    const overview = screen.getByRole('region', { name: 'Analytics Overview' });
    expect(await within(overview).findByText('7')).toBeInTheDocument();
    expect(within(overview).getByText('4 published, 3 drafts')).toBeInTheDocument();
    expect(within(overview).getByText('250')).toBeInTheDocument();
    // The spec's card: views per post, drafts included (250 / 7).
    expect(within(overview).getByText('35.7 average views per post')).toBeInTheDocument();
    expect(within(overview).getByText('12%')).toBeInTheDocument();
  });

  it('lists the 5 most recent posts; View only for published ones', async () => {
    await render();
    const table = await screen.findByRole('table', { name: 'Most recent posts' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual([
      'Post number 6',
      'Post number 5',
      'Post number 4',
      'Post number 3',
      'Post number 2',
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'View Post number 6' })).toHaveAttribute(
      'href',
      '/blog/post-number-6',
    );
    expect(within(rows[1]!).queryByRole('link', { name: /View/ })).not.toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: 'Edit Post number 5' })).toHaveAttribute(
      'href',
      '/admin/edit-post/p5',
    );
    expect(screen.getByRole('link', { name: 'View All Posts' })).toHaveAttribute(
      'href',
      '/admin/blog',
    );
  });

  it('charts monthly clicks and top posts, sorted, cut at 30 characters, Untitled when empty', async () => {
    const { user } = await render();
    await user.click(screen.getByRole('tab', { name: 'Analytics' }));
    const top = await screen.findByRole('table', { name: 'Top Posts by Views' });
    expect(
      within(top)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['A very long title that goes pa...200', 'Untitled30', 'Short20']);
    const monthly = screen.getByRole('table', { name: 'Monthly CTA Clicks' });
    expect(within(monthly).getByText('2026-11')).toBeInTheDocument();
  });

  it('says so when analytics cannot be loaded, with a toast', async () => {
    const { user } = await render(() =>
      Promise.reject(new Error('You must be an admin to view analytics')),
    );
    await user.click(screen.getByRole('tab', { name: 'Analytics' }));
    expect(await screen.findByText(ANALYTICS_TAB_TEXT.error)).toBeInTheDocument();
    const toast = screen.getByTestId('toast');
    expect(toast).toHaveTextContent(DASHBOARD_TEXT.analyticsErrorTitle);
    expect(toast).toHaveTextContent('You must be an admin to view analytics');
  });

  it('says so when there is no analytics data, and shows loading before', async () => {
    let answer: (data: AnalyticsData) => void = () => {};
    const { user } = await render(() => new Promise((resolve) => (answer = resolve)));
    await user.click(screen.getByRole('tab', { name: 'Analytics' }));
    expect(screen.getByText(ANALYTICS_TAB_TEXT.loading)).toBeInTheDocument();
    answer({ ...ANALYTICS, topPosts: [], monthlyData: [] });
    expect(await screen.findByText(ANALYTICS_TAB_TEXT.empty)).toBeInTheDocument();
  });

  it('lists the three tools with their counters and links', async () => {
    const { user } = await render();
    await user.click(screen.getByRole('tab', { name: 'Tools' }));
    const craft = (await screen.findByRole('heading', { name: 'Craft Ideas Generator' }))
      .parentElement!;
    expect(await within(craft).findByText('Embedded: 3 times')).toBeInTheDocument();
    expect(within(craft).getByText('Used: 42 times')).toBeInTheDocument();
    const scene = screen.getByRole('heading', { name: 'Elf Scene Generator' }).parentElement!;
    expect(within(scene).getByText('Used: 0 times')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Configure Holiday Recipe Generator' }),
    ).toHaveAttribute('href', '/admin/tools/recipe-generator');
    const panel = screen.getByRole('tabpanel', { name: 'Tools' });
    expect(within(panel).getByRole('link', { name: 'Manage Tools' })).toHaveAttribute(
      'href',
      '/admin/tools',
    );
  });

  it('Manage Tools opens the Tools Management page', async () => {
    const { user, router } = await render();
    await user.click(screen.getByRole('tab', { name: 'Tools' }));
    const panel = screen.getByRole('tabpanel', { name: 'Tools' });
    await user.click(within(panel).getByRole('link', { name: 'Manage Tools' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tools Management' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/tools');
  });

  it('shows the confirmed subscribers, those waiting, and 30-day growth beside the previous 30 days', async () => {
    const now = new Date('2026-11-28T12:00:00.000Z');
    const day = (n: number) => new Date(now.getTime() - n * 86_400_000).toISOString();
    renderAdminPage(
      '/admin/dashboard',
      inMemoryAdminData({
        subscribers: {
          now: () => now,
          stored: [
            sampleSubscriber({ email: 'a@elf.test', createdAt: day(2) }),
            sampleSubscriber({ email: 'b@elf.test', createdAt: day(20) }),
            sampleSubscriber({ email: 'c@elf.test', createdAt: day(29) }),
            sampleSubscriber({ email: 'd@elf.test', createdAt: day(45) }),
            sampleSubscriber({ email: 'e@elf.test', status: 'waiting', createdAt: day(1) }),
            sampleSubscriber({ email: 'f@elf.test', status: 'unsubscribed', createdAt: day(5) }),
          ],
        },
      }),
    );
    const cards = await screen.findByRole('region', { name: 'Newsletter Subscribers' });
    expect(await within(cards).findByText('4')).toBeInTheDocument();
    expect(cards).toHaveTextContent('Confirmed; 1 waiting to confirm, 1 unsubscribed');
    expect(within(cards).getByText('+3')).toBeInTheDocument();
    expect(cards).toHaveTextContent('+2 (1 in the previous 30 days)');
  });
});
