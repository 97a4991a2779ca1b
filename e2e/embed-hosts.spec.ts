/**
 * Our URLs pasted into posts on the platforms site owners use (e2e/embed-hosts.ts): one that
 * filters the html, sandboxes the frame and sizes it by its own protocol (WordPress), and one that
 * keeps scripts (Ghost). Each generator shows, visible and as tall as its content, before and
 * after its main button is pressed, at a phone's width and a desktop's; Copy, refused the
 * clipboard, gives the text to copy by hand.
 */
import type { Server } from 'node:http';
import type { FrameLocator, Locator, Page } from '@playwright/test';
import { EMBED_KINDS, type EmbedKind } from '@core/embed/embed-kinds';
import { EMBED_FIRST_FRAME, FIRST_FRAME_WIDTHS } from '@core/embed/embed-page';
import { generatorPagePath } from '@core/embed/embed-paths';
import { postPath } from '@core/posts/blog-paths';
import type { Post } from '@core/models';
import { COLLECTIONS } from '@core/paths';
import { ALL_TOOLS } from '@core/generators/tools';
import { db } from '../functions/src/platform/firebase';
import { SITE_ORIGIN } from '../scripts/lib/stack';
import { DEMO_RECIPES } from '../scripts/seed/demo-content';
import { addGeneratorContent } from '@test/demo-generator-content';
import { createTestPost, deleteTestPost } from '@test/emulators';
import { writeDemoGeneratorContent } from './demo-generator-content';
import { EMBED_HOSTS, HOST_HEIGHT_MAX, HOST_HEIGHT_MIN, type EmbedHost } from './embed-hosts';
import { expect, test } from './fixtures';
import { collectPageErrors, generatorsTakenOver } from './support';
import { startThirdPartyServer, THIRD_PARTY_ORIGIN } from './third-party-server';

