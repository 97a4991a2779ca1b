/**
 * Details an admin notices (issue 27): where focus goes after a dialog, tables and cards that fit
 * at 1280 and 390 px, previews that stay out of the analytics, a failed image import's messages,
 * the dashboard on a phone and a draft's tab title.
 */
import { COLLECTIONS } from '@core/paths';
import { storedRedirect } from '@core/redirects/redirect-document';
import { redirectDocId } from '@core/redirects/redirect-paths';
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { addToCounter } from '../functions/src/counters/sharded-counter';
import { POST_COUNTERS, postStatsRef } from '../functions/src/counters/site-counters';
import { db } from '../functions/src/platform/firebase';
import { createTestPost, deleteTestPost, SITE_ORIGIN, uniqueId } from '@test/emulators';
import { adminSession, bearer, deleteSession } from '@test/sessions';
import { signInAsNewAdmin } from './support';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** Stores a redirect as the admin API does. */
async function storeRedirect(sourcePath: string, isActive: boolean) {
  await db()
    .collection(COLLECTIONS.urlRedirects)
    .doc(redirectDocId(sourcePath))
    .set(
      storedRedirect(
        { sourcePath, targetPath: '/blog', statusCode: 301, isActive, notes: '' },
        { now: new Date().toISOString(), createdBy: null },
      ),
    );
}

const removeRedirects = (paths: string[]) =>
  Promise.all(
    paths.map((path) =>
      db().collection(COLLECTIONS.urlRedirects).doc(redirectDocId(path)).delete(),
    ),
  );

/** Whether the element's content is wider than its box (cut off, or ending in "…"). */
const overflows = (locator: Locator) =>
  locator.evaluate((element) => element.scrollWidth > element.clientWidth);

/** Whether the page holds focus inside the element. */
const holdsFocus = (locator: Locator) =>
  locator.evaluate((element) => element.contains(document.activeElement));

/**
 * Goes from the dashboard the sign-in lands on to Redirects by the admin menu, as an owner does: a
 * full load would check the session again, and on a busy machine that check can outlast the
 * spec's 5 s and send the test back to sign in.
 */
async function openRedirects(page: Page, search: string) {
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Redirects' })
    .click();
  await page.getByPlaceholder('Search by path or notes...').fill(search);
}

