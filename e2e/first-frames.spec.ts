/**
 * A generator's first frame arrives as the server's HTML (issue 37): on its own page, in a post
 * and on its embed page, the generator can be seen, and its main button read, with scripts off.
 * With scripts on, the widget takes that frame over when the visitor comes to it: the same
 * nodes, nothing moved, and its buttons then work, even a click that came before its code.
 */
import type { Server } from 'node:http';
import type { FrameLocator, Locator, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  FIRST_FRAME_ATTRIBUTE,
  FIRST_FRAME_WAITING,
  GENERATOR_KINDS,
  type GeneratorKind,
} from '@core/generators/generator-embeds';
import type { Post } from '@core/models';
import { COLLECTIONS } from '@core/paths';
import {
  ISLANDS_LIVE_KEY,
  WIDGET_MANIFEST_FILE,
  type WidgetManifest,
} from '@core/generators/widget-manifest';
import { generatorPagePath } from '@core/embed/embed-paths';
import { bundleGroups, HOSTING_DIR } from '../scripts/lib/bundle-sizes';
import { db } from '../functions/src/platform/firebase';
import { SITE_ORIGIN } from '../scripts/lib/stack';
import { DEMO_POSTS } from '../scripts/seed/demo-content';
import { demoPostHtml } from '../scripts/seed/seed';
import { createTestPost, deleteTestPost, uniqueId } from '@test/emulators';
import { writeDemoGeneratorContent } from './demo-generator-content';
import { expect, test } from './fixtures';
import type { EmbedHost } from './embed-hosts';
import { recordLayoutShifts } from './support';
import { startThirdPartyServer, THIRD_PARTY_ORIGIN } from './third-party-server';

/** Each generator's main button, and what using it shows (spec part 2). */
const MAIN: Record<GeneratorKind, { button: string; result: (widget: Locator) => Locator }> = {
  'elf-name': { button: 'Generate', result: (widget) => widget.getByTestId('elf-name') },
  // With no supply ticked, as on a first visit: it asks for one.
  craft: { button: 'Generate Craft Ideas', result: (widget) => widget.getByRole('alert') },
  scene: { button: 'Spin for a Scene', result: (widget) => widget.getByTestId('scene-title') },
  recipe: { button: 'Find Holiday Recipes', result: (widget) => widget.getByText('Used 1 times') },
};

const posts = new Map<GeneratorKind, Post>();

writeDemoGeneratorContent();

test.beforeAll(async () => {
  const run = uniqueId('first-frames');
  for (const kind of GENERATOR_KINDS) {
    const post = await createTestPost({ title: `${DEMO_POSTS[0]!.title} ${kind} ${run}` });
    const content = demoPostHtml(DEMO_POSTS[0]!, {
      generator: kind,
      theme: 'default',
      postId: post.id,
    });
    await db().collection(COLLECTIONS.posts).doc(post.id).update({ content });
    posts.set(kind, post);
  }
});

test.afterAll(async () => {
  await Promise.all([...posts.values()].map(deleteTestPost));
});

// The posts of other sites that frame the embed pages.
let thirdParty: Server;
test.beforeAll(async () => {
  thirdParty = await startThirdPartyServer();
});
test.afterAll(async () => {
  await new Promise<void>((resolve) => thirdParty.close(() => resolve()));
});

test.beforeEach(async ({ context }) => {
  // Uses and impressions would count in the analytics other specs read.
  await context.route('**/api/tool-usage**', (route) => route.abort());
});

const widgetOf = (page: Page | FrameLocator, kind: GeneratorKind) =>
  page.locator(`[data-elf-generator="${kind}"]:not([data-preview])`);

/** The frame's markup and box, read in the page. */
const snapshot = (widget: Locator) =>
  widget.evaluate((element) => {
    const frame = [...element.shadowRoot!.children].find((child) => child.tagName === 'DIV')!;
    const { height, width } = element.getBoundingClientRect();
    return { markup: frame.innerHTML, height, width };
  });

const pagesOf = (kind: GeneratorKind) => [
  `/generators/${kind}`,
  `/blog/${posts.get(kind)!.slug}`,
  `/embed/${kind}`,
];

