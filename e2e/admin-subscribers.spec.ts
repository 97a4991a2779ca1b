/**
 * An admin finds a subscriber on the Subscribers page, exports the confirmed addresses as CSV and
 * erases one: gone from the list and from a backup downloaded after, and the activity log says how
 * many were erased without the address.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { Backup } from '@core/admin/backup';
import { COLLECTIONS } from '@core/paths';
import { db } from '../functions/src/platform/firebase';
import { uniqueId } from '@test/emulators';
import { expect, test } from './fixtures';
import { expectActivity, signInAsAdmin } from './support';

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString();
const idOf = (email: string) => createHash('sha256').update(email).digest('hex');

/** Three subscribers under a tag of the test's own: confirmed, waiting, and unsubscribed. */
async function seed(tag: string) {
  const email = (who: string) => `${who}.${tag}@elf.test`;
  const docs = [
    {
      email: email('confirmed'),
      status: 'confirmed',
      createdAt: daysAgo(3),
      confirmedAt: daysAgo(2),
      source: '/blog',
    },
    { email: email('waiting'), status: 'waiting', createdAt: daysAgo(1), source: '/' },
    {
      email: email('gone'),
      status: 'unsubscribed',
      createdAt: daysAgo(20),
      confirmedAt: daysAgo(20),
      unsubscribedAt: daysAgo(5),
      source: '/',
    },
  ];
  const batch = db().batch();
  for (const doc of docs)
    batch.set(db().collection(COLLECTIONS.newsletterSignups).doc(idOf(doc.email)), doc);
  await batch.commit();
  return { confirmed: docs[0]!, waiting: docs[1]!, unsubscribed: docs[2]! };
}

async function downloadFrom(page: Page, click: () => Promise<void>): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return readFile((await download.path())!, 'utf8');
}

test('see a subscriber, export the confirmed as CSV, erase one', async ({ page }) => {
  test.setTimeout(120_000);
  const tag = uniqueId('e2e');
  const subscribers = await seed(tag);
  await signInAsAdmin(page);
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Subscribers' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Subscribers' })).toBeVisible();

  const table = page.getByRole('table', { name: 'Subscribers' });
  // The page's first requests may each start a functions worker on a busy machine.
  await expect(table).toBeVisible({ timeout: 30_000 });
  await page.getByRole('searchbox', { name: 'Search subscribers by email address' }).fill(tag);
  const row = (email: string) => table.getByRole('row').filter({ hasText: email });
  await expect(table.getByRole('row')).toHaveCount(4, { timeout: 30_000 });
  await expect(row(subscribers.confirmed.email)).toContainText('Confirmed');
  await expect(row(subscribers.confirmed.email)).toContainText('/blog');
  await expect(row(subscribers.waiting.email)).toContainText('Waiting');
  await expect(row(subscribers.unsubscribed.email)).toContainText('Unsubscribed');

  const csv = await downloadFrom(page, () =>
    page.getByRole('button', { name: 'Export CSV' }).click(),
  );
  const lines = csv.split('\r\n');
  expect(lines[0]).toBe('email,confirmed at,source');
  expect(lines.filter((line) => line.includes(tag))).toEqual([
    `${subscribers.confirmed.email},${subscribers.confirmed.confirmedAt},/blog`,
  ]);

  // Erase the waiting one, by keyboard.
  await row(subscribers.waiting.email).getByRole('checkbox').press('Space');
  const erase = page.getByRole('button', { name: 'Delete selected' });
  await erase.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Delete 1 subscriber?' });
  await expect(dialog).toContainText('Backup files downloaded before still hold them');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(row(subscribers.waiting.email)).toHaveCount(0);
  await expect(table.getByRole('row')).toHaveCount(3);
  // The rows the dialog was opened for are gone: the focus is back on the list.
  await expect(page.locator('div[aria-label="Subscribers"]')).toBeFocused();

  await page.reload();
  await expect(
    page.getByRole('table', { name: 'Subscribers' }).getByRole('row').filter({ hasText: tag }),
  ).toHaveCount(2);

  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  const backupText = await downloadFrom(page, () =>
    page
      .getByRole('region', { name: 'Backup & Restore' })
      .getByRole('button', { name: 'Download backup' })
      .click(),
  );
  const backup = JSON.parse(backupText) as Backup;
  const kept = backup.personalData.collections.newsletterSignups!.map((doc) => doc.data!.email);
  expect(kept).toContain(subscribers.confirmed.email);
  expect(kept).not.toContain(subscribers.waiting.email);

  await expectActivity(page, 'Subscribers', /erased 1 subscriber$/);
  const log = page.getByRole('list', { name: 'Changes, newest first' });
  await expect(log).not.toContainText(subscribers.waiting.email);
  await expect(log).not.toContainText(idOf(subscribers.waiting.email));
});

