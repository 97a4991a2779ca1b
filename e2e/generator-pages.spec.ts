/**
 * The public generator pages: server-rendered with their head tags (read with JavaScript off), the
 * embed builder's options, preview and codes, and a copied code working on another site's page.
 * They change no data: every widget's usage report is stopped before it leaves the browser.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { EMBED_KINDS, embedKindLabel } from '@core/embed/embed-kinds';
import { generatorPagePath } from '@core/embed/embed-paths';
import { RESULT_IMAGE_SIZES } from '@core/results/result-pages';
import { DEFAULT_SITE_SETTINGS } from '@core/site/settings';
import { GENERATORS_TEXT } from '@site/public/features/generators/generator-text';
import { SITE_ORIGIN } from '../scripts/lib/stack';
import { forwardedFor, randomClientAddress } from '@test/emulators';
import { expect, test } from './fixtures';

const { productName, siteUrl } = DEFAULT_SITE_SETTINGS;

/** Uses and impressions would count in the analytics other specs read: none leaves this test. */
const reportNoUsage = (context: BrowserContext) =>
  context.route('**/api/tool-usage**', (route) => route.abort());

test.beforeEach(async ({ context }) => {
  await reportNoUsage(context);
});

/**
 * The builder starts when the visitor comes to it (a pointer, a touch, focus): its server HTML
 * shows the options and codes until then, and the page runs nothing for it at load.
 */
async function builderLive(page: Page): Promise<void> {
  const island = page.locator('[data-island="embed-builder"]');
  await island.locator('> *').first().hover();
  await expect(island).toHaveAttribute('data-live', '');
}

const codeOf = (page: Page, caption: string) =>
  page
    .getByRole('figure')
    .filter({ has: page.locator('figcaption', { hasText: caption }) })
    .locator('code');