test('focus goes back to the control that opened a redirect dialog, or to the next row after a delete', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const p = `/${uniqueId('focus')}`;
  const paths = [`${p}/a`, `${p}/b`, `${p}/c`];
  for (const path of paths) await storeRedirect(path, true);
  try {
    await signInAsNewAdmin(page);
    await openRedirects(page, p);
    // The first admin page of a fresh stack can take a while.
    await expect(page.getByRole('button', { name: `Edit redirect from ${p}/c` })).toBeVisible({
      timeout: 30_000,
    });

    const opener = page.getByRole('button', { name: 'New Redirect' });
    await opener.click();
    await expect(page.getByRole('dialog', { name: 'Create Redirect' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(opener).toBeFocused();

    const importButton = page.getByRole('button', { name: 'Import CSV' });
    await importButton.click();
    await page
      .getByRole('dialog', { name: 'Import Redirects from CSV' })
      .getByRole('button', { name: 'Cancel' })
      .click();
    await expect(importButton).toBeFocused();

    const edgeButton = page.getByRole('button', { name: 'Edge Settings' });
    await edgeButton.click();
    // It opens once the stored settings are read.
    await expect(page.getByRole('dialog', { name: 'Cloudflare Edge Settings' })).toBeVisible({
      timeout: 30_000,
    });
    await page.keyboard.press('Escape');
    await expect(edgeButton).toBeFocused();

    const edit = page.getByRole('button', { name: `Edit redirect from ${p}/a` });
    await edit.click();
    await page
      .getByRole('dialog', { name: 'Edit Redirect' })
      .getByRole('button', { name: 'Cancel' })
      .click();
    await expect(edit).toBeFocused();

    const remove = page.getByRole('button', { name: `Delete redirect from ${p}/b` });
    await remove.click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Redirect' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(remove).toBeFocused();

    // Confirmed, the row is gone: the next row's Delete has its place and the focus.
    await remove.click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(remove).toHaveCount(0);
    await expect(page.getByRole('button', { name: `Delete redirect from ${p}/c` })).toBeFocused();
  } finally {
    await removeRedirects(paths);
  }
});

test('focus goes back after a name delete and after a row menu delete', async ({ page }) => {
  test.setTimeout(120_000);
  const hex = uniqueId('x').slice(2);
  const api = await adminSession();
  const created: string[] = [];
  const content = (kind: string, id = '') => `${SITE_ORIGIN}/api/admin/content/${kind}${id}`;
  async function create(kind: string, body: object) {
    const response = await fetch(content(kind), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer(api) },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(201);
    const { item } = (await response.json()) as { item: { id: string } };
    created.push(content(kind, `/${item.id}`));
  }
  try {
    for (const name of ['Aafocus', 'Abfocus', 'Acfocus'])
      await create('last-names', { value: `${name}${hex}` });
    for (const title of ['Aa', 'Ab', 'Ac'])
      await create('scenes', {
        title: `${title} focus scene ${hex}`,
        description: 'A scene for a focus test',
        requiredItems: ['Elf'],
        setupInstructions: 'Set it up.',
      });

    await signInAsNewAdmin(page);
    await page.goto('/admin/elf-name-generator');
    await page.getByRole('tab', { name: 'Manage Names' }).click();
    await page.getByRole('tab', { name: /^Last Names/ }).click();
    const names = page.getByRole('list', { name: 'Last Names' });
    const remove = names.getByRole('button', { name: `Delete Abfocus${hex}` });
    await remove.click();
    await page.keyboard.press('Escape');
    await expect(remove).toBeFocused();
    const rows = names.getByRole('listitem');
    const at = await rows.evaluateAll(
      (items, name) => items.findIndex((item) => item.textContent?.includes(name)),
      `Abfocus${hex}`,
    );
    await remove.click();
    await page
      .getByRole('alertdialog', { name: 'Delete last name' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(remove).toHaveCount(0);
    // The row that took the deleted one's place holds the focus (its Delete).
    await expect.poll(() => holdsFocus(rows.nth(at))).toBe(true);
    await expect(rows.nth(at)).toContainText(`Acfocus${hex}`);

    await page.goto('/admin/tools/scene-generator');
    const table = page.getByRole('table', { name: 'Elf scenes' });
    const menu = table.getByRole('button', { name: `Actions for Ab focus scene ${hex}` });
    await expect(menu).toBeVisible();
    const menus = await table
      .getByRole('button', { name: /^Actions for / })
      .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')));
    const next = menus[menus.indexOf(`Actions for Ab focus scene ${hex}`) + 1]!;
    await menu.click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Scene' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(menu).toBeFocused();
    await menu.click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(menu).toHaveCount(0);
    // The next row's menu button has its place and the focus.
    await expect(table.getByRole('button', { name: next, exact: true })).toBeFocused();
  } finally {
    await Promise.all(created.map((url) => fetch(url, { method: 'DELETE', headers: bearer(api) })));
    await deleteSession(api);
  }
});

test('the redirects table fits at 1280 px (whole badges and buttons) and at 390 px (no sideways scrolling)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const p = `/${uniqueId('fit')}`;
  const paths = [`${p}/on`, `${p}/off`];
  await storeRedirect(paths[0]!, true);
  await storeRedirect(paths[1]!, false);
  try {
    await page.setViewportSize(DESKTOP);
    await signInAsNewAdmin(page);
    await openRedirects(page, p);
    const table = page.getByRole('region', { name: 'Redirects table (scrolls)' });
    const rows = table.getByRole('row').filter({ hasText: p });
    await expect(rows).toHaveCount(2);
    for (const row of await rows.all()) {
      expect(await overflows(row.getByRole('cell').nth(3)), 'Active cell').toBe(false);
      expect(await overflows(row.getByRole('cell').nth(5)), 'Actions cell').toBe(false);
    }
    expect(await overflows(table), 'table scrolls sideways').toBe(false);

    await page.setViewportSize(PHONE);
    await expect.poll(() => overflows(table), { message: 'table scrolls sideways' }).toBe(false);
    const scroller = (await table.boundingBox())!;
    for (const path of paths)
      for (const action of ['Edit', 'Delete']) {
        const button = (await page
          .getByRole('button', { name: `${action} redirect from ${path}` })
          .boundingBox())!;
        expect(button.x + button.width, `${action} ${path}`).toBeLessThanOrEqual(
          scroller.x + scroller.width,
        );
        expect(button.x + button.width, `${action} ${path}`).toBeLessThanOrEqual(PHONE.width);
      }
  } finally {
    await removeRedirects(paths);
  }
});

test('gallery badges keep one line and their own height beside a taller card', async ({ page }) => {
  const word = uniqueId('badges');
  const images = db().collection(COLLECTIONS.images);
  const stored = [
    `${word} elf`,
    `${word} ${'with a title long enough to wrap over many lines of its card '.repeat(5)}`,
  ].map((title, index) => ({
    path: `images/${word}-${index}.png`,
    url: '/favicon.png',
    contentType: 'image/png',
    size: 100,
    width: 64,
    height: 64,
    sha256: `${word}-${index}`,
    source: 'upload',
    blogTitle: null,
    originalUrl: null,
    alt: '',
    title,
    uploadedBy: null,
    createdAt: new Date().toISOString(),
    variants: [],
    usedBy: [],
  }));
  const refs = await Promise.all(stored.map((image) => images.add(image)));
  try {
    await page.setViewportSize(DESKTOP);
    await signInAsNewAdmin(page);
    await page.goto('/admin/image-repository');
    await page.getByRole('tab', { name: 'Image Gallery' }).click();
    await page.getByLabel('Search images').fill(word);
    const cards = page.getByRole('list', { name: 'Images' }).getByRole('listitem');
    await expect(cards).toHaveCount(2);
    const badges = cards.locator('.badge');
    await expect(badges.first()).toBeVisible();
    for (const badge of await badges.all()) {
      const { height, lineHeight } = await badge.evaluate((element) => ({
        height: element.getBoundingClientRect().height,
        lineHeight: parseFloat(getComputedStyle(element).fontSize) * 1.6,
      }));
      // A pill: one line of text and its padding, not a tall oval.
      expect(height, (await badge.textContent()) ?? '').toBeLessThan(lineHeight + 12);
    }
  } finally {
    await Promise.all(refs.map((ref) => ref.delete()));
  }
});

test('the scene form: the × buttons look like buttons, and Difficulty is level with Time Required', async ({
  page,
}) => {
  await signInAsNewAdmin(page);
  await page.goto('/admin/tools/scene-generator');
  const form = page.getByRole('form', { name: 'Add Scene' });
  const difficulty = (await form.getByLabel('Difficulty').boundingBox())!;
  const time = (await form.getByLabel('Time Required').boundingBox())!;
  expect(Math.abs(difficulty.y - time.y)).toBeLessThanOrEqual(1);

  const item = form.getByRole('textbox', { name: 'Required item 1' });
  const remove = form.getByRole('button', { name: 'Remove required item 1' });
  const look = (locator: Locator) =>
    locator.evaluate((element) => {
      const style = getComputedStyle(element);
      return { background: style.backgroundColor, fontSize: parseFloat(style.fontSize) };
    });
  const [field, button] = [await look(item), await look(remove)];
  expect(button.background).not.toBe(field.background);
  expect(button.fontSize).toBeGreaterThan(field.fontSize);
  const box = (await remove.boundingBox())!;
  expect(Math.abs(box.width - box.height)).toBeLessThanOrEqual(2);
});

test('previews of the four generators send no usage event and count nowhere', async ({ page }) => {
  test.setTimeout(120_000);
  // Name parts and a scene of its own, so the previews can make something on an empty database.
  const api = await adminSession();
  const created: string[] = [];
  const create = async (kind: string, body: object) => {
    const url = `${SITE_ORIGIN}/api/admin/content/${kind}`;
    const answer = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer(api) },
      body: JSON.stringify(body),
    });
    expect(answer.status).toBe(201);
    created.push(`${url}/${((await answer.json()) as { item: { id: string } }).item.id}`);
  };
  const marker = uniqueId('x').slice(2);
  // Other specs' generators read every name part and scene: these go however this test ends.
  try {
    await create('prefixes', { value: `Preview${marker}` });
    await create('suffixes', { value: `toes${marker}` });
    await create('scenes', {
      title: `Preview scene ${marker}`,
      description: 'An elf reads by the tree.',
      requiredItems: ['A tiny book'],
      setupInstructions: 'Sit the elf by the tree with the book open.',
    });
    await previewsSendNothing(page);
  } finally {
    await Promise.all(created.map((url) => fetch(url, { method: 'DELETE', headers: bearer(api) })));
    await deleteSession(api);
  }
});