writeDemoGeneratorContent();
let server: Server;
let post: Post;
test.beforeAll(async () => {
  server = await startThirdPartyServer();
  // Dated long ago: it never pushes another spec's post off the blog's first page.
  post = await createTestPost({
    title: 'Our elf came back with a suitcase full of cocoa',
    excerpt: 'Five arrivals that take five minutes, and one that takes all evening.',
    createdAt: '2020-11-21T09:00:00.000Z',
  });
});
test.afterAll(async () => {
  await deleteTestPost(post);
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const toolOf = (kind: EmbedKind) => ALL_TOOLS.find((tool) => tool.key === kind)!;

/** The generator's region once it shows a button, and its code runs. */
async function ready(frame: FrameLocator) {
  await expect(frame.locator('[data-elf-generator] [role="region"] button').first()).toBeVisible({
    timeout: 30_000,
  });
  await generatorsTakenOver(frame);
}

/** Presses the generator's main button and waits for what it shows. */
const PRESS: Record<EmbedKind, (frame: FrameLocator) => Promise<void>> = {
  'elf-name': async (frame) => {
    await frame.getByRole('button', { name: 'Generate' }).click();
    await expect(frame.getByTestId('elf-name')).toBeVisible();
  },
  craft: async (frame) => {
    await frame.getByRole('checkbox').first().check();
    await frame.getByRole('button', { name: 'Generate Craft Ideas' }).click();
    await expect(frame.getByTestId('craft-idea').first()).toBeVisible();
  },
  scene: async (frame) => {
    await frame.getByRole('button', { name: 'Spin for a Scene' }).click();
    await expect(frame.getByTestId('scene-title')).toBeVisible();
  },
  recipe: async (frame) => {
    await frame.getByRole('button', { name: 'Find Holiday Recipes' }).click();
    await frame.locator('li button').first().click();
    await expect(frame.getByRole('button', { name: /Back to recipes/ })).toBeVisible();
  },
};

/** The frame's height on the host page and its content's (the embed page's body), in CSS pixels. */
async function heights(frameElement: Locator, frame: FrameLocator) {
  const outer = await frameElement.evaluate((node) => node.getBoundingClientRect().height);
  const content = await frame
    .locator('body')
    .evaluate((body) => Math.ceil(body.getBoundingClientRect().height));
  return { outer, content };
}

/** The height `host` gives a frame whose content is `content` px tall. */
const expectedHeight = (host: EmbedHost, content: number) =>
  host === 'sandboxing' ? Math.min(HOST_HEIGHT_MAX, Math.max(HOST_HEIGHT_MIN, content)) : content;

/** Waits until the frame is as tall as the host makes its content, within 4 px. */
async function expectFitted(host: EmbedHost, frameElement: Locator, frame: FrameLocator) {
  await expect
    .poll(async () => {
      const { outer, content } = await heights(frameElement, frame);
      return Math.abs(outer - expectedHeight(host, content)) <= 4 ? 'fits' : { outer, content };
    })
    .toBe('fits');
}

/**
 * The embed page is at least as tall as the least height WordPress gives a frame, and the
 * generator fills it to its foot: no blank band under it in a frame that short.
 */
async function expectFilled(frame: FrameLocator) {
  const { body, generator } = await frame.locator('body').evaluate((body) => ({
    body: body.getBoundingClientRect().height,
    generator: body
      .querySelector('[data-elf-generator]')!
      .shadowRoot!.querySelector('[role="region"]')!
      .getBoundingClientRect().height,
  }));
  expect(body).toBeGreaterThanOrEqual(HOST_HEIGHT_MIN);
  expect(body - generator, 'the height of the blank band under the generator').toBeLessThan(1);
}

/**
 * The boxes that scroll content of their own, in `generator`'s widget or around it, out to its
 * document: none, when the widget grows with its page.
 */
const innerScrollers = (generator: Locator) =>
  generator.evaluate((host) => {
    const around: Element[] = [];
    for (let element = host.parentElement; element; element = element.parentElement)
      around.push(element);
    return [...host.shadowRoot!.querySelectorAll('*'), host, ...around]
      .filter(
        (element) =>
          element.scrollHeight > element.clientHeight + 1 &&
          /auto|scroll/.test(getComputedStyle(element).overflowY),
      )
      .map(
        (element) =>
          `${element.tagName} ${element.getAttribute('aria-label') ?? ''}: ${element.clientHeight} px showing ${element.scrollHeight} px`,
      );
  });

/**
 * In the sandboxing host (WordPress), the frame is as tall as its content, which stays within the
 * most that host allows, and nothing in the widget `generator` scrolls a box of its own.
 */
async function expectWithinCap(frameElement: Locator, frame: FrameLocator, generator: Locator) {
  await expectFitted('sandboxing', frameElement, frame);
  const { content } = await heights(frameElement, frame);
  expect(content, 'the widget within the height WordPress allows').toBeLessThanOrEqual(
    HOST_HEIGHT_MAX,
  );
  expect(await innerScrollers(generator)).toEqual([]);
}

/**
 * A post on `host` with `pageUrl` pasted in it, once what `shown` finds is visible in the frame:
 * the frame spoke, so the host shows it, sized to its content, and has put its fallback away.
 */
async function pasted(
  page: Page,
  { host, pageUrl, width }: { host: EmbedHost; pageUrl: string; width: number },
  shown: (frame: FrameLocator) => Promise<void>,
) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`${THIRD_PARTY_ORIGIN}/host/${host}?url=${encodeURIComponent(pageUrl)}`);
  const frameElement = page.locator('main iframe');
  const frame = page.frameLocator('main iframe');
  await shown(frame);
  await expect(page.locator('main blockquote')).toBeHidden();
  await expect(frameElement).toBeVisible();
  if (host === 'sandboxing') {
    await expect(frameElement).not.toHaveAttribute('style');
    await expect(frameElement).toHaveAttribute('sandbox', 'allow-scripts');
  }
  await expectFitted(host, frameElement, frame);
  return { frameElement, frame };
}

