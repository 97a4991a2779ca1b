/**
 * Embeds that work on every host page: strict CSPs, the page's own layout rules, snapshot and
 * bfcache restores, module loading, focus, a theme that follows the page's colour scheme, and
 * the embedding pages the Tools Analytics tab lists.
 */
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { SITE_ORIGIN } from '../scripts/lib/stack';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/system-packages';
import { COLLECTIONS } from '@core/paths';
import { db } from '../functions/src/platform/firebase';
import { uniqueId } from '@test/emulators';
import { EMBED_KINDS } from '@core/embed/embed-kinds';
import { embedPagePath } from '@core/embed/embed-page';
import { publicApiPath } from '@core/public-api-routes';
import { collectPageErrors, generatorsTakenOver, signInAsAdmin } from './support';
import { PAGE_NONCE, THIRD_PARTY_ORIGIN } from './third-party-server';
import { HOSTS, serveWidgetPages, waitForWidgets, widgetStyles } from './widget-support';

serveWidgetPages();

/** Makes the context's pages look like a browser without constructable stylesheets. */
const withoutConstructableStylesheets = (context: BrowserContext) =>
  context.addInitScript(() => {
    Reflect.deleteProperty(ShadowRoot.prototype, 'adoptedStyleSheets');
    Reflect.deleteProperty(Document.prototype, 'adoptedStyleSheets');
  });

/** The nonce of every <style> element inside the widgets' shadow roots. */
const shadowStyleNonces = (page: Page) =>
  page.evaluate(
    (hosts) =>
      hosts.flatMap((id) =>
        [...document.getElementById(id)!.shadowRoot!.querySelectorAll('style')].map(
          (style) => style.nonce,
        ),
      ),
    HOSTS,
  );

async function plainPageStyles(page: Page) {
  await page.goto(`${THIRD_PARTY_ORIGIN}/plain.html`);
  await waitForWidgets(page);
  return widgetStyles(page);
}

test("under style-src 'self' (no nonce) every widget renders styled and works, the UMD bundle too", async ({
  page,
}) => {
  const plain = await plainPageStyles(page);
  const errors = collectPageErrors(page);
  // This page also loads the hostile stylesheet, from its own origin.
  await page.goto(`${THIRD_PARTY_ORIGIN}/strict-csp.html`);
  await waitForWidgets(page);
  expect(await widgetStyles(page)).toEqual(plain);
  const elf = page.locator('#elf-host');
  await elf.getByRole('button', { name: 'Generate' }).click();
  await expect(elf.getByTestId('elf-name')).toHaveText(/^\S+ \S+$/);

  await page.goto(`${THIRD_PARTY_ORIGIN}/strict-csp-umd.html`);
  await waitForWidgets(page, ['scene-host']);
  const [umd] = Object.values(await widgetStyles(page, ['scene-host']));
  expect(umd!.region).toMatchObject({ 'padding-top': '20px', 'border-top-left-radius': '12px' });
  expect(errors).toEqual([]);
});

test('under a nonce CSP the widgets render; without constructable stylesheets each style they add carries the nonce', async ({
  browser,
  page,
}) => {
  const plain = await plainPageStyles(page);
  for (const constructable of [true, false]) {
    const context = await browser.newContext();
    if (!constructable) await withoutConstructableStylesheets(context);
    const noncePage = await context.newPage();
    const errors = collectPageErrors(noncePage);
    await noncePage.goto(`${THIRD_PARTY_ORIGIN}/nonce-csp.html`);
    await waitForWidgets(noncePage);
    expect(await widgetStyles(noncePage), `constructable: ${constructable}`).toEqual(plain);
    const nonces = await shadowStyleNonces(noncePage);
    if (constructable) expect(nonces).toEqual([]);
    else {
      // The :host rules and styled-components' sheet in each of the four shadow roots.
      expect(nonces.length).toBeGreaterThanOrEqual(8);
      expect(new Set(nonces)).toEqual(new Set([PAGE_NONCE]));
    }
    expect(errors).toEqual([]);
    await context.close();
  }
});

test('an init that cannot render logs one error, leaves a readable message and throws nothing into the page', async ({
  browser,
}) => {
  // A browser without constructable stylesheets, on a page whose CSP blocks <style> and gave no nonce.
  const context = await browser.newContext();
  await withoutConstructableStylesheets(context);
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await page.goto(`${THIRD_PARTY_ORIGIN}/strict-csp-umd.html`);
  const message = 'The Elf Scene Generator could not be shown on this page.';
  await expect(page.locator('#scene-host').getByRole('alert')).toHaveText(message);
  // An element that cannot hold a shadow root.
  const thrown = await page.evaluate(() => {
    document.body.insertAdjacentHTML('beforeend', '<ul><li id="in-a-list"></li></ul>');
    try {
      window.initSceneGenerator!('in-a-list');
      return null;
    } catch (error) {
      return String(error);
    }
  });
  expect(thrown).toBeNull();
  await expect(page.locator('#in-a-list')).toHaveText(message);
  const ours = errors.filter((error) => !error.includes('Content Security Policy'));
  expect(ours).toHaveLength(2);
  for (const error of ours) expect(error).toContain(`console: [initSceneGenerator] ${message}`);
  await context.close();
});

