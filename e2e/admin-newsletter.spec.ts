/**
 * The owner's Newsletter page: each send with its post, date and figures, a table that fits at
 * 1280 px and a card per send at 390 px, and a retry chosen by keyboard and confirmed, the focus
 * back on the button that asked. The sends are stored as the send job stores them, held by a
 * worker lease so the stack's own worker mails nobody.
 */
import type { Page } from '@playwright/test';
import type { SendCounts } from '@core/newsletter/newsletter-send';
import { createTestPost, uniqueId } from '@test/emulators';
import { storeSend } from '@test/newsletter-sends';
import { expect, test } from './fixtures';
import { signInAsAdmin } from './support';

/** A send of a post of its own, done, with these figures; answers the post's title. */
async function storeSendOfNewPost(counts: Partial<SendCounts>): Promise<string> {
  const title = `Elf ideas ${uniqueId('mail')}`;
  const post = await createTestPost({ title });
  await storeSend({ id: uniqueId('send'), postId: post.id, counts, held: true });
  return title;
}

async function openAt(page: Page, width: number) {
  test.setTimeout(120_000);
  await page.setViewportSize({ width, height: 900 });
  await signInAsAdmin(page);
  if (width >= 1280)
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Newsletter' })
      .click();
  else await page.goto('/admin/newsletter');
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeVisible();
  return page.getByRole('table', { name: 'Newsletter sends' });
}

test('at 1280 px each send is a row of a table that fits; Retry failed is confirmed, by keyboard', async ({
  page,
}, testInfo) => {
  const title = await storeSendOfNewPost({ sent: 5, failed: 2, bounced: 1 });
  const table = await openAt(page, 1280);
  const row = table.getByRole('row').filter({ hasText: title });
  await expect(row.getByRole('cell')).toHaveText([
    new RegExp(`^${title}[A-Z][a-z]+ \\d{1,2}, \\d{4}$`),
    'Sent',
    '5 of 8',
    '2 / 1',
    '0 / 0',
    'Retry failed',
  ]);
  const fit = await table.evaluate((element) => ({
    scrollWidth: element.parentElement!.scrollWidth,
    clientWidth: element.parentElement!.clientWidth,
  }));
  expect(fit.scrollWidth).toBeLessThanOrEqual(fit.clientWidth);
  await page.screenshot({ path: testInfo.outputPath('newsletter-1280.png'), fullPage: true });

  const retry = row.getByRole('button', { name: 'Retry failed' });
  await retry.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Mail the failed recipients again?' });
  await expect(dialog).toContainText('2 recipients whose mail failed');
  await page.keyboard.press('Escape');
  await expect(retry).toBeFocused();

  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Mail 2 recipients again' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole('progressbar', { name: '6 of 8 mailed' })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Cancel send' })).toBeVisible();
});

test('at 390 px each send is a card, nothing wider than the screen', async ({ page }, testInfo) => {
  const title = await storeSendOfNewPost({ sent: 3, unconfirmed: 1 });
  const table = await openAt(page, 390);
  const row = table.getByRole('row').filter({ hasText: title });
  await row.scrollIntoViewIfNeeded();
  const cells = await row.getByRole('cell').evaluateAll((elements) =>
    elements.map((cell) => {
      const { left, right, top, bottom } = cell.getBoundingClientRect();
      return { left, right, top, bottom };
    }),
  );
  for (const [index, cell] of cells.entries()) {
    expect(cell.left).toBeGreaterThanOrEqual(0);
    expect(cell.right).toBeLessThanOrEqual(390);
    if (index > 0) expect(cell.top).toBeGreaterThanOrEqual(cells[index - 1]!.bottom - 1);
  }
  await expect(row).toContainText('1 unconfirmed');
  await expect(row.getByRole('button', { name: 'Retry unconfirmed' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath('newsletter-390.png'), fullPage: true });
});