for (const host of EMBED_HOSTS)
  for (const width of [390, 1280])
    for (const kind of EMBED_KINDS)
      test(`a ${kind} generator page's URL pasted on a ${host} host shows it, as tall as its content, at ${width} px`, async ({
        page,
      }, testInfo) => {
        const errors = collectPageErrors(page);
        const { frameElement, frame } = await pasted(
          page,
          { host, pageUrl: `${SITE_ORIGIN}${generatorPagePath(kind)}`, width },
          ready,
        );
        await page.screenshot({ path: testInfo.outputPath(`${host}-${kind}-${width}-first.png`) });
        await expectFilled(frame);

        const since = new Date().toISOString();
        await PRESS[kind](frame);
        await expectFitted(host, frameElement, frame);
        // The use counts as an iframe embed's on the host's site, sandboxed (Origin: null) or not.
        const uses = async () =>
          (
            await db()
              .collection(COLLECTIONS.toolUsageEvents)
              .where('page.origin', '==', THIRD_PARTY_ORIGIN)
              .where('toolName', '==', toolOf(kind).toolName)
              .get()
          ).docs
            .filter((doc) => (doc.get('createdAt') as string) >= since)
            .map((doc) => doc.get('method') as string);
        await expect.poll(uses).toContain('iframe');
        await page.screenshot({
          path: testInfo.outputPath(`${host}-${kind}-${width}-pressed.png`),
        });

        if (kind === 'elf-name') {
          const name = await frame.getByTestId('elf-name').textContent();
          await frame.getByRole('button', { name: 'Copy' }).click();
          if (host === 'sandboxing') {
            // The sandbox grants no clipboard: the name, selected, to copy by hand.
            const field = frame.getByRole('textbox', { name: 'Elf name to copy' });
            await expect(field).toBeFocused();
            await expect(field).toHaveValue(name!);
            await expect(frame.getByText('Press Ctrl+C to copy')).toBeVisible();
            await expectFitted(host, frameElement, frame);
          } else {
            // A host that keeps the answer's html keeps the frame's `allow`: the clipboard works.
            await expect(frame.getByRole('button', { name: 'Copied' })).toBeVisible();
          }
          await expect(frame.getByText(/Failed/)).toHaveCount(0);
        }
        expect(errors).toEqual([]);
      });

/** A name generated by the elf name generator pasted on the sandboxing host, at `width`. */
async function elfNameInSandbox(page: Page, width: number) {
  const { frame } = await pasted(
    page,
    { host: 'sandboxing', pageUrl: `${SITE_ORIGIN}${generatorPagePath('elf-name')}`, width },
    ready,
  );
  await PRESS['elf-name'](frame);
  return { frame, name: (await frame.getByTestId('elf-name').textContent())! };
}

for (const width of [390, 1280])
  test(`in a sandboxing host's frame, Link to this name and Link to this idea lead the host's page to theirs and Save to Pinterest shows its address to copy, at ${width} px`, async ({
    page,
  }, testInfo) => {
    const errors = collectPageErrors(page);
    const { frame, name } = await elfNameInSandbox(page, width);
    const segment = name.replace(' ', '-');

    // The sandbox opens no tab: Pinterest's address, selected, to copy into one.
    await frame.getByRole('link', { name: /^Save to Pinterest/ }).click();
    const field = frame.getByRole('textbox', { name: 'Link to copy' });
    await expect(field).toBeFocused();
    expect(new URL(await field.inputValue()).searchParams.get('url')).toBe(
      `${SITE_ORIGIN}/generators/elf-name/${segment}`,
    );
    await expect(
      frame.getByText('This page can’t open a new tab. Copy the link and paste it into a new tab:'),
    ).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`sandboxing-pin-${width}.png`) });

    // Our own pages: the host takes its whole tab there.
    await Promise.all([
      page.waitForURL(`${SITE_ORIGIN}/generators/elf-name/${segment}`),
      frame.getByRole('link', { name: /^Link to this name/ }).click(),
    ]);

    const craft = await pasted(
      page,
      { host: 'sandboxing', pageUrl: `${SITE_ORIGIN}${generatorPagePath('craft')}`, width },
      ready,
    );
    await PRESS.craft(craft.frame);
    const idea = craft.frame.getByRole('link', { name: /^Link to this idea/ }).first();
    const href = (await idea.getAttribute('href'))!;
    await Promise.all([page.waitForURL(href), idea.click()]);
    // Decided before the click: the browser had no tab to refuse, and said nothing.
    expect(errors).toEqual([]);
  });

/** Whatever the console says about permissions: a refused call's violation, an unknown `allow`. */
function collectPermissionMessages(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/Permissions policy|Unrecognized feature/i.test(message.text()))
      messages.push(message.text());
  });
  return messages;
}

/** The elf name's Copy in a sandboxing host's frame: the name to copy by hand, and what it says. */
async function copyInSandbox(page: Page, width: number, hint: string) {
  const messages = collectPermissionMessages(page);
  const { frame, name } = await elfNameInSandbox(page, width);
  await frame.getByRole('button', { name: 'Copy' }).click();
  const field = frame.getByRole('textbox', { name: 'Elf name to copy' });
  await expect(field).toBeFocused();
  await expect(field).toHaveValue(name);
  await expect(frame.getByText(hint)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath(`sandboxing-copy-${width}.png`) });
  // The page's policy was asked first: the clipboard was never called to be refused.
  expect(messages).toEqual([]);
}

