/**
 * Details a visitor notices (issue 27): an email typed before the newsletter form is live, and
 * the recipe tabs and the post breadcrumb on a 390 px phone.
 */
import { type Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { createTestPost, deleteTestPost, uniqueId } from '@test/emulators';
import { islandLive } from './support';

const PHONE = { width: 390, height: 844 };

/** How many lines the element's text takes. */
const lines = (locator: Locator) =>
  locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });

test('an email typed before the newsletter form is live is the one sent', async ({ page }) => {
  // The page's scripts wait until the visitor has typed: the form is the server's plain HTML.
  let release!: () => void;
  const typed = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?|$)/, async (route) => {
    await typed;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  const email = `early-${uniqueId('nl')}@elf.test`;
  const input = page.getByLabel('Email address');
  await input.fill(email);
  release();

  await islandLive(page, 'newsletter');
  await expect(input).toHaveValue(email);
  const sent = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/api/newsletter',
  );
  await page.getByRole('button', { name: 'Subscribe' }).click();
  expect((await sent).postDataJSON()).toEqual({ email, source: '/' });
  // The emulated function's answer, which a busy machine can hold up for well over 10 s.
  await expect(
    page.getByRole('form', { name: 'Newsletter signup' }).getByRole('status'),
  ).toContainText('Check your inbox to confirm your subscription.', { timeout: 30_000 });
  await expect(input).toHaveValue(email);
});

test.describe('at 390 px', () => {
  test.use({ viewport: PHONE });

  test("a recipe's tabs read whole words", async ({ page }) => {
    const post = await createTestPost({
      title: `Recipes on a phone ${uniqueId('r')}`,
      content: '<p>Try one:</p><div data-elf-generator="recipe"></div>',
    });
    try {
      await page.goto(`/blog/${post.slug}`);
      const recipe = page.locator('[data-elf-generator="recipe"] [role="region"]');
      await recipe.locator('li button').first().click({ timeout: 30_000 });
      for (const name of ['Ingredients', 'Instructions']) {
        const tab = recipe.getByRole('tab', { name });
        expect(await lines(tab), name).toBe(1);
        const box = (await tab.boundingBox())!;
        expect(box.x + box.width, name).toBeLessThanOrEqual(PHONE.width);
      }
    } finally {
      await deleteTestPost(post);
    }
  });

  test("a long post title's breadcrumb wraps inside the title, not before a '/'", async ({
    page,
  }) => {
    const post = await createTestPost({
      title: `How our elf spent the whole of December on the bookshelf ${uniqueId('b')}`,
    });
    try {
      await page.goto(`/blog/${post.slug}`);
      const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
      const blog = (await breadcrumb.getByRole('link', { name: 'Blog' }).boundingBox())!;
      // The title (with the '/' before it) starts on the line of "Blog".
      const titleTop = await breadcrumb
        .locator('[aria-current="page"]')
        .evaluate((item) => item.getClientRects()[0]!.top);
      expect(Math.abs(titleTop - blog.y)).toBeLessThan(blog.height / 2);
    } finally {
      await deleteTestPost(post);
    }
  });
});
