/** Spec part 1 §2 (dashboard) and §9: the analytics figures, computed the same way by the API and the admin. */
import { monthOf } from './tracking';

/** Bars in 'Top Posts by Views'. */
export const TOP_POSTS_LIMIT = 10;
/** Months in 'Monthly CTA Clicks', the current one included. */
export const MONTHS_SHOWN = 12;
/** Longest top-post title the chart shows before cutting it. */
export const CHART_TITLE_MAX = 30;

export const ANALYTICS_TEXT = {
  noSession: 'You must be logged in to view analytics',
  notAdmin: 'You must be an admin to view analytics',
} as const;

/** Clicks per view, as a fraction; 0 before anything was viewed. */
export function clickThroughRate(clicks: number, views: number): number {
  return views > 0 ? clicks / views : 0;
}

/** A fraction as a whole percent: 0.123 -> '12%'. */
export function formatPercent(rate: number): string {
  return `${Math.round(rate * 100)}%`;
}

/** Views per post to one decimal; 0 when there are no posts. */
export function averageViews(totalViews: number, postCount: number): number {
  return postCount > 0 ? Math.round((totalViews / postCount) * 10) / 10 : 0;
}

/** A bar label: 'Untitled' for a missing title, long titles cut at 30 characters plus '...'. */
export function chartTitle(title: string | null | undefined): string {
  if (!title?.trim()) return 'Untitled';
  return title.length > CHART_TITLE_MAX ? `${title.slice(0, CHART_TITLE_MAX)}...` : title;
}

/** The months ('YYYY-MM', UTC like the click counters) of the chart's window ending at now, oldest first. */
export function monthsShown(now: Date): string[] {
  return Array.from({ length: MONTHS_SHOWN }, (_, i) =>
    monthOf(
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (MONTHS_SHOWN - 1 - i), 1)),
    ),
  );
}
