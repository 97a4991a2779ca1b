/**
 * Nothing on the public pages moves while they load (CLS 0) on a phone: images reserve their
 * boxes (a post's featured image, the blog's cards, library images in a post's body, an image
 * linked from elsewhere), and text renders in the system font stack, which never swaps.
 */
import type { LibraryImage } from '@core/images/image-library';
import type { Post } from '@core/models';
import { COLLECTIONS } from '@core/paths';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { pageIslandsLive, recordLayoutShifts } from './support';
import { db } from '../functions/src/platform/firebase';
import { createTestPost, deleteTestPost, SITE_ORIGIN } from '@test/emulators';
import { uploadSolidPng } from '@test/images';
import { adminSession, bearer, deleteSession, type TestSession } from '@test/sessions';

let admin: TestSession;
let post: Post;
const uploaded: string[] = [];

async function upload(kind: 'featured' | 'inline', width: number, height: number) {
  const response = await uploadSolidPng(admin, kind, { width, height, background: '#2e7d32' });
  expect(response.status).toBe(201);
  const { url } = (await response.json()) as { url: string };
  uploaded.push(url);
  return url;
}

test.beforeAll(async () => {
  admin = await adminSession();
  const featured = await upload('featured', 1280, 720);
  const tall = await upload('inline', 600, 900);
  post = await createTestPost({
    title: 'Pictures That Stay Put',
    excerpt: 'A post with pictures in its body.',
    featuredImage: featured,
    metadata: { featuredImageAlt: 'A green card' },
    content:
      `<p>A tall picture from the library:</p><img src="${tall}" alt="A tall green card">` +
      '<p>One linked from elsewhere:</p><img src="/images/default-holiday.svg" alt="A holiday scene">' +
      '<p>The text after the pictures stays where it was.</p>',
  });
});

test.afterAll(async () => {
  await deleteTestPost(post);
  // An image a post used can be deleted once the usage trigger has seen the post go.
  for (const url of uploaded) {
    await expect
      .poll(
        async () => {
          const doc = (await db().collection(COLLECTIONS.images).where('url', '==', url).get())
            .docs[0];
          if (!doc) return 'gone';
          if ((doc.data() as LibraryImage).usedBy.length > 0) return 'in use';
          const response = await fetch(`${SITE_ORIGIN}/api/admin/images/${doc.id}`, {
            method: 'DELETE',
            headers: bearer(admin),
          });
          return response.status === 204 ? 'gone' : `status ${response.status}`;
        },
        { timeout: 30_000 },
      )
      .toBe('gone');
  }
  await deleteSession(admin);
});

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** The page's layout shifts (as the CLS metric counts them) until it has loaded and settled. */
async function layoutShifts(page: Page, path: string) {
  await recordLayoutShifts(page);
  // A mid-range phone: a slower CPU makes late hydration or late styles show as shifts.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(path);
  await pageIslandsLive(page);
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.images].every((image) => image.complete || image.loading === 'lazy'),
      ),
    )
    .toBe(true);
  await page.waitForTimeout(1000);
  return page.evaluate(() => (window as unknown as { __shifts: unknown[] }).__shifts);
}

for (const path of ['/', '/blog', 'the post', '/about']) {
  test(`nothing moves while ${path} loads on a phone`, async ({ page }) => {
    const url = path === 'the post' ? `/blog/${post.slug}` : path;
    expect(await layoutShifts(page, url)).toEqual([]);
  });
}

/**
 * A page arrives in pieces, and Chromium paints what it has: the header's bar is as tall with
 * only its logo (a page cut after it) as it is whole, so the logo stays where it was painted.
 */
for (const width of [390, 1280]) {
  test(`the header is as tall with only its logo as whole, at ${width} px`, async ({ browser }) => {
    const context = await browser.newContext({
      baseURL: SITE_ORIGIN,
      viewport: { width, height: 844 },
      javaScriptEnabled: false,
    });
    try {
      const page = await context.newPage();
      const barHeight = async () => (await page.locator('header').first().boundingBox())!.height;
      await page.goto('/about');
      const whole = await barHeight();
      const logo = page.locator('header a').first();
      const logoBox = await logo.boundingBox();

      await page.route('**/about', async (route) => {
        const html = await (await route.fetch()).text();
        const cut = html.indexOf('</a>', html.indexOf('<header')) + '</a>'.length;
        await route.fulfill({ contentType: 'text/html', body: html.slice(0, cut) });
      });
      await page.goto('/about');
      await expect(page.locator('header nav')).toHaveCount(0);
      expect(await barHeight()).toBeCloseTo(whole, 1);
      expect(await logo.boundingBox()).toEqual(logoBox);
    } finally {
      await context.close();
    }
  });
}
