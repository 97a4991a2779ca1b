import type { Post } from '@core/models';
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  createTestPost,
  deleteTestPost,
  forwardedFor,
  randomClientAddress,
  SITE_ORIGIN,
  uniqueId,
} from '@test/emulators';
import { collectPageErrors, signInAsAdmin } from './support';

/** What a site owner meets in the admin at a desktop and a phone width (issue 9). */
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

let post: Post;
test.beforeAll(async () => {
  post = await createTestPost({ title: `Layout check ${uniqueId('e2e')}`, published: true });
});
test.afterAll(async () => {
  await deleteTestPost(post);
});

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
const content = (page: Page) => page.getByRole('textbox', { name: 'Post content' });
const fullScreenButton = (page: Page) =>
  page.getByRole('button', { name: 'Full screen', exact: true });

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator.toString()} has no box`);
  return found;
}

async function openEditor(page: Page) {
  await page.goto(`/admin/edit-post/${post.id}`);
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(post.title);
  await expect(content(page)).toBeVisible();
}

test.describe('at 390 px, the analytics', () => {
  test.use({ viewport: PHONE });

  test('tables wider than the screen scroll in their own box, say so, and scroll from the keyboard', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    // A page of another site shows the elf name generator: its figures fill the tables below.
    const origin = `https://${uniqueId('family-blog')}.example`;
    const impression = await fetch(`${SITE_ORIGIN}/api/tool-usage`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin, ...forwardedFor(randomClientAddress()) },
      body: JSON.stringify({
        toolName: 'elfNameGenerator',
        instanceId: 'layout-check',
        postId: null,
        metadata: {
          action: 'impression',
          localCount: 0,
          browserInfo: 'e2e',
          screenWidth: 390,
          screenHeight: 844,
        },
        page: { origin, path: '/2026/12/where-our-elf-hid-on-the-twelfth-night-of-advent' },
        method: 'markup',
      }),
    });
    expect(impression.status).toBe(204);

    await signInAsAdmin(page);
    await page.goto('/admin/tools?tab=analytics&tool=elfNameGenerator');
    await expect(
      page.getByRole('table', { name: 'Pages embedding the Elf Name Generator' }),
    ).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'How pages embed the Elf Name Generator' }),
    ).toBeVisible();
    // The tables scroll, not the page.
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    const pages = page.getByRole('region', {
      name: 'Pages embedding the Elf Name Generator (scrolls sideways)',
    });
    await expect(pages).toHaveAttribute('tabindex', '0');
    await expect(
      pages.getByRole('table', { name: 'Pages embedding the Elf Name Generator' }),
    ).toBeVisible();
    await expect(page.getByText('Scroll sideways for more →').first()).toBeVisible();
    await pages.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => pages.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
});

