/** What the widget end-to-end tests share: the content they show, their pages, waits and probes. */
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { Server } from 'node:http';
import { COLLECTIONS } from '@core/paths';
import { db } from '../functions/src/platform/firebase';
import '@test/emulators';
import { bumpVersion } from '@test/demo-generator-content';
import { startThirdPartyServer } from './third-party-server';

export const HOSTS = ['elf-host', 'craft-host', 'scene-host', 'recipe-host'];

/** Six recipes, with short and long text and with and without the kid-friendly badge. */
export const RECIPES = [
  'Cocoa',
  'Snowball Cookies',
  'Cranberry Punch',
  'Roast',
  'Gingerbread',
  'Fudge',
].map((title, i) => ({
  title,
  description: i % 2 ? 'Warm.' : 'A longer description that takes two or three lines on a card.',
  ingredients: ['Milk'],
  instructions: 'Heat.',
  prepTime: '5 min',
  cookTime: '5 min',
  totalTime: '10 min',
  servings: 2,
  difficulty: (['Easy', 'Medium', 'Hard'] as const)[i % 3],
  category: 'Drinks',
  tags: [],
  imageUrl: null,
  kidFriendly: i % 3 !== 1,
}));

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
  ...RECIPES.map((recipe): [string, Record<string, unknown>] => [
    COLLECTIONS.holidayRecipes,
    recipe,
  ]),
];

const COLLECTIONS_WRITTEN = [...new Set(CONTENT.map(([collection]) => collection))];

/**
 * For a spec file: serves the third-party pages and writes the content the widgets show, for the
 * file's tests only.
 */
export function serveWidgetPages(): void {
  let server: Server;
  let written: FirebaseFirestore.DocumentReference[] = [];
  test.beforeAll(async () => {
    server = await startThirdPartyServer();
    written = await Promise.all(
      CONTENT.map(([collection, data]) => db().collection(collection).add(data)),
    );
    // The endpoints answer anew once a collection's version moves, not on a write around them.
    await Promise.all(COLLECTIONS_WRITTEN.map(bumpVersion));
  });
  test.afterAll(async () => {
    await Promise.all(written.map((ref) => ref.delete()));
    await Promise.all(COLLECTIONS_WRITTEN.map(bumpVersion));
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
}

export async function waitForWidgets(page: Page, hosts = HOSTS) {
  for (const id of hosts) {
    // Every generator shows a button once its data has arrived.
    // The Functions emulator starts a worker per concurrent request: first loads can take a while.
    await expect(page.locator(`#${id} [role="region"] button`).first()).toBeVisible({
      timeout: 30_000,
    });
  }
}

/** Computed styles of what each widget shows: its root, title, first button and first text. */
export function widgetStyles(page: Page, hosts = HOSTS) {
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
      'padding-top',
      'border-top-left-radius',
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
  }, hosts);
}