async function previewsSendNothing(page: Page) {
  const usage: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/tool-usage') usage.push(request.url());
  });
  await signInAsNewAdmin(page);
  // An impression is reported after a second in view; a use at once.
  const noneAfterAWhile = async (preview: string) => {
    await page.waitForTimeout(1500);
    expect(usage, preview).toEqual([]);
  };

  await page.goto('/admin/elf-name-generator');
  const elfName = page.getByTestId('elf-name-preview');
  // The widget starts once its element comes near the viewport.
  await elfName.scrollIntoViewIfNeeded();
  await elfName.getByRole('button', { name: 'Generate' }).click();
  await noneAfterAWhile('elf name');

  const previews = [
    ['/admin/tools/craft-generator', 'Generate Craft Ideas'],
    ['/admin/tools/scene-generator', 'Spin for a Scene'],
    ['/admin/tools/recipe-generator', 'Find Holiday Recipes'],
  ] as const;
  for (const [path, action] of previews) {
    await page.goto(path);
    await page.getByRole('tab', { name: 'Preview Tool' }).click();
    const preview = page.frameLocator('[data-testid="widget-preview"]');
    await preview.getByRole('button', { name: action }).click();
    await noneAfterAWhile(path);
  }
}

test("a failed image import shows the spec's toast with the banner, and the progress while it runs", async ({
  page,
}) => {
  await signInAsNewAdmin(page);
  await page.goto('/admin/image-repository');
  // Every status line the page shows, however briefly.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seenStatus: string[] }).seenStatus = seen;
    new MutationObserver(() => {
      for (const status of document.querySelectorAll('[role="status"]'))
        if (status.textContent) seen.push(status.textContent);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  const url = 'http://10.0.0.1/secret.png';
  await page.getByLabel(/Blog post title/).fill('Elf pictures');
  await page.getByLabel(/Image information/).fill(`url: ${url}\nalt text: Nope`);
  await page.getByRole('button', { name: 'Import Images' }).click();

  await expect(page.getByRole('alert').filter({ hasText: 'Image Proxy Error' })).toContainText(url);
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Error processing image');
  await expect(toast).toContainText(`Failed to process ${url}: `);
  expect(
    await page.evaluate(() => (window as unknown as { seenStatus: string[] }).seenStatus),
  ).toContain('Processing images: 0 of 1 complete');
});

test('the dashboard at 390 px: tabs in one row, and the top posts bars use the width', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const post = await createTestPost({
    title: `A long title for a well read post ${uniqueId('top')}`,
  });
  const batch = db().batch();
  addToCounter(batch, POST_COUNTERS, postStatsRef(db(), post.id), { views: 5000 });
  batch.set(postStatsRef(db(), post.id), { postId: post.id, views: 5000, clicks: 0 });
  await batch.commit();
  try {
    await page.setViewportSize(PHONE);
    await signInAsNewAdmin(page);
    const tabs = page.getByRole('tablist', { name: 'Content and data' }).getByRole('tab');
    // The dashboard's cards load together: the tabs are there once the page has rendered them.
    await expect(tabs.first()).toBeVisible();
    const tops = await tabs.evaluateAll((all) => all.map((tab) => tab.getBoundingClientRect().top));
    expect(new Set(tops).size, 'rows of tabs').toBe(1);

    await page.getByRole('tab', { name: 'Analytics' }).click();
    const chart = page.getByTestId('top-posts-chart');
    await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();
    const chartBox = (await chart.boundingBox())!;
    const widest = async () =>
      Math.max(
        ...(await chart
          .locator('.recharts-bar-rectangle path')
          .evaluateAll((bars) => bars.map((bar) => bar.getBoundingClientRect().width))),
      );
    // The most viewed post's bar, grown to its length, spans most of the chart.
    await expect.poll(widest).toBeGreaterThan(chartBox.width * 0.6);
  } finally {
    await deleteTestPost(post);
  }
});

test("an admin's draft preview is titled with the draft's title", async ({ page }) => {
  const draft = await createTestPost({
    title: `Draft for the tab ${uniqueId('draft')}`,
    published: false,
  });
  try {
    await signInAsNewAdmin(page);
    await page.goto(`/blog/${draft.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: draft.title })).toBeVisible();
    await expect(page).toHaveTitle(`${draft.title} | Elf Letter`);
  } finally {
    await deleteTestPost(draft);
  }
});