for (const kind of GENERATOR_KINDS) {
  test(`${kind}: its page, a post and its embed page hold its first frame in the server's HTML`, async ({
    browser,
  }) => {
    const serverOnly = await browser.newContext({ baseURL: SITE_ORIGIN, javaScriptEnabled: false });
    try {
      const page = await serverOnly.newPage();
      for (const path of pagesOf(kind)) {
        await page.goto(path);
        await expect(
          widgetOf(page, kind).getByRole('button', { name: MAIN[kind].button }),
          path,
        ).toBeVisible();
      }
    } finally {
      await serverOnly.close();
    }
  });

  for (const width of [390, 1280]) {
    test(`${kind} at ${width} px: the widget takes the server's frame over as the visitor comes to it, and nothing moves`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      await recordLayoutShifts(page);
      await page.goto(`/generators/${kind}`, { waitUntil: 'networkidle' });
      const widget = widgetOf(page, kind);
      const served = await snapshot(widget);
      // Nobody came near: the frame is still the server's, and the embed builder below it waits
      // too, with its preview generator (the server's frame as well).
      await expect(widget.locator(`[${FIRST_FRAME_ATTRIBUTE}]`)).toHaveCount(1);
      await expect(page.locator('[data-island="embed-builder"]')).not.toHaveAttribute('data-live');
      await expect(
        page.getByTestId('embed-preview').locator(`[${FIRST_FRAME_ATTRIBUTE}]`),
      ).toHaveCount(1);

      await widget.hover({ position: { x: 4, y: 4 } });
      await expect(widget.locator(`[${FIRST_FRAME_ATTRIBUTE}]`)).toHaveCount(0);
      expect(await snapshot(widget)).toEqual(served);
      const shifts = await page.evaluate(
        () => (window as unknown as { __shifts: { value: number }[] }).__shifts,
      );
      expect(shifts).toEqual([]);

      await widget.getByRole('button', { name: MAIN[kind].button }).click();
      await expect(MAIN[kind].result(widget)).toBeVisible();
    });
  }

  test(`${kind}: a click on the server's frame before the widget has taken it over is not lost`, async ({
    page,
  }) => {
    // Its code, started near the view, reports the impression once it has been seen a second.
    const started = page.waitForRequest((request) => request.url().includes('/api/tool-usage'));
    await page.goto(`/blog/${posts.get(kind)!.slug}`);
    const widget = widgetOf(page, kind);
    await widget.scrollIntoViewIfNeeded();
    await started;
    await expect(widget.locator(`[${FIRST_FRAME_ATTRIBUTE}]`)).toHaveCount(1);
    // A click with no pointer before it (a tap, a screen reader): the widget starts on it.
    await widget.getByRole('button', { name: MAIN[kind].button }).dispatchEvent('click');
    await expect(MAIN[kind].result(widget)).toBeVisible();
  });
}

