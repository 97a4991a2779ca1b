/**
 * An admin downloads the site's backup from the dashboard, then restores a post from it: the
 * dry run names what the file would add, the restore puts the post back with its revision.
 * Other specs change the site meanwhile, so the file restored holds only this test's post (a
 * restore leaves alone whatever a file does not hold).
 */
import { readFile } from 'node:fs/promises';
import type { Backup } from '@core/admin/backup';
import { COLLECTIONS } from '@core/paths';
import { db } from '../functions/src/platform/firebase';
import { createTestPost, deleteTestPost } from '@test/emulators';
import { expect, test } from './fixtures';
import { signInAsAdmin } from './support';

test('download a backup, then restore a deleted post from it', async ({ page }) => {
  test.setTimeout(120_000);
  const post = await createTestPost({ published: false });
  const revisions = db().collection(COLLECTIONS.posts).doc(post.id).collection('revisions');
  await revisions.doc('r1').set({ title: 'An earlier title', savedAt: post.createdAt });
  try {
    await signInAsAdmin(page);
    const card = page.getByRole('region', { name: 'Backup & Restore' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Download backup' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/-backup-.+\.json$/);
    const backup = JSON.parse(await readFile((await download.path())!, 'utf8')) as Backup;
    const saved = backup.collections.posts!.find((p) => p.id === post.id)!;
    expect(saved.data!.title).toBe(post.title);
    expect(saved.subcollections?.revisions?.[0]?.data!.title).toBe('An earlier title');

    await deleteTestPost(post);
    await revisions.doc('r1').delete();
    const ownPost: Backup = {
      ...backup,
      collections: {
        posts: [saved],
        postSlugs: backup.collections.postSlugs!.filter((s) => s.id === post.slug),
      },
      analytics: undefined,
      personalData: { ...backup.personalData, collections: {} },
      files: [],
    };
    await card.getByLabel('Restore from backup').setInputFiles({
      name: 'one-post-backup.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(ownPost)),
    });
    // A post with its revision is one post; the site's other posts are kept.
    const plan = card.getByRole('table', { name: 'What restoring this file would do' });
    await expect(
      plan.getByRole('row', { name: /^Posts \(with their revisions\) 1 0 0 \d+$/ }),
    ).toBeVisible({ timeout: 30_000 });
    await expect(plan.getByRole('row', { name: /^Post addresses 1 0 0 \d+$/ })).toBeVisible();
    await expect(card.getByText(`to add: “${post.title}”`, { exact: false })).toBeVisible();
    await card.getByRole('button', { name: 'Restore', exact: true }).click();
    await expect(card.getByText('2 added, 0 changed, 0 left alone.')).toBeVisible({
      timeout: 60_000,
    });

    const restored = await db().collection(COLLECTIONS.posts).doc(post.id).get();
    expect(restored.get('title')).toBe(post.title);
    expect((await revisions.doc('r1').get()).get('title')).toBe('An earlier title');
    expect((await db().collection(COLLECTIONS.postSlugs).doc(post.slug).get()).get('postId')).toBe(
      post.id,
    );
  } finally {
    await revisions.doc('r1').delete();
    await deleteTestPost(post);
  }
});
