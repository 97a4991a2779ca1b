import { countOf } from '@core/lib/plural';
import type { SubscriberListStatus } from '@core/newsletter/subscribers-admin';

export const SUBSCRIBERS_TEXT = {
  heading: 'Subscribers',
  intro: 'Everyone who signed up for the newsletter, newest first.',
  back: 'Back to Dashboard',
  refresh: 'Refresh',
  exportCsv: 'Export CSV',
  exporting: 'Exporting…',
  exportHint:
    'Confirmed addresses, in the columns mail services import: email, confirmed at, source.',
  exported: (n: number) =>
    `Exported ${countOf(n, { one: 'confirmed address', many: 'confirmed addresses' })}`,
  exportFailed: 'Could not export the subscribers',
  search: 'Search by email address…',
  searchLabel: 'Search subscribers by email address',
  filterLabel: 'Show subscribers',
  allStatuses: 'All statuses',
  loading: 'Loading subscribers…',
  loadFailed: 'Could not load the subscribers.',
  empty: 'No subscribers yet. Sign-ups from the newsletter form appear here.',
  noMatch: 'No subscribers match your search.',
  noMatchYet: 'No match among the subscribers searched so far.',
  loadMore: 'Load more',
  searchFurther: 'Search further',
  loadingMore: 'Loading…',
  loadMoreFailed: 'Could not load more subscribers',
  caption: 'Subscribers',
  columns: {
    email: 'Email',
    status: 'Status',
    signedUp: 'Signed up',
    confirmed: 'Confirmed',
    page: 'Page',
  },
  noPage: 'Unknown',
  eraseNote:
    'Erased addresses leave this list, the next backups and exports. The activity log records only how many were erased. Backup files downloaded before still hold them.',
} as const;

export const STATUS_LABELS: Record<SubscriberListStatus, string> = {
  confirmed: 'Confirmed',
  waiting: 'Waiting',
  unsubscribed: 'Unsubscribed',
  bounced: 'Bounced',
};
