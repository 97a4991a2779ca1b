/**
 * A generator's result, shared (issue 40): on its generator page, the result's link row (Link to
 * this name, Share, Save to Pinterest), Share where the browser refuses both the share sheet and
 * the clipboard, and a followed link counted in the admin's Tools analytics. The page the link
 * leads to is another part's: only the link and its count are checked here.
 */
import type { Page } from '@playwright/test';
import { SITE_ORIGIN } from '../scripts/lib/stack';
import { expect, test } from './fixtures';
import { writeDemoGeneratorContent } from './demo-generator-content';
import { collectPageErrors, signInAsAdmin } from './support';

// The stack starts empty: the elf name generator needs name parts to make a name.
writeDemoGeneratorContent();

/** A browser that offers no share sheet and refuses the clipboard, as a locked-down one does. */
const refuseShareAndClipboard = (page: Page) =>
  page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    Object.defineProperty(navigator, 'clipboard', {
      value: {
        writeText: () =>
          Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
      },
      configurable: true,
    });
  });

for (const width of [390, 1280])
  test(`an elf name's link row at ${width} px: its page, copy by hand, and the link open counted`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await refuseShareAndClipboard(page);
    const errors = collectPageErrors(page);
    await page.goto('/generators/elf-name');
    const widget = page.getByRole('region', { name: 'Elf Name Generator' }).first();
    await widget.getByRole('button', { name: 'Generate' }).click();
    const name = (await widget.getByTestId('elf-name').textContent())!;
    const segment = name.replace(' ', '-');

    // On our own page the link stays in the tab; Pinterest always opens a new one.
    const link = widget.getByRole('link', { name: 'Link to this name' });
    await expect(link).toHaveAttribute('href', `${SITE_ORIGIN}/generators/elf-name/${segment}`);
    await expect(link).not.toHaveAttribute('target');
    const pin = widget.getByRole('link', { name: /^Save to Pinterest/ });
    const pinUrl = new URL((await pin.getAttribute('href'))!);
    expect(pinUrl.searchParams.get('media')).toBe(
      `${SITE_ORIGIN}/media/results/elf-name/${segment}-pin.png`,
    );
    await expect(pin).toHaveAttribute('target', '_blank');
    // The row fits the widget: its buttons wrap on a phone rather than widen the page.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);

    // No share sheet, no clipboard: the link, selected, to copy by hand.
    await widget.getByRole('button', { name: 'Share' }).click();
    const field = widget.getByRole('textbox', { name: 'Link to copy' });
    await expect(field).toBeFocused();
    await expect(field).toHaveValue(`${SITE_ORIGIN}/generators/elf-name/${segment}`);
    await expect(widget.getByText(/Press Ctrl\+C to copy|Long-press/)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`elf-name-link-row-${width}.png`) });

    expect(errors).toEqual([]);

    // Following the link counts a link open, which the admin sees under Which ideas spread.
    await Promise.all([page.waitForURL(`**/generators/elf-name/${segment}`), link.click()]);
    const admin = await browser.newPage({ viewport: { width, height: 900 } });
    await signInAsAdmin(admin);
    await expect(async () => {
      await admin.goto('/admin/tools?tab=analytics&tool=elfNameGenerator');
      const table = admin.getByRole('table', {
        name: 'Results of the Elf Name Generator that spread most',
      });
      const row = table.getByRole('row').filter({ hasText: name });
      // Result, Shares, Link Opens, Page Visits.
      await expect(row.getByRole('cell').nth(2)).toHaveText('1', { timeout: 2000 });
    }).toPass({ timeout: 15_000 });
    const spread = admin.getByRole('region', { name: 'Which ideas spread' });
    await spread.scrollIntoViewIfNeeded();
    await admin.screenshot({
      path: test.info().outputPath(`tools-analytics-${width}.png`),
      fullPage: true,
    });
    await admin.close();
  });
