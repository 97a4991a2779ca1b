import { ADMIN_ACCESS_TEXT } from '../../../core/admin-access';
import type { AnalyticsData } from '../../../core/models';
import { COLLECTIONS } from '../../../core/paths';
import { monthOf } from '../../../core/tracking';
import {
  createTestPost,
  deleteTestPost,
  forwardedFor,
  postCounts,
  randomClientAddress,
  SITE_ORIGIN,
  toolCounts,
} from '../../../test/support/emulators';
import {
  adminSession,
  bearer,
  deleteSession,
  userSession,
  type TestSession,
} from '../../../test/support/sessions';
import { POST_COUNTERS, postStatsRef, toolEmbedRef } from '../counters/site-counters';
import { db } from '../platform/firebase';

const postUrl = (id: string) => `${SITE_ORIGIN}/api/admin/posts/${id}`;

/** What visitors do on a post, through the public API. */
async function visit(postId: string, { views, clicks }: { views: number; clicks: number }) {
  const send = (path: string, body: unknown) =>
    fetch(`${SITE_ORIGIN}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...forwardedFor(randomClientAddress()) },
      body: JSON.stringify(body),
    });
  for (let i = 0; i < views; i++) expect((await send('/api/track-view', { postId })).ok).toBe(true);
  for (let i = 0; i < clicks; i++)
    expect((await send('/api/track-click', { postId })).ok).toBe(true);
  const use = {
    toolName: 'craftGenerator',
    instanceId: 'delete-test',
    postId,
    metadata: {
      action: 'generate',
      localCount: 1,
      browserInfo: '',
      screenWidth: 1,
      screenHeight: 1,
    },
  };
  expect((await send('/api/tool-usage', use)).status).toBe(204);
}

describe('DELETE /api/admin/posts/{id}', () => {
  let admin: TestSession;
  beforeAll(async () => {
    admin = await adminSession();
  });
  afterAll(() => deleteSession(admin));

  const analytics = async () =>
    (await (
      await fetch(`${SITE_ORIGIN}/api/admin/analytics`, { headers: bearer(admin) })
    ).json()) as AnalyticsData;
  const thisMonthClicks = (data: AnalyticsData) =>
    data.monthlyData.find((m) => m.month === monthOf(new Date()))?.clicks ?? 0;

  it('answers 401 without a session and 403 to a non-admin, deleting nothing', async () => {
    const post = await createTestPost();
    const user = await userSession();
    try {
      const anonymous = await fetch(postUrl(post.id), { method: 'DELETE' });
      expect(anonymous.status).toBe(401);
      expect(await anonymous.json()).toEqual({ error: ADMIN_ACCESS_TEXT.noSession });
      const denied = await fetch(postUrl(post.id), { method: 'DELETE', headers: bearer(user) });
      expect(denied.status).toBe(403);
      expect(await denied.json()).toEqual({ error: ADMIN_ACCESS_TEXT.notAdmin });
      expect((await db().collection(COLLECTIONS.posts).doc(post.id).get()).exists).toBe(true);
    } finally {
      await deleteSession(user);
      await deleteTestPost(post);
    }
  });

  it('deletes the post with its slug claim, counters and embed records; the dashboard totals follow', async () => {
    const doomed = await createTestPost({ title: 'Doomed post' });
    const kept = await createTestPost({ title: 'Kept post' });
    try {
      await visit(doomed.id, { views: 3, clicks: 2 });
      await visit(kept.id, { views: 1, clicks: 1 });
      const before = await analytics();
      const embedsBefore = (await toolCounts('craftGenerator')).postEmbeds;

      const response = await fetch(postUrl(doomed.id), {
        method: 'DELETE',
        headers: bearer(admin),
      });
      expect(response.status).toBe(204);

      expect((await db().collection(COLLECTIONS.posts).doc(doomed.id).get()).exists).toBe(false);
      expect((await db().collection(COLLECTIONS.postSlugs).doc(doomed.slug).get()).exists).toBe(
        false,
      );
      expect(await postCounts(doomed.id)).toEqual({ views: 0, clicks: 0 });
      const stats = postStatsRef(db(), doomed.id);
      expect((await stats.get()).exists).toBe(false);
      expect((await stats.collection(POST_COUNTERS.shards).get()).empty).toBe(true);
      expect((await toolEmbedRef(db(), 'craftGenerator', doomed.id).get()).exists).toBe(false);

      const after = await analytics();
      expect(after.totalPosts).toBe(before.totalPosts - 1);
      expect(after.totalViews).toBe(before.totalViews - 3);
      expect(after.totalClicks).toBe(before.totalClicks - 2);
      expect(thisMonthClicks(after)).toBe(thisMonthClicks(before) - 2);
      expect(after.topPosts.map((p) => p.title)).not.toContain('Doomed post');
      expect((await toolCounts('craftGenerator')).postEmbeds).toBe(embedsBefore - 1);
      // Another post's counters are untouched.
      expect(await postCounts(kept.id)).toEqual({ views: 1, clicks: 1 });
    } finally {
      await deleteTestPost(kept);
    }
  });

  it('answers 204 for a post already gone, and 405 to other methods', async () => {
    const gone = await fetch(postUrl('no-such-post'), { method: 'DELETE', headers: bearer(admin) });
    expect(gone.status).toBe(204);
    const put = await fetch(postUrl('no-such-post'), { method: 'PUT', headers: bearer(admin) });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('DELETE');
  });
});