/** The page's errors but the failed loads of the usage reports this spec stops. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (message.location().url.includes('/api/tool-usage')) return;
    errors.push(`console: ${message.text()}`);
  });
  return errors;
}

test('with JavaScript off, /generators lists the four and each page carries its head tags and codes of this origin', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();

  await page.goto('/generators');
  await expect(page).toHaveTitle(`Free elf generators | ${productName}`);
  for (const kind of EMBED_KINDS)
    await expect(
      page.getByRole('link', { name: `Open the ${embedKindLabel(kind)}` }),
    ).toHaveAttribute('href', `/generators/${kind}`);

  for (const kind of EMBED_KINDS) {
    const path = `/generators/${kind}`;
    await page.goto(path);
    const label = embedKindLabel(kind);
    await expect(page).toHaveTitle(`${label} | ${productName}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(label);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${siteUrl}${path}`,
    );
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
      'content',
      `${siteUrl}${path}`,
    );
    const discovery = page.locator('link[rel="alternate"][type="application/json+oembed"]');
    await expect(discovery).toHaveAttribute(
      'href',
      `${SITE_ORIGIN}/api/oembed?url=${encodeURIComponent(`${SITE_ORIGIN}${path}`)}&format=json`,
    );
    await expect(discovery).toHaveAttribute('title', `${label} | ${productName}`);
    const jsonLd = await page
      .locator('script[type="application/ld+json"]')
      .allTextContents()
      .then((texts) => texts.map((text) => JSON.parse(text) as Record<string, unknown>));
    expect(jsonLd).toContainEqual(
      expect.objectContaining({ '@type': 'WebApplication', name: label, url: `${siteUrl}${path}` }),
    );
    // Already in the server's HTML: the builder's codes load from the origin the page came from.
    await expect(page.getByRole('heading', { name: 'Put this on your site' })).toBeVisible();
    await expect(codeOf(page, 'Script tag')).toHaveText(
      `<script src="${SITE_ORIGIN}/widgets/loader.js"></script>\n<div data-elf-generator="${kind}" data-theme="default"></div>`,
    );
  }
  await context.close();
});

test("each generator page's link card (Ghost, Slack, iMessage) has its picture, which loads", async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const kind of EMBED_KINDS) {
    await page.goto(`/generators/${kind}`);
    const meta = (attribute: 'property' | 'name', key: string) =>
      page.locator(`meta[${attribute}="${key}"]`).getAttribute('content');
    const image = (await meta('property', 'og:image'))!;
    expect(image, kind).toMatch(new RegExp(`^${siteUrl}/media/.+\\.png$`));
    expect(await meta('name', 'twitter:image')).toBe(image);
    expect(await meta('property', 'og:image:width')).toBe(`${RESULT_IMAGE_SIZES.og.width}`);
    expect(await meta('property', 'og:image:height')).toBe(`${RESULT_IMAGE_SIZES.og.height}`);
    expect(await meta('property', 'og:image:alt')).toContain(embedKindLabel(kind));
    // On the canonical origin, as a card names it; fetched from this stack as a client of its own
    // (the first fetch renders it, and renders are limited per client).
    const answer = await request.get(new URL(image).pathname, {
      headers: forwardedFor(randomClientAddress()),
    });
    expect(answer.status(), image).toBe(200);
    expect(answer.headers()['content-type']).toBe('image/png');
    const png = await answer.body();
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }).toEqual(
      RESULT_IMAGE_SIZES.og,
    );
  }
  await context.close();
});

test('the builder’s options change the preview and the three codes; Copy says Copied and copies the code', async ({
  context,
  page,
}) => {
  const errors = pageErrors(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: SITE_ORIGIN });
  await page.goto('/generators/elf-name');
  // The page's own generator, started by the site's loader from the server's HTML.
  await expect(
    page.getByTestId('page-generator').getByRole('heading', { name: 'Elf Name Generator' }),
  ).toBeVisible();
  await builderLive(page);

  const preview = page.getByTestId('embed-preview');
  await expect(preview.getByRole('heading', { name: 'Elf Name Generator' })).toBeVisible();
  await page.getByLabel('Theme').selectOption('christmas');
  await page.getByLabel('Title', { exact: true }).fill('Name your elf');
  await page.getByLabel('Show the list of recent names').uncheck();
  await expect(preview).toHaveAttribute('data-theme', 'christmas');
  await expect(preview.getByRole('heading', { name: 'Name your elf' })).toBeVisible();
  await expect(preview).toHaveAttribute('data-show-history', 'false');

  await expect(codeOf(page, 'Script tag')).toHaveText(
    `<script src="${SITE_ORIGIN}/widgets/loader.js"></script>\n<div data-elf-generator="elf-name" data-theme="christmas" data-title="Name your elf" data-show-history="false"></div>`,
  );
  await expect(codeOf(page, '<elf-generator> element')).toHaveText(
    `<script src="${SITE_ORIGIN}/widgets/loader.js" async></script>\n<elf-generator kind="elf-name" theme="christmas" data-title="Name your elf" data-show-history="false"></elf-generator>`,
  );
  await expect(codeOf(page, 'Iframe')).toContainText(
    `<iframe src="${SITE_ORIGIN}/embed/elf-name?theme=christmas&amp;title=Name+your+elf&amp;show_history=false" title="Name your elf"`,
  );

  const copy = page.getByRole('button', { name: /^Copy code: Iframe/ });
  await copy.click();
  await expect(copy).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    await codeOf(page, 'Iframe').textContent(),
  );
  // Spec part 2 §9: the feedback lasts 2 seconds.
  await expect(copy).toHaveText('Copy code', { timeout: 4000 });

  // The craft generator offers the brand theme by the product's name, and auto.
  await page.goto('/generators/craft');
  await builderLive(page);
  await page.getByLabel('Theme').selectOption({ label: productName });
  await expect(codeOf(page, 'Script tag')).toContainText(
    `data-theme="${DEFAULT_SITE_SETTINGS.brandThemeKey}"`,
  );
  await page.getByLabel('Theme').selectOption('auto');
  await expect(page.getByTestId('embed-preview')).toHaveAttribute('data-theme', 'auto');
  expect(errors).toEqual([]);
});

/** Where an element is on the page, once it is laid out. */
const boxOf = async (locator: Locator) => {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box!;
};

