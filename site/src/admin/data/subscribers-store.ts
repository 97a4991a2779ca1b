/**
 * The Subscribers page's data, and the dashboard's figures: the admin subscribers API behind the
 * SubscribersStore seam (tests and stories use the in-memory one in site/src/admin/testing/).
 */
import type { User } from 'firebase/auth';
import type { BulkDeleteResult } from '@core/admin/admin-content-api';
import { apiPath } from '@core/api-routes';
import type {
  SubscriberFigures,
  SubscriberPage,
  SubscriberQuery,
} from '@core/newsletter/subscribers-admin';
import { callAdminApi, fetchAdminText, jsonRequest } from './admin-api';

export interface SubscribersStore {
  /** One page, newest sign-up first; a search may answer a short page with more after it. */
  list(query: SubscriberQuery): Promise<SubscriberPage>;
  figures(): Promise<SubscriberFigures>;
  /** The confirmed addresses as CSV (SUBSCRIBER_CSV_COLUMNS), the file's text. */
  exportCsv(): Promise<string>;
  /** At most MAX_BULK_DELETE ids in one request; ids it could not erase come back as failed. */
  erase(ids: readonly string[]): Promise<BulkDeleteResult>;
}

export function apiSubscribersStore(currentUser: () => User | null): SubscribersStore {
  const call = <T>(path: string, init: RequestInit = {}) =>
    callAdminApi<T>(currentUser(), path, { cache: 'no-store', ...init });
  return {
    list: ({ q, status, after }) => {
      const params = new URLSearchParams();
      if (q) params.set('q', q);
      if (status) params.set('status', status);
      if (after) params.set('after', after);
      return call<SubscriberPage>(apiPath('subscribers', params));
    },
    figures: () => call<SubscriberFigures>(apiPath('subscriberFigures')),
    exportCsv: () => fetchAdminText(currentUser(), apiPath('subscribersCsv')),
    erase: (ids) => call<BulkDeleteResult>(apiPath('subscribersErase'), jsonRequest({ ids })),
  };
}
