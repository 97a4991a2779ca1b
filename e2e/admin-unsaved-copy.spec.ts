import type { Post } from '@core/models';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createTestPost, deleteTestPost } from '@test/emulators';
import { collectPageErrors, signInAsAdmin } from './support';

const excerpt = (page: Page) => page.getByLabel('Excerpt');
const restorePrompt = (page: Page) =>
  page.getByRole('dialog', { name: 'Restore unsaved changes?' });

/** Opens the post's editor and waits until the form holds the post (under the prompt, if any). */
async function openEditor(page: Page, post: Post) {
  await page.goto(`/admin/edit-post/${post.id}`);
  await expect(
    page.getByRole('textbox', { name: 'Post content', includeHidden: true }),
  ).toContainText('Body of');
}

// Published, so nothing autosaves: only the copy in the browser holds an unsaved edit.
let post: Post;
test.beforeEach(async () => {
  post = await createTestPost({ published: true });
});
test.afterEach(async () => {
  await deleteTestPost(post);
});

test('unsaved edits come back after a reload and after the tab is closed; saving clears them', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const errors = collectPageErrors(page);
  await signInAsAdmin(page);
  await openEditor(page, post);
  await excerpt(page).fill('An excerpt nobody saved.');

  // Reload: the browser asks first (the form is dirty); the author goes ahead.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(restorePrompt(page)).toBeVisible();
  await restorePrompt(page).getByRole('button', { name: 'Restore changes' }).click();
  await expect(excerpt(page)).toHaveValue('An excerpt nobody saved.');

  // A closed tab: the next tab that opens the post gets the same offer.
  await page.close({ runBeforeUnload: false });
  const next = await context.newPage();
  await openEditor(next, post);
  await expect(restorePrompt(next)).toBeVisible();
  await restorePrompt(next).getByRole('button', { name: 'Restore changes' }).click();
  await expect(excerpt(next)).toHaveValue('An excerpt nobody saved.');

  // Saved: nothing left to offer.
  await next.keyboard.press('Control+s');
  await expect(next.getByTestId('toast')).toContainText('Post updated!');
  await next.reload();
  await expect(excerpt(next)).toHaveValue('An excerpt nobody saved.');
  await expect(restorePrompt(next)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('discarded edits are gone: from the prompt, and by leaving the page', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAsAdmin(page);
  await openEditor(page, post);
  await excerpt(page).fill('Second thoughts.');
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await restorePrompt(page).getByRole('button', { name: 'Discard changes' }).click();
  await expect(excerpt(page)).toHaveValue(post.excerpt);
  await page.reload();
  await expect(excerpt(page)).toHaveValue(post.excerpt);
  await expect(restorePrompt(page)).toHaveCount(0);

  await excerpt(page).fill('Third thoughts.');
  await page.getByRole('link', { name: '← Back to Blog Management' }).click();
  await page
    .getByRole('alertdialog', { name: 'Leave without saving?' })
    .getByRole('button', { name: 'Leave' })
    .click();
  await expect(page).toHaveURL('/admin/blog');
  await openEditor(page, post);
  await expect(excerpt(page)).toHaveValue(post.excerpt);
  await expect(restorePrompt(page)).toHaveCount(0);
});
