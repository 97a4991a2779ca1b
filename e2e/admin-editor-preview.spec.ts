import type { Post } from '@core/models';
import { COLLECTIONS } from '@core/paths';
import { deriveSlug } from '@core/posts/slug';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { db } from '../functions/src/platform/firebase';
import { DEMO_POSTS } from '../scripts/seed/demo-content';
import { demoEmbedKinds, demoPostHtml, demoPostTheme } from '../scripts/seed/seed';
import { createTestPost, deleteTestPost, uniqueId } from '@test/emulators';
import { collectPageErrors, signInAsAdmin } from './support';

/** A year ago: these posts sit after every other on the blog and in each newest-first list. */
const LONG_AGO = new Date(Date.now() - 365 * 24 * 60 * 60_000).toISOString();

/**
 * The demo posts a fresh `npm start` seeds, with their bodies (generator embeds included). Dated
 * long ago, so the specs running beside this one find their own posts where they expect them.
 */
async function createDemoPosts(): Promise<Post[]> {
  const run = uniqueId('preview');
  const embeds = demoEmbedKinds(DEMO_POSTS);
  const posts: Post[] = [];
  for (const [index, demo] of DEMO_POSTS.entries()) {
    const title = `${demo.title} ${run}`;
    const theme = demoPostTheme(demo);
    const embed = embeds[index];
    const post = await createTestPost({
      title,
      slug: deriveSlug(title),
      excerpt: demo.excerpt,
      published: demo.published,
      metadata: { theme, categories: demo.categories },
      createdAt: LONG_AGO,
      updatedAt: LONG_AGO,
    });
    // The body names its post (generator embeds count usage per post), so it follows the id.
    const content = demoPostHtml(
      demo,
      embed ? { generator: embed[0], theme, postId: post.id } : null,
    );
    await db().collection(COLLECTIONS.posts).doc(post.id).update({ content });
    posts.push({ ...post, content });
  }
  return posts;
}

/** The start of a post's first paragraph, as its text shows (no markup). */
const openingWords = (post: Post) =>
  post.content
    .replace(/<[^>]+>/g, '')
    .trim()
    .slice(0, 40);

const previewRegion = (page: Page) => page.getByRole('region', { name: 'Post preview' });
const contentBox = (page: Page) => page.getByRole('textbox', { name: 'Post content' });

/** Preview as soon as the editor offers it, then back to Edit: the post shows both times. */
async function previewAtOnceAndBack(page: Page, post: Post) {
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  await expect(previewRegion(page)).toContainText(openingWords(post));
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(contentBox(page)).toContainText(openingWords(post));
  await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
}

let posts: Post[] = [];
test.beforeAll(async () => {
  posts = await createDemoPosts();
});
test.afterAll(async () => {
  await Promise.all(posts.map(deleteTestPost));
});

test("every demo post's editor, opened by its URL, previews at once and back, keeping unsaved edits", async ({
  page,
}) => {
  test.setTimeout(360_000);
  const errors = collectPageErrors(page);
  await signInAsAdmin(page);
  for (const post of posts) {
    await page.goto(`/admin/edit-post/${post.id}`);
    await previewAtOnceAndBack(page, post);
  }

  // An edit made before previewing is still there afterwards.
  const [first] = posts;
  await page.goto(`/admin/edit-post/${first!.id}`);
  await page.getByLabel('Excerpt').fill('A changed excerpt, not saved yet.');
  await previewAtOnceAndBack(page, first!);
  await expect(page.getByLabel('Excerpt')).toHaveValue('A changed excerpt, not saved yet.');
  expect(errors).toEqual([]);
});

test("every demo post's editor, opened from Blog Management, previews at once and back", async ({
  page,
}) => {
  test.setTimeout(360_000);
  const errors = collectPageErrors(page);
  await signInAsAdmin(page);
  await page.getByRole('link', { name: 'Manage Blog Posts' }).click();
  for (const post of posts) {
    await expect(page).toHaveURL('/admin/blog');
    await page.getByPlaceholder('Search posts...').fill(post.title);
    await page.getByRole('link', { name: post.title, exact: true }).click();
    await expect(page).toHaveURL(`/admin/edit-post/${post.id}`);
    await previewAtOnceAndBack(page, post);
    await page.getByRole('link', { name: '← Back to Blog Management' }).click();
  }
  expect(errors).toEqual([]);
});
