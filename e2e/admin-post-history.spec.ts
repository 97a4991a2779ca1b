import { expect, test } from './fixtures';
import { COLLECTIONS } from '@core/paths';
import { db } from '../functions/src/platform/firebase';
import { createTestPost, deleteTestPost, uniqueId } from '@test/emulators';
import { signInAsAdmin } from './support';

test('an admin sees what changed since an earlier revision and restores it as a new one', async ({
  page,
}) => {
  const post = await createTestPost({ published: false, slug: uniqueId('history') });
  try {
    await signInAsAdmin(page);
    await page.goto(`/admin/edit-post/${post.id}`);
    const excerpt = page.getByLabel('Excerpt');
    const toast = page.getByTestId('toast');
    const storedExcerpt = async () =>
      (await db().collection(COLLECTIONS.posts).doc(post.id).get()).get('excerpt') as string;

    // Each save is waited for where it lands: the toast of the first would answer for the second.
    for (const text of ['The elf arrives by train.', 'The elf arrives by sleigh.']) {
      await excerpt.fill(text);
      await page.keyboard.press('ControlOrMeta+s');
      await expect.poll(storedExcerpt, { timeout: 30_000 }).toBe(text);
    }

    const history = page.getByRole('region', { name: 'History' });
    await history.getByRole('button', { name: 'Show history' }).click();
    const revisions = history.getByRole('list', { name: 'Revisions' }).getByRole('button');
    // The two saves, and the text the post held before them.
    await expect(revisions).toHaveCount(3);
    await expect(revisions.last()).toContainText('Saved before history was kept');
    await revisions.nth(1).click();
    const changes = history.getByLabel('Changes');
    await expect(changes.locator('del')).toHaveText(['train']);
    await expect(changes.locator('ins')).toHaveText(['sleigh']);

    await history.getByRole('button', { name: 'Restore this version' }).click();
    await expect(toast.last()).toContainText('Version restored');
    await expect(excerpt).toHaveValue('The elf arrives by train.');
    await expect(revisions).toHaveCount(4);
    await expect(revisions.first()).toContainText('Restored');
    expect(await storedExcerpt()).toBe('The elf arrives by train.');
  } finally {
    await deleteTestPost(post);
  }
});
