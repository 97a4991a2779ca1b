import type { Firestore } from 'firebase-admin/firestore';
import {
  ANALYTICS_TEXT,
  clickThroughRate,
  monthsShown,
  TOP_POSTS_LIMIT,
} from '@core/analytics/analytics';
import type { AnalyticsData, MonthlyClicks } from '@core/models';
import { COLLECTIONS } from '@core/paths';
import { counterTotals, familyTotals } from '../../counters/sharded-counter';
import {
  monthClicksField,
  POST_COUNT_FIELDS,
  POST_COUNTERS,
  postStatsRef,
} from '../../counters/site-counters';
import { json } from '../fetch-adapter';
import { requireAdmin } from '../require-admin';
import { db } from '../../platform/firebase';

type TopPost = AnalyticsData['topPosts'][number];

/**
 * Stats of posts deleted outside the admin API can stay behind, so a page of the ranking may hold
 * fewer than 10 live posts; a few more pages fill the chart while bounding the reads.
 */
const MAX_TOP_POST_PAGES = 3;

/**
 * The most viewed posts that still exist, titled as they are now, with exact view counts. The
 * ranking reads the totals each post's stats document copies from its counter (they can trail by
 * a few views, see shouldMirror); the counts shown are summed from the shards.
 */
async function topPosts(firestore: Firestore): Promise<TopPost[]> {
  const posts = firestore.collection(COLLECTIONS.posts);
  let query = firestore
    .collection(COLLECTIONS.postStats)
    .orderBy('views', 'desc')
    .limit(TOP_POSTS_LIMIT);
  const live: { id: string; title: string }[] = [];
  for (let page = 0; page < MAX_TOP_POST_PAGES && live.length < TOP_POSTS_LIMIT; page++) {
    const stats = await query.get();
    if (stats.empty) break;
    const current = await firestore.getAll(...stats.docs.map((doc) => posts.doc(doc.id)));
    for (const post of current) {
      if (post.exists && live.length < TOP_POSTS_LIMIT)
        live.push({ id: post.id, title: String(post.get('title') ?? '') });
    }
    if (stats.size < TOP_POSTS_LIMIT) break;
    query = query.startAfter(stats.docs[stats.size - 1]);
  }
  const top = await Promise.all(
    live.map(async ({ id, title }) => {
      const { views } = await counterTotals(POST_COUNTERS, postStatsRef(firestore, id), {
        views: POST_COUNT_FIELDS.views,
      });
      return { title, viewCount: views };
    }),
  );
  return top.sort((a, b) => b.viewCount - a.viewCount);
}

/** Total and published posts, counted at one moment so that drafts (the rest) add up. */
async function postCounts(firestore: Firestore): Promise<{ total: number; published: number }> {
  const posts = firestore.collection(COLLECTIONS.posts);
  return firestore.runTransaction(
    async (tx) => {
      const [all, published] = await Promise.all([
        tx.get(posts.count()),
        tx.get(posts.where('published', '==', true).count()),
      ]);
      return { total: all.data().count, published: published.data().count };
    },
    { readOnly: true },
  );
}

/** The clicks of the chart's months over every post's counter, oldest first; months without clicks are left out. */
async function monthlyClicks(firestore: Firestore, now: Date): Promise<MonthlyClicks[]> {
  const months = monthsShown(now);
  const clicks = await familyTotals(
    firestore,
    POST_COUNTERS,
    Object.fromEntries(months.map((month, i) => [`m${i}`, monthClicksField(month)])),
  );
  return months
    .map((month, i) => ({ month, clicks: clicks[`m${i}`] ?? 0 }))
    .filter((month) => month.clicks > 0);
}

/**
 * GET /api/admin/analytics: the dashboard's figures, from counts, and sums over the posts'
 * distributed counters (their shards' collection group), so the cost does not grow with traffic.
 * A deleted post's counters go with it (DELETE /api/admin/posts/{id}), so the totals are those of
 * the posts the dashboard lists.
 */
export async function analyticsHandler(request: Request): Promise<Response> {
  const admin = await requireAdmin(request, ANALYTICS_TEXT);
  if (admin instanceof Response) return admin;
  const firestore = db();
  const [counts, totals, top, monthlyData] = await Promise.all([
    postCounts(firestore),
    familyTotals(firestore, POST_COUNTERS, POST_COUNT_FIELDS),
    topPosts(firestore),
    monthlyClicks(firestore, new Date()),
  ]);
  const { views: totalViews, clicks: totalClicks } = totals;
  const data: AnalyticsData = {
    totalPosts: counts.total,
    publishedPosts: counts.published,
    // Spec §4: a post is a draft unless it is published.
    draftPosts: counts.total - counts.published,
    totalViews,
    totalClicks,
    ctr: clickThroughRate(totalClicks, totalViews),
    topPosts: top,
    monthlyData,
  };
  return json(data, { headers: { 'cache-control': 'no-store' } });
}
