import styled from 'styled-components';
import { averageViews, clickThroughRate, formatPercent } from '../../../../../core/analytics';
import type { AnalyticsData } from '../../../../../core/models';
import type { AsyncState } from '../../components/use-async';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: 1rem;
`;

const Card = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 1.1rem 1.25rem;
  h3 {
    margin: 0;
    font-size: 0.95rem;
    color: ${({ theme }) => theme.colors.muted};
    font-weight: 600;
  }
  .value {
    margin: 0.35rem 0 0.15rem;
    font-size: 2rem;
    font-weight: 700;
  }
  .detail {
    margin: 0;
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const number = (n: number) => n.toLocaleString('en-US');

function StatCard({ title, value, detail }: { title: string; value: string; detail: string }) {
  return (
    <Card>
      <h3>{title}</h3>
      <p className="value">{value}</p>
      <p className="detail">{detail}</p>
    </Card>
  );
}

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
        detail={`${averageViews(data.totalViews, data.publishedPosts)} average views per published post`}
      />
      <StatCard
        title="Click-Through Rate"
        value={formatPercent(clickThroughRate(data.totalClicks, data.totalViews))}
        detail={`${number(data.totalClicks)} call-to-action clicks`}
      />
    </Grid>
  );
}
