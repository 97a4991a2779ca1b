import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { COLLECTIONS } from '@core/paths';
import { deriveSlug } from '@core/posts/slug';
import { db } from '../functions/src/platform/firebase';
import { createTestPost, deleteTestPost, uniqueId } from '@test/emulators';
import { collectPageErrors, png, signInAsAdmin } from './support';

const toast = (page: Page) => page.getByTestId('toast');
const titleField = (page: Page) => page.getByRole('textbox', { name: 'Title', exact: true });

test('an admin writes a post with images and a generator, publishes, edits and deletes it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  const admin = await signInAsAdmin(page);
  const title = `Elf Journey ${uniqueId('e2e')}`;
  const slug = deriveSlug(title);

  // Dashboard → Blog Management → Create New Post.
  await page.getByRole('link', { name: 'Manage Blog Posts' }).click();
  await expect(page).toHaveURL('/admin/blog');
  await page.getByRole('link', { name: 'Create New Post' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create New Post' })).toBeVisible();

  // Validation: nothing filled in.
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(toast(page)).toContainText('Missing fields');
  await expect(toast(page)).toContainText('Please fill out all required fields');

  // Details; the slug follows the title.
  await titleField(page).fill(title);
  await expect(page.getByLabel('URL slug')).toHaveValue(slug);
  await page.getByLabel('Excerpt').fill('How our elf spent a busy day.');
  await page.getByLabel('SEO meta description').fill('A day in the life of our elf.');
  await expect(page.getByText('29/160 characters')).toBeVisible();

  // Featured image: uploaded and converted on the server.
  await page.getByLabel('Image file').setInputFiles({
    name: 'featured.png',
    mimeType: 'image/png',
    buffer: await png(320, 180, '#c0392b'),
  });
  await expect(toast(page)).toContainText('Image uploaded');
  const featured = page.locator('img.preview');
  await expect(featured).toHaveAttribute('src', /\/media\/blog\/featured\/.+\.webp$/);
  await page.getByLabel('Featured image alt text').fill('A red holiday card');

  // Content with an inline image and a generator.
  const content = page.getByRole('textbox', { name: 'Post content' });
  await content.click();
  await page.keyboard.type('Our elf woke up early. ');
  await page.getByRole('button', { name: 'Image', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Insert Image' });
  await dialog.getByRole('button', { name: 'Insert' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Please select an image to upload');
  await dialog.getByLabel('Image file').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not an image'),
  });
  await expect(dialog.getByRole('alert')).toContainText(
    'Please select an image file (JPEG, PNG, GIF, etc.)',
  );
  await dialog.getByLabel('Image file').setInputFiles({
    name: 'snow.png',
    mimeType: 'image/png',
    buffer: await png(200, 120, '#2e86c1'),
  });
  await dialog.getByRole('button', { name: 'Insert' }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    'Please enter alt text for accessibility and SEO',
  );
  await dialog.getByLabel('Alt text').fill('Snow outside the window');
  await dialog.getByRole('button', { name: 'Insert' }).click();
  await expect(dialog).toBeHidden();
  const inline = content.locator('img[alt="Snow outside the window"]');
  await expect(inline).toHaveAttribute('src', /\/media\/blog_images\/inline\/.+\.webp$/);
  await page.getByRole('button', { name: 'Insert Craft Generator' }).click();
  await expect(content.getByText(/Craft Ideas generator/)).toBeVisible();
  await expect(inline).toBeVisible();

  // One draft action while the toggle is off: Save Draft (which returns to the list). Ctrl+S
  // saves the draft and stays, and the page becomes the post's edit page.
  // (Autosave may have created the draft already while the images uploaded.)
  await expect(page.getByRole('button', { name: 'Save as draft' })).toHaveCount(0);
  await page.keyboard.press('ControlOrMeta+s');
  await expect(toast(page)).toContainText(/Draft (saved|updated)!/);
  await expect(page).toHaveURL(/\/admin\/edit-post\/[\w-]+$/);
  const editUrl = new URL(page.url()).pathname;

  // Preview runs the real widget.
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  await expect(page.locator('[data-elf-generator="craft"] [role="region"]').first()).toBeVisible();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();

  // Publish: back to the list after 1.5 s, where it shows as Published.
  await page.getByRole('switch', { name: 'Publish' }).click();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(toast(page)).toContainText('Post updated!');
  await expect(page).toHaveURL('/admin/blog');
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row.getByText('Published')).toBeVisible();

  // The public blog lists it; the post shows both images and runs the generator.
  const reader = await browser.newPage();
  await reader.goto('/blog');
  await reader.getByRole('link', { name: title }).first().click();
  await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(reader.locator('img[alt="Snow outside the window"]')).toBeVisible();
  await expect(reader.locator('img[alt="A red holiday card"]')).toHaveAttribute('src', /\.webp$/);
  await expect(
    reader.locator('[data-elf-generator="craft"] [role="region"]').first(),
  ).toBeVisible();

  // The dashboard's recent posts list it.
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(
    page.getByRole('table', { name: 'Most recent posts' }).getByText(title),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'Analytics' }).click();
  await expect(
    page.getByTestId('top-posts-chart').or(page.getByText('No analytics data available.')),
  ).toBeVisible();

  // Edit the title: the post is public, so its address stays until the slug itself is edited.
  await page.goto(editUrl);
  await expect(titleField(page)).toHaveValue(title);
  await titleField(page).fill(`${title} Updated`);
  await expect(page.getByLabel('URL slug')).toHaveValue(slug);
  await page.getByLabel('URL slug').fill(`${slug}-updated`);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(toast(page)).toContainText('Post updated!');
  await expect(page).toHaveURL('/admin/blog');
  // The save itself leaves a 301 from the old address.
  const moved = await reader.request.get(`/blog/${slug}`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe(`/blog/${slug}-updated`);
  await reader.goto(`/blog/${slug}`);
  await expect(reader.getByRole('heading', { level: 1, name: `${title} Updated` })).toBeVisible();

  // Delete it from the list.
  await page.getByRole('button', { name: `Actions for ${title} Updated` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Blog Post' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page)).toContainText('Post deleted');
  await expect(page.getByRole('row', { name: new RegExp(title) })).toHaveCount(0);
  const gone = await reader.request.get(`/blog/${slug}`, { maxRedirects: 0 });
  expect(gone.status()).toBe(404);
  await reader.close();

  // The Activity page lists every change of the post, newest first, by whom.
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Activity' })
    .click();
  await page.getByLabel('Area').selectOption({ label: 'Posts' });
  const changes = page.getByRole('list', { name: 'Changes, newest first' });
  const change = (what: string) =>
    changes.getByRole('heading', { level: 2, name: `${admin.email} ${what}`, exact: true });
  await expect(change(`deleted the post “${title} Updated”`)).toBeVisible();
  await expect(change(`created the post “${title}”`)).toBeVisible();
  // The rename, with the title before and after (updates show only what changed).
  const renamed = changes
    .getByRole('listitem')
    .filter({
      has: page.getByRole('heading', {
        level: 2,
        name: `${admin.email} updated the post “${title} Updated”`,
        exact: true,
      }),
    })
    .last();
  const titleRow = renamed
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Title' }) });
  await expect(titleRow.getByRole('cell')).toHaveText([title, `${title} Updated`]);
  expect(errors).toEqual([]);
});

test('a taken slug is refused and nothing is saved', async ({ page }) => {
  await signInAsAdmin(page);
  const title = `Twin ${uniqueId('e2e')}`;
  for (const expected of ['Draft saved!', 'already used by another post']) {
    await page.goto('/admin/new-post');
    await titleField(page).fill(title);
    await page.getByLabel('Excerpt').fill('Same title twice.');
    await page.getByRole('textbox', { name: 'Post content' }).click();
    await page.keyboard.type('Body.');
    await page.keyboard.press('ControlOrMeta+s');
    await expect(toast(page)).toContainText(expected);
  }
  await expect(page).toHaveURL('/admin/new-post');
  await expect(page.getByLabel('URL slug')).toHaveAttribute('aria-invalid', 'true');
});

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`Save as draft on a published post asks first, naming the address it takes down, at ${viewport.width} px`, async ({
    page,
    request,
  }) => {
    // The post's page is asked for twice, from the SSR function, which starts slowly on a busy machine.
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    // Dated long ago: it never pushes another spec's post off the blog's first page.
    const slug = uniqueId('live-draft');
    const post = await createTestPost({ slug, createdAt: '2020-01-03T00:00:00.000Z' });
    try {
      await signInAsAdmin(page);
      await page.goto(`/admin/edit-post/${post.id}`);
      const saveAsDraft = page.getByRole('button', { name: 'Save as draft' });
      await saveAsDraft.click();
      const confirm = page.getByRole('alertdialog', { name: 'Unpublish this post?' });
      await expect(confirm).toContainText(
        `${new URL(page.url()).origin}/blog/${slug} will stop working for readers`,
      );
      const box = await confirm.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(saveAsDraft).toBeFocused();
      expect((await request.get(`/blog/${slug}`, { maxRedirects: 0 })).status()).toBe(200);

      await saveAsDraft.click();
      await confirm.getByRole('button', { name: 'Save as draft' }).click();
      await expect(toast(page)).toContainText('Draft updated!');
      await expect(page.getByRole('switch', { name: 'Publish' })).not.toBeChecked();
      expect((await request.get(`/blog/${slug}`, { maxRedirects: 0 })).status()).not.toBe(200);
    } finally {
      await deleteTestPost(post);
    }
  });
}

test('restoring a version of a published post asks first, then puts it live with its address', async ({
  page,
  request,
}) => {
  // Dated long ago: it never pushes another spec's post off the blog's first page.
  const slug = uniqueId('live-history');
  const post = await createTestPost({ slug, createdAt: '2020-01-02T00:00:00.000Z' });
  const stored = async () => {
    const data = (await db().collection(COLLECTIONS.posts).doc(post.id).get()).data();
    return { title: data?.title as unknown, slug: data?.slug as unknown };
  };
  try {
    await signInAsAdmin(page);
    await page.goto(`/admin/edit-post/${post.id}`);
    for (const [title, address] of [
      ['Elf arrives by train', slug],
      ['Elf arrives by sleigh', `${slug}-moved`],
    ] as const) {
      await titleField(page).fill(title);
      // Public: the slug stays when the title changes; only editing it moves the post.
      await expect(page.getByLabel('URL slug')).toHaveValue(slug);
      await page.getByLabel('URL slug').fill(address);
      await page.keyboard.press('ControlOrMeta+s');
      // Each save is waited for where it lands: a shortcut pressed during a save does nothing.
      await expect.poll(stored).toEqual({ title, slug: address });
    }
    expect((await request.get(`/blog/${slug}`, { maxRedirects: 0 })).status()).toBe(301);

    const history = page.getByRole('region', { name: 'History' });
    await history.getByRole('button', { name: 'Show history' }).click();
    const revisions = history.getByRole('list', { name: 'Revisions' }).getByRole('button');
    await revisions.nth(1).click();
    const changes = history.getByLabel('Changes');
    // The title, then the slug: struck what the restore brings back, marked what it takes away.
    await expect(changes.locator('del')).toHaveText(['train', slug]);
    await expect(changes.locator('ins')).toHaveText(['sleigh', `${slug}-moved`]);

    const restore = history.getByRole('button', { name: 'Restore this version' });
    await restore.click();
    const confirm = page.getByRole('alertdialog', { name: 'Restore this version?' });
    await expect(confirm).toContainText(
      `This post is published: restoring puts this version on the site at once. Its address goes back to /blog/${slug}`,
    );
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(restore).toBeFocused();
    await restore.click();
    await confirm.getByRole('button', { name: 'Restore this version' }).click();
    await expect(page.getByTestId('toast').last()).toContainText('Version restored');
    await expect(page.getByLabel('URL slug')).toHaveValue(slug);
    // Its restore is off now (it is the editor's version): focus is on the version restored.
    await expect(history.getByRole('button', { pressed: true })).toBeFocused();
    await expect.poll(stored).toEqual({ title: 'Elf arrives by train', slug });

    // Live at once, under its old address again; the other one redirects to it.
    const reader = await page.context().browser()!.newPage();
    await reader.goto(`/blog/${slug}-moved`);
    await expect(reader).toHaveURL(new RegExp(`/blog/${slug}$`));
    await expect(
      reader.getByRole('heading', { level: 1, name: 'Elf arrives by train' }),
    ).toBeVisible();
    await reader.close();
  } finally {
    await deleteTestPost(post);
  }
});
