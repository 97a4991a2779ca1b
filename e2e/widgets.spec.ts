import { TOOL_NAMES } from '@core/models';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { toolCounts } from '@test/emulators';
import { collectPageErrors } from './support';
import { THIRD_PARTY_ORIGIN } from './third-party-server';
import { HOSTS, RECIPES, serveWidgetPages, waitForWidgets, widgetStyles } from './widget-support';

serveWidgetPages();

const toolTotals = async () =>
  Object.fromEntries(
    await Promise.all(
      TOOL_NAMES.map(async (tool) => [tool, (await toolCounts(tool)).totalUsage] as const),
    ),
  );

test('a hostile host stylesheet changes nothing inside the widgets', async ({ browser }) => {
  const plain = await browser.newPage();
  const hostile = await browser.newPage();
  await plain.goto(`${THIRD_PARTY_ORIGIN}/plain.html`);
  await waitForWidgets(plain);
  await hostile.goto(`${THIRD_PARTY_ORIGIN}/hostile.html`);
  await waitForWidgets(hostile);
  const [plainStyles, hostileStyles] = [await widgetStyles(plain), await widgetStyles(hostile)];
  expect(hostileStyles).toEqual(plainStyles);
  for (const id of HOSTS) {
    expect(hostileStyles[id]?.button?.display, id).not.toBe('none');
    expect(hostileStyles[id]?.region?.['font-size'], id).toBe('16px');
    expect(hostileStyles[id]?.text?.color, id).not.toBe('rgb(255, 0, 0)');
  }
});

test('the widgets’ styles do not leak into the host page', async ({ page }) => {
  await page.goto(`${THIRD_PARTY_ORIGIN}/blank.html`);
  const hostButton = () =>
    page
      .locator('#host-button')
      .evaluate(
        (el) =>
          getComputedStyle(el).cssText ||
          JSON.stringify(
            Object.values(getComputedStyle(el)).map((p) =>
              getComputedStyle(el).getPropertyValue(p),
            ),
          ),
      );
  const before = await hostButton();
  await page.goto(`${THIRD_PARTY_ORIGIN}/plain.html`);
  await waitForWidgets(page);
  expect(await hostButton()).toBe(before);
  expect(await page.locator('head style[data-styled], body > style').count()).toBe(0);
});

test('all four generators work on a hostile third-party page and their usage reaches the aggregates', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const before = await toolTotals();
  await page.goto(`${THIRD_PARTY_ORIGIN}/hostile.html`);
  await waitForWidgets(page);

  await page.locator('#elf-host').getByRole('button', { name: 'Generate' }).click();
  await expect(page.locator('#elf-host').getByTestId('elf-name')).toHaveText(/^\S+ \S+$/);

  const craft = page.locator('#craft-host');
  await craft.getByRole('button', { name: 'Generate Craft Ideas' }).click();
  await expect(craft.getByRole('alert')).toHaveText('Please select at least one craft supply!');
  await craft.getByLabel('Colored Paper').check();
  await craft.getByLabel('Glue').check();
  await craft.getByRole('button', { name: 'Generate Craft Ideas' }).click();
  await expect(craft.getByTestId('craft-idea')).toHaveCount(3);

  const scene = page.locator('#scene-host');
  await scene.getByRole('button', { name: 'Spin for a Scene' }).click();
  await expect(scene.getByText('Spinning...')).toBeVisible();
  await expect(scene.getByTestId('scene-title')).toBeVisible();
  await expect(scene.getByRole('button', { name: 'Spin Again' })).toBeVisible();

  const recipe = page.locator('#recipe-host');
  await expect(recipe.getByTestId('recipe-count')).toHaveText(/\d+ recipe ideas?/);
  await recipe.getByRole('button', { name: 'Find Holiday Recipes' }).click();
  await expect(recipe.getByText('Used 1 times')).toBeVisible();

  await expect
    .poll(async () => {
      const after = await toolTotals();
      return ['elfNameGenerator', 'craftGenerator', 'sceneGenerator', 'recipeGenerator'].map(
        (tool) => (after[tool] ?? 0) - (before[tool] ?? 0),
      );
    })
    .toEqual([1, 1, 1, 1]);
  expect(errors).toEqual([]);
});

