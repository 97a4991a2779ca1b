/**
 * What every AnalyticsStore does (the dashboard's figures), written once: run against the
 * in-memory store (in-memory-analytics.test.ts) and against the real adapter calling the API on
 * the emulators (test/contracts/admin-stores.int.test.ts). The figures are the whole site's: the
 * tests hold for whatever posts and visits it has.
 */
import { clickThroughRate, monthsShown, TOP_POSTS_LIMIT } from '@core/analytics/analytics';
import type { AnalyticsStore } from '@site/admin/data/analytics-store';

export function analyticsStoreContract(backend: string, makeStore: () => Promise<AnalyticsStore>) {
  describe(`AnalyticsStore contract: ${backend}`, () => {
    let analytics: AnalyticsStore;
    beforeEach(async () => {
      analytics = await makeStore();
    });

    it('counts the posts: the published ones and the drafts add up to all', async () => {
      const data = await analytics();
      expect(data.publishedPosts + data.draftPosts).toBe(data.totalPosts);
      expect(data.ctr).toBe(clickThroughRate(data.totalClicks, data.totalViews));
    });

    it('ranks the most viewed posts, and gives the clicks of the chart’s months, oldest first', async () => {
      const data = await analytics();
      expect(data.topPosts.length).toBeLessThanOrEqual(TOP_POSTS_LIMIT);
      const views = data.topPosts.map((post) => post.viewCount);
      expect(views).toEqual([...views].sort((a, b) => b - a));
      const shown = monthsShown(new Date());
      const months = data.monthlyData.map((entry) => entry.month);
      expect(months.filter((month) => !shown.includes(month))).toEqual([]);
      expect(months).toEqual([...months].sort());
    });
  });
}
