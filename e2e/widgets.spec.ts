import { expect, test, type Page } from '@playwright/test';
import type { Server } from 'node:http';
import { TOOL_NAMES } from '../core/models';
import { COLLECTIONS } from '../core/paths';
import { db } from '../functions/src/platform/firebase';
import { toolCounts } from '../test/support/emulators';
import { collectPageErrors } from './support';
import { startThirdPartyServer, THIRD_PARTY_ORIGIN } from './third-party-server';

const HOSTS = ['elf-host', 'craft-host', 'scene-host', 'recipe-host'];

/** Content these tests need, written before and removed after: they never rely on demo data. */
const CONTENT: [string, Record<string, unknown>][] = [
  [COLLECTIONS.elfNamePrefixes, { value: 'Jingle', category: 'e2e' }],
  [COLLECTIONS.elfNamePrefixes, { value: 'Twinkle', category: 'e2e' }],
  [COLLECTIONS.elfNameSuffixes, { value: 'toes', category: 'e2e' }],
  [COLLECTIONS.elfNameSuffixes, { value: 'bell', category: 'e2e' }],
  [COLLECTIONS.elfLastNames, { value: 'McSparkle', category: 'e2e' }],
  [
    COLLECTIONS.craftIdeas,
    {
      title: 'Paper Chain',
      instructions: 'Glue strips.',
      requiredSupplies: ['paper', 'glue'],
      difficulty: 'Easy',
      timeRequired: null,
    },
  ],
  [
    COLLECTIONS.elfScenes,
    {
      title: 'Marshmallow Bath',
      description: 'Relaxing.',
      requiredItems: ['Bowl'],
      setupInstructions: 'Fill a bowl.',
      difficulty: 'Easy',
      timeRequired: null,
      createdAt: '2026-11-01T00:00:00.000Z',
    },
  ],
  [
    COLLECTIONS.elfScenes,
    {
      title: 'Zipline',
      description: 'Whee.',
      requiredItems: ['String'],
      setupInstructions: 'Tie string.',
      difficulty: 'Medium',
      timeRequired: null,
      createdAt: '2026-11-02T00:00:00.000Z',
    },
  ],
  [
    COLLECTIONS.holidayRecipes,
    {
      title: 'Cocoa',
      description: 'Warm.',
      ingredients: ['Milk'],
      instructions: 'Heat.',
      prepTime: '5 min',
      cookTime: '5 min',
      totalTime: '10 min',
      servings: 2,
      difficulty: 'Easy',
      category: 'Drinks',
      tags: [],
      imageUrl: null,
      kidFriendly: true,
    },
  ],
];

let server: Server;
let written: FirebaseFirestore.DocumentReference[] = [];
test.beforeAll(async () => {
  server = await startThirdPartyServer();
  written = await Promise.all(
    CONTENT.map(([collection, data]) => db().collection(collection).add(data)),
  );
});
test.afterAll(async () => {
  await Promise.all(written.map((ref) => ref.delete()));
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function waitForWidgets(page: Page, hosts = HOSTS) {
  for (const id of hosts) {
    // Every generator shows a button once its data has arrived.
    // The Functions emulator starts a worker per concurrent request: first loads can take a while.
    await expect(page.locator(`#${id} [role="region"] button`).first()).toBeVisible({
      timeout: 30_000,
    });
  }
}

/** Computed styles of what each widget shows: its root, title, first button and first text. */
function widgetStyles(page: Page) {
  return page.evaluate((hosts) => {
    const props = [
      'font-family',
      'font-size',
      'color',
      'background-color',
      'display',
      'letter-spacing',
      'line-height',
      'text-transform',
    ];
    const pick = (element: Element | null | undefined) => {
      if (!element) return null;
      const style = getComputedStyle(element);
      return Object.fromEntries(props.map((p) => [p, style.getPropertyValue(p)]));
    };
    return Object.fromEntries(
      hosts.map((id) => {
        const root = document.getElementById(id)?.shadowRoot;
        return [
          id,
          {
            region: pick(root?.querySelector('[role="region"]')),
            title: pick(root?.querySelector('h2')),
            button: pick(root?.querySelector('button')),
            text: pick(root?.querySelector('p, label')),
          },
        ];
      }),
    );
  }, HOSTS);
}

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