test.describe('on a phone', () => {
  test.use({ hasTouch: true, isMobile: true });
  test("Copy in a sandboxing host's frame asks for a long-press, with no Permissions-Policy violation, at 390 px", async ({
    page,
  }) => copyInSandbox(page, 390, 'Long-press the text to copy it'));
});

test("Copy in a sandboxing host's frame names the keys, with no Permissions-Policy violation, at 1280 px", async ({
  page,
}) => copyInSandbox(page, 1280, 'Press Ctrl+C to copy'));

for (const width of [390, 1280])
  test(`a generator's URL pasted on a scripting host allows its frame only features the browser knows, at ${width} px`, async ({
    page,
  }) => {
    const messages = collectPermissionMessages(page);
    const { frame } = await pasted(
      page,
      { host: 'scripting', pageUrl: `${SITE_ORIGIN}${generatorPagePath('elf-name')}`, width },
      ready,
    );
    await expect(page.locator('main iframe')).toHaveAttribute('allow', 'clipboard-write');
    await PRESS['elf-name'](frame);
    await frame.getByRole('button', { name: 'Copy' }).click();
    await expect(frame.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(messages).toEqual([]);
  });

for (const host of EMBED_HOSTS)
  for (const width of [390, 1280])
    test(`a post's URL pasted on a ${host} host shows its card, as tall as its content, at ${width} px`, async ({
      page,
    }, testInfo) => {
      const errors = collectPageErrors(page);
      const { frame } = await pasted(
        page,
        { host, pageUrl: `${SITE_ORIGIN}${postPath(post.slug)}`, width },
        (frame) =>
          expect(frame.getByRole('link', { name: new RegExp(post.title) })).toBeVisible({
            timeout: 30_000,
          }),
      );
      await expect(frame.getByText(post.excerpt)).toBeVisible();
      await expect(frame.getByText(/^Read on /)).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`${host}-post-${width}.png`) });
      expect(errors).toEqual([]);
    });

/** Recipes beyond the demo's: more than a page shows, in a frame or on our page. */
const MORE_RECIPES = DEMO_RECIPES.slice(0, 6).map((recipe, i) => ({
  ...recipe,
  title: `${recipe.title} (paged ${i + 1})`,
}));

for (const width of [390, 1280])
  test(`the recipe list pages with no box scrolling inside: in a WordPress frame, under its 1,000 px, 4 recipes a page at 1280 px and 2 at 390, every recipe reached with Next; on its own page, Show 8 more; at ${width} px`, async ({
    page,
  }, testInfo) => {
    // Seven pages in a frame, each fitted, then our page: more than the usual minute.
    test.slow();
    const removeRecipes = await addGeneratorContent([['recipes', MORE_RECIPES]]);
    try {
      const total = DEMO_RECIPES.length + MORE_RECIPES.length;
      const shot = (name: string) =>
        page.screenshot({ path: testInfo.outputPath(`recipe-pages-${width}-${name}.png`) });
      const pageUrl = `${SITE_ORIGIN}${generatorPagePath('recipe')}`;
      const { frameElement, frame } = await pasted(
        page,
        { host: 'sandboxing', pageUrl, width },
        ready,
      );
      await expect(frame.getByTestId('recipe-count')).toHaveText(`${total} recipe ideas`);
      const framed = frame.locator('[data-elf-generator]');
      const list = frame.getByRole('list', { name: 'Recipe ideas' });
      const seen = new Set<string>();
      for (let turn = 0; ; turn += 1) {
        await expectWithinCap(frameElement, frame, framed);
        const shown = list.locator('li').filter({ visible: true });
        (await shown.locator('h3').allTextContents()).forEach((title) => seen.add(title));
        if (turn === 0) {
          // Two rows of two in a desktop's column, one of two on a phone.
          await expect(shown).toHaveCount(width === 1280 ? 4 : 2);
          await shot('frame-first');
        }
        const next = frame.getByRole('button', { name: 'Next recipes' });
        if ((await next.count()) === 0) break;
        await next.click();
        await expect(list.locator('li button').first()).toBeFocused();
      }
      await shot('frame-last');
      expect(seen.size).toBe(total);

      await list.locator('li button').first().click();
      await expect(frame.getByRole('button', { name: /Back to recipes/ })).toBeVisible();
      await expectFitted('sandboxing', frameElement, frame);
      expect(await innerScrollers(framed)).toEqual([]);
      await shot('frame-opened');

      await page.goto(pageUrl);
      const generator = page.locator('[data-elf-generator="recipe"]').first();
      await generatorsTakenOver(page, generator);
      const cards = generator.getByRole('list', { name: 'Recipe ideas' }).locator('li button');
      await expect(cards).toHaveCount(4);
      expect(await innerScrollers(generator)).toEqual([]);
      await shot('page-first');
      const tall = () => generator.evaluate((node) => node.getBoundingClientRect().height);
      const before = await tall();
      await generator.getByRole('button', { name: 'Show 8 more' }).click();
      await expect(cards).toHaveCount(12);
      await expect(cards.nth(4)).toBeFocused();
      expect(await tall()).toBeGreaterThan(before);
      await shot('page-more');
      await generator.getByRole('button', { name: 'Show 2 more' }).click();
      await expect(cards).toHaveCount(total);
      await expect(generator.getByRole('button', { name: /^Show \d+ more$/ })).toHaveCount(0);
      expect(await innerScrollers(generator)).toEqual([]);
    } finally {
      await removeRecipes();
    }
  });

