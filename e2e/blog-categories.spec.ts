import type { Post } from '@core/models';
import { expect, test } from './fixtures';
import { createTestPost, deleteTestPost, uniqueId } from '@test/emulators';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** Titles of this run only: other specs' posts may sit among them, never between their order. */
const run = uniqueId('cat');
const older = `Older elf story ${run}`;
const newer = `Newer elf story ${run}`;
const draftTitle = `Draft elf story ${run}`;
const tipTitle = `Elf tip only ${run}`;

let posts: Post[] = [];

test.beforeAll(async () => {
  posts = [
    await createTestPost({
      title: older,
      metadata: { categories: ['elf-stories'] },
      createdAt: minutesAgo(2),
    }),
    await createTestPost({
      title: newer,
      metadata: { categories: ['elf-tips', 'elf-stories'] },
      createdAt: minutesAgo(1),
    }),
    await createTestPost({
      title: draftTitle,
      published: false,
      metadata: { categories: ['elf-stories'] },
    }),
    await createTestPost({ title: tipTitle, metadata: { categories: ['elf-tips'] } }),
  ];
});
test.afterAll(async () => {
  for (const post of posts) await deleteTestPost(post);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a category page lists its published posts, newest first, and announces its feed', async ({
    page,
  }) => {
    const response = await page.goto('/blog/category/elf-stories');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Elf Stories | Blog | Elf Letter');
    await expect(page.getByRole('heading', { level: 1, name: 'Elf Stories' })).toBeVisible();
    const titles = await page
      .getByRole('article')
      .getByRole('heading', { level: 2 })
      .allTextContents();
    expect(titles.filter((title) => title.endsWith(run))).toEqual([newer, older]);

    const feeds = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
    await expect(feeds).toHaveCount(2);
    expect(await feeds.evaluateAll((links) => links.map((l) => l.getAttribute('href')))).toEqual([
      'https://elfletter.example/rss.xml',
      'https://elfletter.example/blog/category/elf-stories/rss.xml',
    ]);
    await expect(page.getByRole('link', { name: 'RSS feed of this category' })).toHaveAttribute(
      'href',
      '/blog/category/elf-stories/rss.xml',
    );
  });

  test('a reader goes from a post to its category, and on to another category', async ({
    page,
  }) => {
    await page.goto('/blog/category/elf-stories');
    await page.getByRole('link', { name: newer }).click();
    const categories = page.getByRole('list', { name: 'Categories' });
    await expect(categories.getByRole('link')).toHaveText(['Elf Tips', 'Elf Stories']);
    await categories.getByRole('link', { name: 'Elf Tips' }).click();
    await expect(page).toHaveURL('/blog/category/elf-tips');
    await expect(page.getByRole('heading', { level: 1, name: 'Elf Tips' })).toBeVisible();
    await expect(page.getByRole('link', { name: tipTitle })).toBeVisible();
    await expect(page.getByRole('link', { name: newer })).toBeVisible();
    await expect(page.getByRole('link', { name: older })).toHaveCount(0);

    await page
      .getByRole('navigation', { name: 'Browse by category' })
      .getByRole('link', { name: 'Elf Stories' })
      .click();
    await expect(page).toHaveURL('/blog/category/elf-stories');
    await expect(page.getByRole('link', { name: older })).toBeVisible();
  });

  test('a category the spec does not name is the 404 page', async ({ page }) => {
    const response = await page.goto('/blog/category/elf-recipes');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Page not found')).toBeVisible();
  });

  test('every public page announces the site feed', async ({ page }) => {
    for (const path of ['/', '/blog', '/about']) {
      await page.goto(path);
      await expect(
        page.locator(
          'head link[rel="alternate"][type="application/rss+xml"][href="https://elfletter.example/rss.xml"]',
        ),
      ).toHaveCount(1);
    }
  });
});
