/**
 * Issue 40's whole path, as a parent takes it at 390 and 1280 px: press each generator's button,
 * follow the result's link, and the page and its preview images match the result; the page's
 * Open Graph card, read from its HTML as a link preview reads it, gives its title and image.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { JSDOM } from 'jsdom';
import { RESULT_IMAGE_SIZES } from '@core/results/result-pages';
import { forwardedFor, randomClientAddress } from '@test/emulators';
import { writeDemoGeneratorContent } from './demo-generator-content';
import { expect, test } from './fixtures';

writeDemoGeneratorContent();

/** Uses and impressions would count in the analytics other specs read: none leaves this test. */
test.beforeEach(async ({ context }) => {
  await context.route('**/api/tool-usage**', (route) => route.abort());
});

interface Chain {
  kind: 'elf-name' | 'craft' | 'scene' | 'recipe';
  widget: string;
  link: string;
  /** Presses the generator's button(s) and answers the result shown with its link row. */
  press: (widget: Locator) => Promise<{ result: Locator; title: string }>;
}

const CHAINS: Chain[] = [
  {
    kind: 'elf-name',
    widget: 'Elf Name Generator',
    link: 'Link to this name',
    async press(widget) {
      // Pressed again if a tap made while the widget's code was still coming went unanswered.
      const name = widget.getByTestId('elf-name');
      await expect(async () => {
        await widget.getByRole('button', { name: 'Generate' }).click();
        await expect(name).toBeVisible({ timeout: 5000 });
      }).toPass({ timeout: 60_000 });
      const title = (await name.textContent())!;
      return { result: widget, title };
    },
  },
  {
    kind: 'craft',
    widget: 'Elf Craft Generator',
    link: 'Link to this idea',
    async press(widget) {
      // A tap before the widget's code has come is held, and made again once it has taken over.
      const paper = widget.getByRole('checkbox', { name: 'Colored Paper' });
      await paper.click();
      await expect(paper).toBeChecked({ timeout: 30_000 });
      await widget.getByRole('checkbox', { name: 'Glue' }).check();
      await widget.getByRole('button', { name: 'Generate Craft Ideas' }).click();
      // Curated ideas come first and have pages; an idea made from the supplies has none.
      const result = widget
        .getByTestId('craft-idea')
        .filter({ has: widget.page().getByRole('link', { name: 'Link to this idea' }) })
        .first();
      return { result, title: (await result.getByRole('heading').textContent())! };
    },
  },
  {
    kind: 'scene',
    widget: 'Elf Scene Generator',
    link: 'Link to this idea',
    async press(widget) {
      await widget.getByRole('button', { name: 'Spin for a Scene' }).click();
      const title = widget.getByTestId('scene-title');
      await expect(title).toBeVisible({ timeout: 30_000 });
      return { result: widget, title: (await title.textContent())! };
    },
  },
  {
    kind: 'recipe',
    widget: 'Holiday Recipe Generator',
    link: 'Link to this idea',
    async press(widget) {
      await widget.getByRole('button', { name: 'Find Holiday Recipes' }).click();
      await widget.locator('li button').first().click();
      const result = widget.getByTestId('recipe-detail');
      return { result, title: (await result.getByRole('heading', { level: 3 }).textContent())! };
    },
  },
];

/** A PNG's width and height, read from its IHDR chunk after the 8-byte signature. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/**
 * An image on the site's canonical origin (as a card names it), fetched from this stack, as a
 * client of its own: the first fetch of each image renders it, and renders are limited per client.
 */
async function imageSize(request: APIRequestContext, url: string) {
  const answer = await request.get(new URL(url).pathname, {
    headers: forwardedFor(randomClientAddress()),
  });
  expect(answer.status(), url).toBe(200);
  expect(answer.headers()['content-type']).toBe('image/png');
  return pngSize(await answer.body());
}

/** The page's Open Graph card, from its HTML as a link preview fetches it (no scripts). */
async function openGraphOf(request: APIRequestContext, path: string) {
  const answer = await request.get(path);
  expect(answer.status(), path).toBe(200);
  const { document } = new JSDOM(await answer.text()).window;
  const og = (property: string) =>
    document.querySelector(`meta[property="og:${property}"]`)?.getAttribute('content') ?? null;
  return { title: og('title'), image: og('image') };
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

for (const width of [390, 1280]) {
  for (const chain of CHAINS) {
    test(`at ${width} px: ${chain.kind}'s result, its link, its page and its preview images`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/generators/${chain.kind}`);
      const widget = page.getByRole('region', { name: chain.widget }).first();
      const { result, title } = await chain.press(widget);
      expect(title.trim()).not.toBe('');

      const link = result.getByRole('link', { name: chain.link });
      const pin = result.getByRole('link', { name: /^Save to Pinterest/ });
      const pinImage = new URL((await pin.getAttribute('href'))!).searchParams.get('media')!;
      const visit = page.waitForRequest(
        (request) =>
          request.url().includes('/api/tool-usage') &&
          (request.postData() ?? '').includes('"result-page"'),
      );
      await Promise.all([page.waitForURL(/\/generators\/[^/]+\/.+/), link.click()]);
      // The page counts its visit, naming the result and nothing about the visitor.
      expect(JSON.parse((await visit).postData()!)).toMatchObject({
        instanceId: 'result-page',
        metadata: { action: 'result-visit', browserInfo: '' },
        result: { kind: chain.kind },
      });

      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title.trim());
      expect(await noSidewaysScroll(page)).toBe(true);
      const path = new URL(page.url()).pathname;
      const card = await openGraphOf(request, path);
      expect(card.title).toContain(title.trim());
      expect(await imageSize(request, card.image!)).toEqual(RESULT_IMAGE_SIZES.og);
      expect(await imageSize(request, pinImage)).toEqual(RESULT_IMAGE_SIZES.pin);
      await page.screenshot({ path: test.info().outputPath(`${chain.kind}-page-${width}.png`) });
    });
  }
}
