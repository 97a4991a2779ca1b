import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Post, StoredPost } from '@core/models';
import { COLLECTIONS } from '@core/paths';
import { backgroundTriggers } from '../../../scripts/lib/background-triggers';
import { createTestPost, deleteTestPost, SITE_ORIGIN } from '@test/emulators';
import { db } from '../platform/firebase';
import { stampAllMissingPublishedAt } from './stamp-published-at';

const stored = async (id: string) =>
  (await db().collection(COLLECTIONS.posts).doc(id).get()).data() as StoredPost;

const listedIds = async () => {
  const response = await fetch(`${SITE_ORIGIN}/api/posts`, {
    headers: { 'cache-control': 'no-cache' },
  });
  return ((await response.json()) as { posts: Post[] }).posts.map((post) => post.id);
};

/**
 * A site whose posts were published before publishedAt was kept. Triggers are held, as they are
 * for no post in a real upgrade until it is written again: otherwise the post trigger would stamp
 * these posts before the command could.
 */
describe('npm run posts:stamp-published-at (triggers held)', () => {
  const posts: Post[] = [];
  beforeAll(async () => {
    await backgroundTriggers(false);
    const base = Date.parse('2098-01-01T00:00:00.000Z');
    // Public without publishedAt, as such a site stored them; then a draft, and a post of today.
    for (const i of [0, 1]) {
      const post = await createTestPost({
        published: false,
        createdAt: new Date(base + i * 60_000).toISOString(),
      });
      await db().collection(COLLECTIONS.posts).doc(post.id).update({ published: true });
      posts.push(post);
    }
    posts.push(await createTestPost({ published: false }), await createTestPost());
  });
  afterAll(async () => {
    await Promise.all(posts.map(deleteTestPost));
    await backgroundTriggers(true);
  });

  it('gives each public post without a publish date its creation time, and the blog lists it again', async () => {
    const [older, newer, draft, current] = posts as [Post, Post, Post, Post];
    expect(await listedIds()).not.toContain(older.id);

    expect(await stampAllMissingPublishedAt()).toBeGreaterThanOrEqual(2);
    expect((await stored(older.id)).publishedAt).toBe(older.createdAt);
    expect((await stored(newer.id)).publishedAt).toBe(newer.createdAt);
    expect(await stored(draft.id)).not.toHaveProperty('publishedAt');
    expect((await stored(current.id)).publishedAt).toBe(current.publishedAt);
    // Dated 2098: the newest of the site, in the order they were written.
    expect((await listedIds()).slice(0, 2)).toEqual([newer.id, older.id]);
  });

  it('as a command, says how many it stamped: none the second time', async () => {
    const { stdout } = await promisify(execFile)('npx', ['tsx', 'scripts/stamp-published-at.ts'], {
      env: { ...process.env },
    });
    expect(stdout).toBe('0 public posts given a publish date (local emulators).\n');
  });
});
