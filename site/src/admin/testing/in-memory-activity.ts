import {
  ACTIVITY_API_TEXT,
  ACTIVITY_PAGE_SIZE,
  DEFAULT_ACTIVITY_KEPT_MONTHS,
  type ActivityPage,
  type AuditEntry,
} from '@core/admin/audit';
import type { ActivityStore } from '../data/activity-store';
import { AdminApiError } from '../data/admin-api';

/**
 * The audit log, newest first, in pages of ACTIVITY_PAGE_SIZE (the cursor is an entry id), kept as
 * long as the server keeps it by default.
 */
export function inMemoryActivity(entries: AuditEntry[] = []): ActivityStore {
  const newest = [...entries].sort((a, b) => b.at.localeCompare(a.at));
  return async ({ area, before }): Promise<ActivityPage> => {
    const matching = newest.filter((entry) => !area || entry.area === area);
    const at = before ? matching.findIndex((entry) => entry.id === before) : -1;
    if (before && at < 0) throw new AdminApiError(ACTIVITY_API_TEXT.badCursor, 400);
    const start = at + 1;
    const page = matching.slice(start, start + ACTIVITY_PAGE_SIZE);
    const more = start + ACTIVITY_PAGE_SIZE < matching.length;
    return {
      entries: page,
      nextBefore: more ? page[page.length - 1]!.id : null,
      keptMonths: DEFAULT_ACTIVITY_KEPT_MONTHS,
    };
  };
}
