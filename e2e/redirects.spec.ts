import { readFile } from 'node:fs/promises';
import { COLLECTIONS } from '@core/paths';
import { storedRedirect } from '@core/redirects/redirect-document';
import { redirectDocId } from '@core/redirects/redirect-paths';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { counterTotals } from '../functions/src/counters/sharded-counter';
import { REDIRECT_COUNTERS } from '../functions/src/counters/site-counters';
import { db } from '../functions/src/platform/firebase';
import { createTestPost, deleteTestPost, uniqueId } from '@test/emulators';
import { collectPageErrors, signInAsAdmin } from './support';

const toast = (page: Page) => page.getByTestId('toast');

test('an admin imports, checks, edits, exports and tests redirects; the server answers them', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const errors = collectPageErrors(page);
  const admin = await signInAsAdmin(page);
  const p = `/${uniqueId('e2e')}`;

  await page.getByRole('link', { name: 'URL Redirects' }).click();
  await expect(page).toHaveURL('/admin/redirects');
  await expect(page.getByRole('heading', { level: 1, name: 'URL Redirects' })).toBeVisible();

  // Import: a dry run with reasons per row, then the import.
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const importDialog = page.getByRole('dialog', { name: 'Import Redirects from CSV' });
  await importDialog
    .getByLabel('CSV text')
    .fill(
      `source_path;target_path;status_code;is_active;notes\r\n${p.slice(1)}/old;/blog;301;true;"From a spreadsheet; with a semicolon"\r\n${p}/temp;/about;302;TRUE;\r\n${p}/bad path;/blog;301;true;`,
    );
  await importDialog.getByRole('button', { name: 'Check Rows' }).click();
  await expect(importDialog.getByText('2 new, 0 already there, 1 refused')).toBeVisible();
  await expect(importDialog.getByText(/Source path must start with \//)).toBeVisible();
  await importDialog.getByRole('button', { name: 'Import 2 Redirects' }).click();
  await expect(toast(page).filter({ hasText: 'Import complete' })).toContainText(
    '2 imported, 1 failed',
  );

  // The server answers the old path itself: a 301 with the query kept, no page; the hit counts.
  const answer = await request.get(`${p}/OLD/?from=e2e`, { maxRedirects: 0 });
  expect(answer.status()).toBe(301);
  expect(answer.headers()['location']).toBe('/blog?from=e2e');
  expect(await answer.text()).toBe('');
  const stored = db()
    .collection(COLLECTIONS.urlRedirects)
    .doc(redirectDocId(`${p}/old`));
  expect(await counterTotals(REDIRECT_COUNTERS, stored, { hits: 'hits' })).toEqual({ hits: 1 });
  expect((await stored.get()).get('createdBy')).toBe(admin.uid);
  await page.getByRole('button', { name: 'Refresh' }).click();
  await page.getByPlaceholder('Search by path or notes...').fill(p);
  const row = page.getByRole('row', { name: new RegExp(`${p}/old`) });
  await expect(row.getByRole('cell').nth(4)).toContainText('1');

  // A loop is refused with the paths named; the chain warning offers its end.
  await page.getByRole('button', { name: 'New Redirect' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Redirect' });
  await dialog.getByLabel(/Source Path/).fill('/blog');
  await dialog.getByLabel(/Target Path/).fill(`${p}/old`);
  await dialog.getByRole('button', { name: 'Save Redirect' }).click();
  await expect(
    dialog.getByText(`This would make a redirect loop: /blog → ${p}/old → /blog`),
  ).toBeVisible();
  await dialog.getByLabel(/Source Path/).fill(`${p}/older`);
  await dialog.getByRole('button', { name: 'Save Redirect' }).click();
  await expect(dialog.getByText(`${p}/old already redirects to /blog`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Point at /blog' }).click();
  await expect(toast(page).filter({ hasText: 'Redirect created successfully' })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`${p}/older`) })).toContainText('/blog');

  // Edit: deactivate the temporary one; the server stops applying it.
  await page.getByRole('button', { name: `Edit redirect from ${p}/temp` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Redirect' });
  await edit.getByRole('switch').click();
  await edit.getByRole('button', { name: 'Save Redirect' }).click();
  await expect(toast(page).filter({ hasText: 'Redirect updated successfully' })).toBeVisible();
  expect((await request.get(`${p}/temp`, { maxRedirects: 0 })).status()).toBe(404);

  // Export, then import the same file: nothing new.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^redirects-export-\d{4}-\d{2}-\d{2}\.csv$/);
  const exported = await readFile((await download.path())!, 'utf8');
  // A UTF-8 BOM first, so Excel reads the file as UTF-8.
  expect(exported.split('\r\n')[0]).toBe(
    '\uFEFFsource_path,target_path,status_code,is_active,notes,access_count,last_accessed_at',
  );
  expect(exported).toContain(`${p}/old,/blog,301,true,From a spreadsheet; with a semicolon,1,`);
  await page.getByRole('button', { name: 'Import CSV' }).click();
  await importDialog.getByLabel('CSV text').fill(exported);
  await importDialog.getByRole('button', { name: 'Check Rows' }).click();
  await expect(importDialog.getByText(/^0 new, \d+ already there, 0 refused$/)).toBeVisible();
  await importDialog.getByRole('button', { name: 'Cancel' }).click();

  // Delete after confirming.
  await page.getByRole('button', { name: `Delete redirect from ${p}/older` }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete Redirect' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(toast(page).filter({ hasText: 'Redirect deleted successfully' })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`${p}/older`) })).toHaveCount(0);

  // The test page finds the imported redirect and says when there is none.
  await page.getByRole('link', { name: 'Test Redirects' }).click();
  await expect(page).toHaveURL('/admin/test-redirects');
  await page.getByLabel('Path to test').fill(`${p}/old`);
  await page.getByRole('button', { name: 'Test Redirect' }).click();
  await expect(page.getByText('→ /blog (301)')).toBeVisible();
  await page.getByLabel('Path to test').fill(`${p}/temp`);
  await page.getByRole('button', { name: 'Test Redirect' }).click();
  await expect(page.getByText('No redirect configured')).toBeVisible();

  // The browser logs every refused request; the loop (400) and the taken source (409) are
  // refusals this test makes on purpose, and the page shows them.
  expect(errors.filter((error) => !/status of (400|409) /.test(error))).toEqual([]);
});

/** Stores a redirect as the admin API does. */
async function storeRedirect(sourcePath: string, targetPath: string, statusCode: 301 | 308 = 301) {
  await db()
    .collection(COLLECTIONS.urlRedirects)
    .doc(redirectDocId(sourcePath))
    .set(
      storedRedirect(
        { sourcePath, targetPath, statusCode, isActive: true, notes: '' },
        { now: new Date().toISOString(), createdBy: null },
      ),
    );
}

test('a visitor following an old link lands on the new page in one hop', async ({ page }) => {
  const p = `/${uniqueId('visit')}`;
  await storeRedirect(p, '/about', 308);
  const responses: number[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'document') responses.push(response.status());
  });
  await page.goto(`${p}?ref=mail`);
  await expect(page).toHaveURL('/about?ref=mail');
  expect(responses).toEqual([308, 200]);
});

test('the client tier redirects a page a cache kept from before the redirect', async ({ page }) => {
  const post = await createTestPost({ title: `Moved Elf Post ${uniqueId('moved')}` });
  try {
    // The page as a CDN (or the browser) kept it, from before its address moved.
    const kept = await (await page.request.get(`/blog/${post.slug}`)).text();
    await storeRedirect(`/blog/${post.slug}`, '/about');
    await page.route(`**/blog/${post.slug}`, (route) =>
      route.fulfill({ body: kept, contentType: 'text/html' }),
    );
    await page.goto(`/blog/${post.slug}`);
    await expect(page).toHaveURL('/about', { timeout: 15_000 });
  } finally {
    await deleteTestPost(post);
  }
});