test('the loader fetches only the bundles a page needs', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`${THIRD_PARTY_ORIGIN}/only-scene.html`);
  await waitForWidgets(page, ['scene-host']);
  const names = scripts.map((path) =>
    path.replace(/^\/widgets\//, '').replace(/-[\w-]{8}\.js$/, ''),
  );
  expect(names.sort()).toEqual(['immutable/runtime', 'immutable/scene', 'loader.js']);
});

test('a second init of the same element leaves one widget; a missing element only logs an error', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.goto(`${THIRD_PARTY_ORIGIN}/only-scene.html`);
  await waitForWidgets(page, ['scene-host']);
  await page.evaluate(() => {
    window.initSceneGenerator!('scene-host', 'christmas');
    window.initSceneGenerator!('scene-host', 'minimal');
    window.initCraftGenerator!('no-such-element');
  });
  await expect(page.locator('#scene-host [role="region"]')).toHaveAttribute(
    'data-theme',
    'minimal',
  );
  expect(await page.locator('#scene-host [role="region"]').count()).toBe(1);
  await expect
    .poll(() => errors)
    .toEqual([
      'console: [initCraftGenerator] No element with id "no-such-element" on this page: nothing rendered.',
    ]);
});

test('the standalone UMD bundle works by itself', async ({ page }) => {
  await page.goto(`${THIRD_PARTY_ORIGIN}/umd.html`);
  await waitForWidgets(page, ['scene-host']);
  await expect(page.locator('#scene-host [role="region"]')).toHaveAttribute(
    'data-theme',
    'christmas',
  );
});

/** Each recipe card's badges: their offsets from the card's top edge, in pixels. */
const badgeOffsets = (page: Page) =>
  page.locator('#recipe-host li button').evaluateAll((cards) =>
    cards.map((card) => {
      const cardTop = card.getBoundingClientRect().top;
      return [...card.querySelectorAll('span')]
        .filter((span) => /^(Easy|Medium|Hard|Kid-friendly)$/.test(span.textContent ?? ''))
        .map((badge) => Math.round(badge.getBoundingClientRect().top - cardTop));
    }),
  );

test('recipe card badges line up, whatever the text below them', async ({ page }) => {
  await page.goto(`${THIRD_PARTY_ORIGIN}/only-recipe.html`);
  await waitForWidgets(page, ['recipe-host']);
  const offsets = (await badgeOffsets(page)).flat();
  expect(offsets.length).toBeGreaterThan(RECIPES.length);
  expect(new Set(offsets).size, JSON.stringify(offsets)).toBe(1);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a long unbroken custom supply wraps inside the craft widget', async ({ page }) => {
    await page.goto(`${THIRD_PARTY_ORIGIN}/plain.html`);
    await waitForWidgets(page, ['craft-host']);
    const craft = page.locator('#craft-host');
    const long = 'Supercalifragilisticexpialidocious'.repeat(5);
    await craft.getByLabel('Add your own supply').fill(long);
    await craft.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(craft.getByLabel(long)).toBeChecked();
    await craft.getByRole('button', { name: 'Generate Craft Ideas' }).click();
    await expect(craft.getByTestId('craft-idea')).toHaveCount(3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    const host = (await craft.boundingBox())!;
    for (const box of [
      await craft.getByText(long, { exact: true }).boundingBox(),
      ...(await Promise.all(
        (await craft.getByTestId('craft-idea').all()).map((idea) => idea.boundingBox()),
      )),
    ]) {
      expect(box!.x + box!.width).toBeLessThanOrEqual(host.x + host.width);
    }
  });

  test('opening a recipe brings its top, the back link, into view', async ({ page }) => {
    await page.goto(`${THIRD_PARTY_ORIGIN}/only-recipe.html`);
    await waitForWidgets(page, ['recipe-host']);
    const recipe = page.locator('#recipe-host');
    const last = recipe.locator('li button').last();
    const title = (await last.locator('h3').textContent())!;
    await last.scrollIntoViewIfNeeded();
    await last.click();
    await expect(recipe.getByRole('button', { name: /Back to recipes/ })).toBeInViewport();
    await expect(recipe.getByRole('heading', { name: title })).toBeInViewport();
  });
});
