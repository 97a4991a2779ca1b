import { expect, test } from './fixtures';
import { collectPageErrors, signInAsAdmin } from './support';

test('an admin address without a page says Page not found inside the admin layout, with a way to the dashboard', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await signInAsAdmin(page);

  // The dashboard's links lead to pages that exist.
  await page.getByRole('link', { name: 'Manage Tools' }).first().click();
  await expect(page).toHaveURL('/admin/tools');
  await expect(page.getByRole('heading', { level: 1, name: 'Tools Management' })).toBeVisible();

  // A typed or bookmarked address without a page.
  await page.goto('/admin/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveURL('/admin/no/such/page');
  await expect(page.getByText('/admin/no/such/page', { exact: true })).toBeVisible();
  // The admin layout stays: its header names the page, its menu and Logout are there.
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found | Admin');
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL('/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome to the Admin Dashboard' })).toBeVisible();

  // /admin itself still opens the dashboard.
  await page.goto('/admin');
  await expect(page).toHaveURL('/admin/dashboard');
  expect(errors).toEqual([]);
});
