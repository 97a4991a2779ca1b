import { lazy, Suspense } from 'react';
import type { AnalyticsData } from '@core/models';
import type { AsyncState } from '@site/admin/data/queries';

export const ANALYTICS_TAB_TEXT = {
  loading: 'Loading analytics data...',
  error: 'Error loading analytics data. Please try again later.',
  empty: 'No analytics data available.',
} as const;

// Recharts is the biggest part of the dashboard: it loads only when this tab opens.
const AnalyticsCharts = lazy(() => import('./analytics-charts'));

export function hasAnalyticsData(data: AnalyticsData): boolean {
  return data.topPosts.length > 0 || data.monthlyData.length > 0;
}

export function AnalyticsTab({ analytics }: { analytics: AsyncState<AnalyticsData> }) {
  if (analytics.status === 'loading') return <p role="status">{ANALYTICS_TAB_TEXT.loading}</p>;
  if (analytics.status === 'error') return <p role="alert">{ANALYTICS_TAB_TEXT.error}</p>;
  if (!hasAnalyticsData(analytics.data)) return <p>{ANALYTICS_TAB_TEXT.empty}</p>;
  return (
    <Suspense fallback={<p role="status">{ANALYTICS_TAB_TEXT.loading}</p>}>
      <AnalyticsCharts data={analytics.data} />
    </Suspense>
  );
}