for (const width of [390, 1280])
  test(`craft ideas in a WordPress frame show one at a time, under its 1,000 px, with no box scrolling inside, every idea reached with Next, at ${width} px`, async ({
    page,
  }, testInfo) => {
    const { frameElement, frame } = await pasted(
      page,
      { host: 'sandboxing', pageUrl: `${SITE_ORIGIN}${generatorPagePath('craft')}`, width },
      ready,
    );
    const framed = frame.locator('[data-elf-generator]');
    for (const supply of ['Colored Paper', 'Glue', 'Scissors'])
      await frame.getByRole('checkbox', { name: supply }).check();
    await frame.getByRole('button', { name: 'Generate Craft Ideas' }).click();
    const ideas = frame.getByTestId('craft-idea');
    await expect(ideas).toHaveCount(1);
    await expect(frame.getByText('Idea 1 of 3')).toBeVisible();
    const seen = new Set<string>();
    for (let turn = 0; ; turn += 1) {
      await expectWithinCap(frameElement, frame, framed);
      seen.add((await ideas.locator('h3').textContent())!);
      await page.screenshot({ path: testInfo.outputPath(`craft-ideas-${width}-${turn}.png`) });
      const next = frame.getByRole('button', { name: 'Next idea' });
      if ((await next.count()) === 0) break;
      await next.click();
      await expect(ideas.locator('h3')).toBeFocused();
    }
    expect(seen.size).toBe(3);
  });

test("each generator's first view in a frame is as tall as the oEmbed answer's starting height, at every width measured", async ({
  page,
}) => {
  // 28 frames, each loaded and taken over: on a shared two-core machine, more than a minute.
  test.slow();
  await page.goto(`${THIRD_PARTY_ORIGIN}/blank.html`);
  const measured: Record<string, number[]> = {};
  for (const kind of EMBED_KINDS) {
    await page.evaluate(
      ({ kind, widths, origin }) => {
        document.body.replaceChildren(
          ...widths.map((width) => {
            const frame = document.createElement('iframe');
            frame.src = `${origin}/embed/${kind}`;
            frame.width = String(width);
            frame.height = '300';
            frame.dataset.width = String(width);
            return frame;
          }),
        );
      },
      { kind, widths: [...FIRST_FRAME_WIDTHS], origin: SITE_ORIGIN },
    );
    measured[kind] = [];
    for (const width of FIRST_FRAME_WIDTHS) {
      const frame = page.frameLocator(`iframe[data-width="${width}"]`);
      await ready(frame);
      measured[kind].push(
        await frame
          .locator('body')
          .evaluate((body) => Math.ceil(body.getBoundingClientRect().height)),
      );
    }
  }
  // All figures at once, so a changed widget's new heights can be copied into core.
  expect(measured, `first views measured at ${FIRST_FRAME_WIDTHS.join(', ')} px`).toEqual(
    EMBED_FIRST_FRAME,
  );
});
