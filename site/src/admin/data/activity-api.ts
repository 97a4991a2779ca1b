import type { User } from 'firebase/auth';
import { ADMIN_CONTENT_PATHS } from '@core/admin-content-api';
import type { ActivityPage, AuditArea } from '@core/audit';
import { callAdminApi } from './admin-api';

export interface ActivityQuery {
  area?: AuditArea;
  /** The previous page's `nextBefore`. */
  before?: string | null;
}

/** One page of the audit log, newest first. */
export function fetchActivity(user: User | null, query: ActivityQuery): Promise<ActivityPage> {
  const params = new URLSearchParams();
  if (query.area) params.set('area', query.area);
  if (query.before) params.set('before', query.before);
  const search = params.toString();
  return callAdminApi<ActivityPage>(
    user,
    ADMIN_CONTENT_PATHS.activity + (search ? `?${search}` : ''),
    { cache: 'no-store' },
  );
}
