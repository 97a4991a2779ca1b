/**
 * The newsletter's double opt-in as a reader goes through it (issue 39): sign up on the home page,
 * read the mail in MailDev, confirm, get the welcome mail, unsubscribe on the page its link opens;
 * the owner sees each step on the Subscribers page, exports the address, and erases it.
 */
import { readFile } from 'node:fs/promises';
import { uniqueId } from '@test/emulators';
import { linkIn, waitForMails } from '@test/maildev';
import { subscriberId, subscriberRef } from '../functions/src/newsletter/subscriber-store';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInAsAdmin, signUpOnHome } from './support';

/** The owner's Subscribers page searched for `email`, and that address's row. */
async function subscriberRow(page: Page, email: string) {
  await page.goto(`/admin/subscribers?q=${encodeURIComponent(email)}`);
  const table = page.getByRole('table', { name: 'Subscribers' });
  // The page's first requests may each start a functions worker on a busy machine.
  await expect(table).toBeVisible({ timeout: 30_000 });
  return table.getByRole('row').filter({ hasText: email });
}

/**
 * The blocks of a mail's HTML as a mail app `width` px wide shows it, top to bottom, and whether
 * it needs a sideways scroll there.
 */
async function mailLayout(page: Page, html: string, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await page.setContent(html);
  const blocks = await page.locator('p').evaluateAll((paragraphs) =>
    paragraphs.map((paragraph) => {
      const { left, top, bottom } = paragraph.getBoundingClientRect();
      return { text: paragraph.textContent ?? '', left, top, bottom };
    }),
  );
  const scrolls = await page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
  return { blocks, scrolls };
}

const status = async (email: string) =>
  (await subscriberRef(subscriberId(email)).get()).get('status') as string | undefined;

test("sign up, confirm by the mailed link, then unsubscribe by the welcome mail's page", async ({
  page,
}) => {
  // One flow through the site, MailDev, the mail trigger's worker and the admin, each of which a
  // busy machine may start cold (as admin-subscribers.spec.ts).
  test.setTimeout(120_000);
  const email = `${uniqueId('optin')}@elf.test`;
  // The mail follows from the trigger.
  await signUpOnHome(page, email);

  const [confirmation] = await waitForMails(email, 1);
  expect(confirmation!.subject).toBe('Confirm your subscription to Elf Letter');
  expect(confirmation!.text).toContain('ignore this mail');
  expect(await status(email)).toBe('waiting');

  await page.goto(linkIn(confirmation!, '/api/newsletter/confirm'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're subscribed!");
  expect(await status(email)).toBe('confirmed');

  await signInAsAdmin(page);
  const row = await subscriberRow(page, email);
  await expect(row).toContainText('Confirmed', { timeout: 30_000 });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.split('\r\n').filter((line) => line.startsWith(`${email},`))).toHaveLength(1);

  const [, welcome] = await waitForMails(email, 2);
  const unsubscribe = linkIn(welcome!, '/api/newsletter/unsubscribe');
  expect(welcome!.headers['list-unsubscribe']).toBe(`<${unsubscribe}>`);
  expect(welcome!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

  // The mail says what its link does: it opens a page with an Unsubscribe button.
  expect(welcome!.text).toContain(
    `Open this page and press its Unsubscribe button (no sign-in needed):\n${unsubscribe}`,
  );
  expect(welcome!.text).not.toMatch(/one click/i);
  const mailView = await page.context().newPage();
  for (const width of [600, 390]) {
    const { blocks, scrolls } = await mailLayout(mailView, welcome!.html, width);
    expect(blocks[0]!.text).toContain('You are subscribed to the');
    expect(blocks[1]!.text).toBe('Visit the site');
    expect(blocks.at(-2)!.text).toContain('Open the unsubscribe page and press its Unsubscribe');
    // One column: every block starts at the same left edge, each below the one before.
    for (const [index, block] of blocks.entries()) {
      expect(block.left).toBe(blocks[0]!.left);
      if (index > 0) expect(block.top).toBeGreaterThanOrEqual(blocks[index - 1]!.bottom);
    }
    expect(scrolls).toBe(false);
  }
  await mailView.close();

  await page.goto(unsubscribe);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Unsubscribe from the newsletter?',
  );
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toBeVisible();
  expect(await status(email)).toBe('confirmed');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're unsubscribed");
  expect(await status(email)).toBe('unsubscribed');

  const gone = await subscriberRow(page, email);
  await expect(gone).toContainText('Unsubscribed', { timeout: 30_000 });
  await gone.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Delete selected' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete 1 subscriber?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(gone).toHaveCount(0);
  await expect.poll(() => status(email)).toBeUndefined();
});

for (const width of [390, 1280])
  test(`at ${width} px, an old mail's links leave a new sign-up of the address alone and say why`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const email = `${uniqueId('again')}@elf.test`;
    const heading = page.getByRole('heading', { level: 1 });
    await signUpOnHome(page, email);
    const [first] = await waitForMails(email, 1);
    const oldConfirm = linkIn(first!, '/api/newsletter/confirm');
    await page.goto(oldConfirm);
    await expect(heading).toHaveText("You're subscribed!");
    const [, welcome] = await waitForMails(email, 2);
    const oldUnsubscribe = linkIn(welcome!, '/api/newsletter/unsubscribe');

    // The owner erases the address (as the Subscribers page's delete does); its owner signs up anew.
    await subscriberRef(subscriberId(email)).delete();
    await signUpOnHome(page, email);
    const [, , second] = await waitForMails(email, 3);

    await page.goto(oldUnsubscribe);
    await expect(heading).toHaveText('This link belongs to an earlier sign-up');
    await expect(page.getByRole('main')).toContainText('use the link in the newest mail from us');
    await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);
    await page.goto(oldConfirm);
    await expect(heading).toHaveText('This link belongs to an earlier sign-up');
    expect(await status(email)).toBe('waiting');

    await page.goto(linkIn(second!, '/api/newsletter/confirm'));
    await expect(heading).toHaveText("You're subscribed!");
    expect(await status(email)).toBe('confirmed');
  });
