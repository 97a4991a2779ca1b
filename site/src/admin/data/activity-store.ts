import type { User } from 'firebase/auth';
import { apiPath } from '@core/api-routes';
import type { ActivityPage, AuditArea } from '@core/admin/audit';
import { callAdminApi } from './admin-api';

export interface ActivityQuery {
  area?: AuditArea;
  /** The previous page's `nextBefore`. */
  before?: string | null;
}

/** One page of the audit log, newest first. */
export type ActivityStore = (query: ActivityQuery) => Promise<ActivityPage>;

export function apiActivityStore(user: () => User | null): ActivityStore {
  return (query) => {
    const params = new URLSearchParams();
    if (query.area) params.set('area', query.area);
    if (query.before) params.set('before', query.before);
    return callAdminApi<ActivityPage>(user(), apiPath('activity', params), { cache: 'no-store' });
  };
}
