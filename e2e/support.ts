import { expect, type Page } from '@playwright/test';
import { setAdminStatus } from '../functions/src/admin/admin-claims';
import { createTestUser } from '../test/support/emulators';

/** Collects what the page reports as errors (uncaught exceptions and console errors, hydration included). */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return errors;
}

/** Signs in through the login page as a new user given the admin claim; answers the account. */
export async function signInAsNewAdmin(page: Page) {
  const admin = await createTestUser();
  await setAdminStatus(admin.uid, admin.email, true);
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/admin/dashboard');
  return admin;
}
