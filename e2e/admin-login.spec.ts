import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { setAdminStatus } from '../functions/src/admin/admin-claims';
import { createTestPost, createTestUser, deleteTestPost } from '@test/emulators';

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('an admin signs in and lands on the dashboard', async ({ page }) => {
  const admin = await createTestUser();
  await setAdminStatus(admin.uid, admin.email, true);
  await signIn(page, admin.email, admin.password);
  await expect(page).toHaveURL('/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome to the Admin Dashboard' })).toBeVisible();
  await expect(page.getByTestId('toast')).toContainText('Login successful!');
  expect(await page.evaluate(() => localStorage.getItem('adminLoggedIn'))).toBe('true');
  expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe(
    'noindex, nofollow',
  );
});

test('a non-admin is signed out with "You do not have admin access"', async ({ page }) => {
  const user = await createTestUser();
  await setAdminStatus(user.uid, user.email, false);
  await signIn(page, user.email, user.password);
  await expect(
    page.getByRole('alert').filter({ hasText: 'You do not have admin access' }),
  ).toBeVisible();
  await expect(page).toHaveURL('/admin/login');
  expect(await page.evaluate(() => localStorage.getItem('adminLoggedIn'))).toBeNull();

  // Signed out: the dashboard turns the visitor away. Its refusal shows for 1.5 s before the move
  // to the login page, which may come before the page's load event on a busy machine: looked for
  // from the navigation's start.
  await page.goto('/admin/dashboard', { waitUntil: 'commit' });
  await expect(
    page
      .getByRole('alert')
      .filter({ has: page.getByRole('heading', { name: 'Access denied' }) })
      .filter({ hasText: 'Please login to access the admin area' }),
  ).toBeVisible();
  await expect(page.getByTestId('toast')).toContainText('Access denied');
  await expect(page).toHaveURL('/admin/login', { timeout: 5_000 });
});

test('a wrong password shows the login error', async ({ page }) => {
  const user = await createTestUser();
  await signIn(page, user.email, `${user.password}-wrong`);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Invalid email or password. Please try again.' }),
  ).toBeVisible();
  await expect(page).toHaveURL('/admin/login');
});

test('empty fields are caught before anything is sent', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please enter your email and password.' }),
  ).toBeVisible();
});

test('a signed-in admin sees a draft by its slug, marked as a preview; the public does not', async ({
  page,
  browser,
}) => {
  const admin = await createTestUser();
  await setAdminStatus(admin.uid, admin.email, true);
  const draft = await createTestPost({ title: 'Secret Santa Plans', published: false });
  try {
    await signIn(page, admin.email, admin.password);
    await expect(page).toHaveURL('/admin/dashboard');
    await page.goto(`/blog/${draft.slug}`);
    // The browser loads the Firebase SDK and asks the api function with the admin's token; a cold
    // worker on a busy machine took more than the usual 10 s once. Meanwhile it says it looks.
    await expect(page.getByText('Post not found')).toHaveCount(0);
    await expect(
      page
        .getByText('Looking for a draft of this post…')
        .or(page.getByRole('heading', { name: 'Secret Santa Plans' })),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Secret Santa Plans' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText('Draft preview: only admins can see this post.')).toBeVisible();

    const visitor = await browser.newPage();
    await visitor.goto(`/blog/${draft.slug}`);
    await expect(visitor).toHaveURL('/blog');
    await visitor.close();
  } finally {
    await deleteTestPost(draft);
  }
});

test('a signed-in admin skips the login page; Logout signs out and closes the admin area', async ({
  page,
}) => {
  const admin = await createTestUser();
  await setAdminStatus(admin.uid, admin.email, true);
  await signIn(page, admin.email, admin.password);
  await expect(page).toHaveURL('/admin/dashboard');
  await expect(page.getByText('Admin Dashboard', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Site', exact: true })).toHaveAttribute(
    'href',
    '/',
  );

  await page.goto('/admin/login');
  await expect(page).toHaveURL('/admin/dashboard');

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByTestId('toast')).toContainText('Logged out successfully');
  await expect(page).toHaveURL('/admin/login');
  expect(await page.evaluate(() => localStorage.getItem('adminLoggedIn'))).toBeNull();
  await page.goto('/admin/blog');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please login to manage blog posts' }),
  ).toBeVisible();
  await expect(page).toHaveURL('/admin/login');
});

test('the login page is the main landmark, shows a failed login as an error and leads back to the site', async ({
  page,
}) => {
  const user = await createTestUser();
  await page.goto('/admin/login');
  // axe's landmark-one-main: exactly one main landmark, holding the form.
  await expect(page.getByRole('main')).toHaveCount(1);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  await expect(main.getByLabel('Email')).toBeVisible();

  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(`${user.password}-wrong`);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const error = main
    .getByRole('alert')
    .filter({ hasText: 'Invalid email or password. Please try again.' });
  await expect(error).toBeVisible();
  // Styled as an error (red on a pale red panel), not left as plain text.
  await expect(error).toHaveCSS('color', 'rgb(185, 28, 28)');
  await expect(error).toHaveCSS('background-color', 'rgb(254, 242, 242)');
  await expect(error).toHaveCSS('border-top-left-radius', '8px');

  await main.getByRole('link', { name: /^← Back to / }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