test('the page decides the embeds’ margin, width and display; the widgets fit from 280 to 1200 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${THIRD_PARTY_ORIGIN}/layout.html`);
  await waitForWidgets(page);
  const craft = page.locator('#craft-host');
  await craft.getByLabel('Colored Paper').check();
  await craft.getByRole('button', { name: 'Generate Craft Ideas' }).click();
  const recipe = page.locator('#recipe-host');
  await recipe.locator('li button').first().click();

  for (const width of [280, 640, 1200]) {
    await page.evaluate(
      (w) => document.documentElement.style.setProperty('--embed-width', `${w}px`),
      width,
    );
    for (const id of HOSTS) {
      const host = page.locator(`#${id}`);
      expect((await host.boundingBox())!.width, `${id} at ${width}px`).toBe(width);
      expect(await host.evaluate((element) => getComputedStyle(element).marginBottom)).toBe('24px');
      // Nothing inside reaches past the widget's own edge.
      const overflow = await host.evaluate((element) => {
        const region = element.shadowRoot!.querySelector('[role="region"]')!;
        return region.scrollWidth - region.clientWidth;
      });
      expect(overflow, `${id} at ${width}px`).toBeLessThanOrEqual(0);
    }
  }

  await page.evaluate(() => document.getElementById('elf-host')!.setAttribute('hidden', ''));
  await expect(page.locator('#elf-host')).toBeHidden();
  await page.addStyleTag({ content: '.embed { display: none !important; }' });
  for (const id of HOSTS) await expect(page.locator(`#${id}`)).toBeHidden();
});

test('a page restored from a snapshot (cloned nodes, as Turbo or pjax do) gets live widgets again', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.goto(`${THIRD_PARTY_ORIGIN}/plain.html`);
  await waitForWidgets(page);
  await page.evaluate(() => document.body.replaceWith(document.body.cloneNode(true)));
  await waitForWidgets(page);
  for (const id of HOSTS) await expect(page.locator(`#${id} [role="region"]`)).toHaveCount(1);
  const scene = page.locator('#scene-host');
  await scene.getByRole('button', { name: 'Spin for a Scene' }).click();
  await expect(scene.getByTestId('scene-title')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a page restored from the back/forward cache keeps its widgets as they were', async () => {
  // Playwright turns the cache off by default; this browser has it on.
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  });
  try {
    const page = await browser.newPage();
    await page.goto(`${THIRD_PARTY_ORIGIN}/plain.html`);
    await waitForWidgets(page);
    const scene = page.locator('#scene-host');
    await scene.getByRole('button', { name: 'Spin for a Scene' }).click();
    const title = await scene.getByTestId('scene-title').textContent();
    await page.evaluate(() =>
      addEventListener('pageshow', (event) => {
        document.body.dataset.restored = String(event.persisted);
      }),
    );
    await page.goto(`${THIRD_PARTY_ORIGIN}/blank.html`);
    await page.goBack({ waitUntil: 'commit' });
    await expect(page.locator('body')).toHaveAttribute('data-restored', 'true');
    await expect(scene.getByTestId('scene-title')).toHaveText(title!);
    await scene.getByRole('button', { name: 'Spin Again' }).click();
    await expect(scene.getByRole('button', { name: 'Spin for a Scene' })).toBeVisible();
  } finally {
    await browser.close();
  }
});

test('a loader run as a module (by tag, by a hash-allowed script, by import()) fetches from its own origin', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).origin);
  });
  for (const [path, host] of [
    ['/module.html', 'scene-host'],
    ['/hash-csp.html', 'recipe-host'],
    ['/import.html', 'craft-host'],
  ] as const) {
    await page.goto(`${THIRD_PARTY_ORIGIN}${path}`);
    await waitForWidgets(page, [host]);
  }
  expect(new Set(scripts)).toEqual(new Set([SITE_ORIGIN]));
  expect(errors).toEqual([]);
});

test('focus stays on a sensible element after each action, and results are announced', async ({
  page,
}) => {
  await page.goto(`${THIRD_PARTY_ORIGIN}/plain.html`);
  await waitForWidgets(page);

  const elf = page.locator('#elf-host');
  const generate = elf.getByRole('button', { name: /^Generat/ });
  await generate.focus();
  await page.keyboard.press('Enter');
  await expect(elf.getByRole('button', { name: 'Generating...' })).toBeFocused();
  await expect(elf.locator('[aria-live="polite"]').getByTestId('elf-name')).toBeVisible();
  await expect(elf.getByRole('button', { name: 'Generate' })).toBeFocused();

  const scene = page.locator('#scene-host');
  await scene.getByRole('button', { name: 'Spin for a Scene' }).click();
  await expect(scene.getByRole('button', { name: 'Spin for a Scene' })).toBeFocused();
  await expect(scene.locator('[aria-live="polite"]').getByTestId('scene-title')).toBeFocused();
  await scene.getByRole('button', { name: 'Spin Again' }).click();
  await expect(scene.getByRole('button', { name: 'Spin for a Scene' })).toBeFocused();

  const recipe = page.locator('#recipe-host');
  const card = recipe.locator('li button').first();
  const title = (await card.locator('h3').textContent())!;
  await card.click();
  await expect(recipe.getByRole('heading', { name: title })).toBeFocused();
  await recipe.getByRole('button', { name: /Back to recipes/ }).click();
  await expect(recipe.locator('li button').first()).toBeFocused();
  await recipe.getByRole('button', { name: 'Find Holiday Recipes' }).click();
  await expect(recipe.getByRole('status').filter({ hasText: 'recipe idea' })).toBeVisible();
  await expect(recipe.getByRole('button', { name: 'Find Holiday Recipes' })).toBeFocused();
});