test("a phone's visitor who only reads runs no generator code, and a tap before any came does what it asks", async ({
  browser,
}) => {
  const phone = await browser.newContext({
    baseURL: SITE_ORIGIN,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  try {
    await phone.route('**/api/tool-usage**', (route) => route.abort());
    const page = await phone.newPage();
    // Seen for a second, the widget counts an impression without its code.
    const impression = page.waitForRequest((request) => request.url().includes('/api/tool-usage'));
    await page.goto('/generators/scene', { waitUntil: 'networkidle' });
    await impression;
    const widget = widgetOf(page, 'scene');
    // The widget's code, once run, would have made its frame `ready` for the visitor's pointer.
    await expect(widget.locator(`[${FIRST_FRAME_ATTRIBUTE}]`)).toHaveAttribute(
      FIRST_FRAME_ATTRIBUTE,
      FIRST_FRAME_WAITING,
    );
    const button = widget.getByRole('button', { name: MAIN.scene.button });
    const box = (await button.boundingBox())!;
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await expect(MAIN.scene.result(widget)).toBeVisible();
    await expect(widget.locator(`[${FIRST_FRAME_ATTRIBUTE}]`)).toHaveCount(0);
  } finally {
    await phone.close();
  }
});

/**
 * The files of a part of the site's code (the build's manifest) that the page has not already
 * loaded with the other parts named: what a busy phone is still downloading when the visitor taps.
 */
function ownFiles(part: string, besides: readonly string[]): Set<string> {
  const manifest = JSON.parse(
    readFileSync(join(HOSTING_DIR, 'widgets', WIDGET_MANIFEST_FILE), 'utf8'),
  ) as WidgetManifest;
  const shared = new Set(besides.flatMap((key) => manifest[key] ?? []));
  return new Set(
    (manifest[part] ?? []).filter((file) => !shared.has(file)).map((file) => `/widgets/${file}`),
  );
}

/**
 * Holds the files back, as a slow network would, until `release` (a request after it passes at
 * once); `reset` holds them again for the next page. `came`: whether they have come since.
 */
async function holdBack(page: Page, files: Set<string>) {
  expect(files.size).toBeGreaterThan(0);
  let release = () => {};
  let released = Promise.resolve();
  let came = false;
  await page.route(
    (url) => files.has(url.pathname),
    async (route) => {
      await released;
      came = true;
      await route.continue();
    },
  );
  return {
    came: () => came,
    release: () => release(),
    reset() {
      came = false;
      released = new Promise((resolve) => (release = resolve));
    },
  };
}

/** Presses an element where a finger or the mouse would, at its middle, scrolled to first. */
async function press(page: Page, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/**
 * What a press before the widget's code shows once it runs: craft's ideas made from the one supply
 * ticked before it (with none, it would ask for one).
 */
const EARLY_RESULT: Record<GeneratorKind, (widget: Locator) => Locator> = {
  ...Object.fromEntries(GENERATOR_KINDS.map((kind) => [kind, MAIN[kind].result])),
  craft: (widget) =>
    widget.getByTestId('craft-idea').first().getByText('uses 1 of your supplies', { exact: false }),
} as Record<GeneratorKind, (widget: Locator) => Locator>;

/** Files held back (holdBack). */
type Held = Awaited<ReturnType<typeof holdBack>>;

/**
 * On a busy phone (CPU x8), opens `url` and presses `kind`'s main button in `widget` (craft's after
 * ticking a supply) before any of the files held has come (once `shown` says the widget can be
 * seen): those `first` come as the visitor presses, the `code` 10 s after the page. What the press
 * asks for then shows, and a tick shows at once. `rounds` times, each a first visit.
 */
async function pressEarly(
  page: Page,
  kind: GeneratorKind,
  options: {
    url: string;
    widget: Locator;
    /** On our embed page (/embed/{kind}), alone or framed by a host. */
    framed?: boolean;
    shown?: () => Promise<void>;
    first?: Held[];
    code: Held[];
    rounds?: number;
  },
) {
  const { url, widget, framed = false, shown, first = [], code, rounds = 1 } = options;
  const held = [...first, ...code];
  const codeCame = () => code.some((files) => files.came());
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
  for (let round = 1; round <= rounds; round += 1) {
    for (const files of held) files.reset();
    const opened = Date.now();
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    await shown?.();
    if (kind === 'craft') {
      const paper = widget.getByRole('checkbox', { name: 'Colored Paper' });
      await press(page, paper);
      await expect(paper).toBeChecked({ timeout: 3000 });
      expect(codeCame()).toBe(false);
    }
    await press(page, widget.getByRole('button', { name: MAIN[kind].button }));
    expect(held.map((files) => files.came())).toEqual(held.map(() => false));
    for (const files of first) files.release();
    setTimeout(() => code.forEach((files) => files.release()), opened + 10_000 - Date.now());
    await expect(EARLY_RESULT[kind](widget)).toBeVisible({ timeout: 60_000 });
    expect(codeCame()).toBe(true);
    if (kind === 'craft') {
      // The tick is kept: in a frame, in the line the supplies fold to once ideas show
      // (craft-generator.tsx); on a page, on its box.
      if (framed)
        await expect(
          widget.getByText('Your supplies: Colored Paper', { exact: true }),
        ).toBeVisible();
      else await expect(widget.getByRole('checkbox', { name: 'Colored Paper' })).toBeChecked();
      await expect(widget.getByRole('alert')).toHaveCount(0);
    }
    // The next round is a first visit again: no count of uses, no supplies kept.
    await page.evaluate(() => localStorage.clear());
  }
}

for (const kind of GENERATOR_KINDS) {
  for (const width of [390, 1280]) {
    test(`${kind} at ${width} px, on a busy phone: a tap or tick before the widget's code has come is kept, and a tick shows at once`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: 844 });
      const pages = ['islands', ISLANDS_LIVE_KEY];
      // The loader's wait for the visitor has not come when the visitor taps, the generator's
      // code comes 10 s after the page. A lost tap came and went (3 of 6 at worst): each is tried
      // twice.
      await pressEarly(page, kind, {
        url: `/generators/${kind}`,
        widget: widgetOf(page, kind),
        first: [await holdBack(page, ownFiles('server-frame', pages))],
        code: [await holdBack(page, ownFiles(kind, [...pages, 'server-frame']))],
        rounds: 2,
      });
      await widgetOf(page, kind).screenshot({
        path: test.info().outputPath(`${kind}-answered-${width}.png`),
      });
    });

    test(`${kind} at ${width} px, on a busy phone: a tap or tick on its embed page before its code has come is kept, on the page and framed in a post on another site`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: 844 });
      const groups = bundleGroups();
      const files = (group: string) => new Set(groups[group]!.map((file) => `/${file}`));
      const frames = await holdBack(page, files('iframe embeds (frames)'));
      const generator = await holdBack(page, files(`embed ${kind} (after the loader)`));
      const pasted = (host: EmbedHost) =>
        `${THIRD_PARTY_ORIGIN}/host/${host}?url=${encodeURIComponent(`${SITE_ORIGIN}${generatorPagePath(kind)}`)}`;
      const framed = widgetOf(page.frameLocator('main iframe'), kind);
      // The frame's code and the generator's come 10 s after the page: on the page alone, and in
      // a post on a host that keeps the oEmbed answer's script (Ghost).
      await pressEarly(page, kind, {
        url: `/embed/${kind}`,
        widget: widgetOf(page, kind),
        framed: true,
        code: [frames, generator],
      });
      await pressEarly(page, kind, {
        url: pasted('scripting'),
        widget: framed,
        framed: true,
        code: [frames, generator],
      });
      // A host that sandboxes the frame (WordPress) shows it once its code has told its height:
      // the generator's comes 10 s after the page.
      await pressEarly(page, kind, {
        url: pasted('sandboxing'),
        widget: framed,
        framed: true,
        shown: () => expect(page.locator('main iframe')).not.toHaveAttribute('style'),
        code: [generator],
      });
      await page.screenshot({
        path: test.info().outputPath(`${kind}-framed-answered-${width}.png`),
      });
    });
  }
}