/** The builder's preview once its widget has started (as it comes near the view), the region it is. */
async function previewShown(page: Page) {
  await page.getByRole('heading', { name: GENERATORS_TEXT.preview }).scrollIntoViewIfNeeded();
  await expect(page.getByTestId('embed-preview')).toHaveAttribute('data-elf-rendered', '', {
    timeout: 30_000,
  });
  return page.getByRole('region', { name: GENERATORS_TEXT.preview });
}

for (const width of [390, 1280])
  test(`at ${width} px the page's generator and the builder's preview are regions named apart`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    for (const kind of ['craft', 'recipe'] as const) {
      await page.goto(generatorPagePath(kind));
      await builderLive(page);
      const preview = await previewShown(page);
      await expect(preview).toHaveCount(1);
      const generator = page.getByTestId('page-generator').getByRole('region').first();
      const name = await generator.getAttribute('aria-label');
      // The name a visitor finds the generator by leads to it alone, the preview's to the preview.
      await expect(page.getByRole('region', { name: name! })).toHaveCount(1);
      await expect(page.getByTestId('embed-preview').getByRole('region')).toHaveAccessibleName(
        GENERATORS_TEXT.preview,
      );
    }
  });

for (const width of [390, 1280]) {
  test(`at ${width} px the builder's preview is seen with its options, before the codes`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/generators/scene');
    await builderLive(page);
    const preview = await previewShown(page);
    const options = await boxOf(page.getByLabel(GENERATORS_TEXT.theme));
    const shown = await boxOf(preview);
    const firstCode = await boxOf(page.getByRole('figure').first());
    if (width === 390) {
      // One column: the options, the preview right under them, then the codes.
      expect(shown.y).toBeGreaterThanOrEqual(options.y + options.height);
      expect(shown.y - (options.y + options.height)).toBeLessThan(100);
      expect(shown.y + shown.height).toBeLessThanOrEqual(firstCode.y);
    } else {
      // Two columns: the options and the codes under them, the preview beside them from the top.
      expect(shown.x).toBeGreaterThanOrEqual(options.x + options.width);
      expect(shown.y).toBeLessThan(firstCode.y);
      expect(firstCode.x + firstCode.width).toBeLessThanOrEqual(shown.x);
    }
  });
}

/** Serves one page, on a port of its own: another origin than the site's. */
async function serveHostPage(body: string): Promise<{ url: string; server: Server }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html><head><meta charset="utf-8"><title>A family blog</title></head><body><h1>Our elf</h1>\n${body}\n</body></html>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server };
}

for (const caption of ['Script tag', '<elf-generator> element', 'Iframe']) {
  test(`the ${caption} code copied from a generator page works pasted into a page of another site`, async ({
    context,
    page,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: SITE_ORIGIN,
    });
    await page.goto('/generators/elf-name');
    await builderLive(page);
    await page.getByLabel('Title', { exact: true }).fill('Our elf’s name');
    await page.getByLabel('Show the list of recent names').uncheck();
    await expect(codeOf(page, 'Script tag')).toContainText('data-show-history="false"');
    await page.getByRole('button', { name: `Copy code: ${caption}` }).click();
    const pasted = await page.evaluate(() => navigator.clipboard.readText());

    const host = await serveHostPage(pasted);
    try {
      const errors = pageErrors(page);
      await page.goto(host.url);
      const framed = caption === 'Iframe';
      const root = framed ? page.frameLocator('iframe') : page;
      const widget = root.locator(
        caption.startsWith('<elf-generator>')
          ? 'elf-generator[kind="elf-name"]'
          : '[data-elf-generator="elf-name"]',
      );
      await expect(widget.getByRole('heading', { name: 'Our elf’s name' })).toBeVisible();
      await expect(widget.getByRole('region', { name: 'Our elf’s name' })).toBeVisible();
      if (framed) {
        // The code's one-line script sets the frame to its content's height: no inner scrollbar.
        const inner = page.frames().find((frame) => frame.url().includes('/embed/elf-name'))!;
        await expect
          .poll(async () => {
            const content = await inner.evaluate(() =>
              Math.ceil(document.body.getBoundingClientRect().height),
            );
            const frame = await page.locator('iframe').evaluate((f) => f.clientHeight);
            return frame === content;
          })
          .toBe(true);
      }
      expect(errors).toEqual([]);
    } finally {
      host.server.close();
    }
  });
}
