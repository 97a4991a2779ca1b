import { AggregateField, type Firestore } from 'firebase-admin/firestore';
import {
  ANALYTICS_TEXT,
  clickThroughRate,
  firstMonthShown,
  MONTHS_SHOWN,
  TOP_POSTS_LIMIT,
} from '../../../core/analytics';
import type { AnalyticsData, MonthlyClicks } from '../../../core/models';
import { COLLECTIONS } from '../../../core/paths';
import { monthOf } from '../../../core/tracking';
import { json } from '../http/fetch-adapter';
import { requireAdmin } from '../http/require-admin';
import { db } from '../platform/firebase';

type TopPost = AnalyticsData['topPosts'][number];

/**
 * Stats of deleted posts stay behind, so a page of the ranking may hold fewer than 10 live posts;
 * a few more pages fill the chart while bounding the reads.
 */
const MAX_TOP_POST_PAGES = 3;

/** The most viewed posts that still exist, titled as they are now. */
async function topPosts(firestore: Firestore): Promise<TopPost[]> {
  const posts = firestore.collection(COLLECTIONS.posts);
  let query = firestore
    .collection(COLLECTIONS.postStats)
    .orderBy('views', 'desc')
    .limit(TOP_POSTS_LIMIT);
  const top: TopPost[] = [];
  for (let page = 0; page < MAX_TOP_POST_PAGES && top.length < TOP_POSTS_LIMIT; page++) {
    const stats = await query.get();
    if (stats.empty) break;
    const current = await firestore.getAll(...stats.docs.map((doc) => posts.doc(doc.id)));
    stats.docs.forEach((doc, i) => {
      const post = current[i];
      if (!post?.exists || top.length >= TOP_POSTS_LIMIT) return;
      const title = [post.get('title'), doc.get('title')].find(
        (t): t is string => typeof t === 'string' && t.trim() !== '',
      );
      top.push({ title: title ?? '', viewCount: Number(doc.get('views') ?? 0) });
    });
    if (stats.size < TOP_POSTS_LIMIT) break;
    query = query.startAfter(stats.docs[stats.size - 1]);
  }
  return top;
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

/** The click counters of the chart's months, oldest first (months without clicks have no document). */
async function monthlyClicks(firestore: Firestore, now: Date): Promise<MonthlyClicks[]> {
  const months = await firestore
    .collection(COLLECTIONS.monthlyClicks)
    .where('month', '>=', firstMonthShown(now))
    .where('month', '<=', monthOf(now))
    .orderBy('month')
    .limit(MONTHS_SHOWN)
    .get();
  return months.docs.map((doc) => ({
    month: String(doc.get('month')),
    clicks: Number(doc.get('clicks') ?? 0),
  }));
}

/**
 * GET /api/admin/analytics: the dashboard's figures, read from counts, sums and the aggregate
 * documents the tracking endpoints keep, so the cost does not grow with traffic.
 */
export async function analyticsHandler(request: Request): Promise<Response> {
  const admin = await requireAdmin(request, ANALYTICS_TEXT);
  if (admin instanceof Response) return admin;
  const firestore = db();
  const [counts, totals, top, monthlyData] = await Promise.all([
    postCounts(firestore),
    firestore
      .collection(COLLECTIONS.postStats)
      .aggregate({ views: AggregateField.sum('views'), clicks: AggregateField.sum('clicks') })
      .get(),
    topPosts(firestore),
    monthlyClicks(firestore, new Date()),
  ]);
  const totalViews = totals.data().views;
  const totalClicks = totals.data().clicks;
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
