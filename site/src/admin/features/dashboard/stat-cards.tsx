import { averageViews, clickThroughRate, formatPercent } from '@core/analytics/analytics';
import type { AnalyticsData } from '@core/models';
import { StatCard, StatGrid as Grid } from '@site/admin/components/stat-card';
import type { AsyncState } from '@site/admin/data/queries';

const number = (n: number) => n.toLocaleString('en-US');

/** Total posts, total views and click-through rate, from the analytics aggregates. */
export function StatCards({ analytics }: { analytics: AsyncState<AnalyticsData> }) {
  if (analytics.status !== 'ready') {
    const text = analytics.status === 'loading' ? '…' : '—';
    return (
      <Grid aria-busy={analytics.status === 'loading'}>
        <StatCard title="Total Posts" value={text} detail="Published and drafts" />
        <StatCard title="Total Views" value={text} detail="Average views per post" />
        <StatCard title="Click-Through Rate" value={text} detail="Clicks divided by views" />
      </Grid>
    );
  }
  const data = analytics.data;
  return (
    <Grid>
      <StatCard
        title="Total Posts"
        value={number(data.totalPosts)}
        detail={`${number(data.publishedPosts)} published, ${number(data.draftPosts)} ${data.draftPosts === 1 ? 'draft' : 'drafts'}`}
      />
      <StatCard
        title="Total Views"
        value={number(data.totalViews)}
        detail={`${averageViews(data.totalViews, data.totalPosts)} average views per post`}
      />
      <StatCard
        title="Click-Through Rate"
        value={formatPercent(clickThroughRate(data.totalClicks, data.totalViews))}
        detail={`${number(data.totalClicks)} call-to-action clicks`}
      />
    </Grid>
  );
}
