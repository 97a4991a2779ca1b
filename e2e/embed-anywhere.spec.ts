/**
 * Embeds for hosts that take no script tag, or would rather write an element: the
 * <elf-generator> element, iframes of /embed/{kind} that size themselves, and the oEmbed round
 * trip, each on a page of another origin.
 */
import type { FrameLocator, Page } from '@playwright/test';
import { EMBED_FRAME_HEIGHT } from '@core/embed/embed-page';
import { COLLECTIONS } from '@core/paths';
import { db } from '../functions/src/platform/firebase';
import { SITE_ORIGIN } from '../scripts/lib/stack';
import { uniqueId } from '@test/emulators';
import { expect, test } from './fixtures';
import { collectPageErrors, generatorsTakenOver } from './support';
import { THIRD_PARTY_ORIGIN } from './third-party-server';
import { serveWidgetPages } from './widget-support';

serveWidgetPages();

/** The generator's region once its data has arrived (it shows a button then). */
const ready = (scope: Page | FrameLocator, host = '#generator') =>
  expect(scope.locator(`${host} [role="region"] button`).first()).toBeVisible({
    timeout: 30_000,
  });

test('<elf-generator> renders under a strict policy, switches kind and theme, says so when its kind is unknown, cleans up, and comes back in a restored snapshot', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.goto(`${THIRD_PARTY_ORIGIN}/element.html`);
  const element = page.locator('#generator');
  await ready(page);
  await element.getByRole('button', { name: 'Spin for a Scene' }).click();
  await expect(element.getByTestId('scene-title')).toBeVisible();

  await element.evaluate((node) => node.setAttribute('kind', 'recipe'));
  await expect(element.getByRole('button', { name: 'Find Holiday Recipes' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(element.getByRole('button', { name: 'Spin for a Scene' })).toHaveCount(0);
  // Null while the widget has no region (a start renders it anew): each start replaces the last.
  const background = () =>
    element.evaluate((node) => {
      const region = node.shadowRoot?.querySelector('[role="region"]');
      return region ? getComputedStyle(region).backgroundColor : null;
    });
  let before: string | null = null;
  await expect.poll(async () => (before = await background())).not.toBeNull();
  await element.evaluate((node) => node.setAttribute('theme', 'christmas'));
  await expect
    .poll(async () => {
      const now = await background();
      return now !== null && now !== before;
    })
    .toBe(true);

  // Restored from a snapshot (clones of the old nodes, as Turbo or pjax do): live again.
  await page.evaluate(() => document.body.replaceWith(document.body.cloneNode(true)));
  await expect(element.getByRole('button', { name: 'Find Holiday Recipes' })).toBeVisible({
    timeout: 30_000,
  });

  // A kind it does not know: a short error in place of the generator, and in the console.
  await element.evaluate((node) => node.setAttribute('kind', 'bogus'));
  await expect(element.getByRole('alert')).toHaveText(
    'Unknown generator "bogus": use one of elf-name, craft, scene, recipe.',
  );
  await expect(element.getByRole('button', { name: 'Find Holiday Recipes' })).toHaveCount(0);
  expect(errors.splice(0)).toEqual([
    'console: [elf widgets] Unknown generator "bogus": use one of elf-name, craft, scene, recipe.',
  ]);
  await element.evaluate((node) => node.setAttribute('kind', 'recipe'));
  await expect(element.getByRole('button', { name: 'Find Holiday Recipes' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(element.getByRole('alert')).toHaveCount(0);

  // Taken out of the page, it leaves nothing behind in its shadow root.
  const left = await element.evaluate((node) => {
    node.remove();
    return node.shadowRoot?.childElementCount ?? 0;
  });
  expect(left).toBe(0);
  expect(errors).toEqual([]);
});

/** The frame's height, the embed page's own height, and whether it scrolls inside. */
async function frameFit(page: Page) {
  const frameHeight = await page
    .locator('#frame')
    .evaluate((frame) => frame.getBoundingClientRect().height);
  const inner = await page
    .frameLocator('#frame')
    .locator('html')
    .evaluate((html) => ({
      body: Math.ceil(document.body.getBoundingClientRect().height),
      scrolls: html.scrollHeight > html.clientHeight,
    }));
  return { frameHeight, ...inner };
}

for (const width of [390, 1280]) {
  test(`an iframe embed grows to the widget's height at ${width} px, with no inner scrollbar, and counts on its host page`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const errors = collectPageErrors(page);
    const path = `/framed/${uniqueId('advent')}`;
    await page.goto(`${THIRD_PARTY_ORIGIN}${path}?from=newsletter`);
    const frame = page.frameLocator('#frame');
    await ready(frame, '[data-elf-generator]');
    const fits = async () => {
      const fit = await frameFit(page);
      return fit.frameHeight === fit.body && !fit.scrolls;
    };
    await expect.poll(fits).toBe(true);
    const listed = (await frameFit(page)).frameHeight;
    expect(listed).not.toBe(EMBED_FRAME_HEIGHT.recipe);

    // Opening a recipe changes the widget's height: the frame follows.
    await frame.getByRole('button', { name: 'Find Holiday Recipes' }).click();
    await frame.locator('li button').first().click();
    await expect(frame.getByRole('button', { name: /Back to recipes/ })).toBeVisible();
    await expect.poll(async () => (await frameFit(page)).frameHeight).not.toBe(listed);
    await expect.poll(fits).toBe(true);

    // The uses inside the frame count on the host page (its path, never its query) as iframe uses.
    const events = async () =>
      (
        await db()
          .collection(COLLECTIONS.toolUsageEvents)
          .where('page.origin', '==', THIRD_PARTY_ORIGIN)
          .where('page.path', '==', path)
          .get()
      ).docs.map((doc) => doc.get('method') as string);
    await expect.poll(events).toContain('iframe');
    expect(new Set(await events())).toEqual(new Set(['iframe']));
    expect(errors).toEqual([]);
  });
}

test('an iframe embed on a page with no script of ours works at its fixed height, its uses counted on that site with the page unknown', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const since = new Date().toISOString();
  await page.goto(`${THIRD_PARTY_ORIGIN}/iframe-plain.html`);
  const frame = page.frameLocator('#frame');
  await ready(frame, '[data-elf-generator]');
  await frame.getByRole('button', { name: 'Find Holiday Recipes' }).click();
  await expect(frame.locator('li button').first()).toBeVisible();
  expect((await frameFit(page)).frameHeight).toBe(EMBED_FRAME_HEIGHT.recipe);

  // The browser gives the frame the host's origin alone (its default referrer policy): the use is
  // that site's, on a page not known, not on its home page.
  const pages = async () =>
    (
      await db()
        .collection(COLLECTIONS.toolUsageEvents)
        .where('page.origin', '==', THIRD_PARTY_ORIGIN)
        .where('toolName', '==', 'recipeGenerator')
        .get()
    ).docs
      .filter((doc) => (doc.get('createdAt') as string) >= since)
      .map((doc) => ({ method: doc.get('method') as string, page: doc.get('page') as unknown }));
  await expect.poll(pages).toContainEqual({
    method: 'iframe',
    page: { origin: THIRD_PARTY_ORIGIN, path: null },
  });
  expect(await pages()).not.toContainEqual(
    expect.objectContaining({ page: { origin: THIRD_PARTY_ORIGIN, path: '/' } }),
  );
  expect(errors).toEqual([]);
});

test("oEmbed round trip: a consumer's page shows the answer's html and the generator works", async ({
  page,
  request,
}) => {
  // As a consumer finds it: the generator page's discovery link, with the consumer's width limit.
  const pageHtml = await (await request.get(`${SITE_ORIGIN}/generators/scene`)).text();
  const link = /<link rel="alternate" type="application\/json\+oembed" href="([^"]+)"/.exec(
    pageHtml,
  );
  expect(link).not.toBeNull();
  const discovered = new URL(link![1]!.replaceAll('&amp;', '&'));
  discovered.searchParams.set('maxwidth', '500');
  const response = await request.get(discovered.toString());
  expect(response.status()).toBe(200);
  const answer = (await response.json()) as { type: string; html: string; width: number };
  expect(answer).toMatchObject({ type: 'rich', width: 500 });

  const errors = collectPageErrors(page);
  await page.goto(`${THIRD_PARTY_ORIGIN}/blank.html`);
  await page.evaluate((html) => document.body.insertAdjacentHTML('beforeend', html), answer.html);
  const frame = page.frameLocator('iframe');
  await ready(frame, '[data-elf-generator]');
  // The round trip is the subject here, not a press before the code has come (first-frames.spec).
  await generatorsTakenOver(frame);
  await frame.getByRole('button', { name: 'Spin for a Scene' }).click();
  await expect(frame.getByTestId('scene-title')).toBeVisible();
  expect(errors).toEqual([]);
});