/** The three subscribers of `seed`, the confirmed one from a page with a long address. */
async function seedWithLongPage(tag: string) {
  const subscribers = await seed(tag);
  const source = '/blog/elf-on-the-shelf-ideas-for-a-whole-month-of-mornings';
  await db()
    .collection(COLLECTIONS.newsletterSignups)
    .doc(idOf(subscribers.confirmed.email))
    .update({ source });
  return { ...subscribers, confirmed: { ...subscribers.confirmed, source } };
}

/** The Subscribers page at `width` px, searched for the test's own rows, and its table. */
async function listAt(page: Page, width: number, tag: string) {
  // Sign-in and the page's first requests may each start a functions worker on a busy machine.
  test.setTimeout(120_000);
  await page.setViewportSize({ width, height: 900 });
  await signInAsAdmin(page);
  await page.goto(`/admin/subscribers?q=${encodeURIComponent(tag)}`);
  const table = page.getByRole('table', { name: 'Subscribers' });
  await expect(table.getByRole('row')).toHaveCount(4, { timeout: 30_000 });
  return table;
}

test('at 1280 px the table fits its card, every column in sight', async ({ page }) => {
  const tag = uniqueId('wide');
  await seedWithLongPage(tag);
  const table = await listAt(page, 1280, tag);
  const fit = await table.evaluate((element) => {
    const box = element.parentElement!;
    const card = element.closest('section')!.getBoundingClientRect();
    return {
      scrollWidth: box.scrollWidth,
      clientWidth: box.clientWidth,
      overCard: element.getBoundingClientRect().right - card.right,
    };
  });
  expect(fit.scrollWidth).toBeLessThanOrEqual(fit.clientWidth);
  expect(fit.overCard).toBeLessThanOrEqual(0);
  await expect(page.getByText('Scroll sideways for more')).toHaveCount(0);
  for (const name of ['Select', 'Email', 'Status', 'Signed up', 'Confirmed', 'Page'])
    await expect(table.getByRole('columnheader', { name, exact: true })).toBeInViewport({
      ratio: 1,
    });
});

test('at 390 px each subscriber is a card showing email, status, dates and page', async ({
  page,
}) => {
  const tag = uniqueId('narrow');
  const subscribers = await seedWithLongPage(tag);
  const table = await listAt(page, 390, tag);
  for (const subscriber of [subscribers.confirmed, subscribers.waiting]) {
    const row = table.getByRole('row').filter({ hasText: subscriber.email });
    await row.scrollIntoViewIfNeeded();
    const cells = await row.getByRole('cell').evaluateAll((elements) =>
      elements.map((cell) => {
        const { left, right, top, bottom } = cell.getBoundingClientRect();
        return { text: cell.textContent ?? '', left, right, top, bottom };
      }),
    );
    expect(cells.map((cell) => cell.text)).toEqual([
      '',
      subscriber.email,
      subscriber.status === 'confirmed' ? 'Confirmed' : 'Waiting',
      expect.stringMatching(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/),
      subscriber.status === 'confirmed' ? expect.stringMatching(/\d{4}$/) : '—',
      subscriber.source,
    ]);
    // A card: the cells one under another, each whole on the screen.
    for (const [index, cell] of cells.entries()) {
      expect(cell.left).toBeGreaterThanOrEqual(0);
      expect(cell.right).toBeLessThanOrEqual(390);
      if (index > 0) expect(cell.top).toBeGreaterThanOrEqual(cells[index - 1]!.bottom);
    }
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('the export writes each address as it is, in the order they confirmed', async ({ page }) => {
  const tag = uniqueId('e2e');
  const confirmed = [
    { email: `+plus.${tag}@elf.test`, confirmedAt: daysAgo(3) },
    { email: `=equals.${tag}@elf.test`, confirmedAt: daysAgo(1) },
    { email: `-minus.${tag}@elf.test`, confirmedAt: daysAgo(2) },
  ];
  const batch = db().batch();
  for (const { email, confirmedAt } of confirmed)
    batch.set(db().collection(COLLECTIONS.newsletterSignups).doc(idOf(email)), {
      email,
      status: 'confirmed',
      createdAt: daysAgo(4),
      confirmedAt,
      source: '/',
    });
  await batch.commit();
  await signInAsAdmin(page);
  await page.goto('/admin/subscribers');
  const csv = await downloadFrom(page, () =>
    page.getByRole('button', { name: 'Export CSV' }).click(),
  );
  expect(csv.split('\r\n').filter((line) => line.includes(tag))).toEqual([
    `+plus.${tag}@elf.test,${confirmed[0]!.confirmedAt},/`,
    `-minus.${tag}@elf.test,${confirmed[2]!.confirmedAt},/`,
    `=equals.${tag}@elf.test,${confirmed[1]!.confirmedAt},/`,
  ]);
});
