/**
 * The audit log: one entry per admin change (who, when, what, the values before and after),
 * written in the same transaction as the change and read by the Activity page.
 */

/** Admin areas an entry belongs to, the Activity page's filter. Later areas add themselves here. */
export const AUDIT_AREAS = [
  'elf-names',
  'crafts',
  'scenes',
  'recipes',
  'posts',
  'redirects',
  'site',
  'subscribers',
] as const;
export type AuditArea = (typeof AUDIT_AREAS)[number];
export const isAuditArea = (value: unknown): value is AuditArea =>
  AUDIT_AREAS.includes(value as AuditArea);

/**
 * 'export' changes nothing: a download of personal data (the whole site, the subscribers' list) is
 * logged too. 'erase' deletes personal data: its entry names how many, never whose.
 */
export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'import', 'export', 'erase'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditActor {
  uid: string;
  email: string | null;
}

/** One document's change: null before a create, null after a delete. */
export interface AuditChange {
  documentId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export interface AuditEntry {
  id: string;
  /** ISO-8601, server time. */
  at: string;
  actor: AuditActor;
  area: AuditArea;
  action: AuditAction;
  collection: string;
  /** The changed document; null when an entry covers several (an import batch). */
  documentId: string | null;
  /** What the change is about, as people name it: a title, a name, "100 recipes". */
  label: string;
  /** In the activity list, at most ACTIVITY_CHANGES_SHOWN of them; changeCount tells all. */
  changes: AuditChange[];
  changeCount: number;
  /** The import job an import entry belongs to. */
  jobId: string | null;
}

/** GET /api/admin/activity: newest first; `nextBefore` fetches the next page. */
export interface ActivityPage {
  entries: AuditEntry[];
  nextBefore: string | null;
  /** How many months an entry is kept before the daily prune deletes it (ServerSettings). */
  keptMonths: number;
}

/**
 * Months the activity log keeps an entry unless ACTIVITY_LOG_MONTHS says otherwise: a year and the
 * month before it, so last year's season can be compared with this one's.
 */
export const DEFAULT_ACTIVITY_KEPT_MONTHS = 13;

/**
 * The oldest time (ISO-8601, as entries store `at`) an entry kept `months` months may carry at
 * `now`: the same day and time `months` calendar months earlier, or that month's last day when it
 * is shorter (31 March less one month is 28 or 29 February).
 */
export function activityCutoff(now: Date, months: number): string {
  const cutoff = new Date(now);
  cutoff.setUTCDate(1);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  const lastDay = new Date(
    Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0),
  ).getUTCDate();
  cutoff.setUTCDate(Math.min(now.getUTCDate(), lastDay));
  return cutoff.toISOString();
}

export const ACTIVITY_PAGE_SIZE = 50;
/** The activity endpoint's refusals, which the admin's in-memory log gives too. */
export const ACTIVITY_API_TEXT = {
  badCursor: 'before is not a valid cursor',
} as const;
/** Changes listed per entry: an import batch's hundred entries are the import job's to show. */
export const ACTIVITY_CHANGES_SHOWN = 5;
export const MAX_ACTIVITY_PAGE_SIZE = 100;

/**
 * Longest text an audit value keeps: a post's body can be half a megabyte, and an entry holds it
 * twice (before and after) in a document that may not exceed 1 MiB.
 */
export const AUDIT_TEXT_MAX = 2000;

/** A text as the audit log keeps it: whole when short, else its start and its full length. */
export function clipAuditText(text: string): string {
  return text.length <= AUDIT_TEXT_MAX
    ? text
    : `${text.slice(0, AUDIT_TEXT_MAX)}… (${text.length.toLocaleString('en-US')} characters in all)`;
}
