/**
 * Who may not enter the admin: an anonymous visitor and a signed-in account without the admin
 * claim are turned away from every admin page (and the anonymous one from the admin API).
 * They change nothing other specs read, so they run beside them.
 */
import { setAdminStatus } from '../functions/src/admin/admin-claims';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { png, signInAsNewAdmin } from './support';

const ADMIN_PAGES = [
  ['/admin/dashboard', 'Please login to access the admin area'],
  ['/admin/blog', 'Please login to manage blog posts'],
  ['/admin/new-post', 'Please login to create blog posts'],
  ['/admin/edit-post/any-id', 'Please login to edit blog posts'],
  ['/admin/craft-generator', 'Please login to access the admin area'],
  ['/admin/tools/scene-importer', 'Please login to access the admin area'],
  ['/admin/new-recipe', 'Please login to access the admin area'],
] as const;

/**
 * The refusal as the visitor meets it: the toast saying why, which stays 5 s and goes with them to
 * the login page. (The "Access denied" screen under it stays only 1.5 s before that move: on a
 * busy machine the page can already have moved on when a check for the screen starts.)
 */
async function expectTurnedAway(page: Page, text: string) {
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Access denied');
  await expect(toast).toContainText(text);
  await expect(page).toHaveURL('/admin/login');
}

test('an anonymous visitor is turned away from every admin page and function', async ({
  page,
  request,
}) => {
  for (const [path, text] of ADMIN_PAGES) {
    await page.goto(path);
    await expectTurnedAway(page, text);
  }
  expect((await request.get('/api/admin/analytics')).status()).toBe(401);
  const upload = await request.post('/api/admin/images?kind=inline', {
    headers: { 'content-type': 'image/png' },
    data: await png(10, 10, '#000000'),
  });
  expect(upload.status()).toBe(401);
});

test('a signed-in user who is not an admin is turned away from every admin page', async ({
  page,
}) => {
  const admin = await signInAsNewAdmin(page);
  // Admin rights withdrawn while signed in: the next check sees a session without the claim.
  await setAdminStatus(admin.uid, admin.email, false);
  for (const [path] of ADMIN_PAGES) {
    await page.goto(path);
    await expectTurnedAway(page, 'Please login to access the admin area');
  }
  expect(await page.evaluate(() => localStorage.getItem('adminLoggedIn'))).toBeNull();
});