for (const viewport of [DESKTOP, PHONE]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('no admin page scrolls sideways, a long unbroken slug included', async ({ page }) => {
      const errors = collectPageErrors(page);
      await signInAsAdmin(page);
      await expect(page.getByRole('table', { name: 'Most recent posts' })).toBeVisible();
      expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);

      await page.goto('/admin/blog');
      await expect(page.getByRole('table', { name: 'Blog posts' })).toBeVisible();
      expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);

      await openEditor(page);
      expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
      const details = page.getByRole('region', { name: 'Post Details' });
      const before = await box(details);
      await page.getByLabel('URL slug').fill('a'.repeat(200));
      await expect(page.getByText(`/blog/${'a'.repeat(200)}`)).toBeVisible();
      expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
      expect((await box(details)).width).toBe(before.width);
      expect(errors).toEqual([]);
    });

    test('the tool, content, activity, redirect, root file and image pages fit the screen', async ({
      page,
    }) => {
      test.setTimeout(180_000);
      const errors = collectPageErrors(page);
      await signInAsAdmin(page);
      for (const [path, heading] of [
        ['/admin/tools', 'Tools Management'],
        ['/admin/elf-name-generator', 'Elf Name Generator'],
        ['/admin/craft-generator', 'Craft Generator'],
        ['/admin/scene-generator', 'Scene Generator'],
        ['/admin/tools/scene-importer', 'Import Elf Scenes'],
        ['/admin/recipe-generator', 'Recipe Generator'],
        ['/admin/new-recipe', 'Add New Recipe'],
        ['/admin/activity', 'Activity'],
        ['/admin/redirects', 'URL Redirects'],
        ['/admin/test-redirects', 'Redirect Test'],
        ['/admin/root-file-manager', 'Domain Root File Manager'],
        ['/admin/image-repository', 'Image Repository'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        // Content that loads after the heading (tables, cards) is what widens a page.
        await page.waitForLoadState('networkidle');
        expect(await pageWidth(page), path).toBeLessThanOrEqual(viewport.width);
      }
      expect(errors).toEqual([]);
    });

    test("Blog Management's row actions can be reached and used", async ({ page }) => {
      await signInAsAdmin(page);
      await page.goto('/admin/blog');
      const actions = page.getByRole('button', { name: `Actions for ${post.title}` });
      // The newest post heads the list. Wholly visible as the page opens: not behind the
      // table's own sideways scroll, nor past the screen's edge.
      await expect(actions).toBeInViewport({ ratio: 1 });
      await actions.click();
      for (const name of ['Edit', 'View', 'Delete']) {
        await expect(page.getByRole('menuitem', { name })).toBeInViewport({ ratio: 1 });
      }
      await page.getByRole('menuitem', { name: 'Edit' }).click();
      await expect(page).toHaveURL(`/admin/edit-post/${post.id}`);
    });

    test("a result toast leaves the action bar's buttons uncovered", async ({ page }) => {
      await signInAsAdmin(page);
      await openEditor(page);
      await page.getByLabel('Excerpt').fill('');
      for (const at of ['top', 'bottom'] as const) {
        await page.evaluate((to) => window.scrollTo(0, to === 'top' ? 0 : 1e6), at);
        await page.getByRole('button', { name: 'Publish', exact: true }).click();
        const toast = page.getByTestId('toast');
        await expect(toast).toContainText('Missing fields');
        const shown = await box(toast);
        const bar = page.getByRole('button', { name: 'Save as draft' }).locator('..');
        await expect(bar.getByRole('link', { name: 'View Article' })).toBeVisible();
        for (const control of await bar.locator('button, a, [role="switch"]').all()) {
          const b = await box(control);
          const overlaps =
            b.x < shown.x + shown.width &&
            shown.x < b.x + b.width &&
            b.y < shown.y + shown.height &&
            shown.y < b.y + b.height;
          expect(overlaps, `${at}: ${await control.textContent()} is covered`).toBe(false);
        }
        await toast.getByRole('button', { name: 'Close' }).click();
        await expect(toast).toHaveCount(0);
      }
    });

    test('full screen shows the live preview beside the editor on a wide screen, below it on a phone', async ({
      page,
    }) => {
      await signInAsAdmin(page);
      await openEditor(page);
      await fullScreenButton(page).click();
      const editor = await box(content(page));
      const preview = page.getByRole('region', { name: 'Post preview' });
      await expect(preview).toContainText(`Body of ${post.slug}`);
      const shown = await box(preview);
      expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
      if (viewport === PHONE) {
        expect(editor.width).toBeGreaterThan(300);
        expect(shown.width).toBeGreaterThan(300);
        expect(shown.y).toBeGreaterThanOrEqual(editor.y + editor.height);
        await preview.scrollIntoViewIfNeeded();
        await expect(preview).toBeInViewport();
      } else {
        expect(shown.x).toBeGreaterThanOrEqual(editor.x + editor.width);
        expect(Math.abs(shown.y - editor.y)).toBeLessThan(20);
      }
    });
  });
}

test('Escape typed in the text leaves full screen, as the button says', async ({ page }) => {
  await signInAsAdmin(page);
  await openEditor(page);
  await expect(fullScreenButton(page)).toHaveAttribute('title', 'Full screen (Esc to leave)');
  await fullScreenButton(page).click();
  await expect(fullScreenButton(page)).toHaveAttribute('aria-pressed', 'true');
  await content(page).click();
  await page.keyboard.type('Snow ');
  await expect(content(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(fullScreenButton(page)).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('region', { name: 'Post preview' })).toHaveCount(0);
});
