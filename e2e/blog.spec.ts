import type { Post } from '@core/models';
import { DEFAULT_SITE_SETTINGS } from '@core/site/settings';
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createTestPost, deleteTestPost, postCounts } from '@test/emulators';
import { collectPageErrors, islandLive, pageIslandsLive } from './support';

let post: Post;
let draft: Post;

test.beforeAll(async () => {
  post = await createTestPost({
    title: 'Reindeer Games for Rainy Days',
    excerpt: 'Indoor games your elf can set up.',
    content: '<p>Line up the stuffed reindeer for a race across the rug.</p>',
  });
  draft = await createTestPost({ title: 'Unpublished Musings', published: false });
});
test.afterAll(async () => {
  await deleteTestPost(post);
  await deleteTestPost(draft);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a reader browses from /blog to a post', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await expect(page.getByText('Unpublished Musings')).toHaveCount(0);
    await page.getByRole('link', { name: 'Reindeer Games for Rainy Days' }).click();
    await expect(page).toHaveURL(`/blog/${post.slug}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Reindeer Games for Rainy Days' }),
    ).toBeVisible();
    await expect(
      page.getByText('Line up the stuffed reindeer for a race across the rug.'),
    ).toBeVisible();
    await expect(page.getByText('By Elf Letter Team')).toBeVisible();
  });
});

test('a post runs only its islands, on the runtime the widgets share, without errors', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`/blog/${post.slug}`);
  await islandLive(page, 'header');
  await pageIslandsLive(page);
  // The call to action is the server's HTML: its clicks count once its page script runs.
  await expect(page.locator('[data-page-script="cta-clicks"][data-live]')).toHaveCount(1);
  expect(scripts.length).toBeGreaterThan(0);
  // No React, no router: the islands' entry, the runtime and the chunks of this page's islands.
  for (const script of scripts) expect(script).toMatch(/^\/widgets\/immutable\/site-[\w-]+\.js$/);
  expect(scripts.filter((script) => script.includes('runtime'))).toHaveLength(1);
  expect(errors).toEqual([]);
});

test('a short post whose call to action is in view at load counts its clicks without the runtime', async ({
  page,
}) => {
  // Tall enough that the whole short post, its call to action too, is in view at load.
  await page.setViewportSize({ width: 1280, height: 2000 });
  // What the page does once idle (warming the header's chunks) held back: this is what it loads.
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.route(`${DEFAULT_SITE_SETTINGS.successorUrl}/**`, (route) =>
    route.fulfill({ body: 'Letters' }),
  );
  await page.goto(`/blog/${post.slug}`);
  const cta = page.getByRole('complementary', { name: 'A letter from your elf, made in minutes' });
  await expect(cta).toBeInViewport();
  // With no idle moments, nothing holds the network busy once the page has loaded what it runs.
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((script) => script.includes('runtime'))).toEqual([]);
  await expect(page.locator('[data-page-script="cta-clicks"][data-live]')).toHaveCount(1);
  const before = (await postCounts(post.id)).clicks;
  await cta.getByRole('link', { name: 'Create a magic letter' }).click();
  // The count comes from the function, which a busy machine may start slowly.
  await expect
    .poll(async () => (await postCounts(post.id)).clicks, { timeout: 30_000 })
    .toBe(before + 1);
});

test('a link to another page is a plain navigation that says the page is loading', async ({
  page,
}) => {
  await page.goto(`/blog/${post.slug}`);
  await islandLive(page, 'header');
  await page.evaluate(() => ((window as unknown as { e2eMarker: number }).e2eMarker = 1));
  const blogLink = page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'Blog' });
  // First a click whose navigation the page stops at the last moment, to see what shows meanwhile.
  await page.evaluate(() =>
    window.addEventListener('click', (event) => event.preventDefault(), { once: true }),
  );
  await blogLink.click();
  await expect(page.getByRole('status')).toHaveText('Loading blog posts...');
  await blogLink.click();
  await expect(page).toHaveURL('/blog');
  await expect(page.getByRole('link', { name: 'Reindeer Games for Rainy Days' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(0);
  // A new document: nothing of the last page's scripts is left.
  expect(await page.evaluate(() => (window as unknown as { e2eMarker?: number }).e2eMarker)).toBe(
    undefined,
  );
});

test('a card opens its post from anywhere on it, the image included', async ({ page }) => {
  await page.goto('/blog');
  const card = page.getByRole('article').filter({ hasText: 'Reindeer Games for Rainy Days' });
  await card.scrollIntoViewIfNeeded();
  const image = (await card.getByRole('img').boundingBox())!;
  await page.mouse.click(image.x + image.width / 2, image.y + image.height / 2);
  await expect(page).toHaveURL(`/blog/${post.slug}`);
});

test('an unknown post says so and then goes to /blog', async ({ page }) => {
  const response = await page.goto('/blog/this-post-does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL('/blog', { timeout: 5_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
});

test('a draft is not shown to the public', async ({ page }) => {
  const response = await page.goto(`/blog/${draft.slug}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Unpublished Musings')).toHaveCount(0);
});

test('generators embedded in a post start from its HTML, on the runtime the islands share', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const withGenerator = await createTestPost({
    title: 'Recipes for Elves',
    content:
      '<p>Try one of these:</p><div data-elf-generator="recipe" data-theme="christmas"></div><p>Enjoy!</p>',
  });
  try {
    await page.goto(`/blog/${withGenerator.slug}`);
    // The widget shows nothing until its recipes are read, which a cold emulator takes a while for.
    const widget = page.locator('[data-elf-generator="recipe"] [role="region"]');
    await expect(widget.getByRole('button', { name: 'Find Holiday Recipes' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(widget).toHaveAttribute('data-theme', 'christmas');
    // The loader is in the server's HTML, and the generator runs on the islands' runtime.
    expect(await page.locator('head script[src="/widgets/site-loader.js"]').count()).toBe(1);
    expect(scripts.filter((script) => script.includes('runtime'))).toHaveLength(1);
    expect(scripts.some((script) => /\/site-recipe-[\w-]+\.js$/.test(script))).toBe(true);
    expect(errors).toEqual([]);
  } finally {
    await deleteTestPost(withGenerator);
  }
});

test.describe('a post page', () => {
  const views = async (postId: string) => (await postCounts(postId)).views;

  test('reports one view per post per day per session, 300 ms after it loads', async ({ page }) => {
    const tracked = await createTestPost({ title: 'Counting views' });
    try {
      await page.goto(`/blog/${tracked.slug}`);
      await expect.poll(() => views(tracked.id)).toBe(1);
      // The page records the view once the API has answered, which can be just after the count.
      await expect
        .poll(() => page.evaluate(() => JSON.parse(sessionStorage.getItem('viewedPosts') ?? '{}')))
        .toEqual({ [tracked.id]: new Date().toISOString().slice(0, 10) });
      await page.reload();
      await page.waitForTimeout(1000);
      expect(await views(tracked.id)).toBe(1);
    } finally {
      await deleteTestPost(tracked);
    }
  });

  test('shows the call to action, counts its clicks, and lists up to four other posts', async ({
    page,
  }) => {
    const main = await createTestPost({ title: 'Main story' });
    const others = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => createTestPost({ title: `Other story ${n}` })),
    );
    await page.route(`${DEFAULT_SITE_SETTINGS.successorUrl}/**`, (route) =>
      route.fulfill({ body: 'Letters' }),
    );
    try {
      await page.goto(`/blog/${main.slug}`);
      const related = page.getByRole('region', { name: 'More from the blog' }).getByRole('article');
      await expect(related).toHaveCount(4);
      await expect(related.filter({ hasText: 'Main story' })).toHaveCount(0);
      await expect(page.locator('[data-page-script="cta-clicks"][data-live]')).toHaveCount(1);
      await page.getByRole('link', { name: 'Create a magic letter' }).click();
      await expect.poll(async () => (await postCounts(main.id)).clicks).toBe(1);
    } finally {
      await Promise.all([main, ...others].map(deleteTestPost));
    }
  });

  test('a post in the brand theme gets the full-width layout', async ({ page }) => {
    const branded = await createTestPost({
      metadata: { theme: DEFAULT_SITE_SETTINGS.brandThemeKey },
    });
    try {
      await page.goto(`/blog/${branded.slug}`);
      await expect(page.locator('article[data-layout="brand"]')).toBeVisible();
      const heroWidth = await page
        .locator('img.hero')
        .evaluate((img) => img.getBoundingClientRect().width);
      expect(heroWidth).toBe(page.viewportSize()!.width);
    } finally {
      await deleteTestPost(branded);
    }
  });

  test('the brand hero shows the whole featured image on a phone (390 px)', async ({ page }) => {
    // The default featured image is 16:9 like the editor recommends, and its edges carry the scene.
    const branded = await createTestPost({
      metadata: { theme: DEFAULT_SITE_SETTINGS.brandThemeKey },
    });
    try {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`/blog/${branded.slug}`);
      const hero = page.locator('img.hero');
      await expect(hero).toHaveJSProperty('complete', true);
      const shown = await hero.evaluate((img: HTMLImageElement) => {
        const box = img.getBoundingClientRect();
        const fit = getComputedStyle(img).objectFit;
        const widthScale = box.width / img.naturalWidth;
        const heightScale = box.height / img.naturalHeight;
        const scale =
          fit === 'cover'
            ? Math.max(widthScale, heightScale)
            : fit === 'contain'
              ? Math.min(widthScale, heightScale)
              : widthScale;
        // The share of the image's width and height that the box shows.
        return {
          width: Math.min(1, box.width / (img.naturalWidth * scale)),
          height: Math.min(1, box.height / (img.naturalHeight * scale)),
          boxWidth: box.width,
        };
      });
      expect(shown.boxWidth).toBe(390);
      expect(shown.width).toBeGreaterThan(0.99);
      expect(shown.height).toBeGreaterThan(0.99);
    } finally {
      await deleteTestPost(branded);
    }
  });

  test.describe('related posts fill their rows', () => {
    /** How many cards each row holds, top to bottom. */
    const rowSizes = async (cards: Locator) => {
      const tops = await cards.evaluateAll((elements) =>
        elements.map((element) => Math.round(element.getBoundingClientRect().top)),
      );
      const rows = new Map<number, number>();
      for (const top of tops) rows.set(top, (rows.get(top) ?? 0) + 1);
      return [...rows.values()];
    };
    let standard: Post;
    let branded: Post;
    let others: Post[];
    test.beforeAll(async () => {
      standard = await createTestPost({ title: 'Standard story' });
      branded = await createTestPost({
        title: 'Brand story',
        metadata: { theme: DEFAULT_SITE_SETTINGS.brandThemeKey },
      });
      others = await Promise.all([1, 2, 3, 4].map((n) => createTestPost({ title: `Pick ${n}` })));
    });
    test.afterAll(() => Promise.all([standard, branded, ...others].map(deleteTestPost)));
    const related = (page: Page) =>
      page.getByRole('region', { name: 'More from the blog' }).getByRole('article');

    test('2 + 2 beside a standard post at 1280 px', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`/blog/${standard.slug}`);
      await expect(related(page)).toHaveCount(4);
      expect(await rowSizes(related(page))).toEqual([2, 2]);
    });

    test('4 in one row in the full-width brand layout at 1280 px', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`/blog/${branded.slug}`);
      await expect(related(page)).toHaveCount(4);
      expect(await rowSizes(related(page))).toEqual([4]);
    });

    test('one a row on a phone (390 px)', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`/blog/${standard.slug}`);
      await expect(related(page)).toHaveCount(4);
      expect(await rowSizes(related(page))).toEqual([1, 1, 1, 1]);
    });
  });
});

