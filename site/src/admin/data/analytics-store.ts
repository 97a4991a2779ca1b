import type { User } from 'firebase/auth';
import { apiPath } from '@core/api-routes';
import type { AnalyticsData } from '@core/models';
import { AdminApiError, callAdminApi } from './admin-api';

/** Spec §8 "Analytics": what the dashboard says when the function answers nothing usable. */
export const NO_ANALYTICS_DATA = 'No data returned from analytics function';

/** The dashboard's figures: posts, views and clicks, top posts, months. */
export type AnalyticsStore = () => Promise<AnalyticsData>;

export function apiAnalyticsStore(user: () => User | null): AnalyticsStore {
  return async () => {
    const data = await callAdminApi<AnalyticsData | null>(user(), apiPath('analytics'), {
      cache: 'no-store',
    });
    if (!data || !Array.isArray(data.topPosts) || !Array.isArray(data.monthlyData))
      throw new AdminApiError(NO_ANALYTICS_DATA, 200);
    return data;
  };
}