test("data-theme='auto' and init theme 'auto' follow the page's colour scheme as it changes", async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(`${THIRD_PARTY_ORIGIN}/auto-theme.html`);
  const ids = ['scene-host', 'recipe-host'];
  await waitForWidgets(page, ids);
  const themes = async () => {
    const styles = await widgetStyles(page, ids);
    return Promise.all(
      ids.map(async (id) => [
        await page.locator(`#${id} [role="region"]`).getAttribute('data-theme'),
        styles[id]!.region!['background-color'],
      ]),
    );
  };
  const light = ['default', 'rgb(255, 248, 240)'];
  const dark = ['dark', 'rgb(22, 24, 29)'];
  expect(await themes()).toEqual([light, light]);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(themes).toEqual([dark, dark]);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(themes).toEqual([light, light]);
});

test('a widget seen and used on another site puts that page in the Tools Analytics tab with its impressions and uses', async ({
  browser,
  page,
}) => {
  const errors = collectPageErrors(page);
  const path = `/below-the-fold/${uniqueId('post')}`;
  const recorded = async () =>
    (await db().collection(COLLECTIONS.toolPages).where('path', '==', path).get()).size;
  await page.goto(THIRD_PARTY_ORIGIN + path);
  await page.waitForLoadState('networkidle');
  // Out of view: not seen, so nothing reported yet.
  expect(await recorded()).toBe(0);

  const scene = page.locator('#scene-host');
  await scene.scrollIntoViewIfNeeded();
  await scene.getByRole('button', { name: 'Spin for a Scene' }).click();
  await expect(scene.getByTestId('scene-title')).toBeVisible();
  // Seen again in the same page view (a second after it was first seen): still one impression.
  await page.evaluate(() => window.scrollTo(0, 0));
  await scene.scrollIntoViewIfNeeded();
  await expect.poll(recorded).toBe(1);
  expect(errors).toEqual([]);

  const admin = await browser.newPage({ baseURL: SITE_ORIGIN });
  await signInAsAdmin(admin);
  const table = admin.getByRole('table', { name: 'Pages embedding the Elf Scene Generator' });
  const host = new URL(THIRD_PARTY_ORIGIN).host;
  const row = table.getByRole('row').filter({ hasText: host + path });
  // The use is reported without blocking the widget: it may land a moment after the impression.
  await expect(async () => {
    await admin.goto('/admin/tools?tab=analytics&tool=sceneGenerator');
    await expect(row.getByRole('cell')).toHaveText(
      // Page, Impressions, Uses, Use Rate, Shares & Links (none here), Last Seen.
      [`${host}${path}Other site`, '1', '1', '100%', '0', /\w+ \d+, \d{4}/],
      { timeout: 5000 },
    );
  }).toPass({ timeout: 30_000 });
  await admin.close();
});

for (const width of [390, 1280])
  test(`an embed page opened on its own, at ${width} px: a page with its main part and heading, its impression counted on itself, nothing failing`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    const errors = collectPageErrors(page);
    const failed: string[] = [];
    page.on('requestfailed', (request) => failed.push(`${request.url()} failed`));
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.url()} answered ${response.status()}`);
    });
    for (const kind of EMBED_KINDS) {
      const path = embedPagePath(kind);
      // The widget's impression once it is seen: the event that shows it had its chance to report.
      const impression = page.waitForResponse(
        (response) =>
          response.url().endsWith(publicApiPath('toolUsage')) &&
          (JSON.parse(response.request().postData() ?? '{}') as { metadata?: { action?: string } })
            .metadata?.action === 'impression',
      );
      await page.goto(SITE_ORIGIN + path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('main').locator('[data-elf-generator]')).toHaveCount(1);
      await generatorsTakenOver(page);
      expect((await impression).status()).toBe(204);
      // No host page to name: it counts on the embed page's own address.
      await expect
        .poll(
          async () =>
            (
              await db()
                .collection(COLLECTIONS.toolPages)
                .where('origin', '==', SITE_ORIGIN)
                .where('path', '==', path)
                .get()
            ).size,
        )
        .toBe(1);
    }
    expect(errors).toEqual([]);
    expect(failed).toEqual([]);
  });