test('Back from a post returns the reader to where they were on /blog', async ({ page }) => {
  const posts = await Promise.all(
    Array.from({ length: 8 }, (_, i) => createTestPost({ title: `Scroll story ${i}` })),
  );
  try {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/blog');
    await pageIslandsLive(page);
    const link = page.getByRole('article').nth(6).getByRole('heading').getByRole('link');
    await link.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(1000);
    await link.click();
    await expect(page).toHaveURL(/\/blog\/.+/);
    // A new page starts at the top.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL('/blog');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
  } finally {
    await Promise.all(posts.map(deleteTestPost));
  }
});

test.describe('the blog list, with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('shows 12 posts a page, newest first, with links to older and newest posts', async ({
    page,
  }) => {
    const base = Date.parse('2099-06-01T00:00:00.000Z');
    const posts = await Promise.all(
      Array.from({ length: 13 }, (_, i) =>
        createTestPost({
          title: `Future post ${String(i).padStart(2, '0')}`,
          createdAt: new Date(base + i * 60_000).toISOString(),
        }),
      ),
    );
    try {
      await page.goto('/blog');
      const titles = page.getByRole('article').getByRole('heading', { level: 2 });
      await expect(titles).toHaveCount(12);
      await expect(titles.first()).toHaveText('Future post 12');
      await expect(titles.last()).toHaveText('Future post 01');
      await page.getByRole('link', { name: /Older posts/ }).click();
      await expect(page).toHaveURL(/\/blog\?before=/);
      await expect(titles.first()).toHaveText('Future post 00');
      await page.getByRole('link', { name: /Newest posts/ }).click();
      await expect(page).toHaveURL('/blog');
    } finally {
      await Promise.all(posts.map(deleteTestPost));
    }
  });
});
