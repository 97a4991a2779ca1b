/**
 * What the owner reads on the dashboard and the activity log, at a laptop's and a phone's width
 * (issue 47, points 18 and 20): the 30-day growth beside the previous 30 days, and how long the
 * activity log keeps its entries, each whole on the page.
 */
import { expect, test } from './fixtures';
import { signInAsAdmin } from './support';

for (const width of [1280, 390])
  test(`at ${width} px the dashboard gives 30-day growth beside the previous 30 days, and the activity log says how long it keeps entries`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAsAdmin(page);
    const growth = page
      .getByRole('heading', { level: 3, name: 'New in the last 30 days' })
      .locator('..');
    // The first admin figures of a fresh stack can take a while (a cold function).
    await expect(growth.getByText(/^\+[\d,]+$/)).toBeVisible({ timeout: 30_000 });
    // Other specs sign readers up meanwhile: the figures vary, the wording does not.
    await expect(
      growth.getByText(/^(?:[+−][\d,]+|No change) \([\d,]+ in the previous 30 days\)$/),
    ).toBeVisible();
    const sideways = () =>
      page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(await sideways()).toBe(false);

    await page.goto('/admin/activity');
    await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
    await expect(page.getByText('Entries are kept for 13 months, then deleted.')).toBeInViewport();
    expect(await sideways()).toBe(false);
  });
