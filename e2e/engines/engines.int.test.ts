/**
 * The lane beside Chromium's (`npm test -- --only=engines`): Firefox ESR and WebKit (the Safari
 * engine), each generator page pressed and the third-party page's three embeds (script tag,
 * element, iframe) pressed, at 1280 and 390 px. MiniBrowser's window is never narrower than about
 * 450 px, so WebKit's narrow run is at the narrowest width it gives (named in the test's output):
 * still the phone's one-column layout.
 */
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { EMBED_RENDERED_ATTRIBUTE } from '@core/generators/generator-embeds';
import { theme } from '@site/shared/app/theme';
import { SITE_ORIGIN } from '../../scripts/lib/stack';
import { addDemoGeneratorContent } from '@test/demo-generator-content';
import { startThirdPartyServer, THIRD_PARTY_ORIGIN } from '../third-party-server';
import {
  launchFirefox,
  launchWebKit,
  type Engine,
  type EngineTab,
  type Query,
} from './engine-tabs';

const WIDTHS = [1280, 390];
/** The widest the site's phone layout takes. */
const PHONE_MAX = parseInt(theme.mobileBreakpoint, 10);

/** A press and what it shows once the widget has answered it. */
interface Step {
  press: Query;
  shows: Query;
  /** What it shows may be there before the press (the recipes' list stays as Find filters it). */
  shownBefore?: true;
  /**
   * Pressed once: a second press would undo the first (a checkbox), and a press made before the
   * widget's code has come is held and made again once it has taken over.
   */
  once?: true;
}

/** Each generator's main button(s) and its result, as result-chain.spec.ts presses them. */
const PRESSES: Record<'elf-name' | 'craft' | 'scene' | 'recipe', Step[]> = {
  'elf-name': [
    { press: { by: 'button', value: 'Generate' }, shows: { by: 'testid', value: 'elf-name' } },
  ],
  craft: [
    {
      press: { by: 'checkbox', value: 'Colored Paper' },
      shows: { by: 'checked', value: 'Colored Paper' },
      once: true,
    },
    {
      press: { by: 'button', value: 'Generate Craft Ideas' },
      shows: { by: 'testid', value: 'craft-idea' },
    },
  ],
  scene: [
    {
      press: { by: 'button', value: 'Spin for a Scene' },
      shows: { by: 'testid', value: 'scene-title' },
    },
  ],
  recipe: [
    {
      press: { by: 'button', value: 'Find Holiday Recipes' },
      shows: { by: 'css', value: 'li button' },
      shownBefore: true,
    },
    { press: { by: 'css', value: 'li button' }, shows: { by: 'testid', value: 'recipe-detail' } },
  ],
};

const PAGE_GENERATOR_RENDERED = `[data-testid="page-generator"][${EMBED_RENDERED_ATTRIBUTE}], [data-testid="page-generator"] [${EMBED_RENDERED_ATTRIBUTE}]`;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the query shows, once it shows it; an error naming it if it never does. */
async function shown(tab: EngineTab, query: Query, timeoutMs: number): Promise<string> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const text = await tab.textOf(query);
    if (text !== undefined) return text;
    if (Date.now() > until)
      throw new Error(`Not shown within ${timeoutMs / 1000} s: ${JSON.stringify(query)}`);
    await wait(250);
  }
}

/**
 * Presses each step's control and waits for what it shows. A press made while the widget's code
 * was still coming may go unanswered, so an unanswered press is made again, as a visitor would.
 */
async function pressThrough(tab: EngineTab, steps: Step[], scope: Partial<Query>): Promise<string> {
  let result = '';
  for (const step of steps) {
    const press = { ...step.press, ...scope };
    const shows = { ...step.shows, ...scope };
    // What the press shows is not there before it: the result comes from the press.
    if (!step.shownBefore)
      expect(await tab.textOf(shows), `${JSON.stringify(shows)} before the press`).toBeUndefined();
    const until = Date.now() + 60_000;
    let pressed = false;
    for (;;) {
      if (await tab.press(press)) {
        pressed = true;
        const answer = await shown(tab, shows, step.once ? 60_000 : 5000).catch(() => undefined);
        if (answer !== undefined) {
          result = answer;
          break;
        }
      }
      if (Date.now() > until || (pressed && step.once))
        throw new Error(
          pressed
            ? `Pressed ${JSON.stringify(press)} but never saw ${JSON.stringify(shows)}`
            : `Never found ${JSON.stringify(press)} to press`,
        );
      await wait(500);
    }
  }
  return result;
}

/** Opens the page and checks the width the engine gave is the layout asked for, with no sideways scroll. */
async function openAt(tab: EngineTab, url: string, width: number): Promise<void> {
  const given = await tab.open(url, width);
  if (given !== width) console.log(`  ${url} at ${width} px: the engine gave ${given} px`);
  if (width <= PHONE_MAX) expect(given).toBeLessThanOrEqual(PHONE_MAX);
  else expect(given).toBe(width);
  expect(
    await tab.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth'),
  ).toBe(true);
}

let server: Server;
let removeContent: () => Promise<void>;
beforeAll(async () => {
  [server, removeContent] = await Promise.all([startThirdPartyServer(), addDemoGeneratorContent()]);
});
afterAll(async () => {
  server?.close();
  await removeContent?.();
});

describe.each([
  ['Firefox ESR', launchFirefox],
  ['WebKit', launchWebKit],
])('%s', (_name, launch) => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await launch();
  });
  afterAll(async () => {
    await engine?.close();
  });

  for (const width of WIDTHS) {
    for (const [kind, steps] of Object.entries(PRESSES)) {
      test(`at ${width} px, /generators/${kind}: its button pressed shows a result`, async () => {
        await openAt(engine.tab, `${SITE_ORIGIN}/generators/${kind}`, width);
        // Pressed once the widget's code has taken over its first frame: early taps are not this lane's.
        await shown(engine.tab, { by: 'css', value: PAGE_GENERATOR_RENDERED }, 60_000);
        const result = await pressThrough(engine.tab, steps, {
          within: '[data-testid="page-generator"]',
        });
        expect(result.trim()).not.toBe('');
      });
    }

    test(`at ${width} px, a page of another site: its script-tag, element and iframe embeds answer a press`, async () => {
      await openAt(engine.tab, `${THIRD_PARTY_ORIGIN}/three-ways.html`, width);
      const scene = await pressThrough(engine.tab, PRESSES.scene, { within: '#scene-host' });
      const name = await pressThrough(engine.tab, PRESSES['elf-name'], { within: '#generator' });
      const recipe = await pressThrough(engine.tab, PRESSES.recipe, { frame: '/embed/recipe' });
      for (const result of [scene, name, recipe]) expect(result.trim()).not.toBe('');
    });
  }
});
