import { FieldValue } from 'firebase-admin/firestore';
import { firstMonthShown, MONTHS_SHOWN, TOP_POSTS_LIMIT } from '../../../core/analytics';
import type { AnalyticsData, Post } from '../../../core/models';
import { COLLECTIONS } from '../../../core/paths';
import { monthOf } from '../../../core/tracking';
import {
  createTestPost,
  deleteTestPost,
  SITE_ORIGIN,
  uniqueId,
} from '../../../test/support/emulators';
import {
  adminSession,
  bearer,
  deleteSession,
  userSession,
  type TestSession,
} from '../../../test/support/sessions';
import { db } from '../platform/firebase';

const ANALYTICS_URL = `${SITE_ORIGIN}/api/admin/analytics`;
const stats = () => db().collection(COLLECTIONS.postStats);
/** A month inside the chart's window that the tracking tests (current month) never touch. */
const QUIET_MONTH = monthOf(
  new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - 5, 1)),
);

describe('GET /api/admin/analytics', () => {
  const sessions: TestSession[] = [];
  afterAll(() => Promise.all(sessions.map(deleteSession)));
  const session = async (make: () => Promise<TestSession>) => {
    const created = await make();
    sessions.push(created);
    return created;
  };

  it('answers 401 with the spec message without a session, and to a forged token', async () => {
    const noSession: Record<string, string>[] = [{}, { authorization: 'Bearer not-a-real-token' }];
    for (const headers of noSession) {
      const response = await fetch(ANALYTICS_URL, { headers });
      expect(response.status).toBe(401);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({ error: 'You must be logged in to view analytics' });
    }
  });

  it('answers 403 with the spec message to a signed-in user who is not an admin', async () => {
    const response = await fetch(ANALYTICS_URL, { headers: bearer(await session(userSession)) });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'You must be an admin to view analytics' });
  });

  describe('for an admin', () => {
    let post: Post;
    let untitled: Post;
    let goneId: string;
    let monthExisted: boolean;
    const quietMonth = () => db().collection(COLLECTIONS.monthlyClicks).doc(QUIET_MONTH);
    beforeAll(async () => {
      post = await createTestPost({ title: 'Current title of the most viewed post' });
      untitled = await createTestPost({ title: '' });
      goneId = uniqueId('deleted-post');
      await stats()
        .doc(post.id)
        .set({ postId: post.id, title: 'Title when first viewed', views: 1e9, clicks: 5e7 });
      await stats()
        .doc(untitled.id)
        .set({ postId: untitled.id, title: 'Title kept in the stats', views: 9e8, clicks: 0 });
      // Stats outlive a deleted post; it must not show up in the chart, however many views it had.
      await stats()
        .doc(goneId)
        .set({ postId: goneId, title: 'Deleted post', views: 2e9, clicks: 1 });
      monthExisted = (await quietMonth().get()).exists;
      await quietMonth().set(
        { month: QUIET_MONTH, clicks: FieldValue.increment(7) },
        { merge: true },
      );
    });
    afterAll(async () => {
      await Promise.all([post.id, untitled.id, goneId].map((id) => stats().doc(id).delete()));
      if (monthExisted) await quietMonth().update({ clicks: FieldValue.increment(-7) });
      else await quietMonth().delete();
      await deleteTestPost(post);
      await deleteTestPost(untitled);
    });

    it('answers the dashboard figures from the aggregates, never cached', async () => {
      const response = await fetch(ANALYTICS_URL, { headers: bearer(await session(adminSession)) });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const data = (await response.json()) as AnalyticsData;

      expect(data.totalPosts).toBeGreaterThanOrEqual(1);
      expect(data.publishedPosts + data.draftPosts).toBe(data.totalPosts);
      expect(data.totalViews).toBeGreaterThanOrEqual(3.9e9);
      expect(data.totalClicks).toBeGreaterThanOrEqual(5e7 + 1);
      expect(data.ctr).toBe(data.totalClicks / data.totalViews);

      // Titled as the post is now; the stats' copy only stands in for a blank title.
      expect(data.topPosts.slice(0, 2)).toEqual([
        { title: 'Current title of the most viewed post', viewCount: 1e9 },
        { title: 'Title kept in the stats', viewCount: 9e8 },
      ]);
      expect(data.topPosts.map((p) => p.title)).not.toContain('Deleted post');
      expect(data.topPosts.length).toBeLessThanOrEqual(TOP_POSTS_LIMIT);
      const views = data.topPosts.map((p) => p.viewCount);
      expect([...views].sort((a, b) => b - a)).toEqual(views);

      const months = data.monthlyData.map((m) => m.month);
      expect(data.monthlyData.find((m) => m.month === QUIET_MONTH)?.clicks).toBeGreaterThanOrEqual(
        7,
      );
      expect([...months].sort()).toEqual(months);
      expect(months.length).toBeLessThanOrEqual(MONTHS_SHOWN);
      for (const month of months) {
        expect(month >= firstMonthShown(new Date()) && month <= monthOf(new Date()), month).toBe(
          true,
        );
      }
    });
  });
});
