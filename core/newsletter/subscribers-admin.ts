/**
 * The admin's Subscribers page as its API and its in-memory fake both answer it: the list's
 * request and pages, the dashboard's figures, the CSV export and the erase's words.
 */
import Papa from 'papaparse';
import { countOf, type Noun } from '../lib/plural';
import { spreadsheetSafe } from '../lib/spreadsheet-cells';
import {
  isMailable,
  SUBSCRIBER_CSV_COLUMNS,
  SUBSCRIBER_STATUSES,
  subscriberOf,
  type Subscriber,
  type SubscriberStatus,
} from './subscribers';
import { isNewsletterEmail, NEWSLETTER_EMAIL_MAX } from './newsletter';

export const SUBSCRIBER_NOUN: Noun = { one: 'subscriber', many: 'subscribers' };

/**
 * What the Subscribers page shows and filters by: the stored status, or `bounced` for a confirmed
 * address a send's mail bounced for good (kept, and mailed by no later send).
 */
export const SUBSCRIBER_LIST_STATUSES = [...SUBSCRIBER_STATUSES, 'bounced'] as const;
export type SubscriberListStatus = (typeof SUBSCRIBER_LIST_STATUSES)[number];

export const listStatusOf = (subscriber: Subscriber): SubscriberListStatus =>
  subscriber.status === 'confirmed' && subscriber.bouncedAt ? 'bounced' : subscriber.status;

/** A subscriber with its document id (the SHA-256 of the address), which the erase takes. */
export interface SubscriberRow extends Subscriber {
  id: string;
}

/** GET /api/admin/subscribers: newest sign-up first; `nextAfter` fetches the next page. */
export interface SubscriberPage {
  subscribers: SubscriberRow[];
  nextAfter: string | null;
}

export interface SubscriberQuery {
  /** Addresses containing it, ignoring case. */
  q?: string;
  status?: SubscriberListStatus | null;
  after?: string | null;
}

export const SUBSCRIBERS_PAGE_SIZE = 50;
/**
 * Documents a search or a status filter reads at most per request: Firestore has no index for a
 * part of an address, so a search reads its way through the list, this many at a time, and the
 * page it answers may be short, with `nextAfter` where to go on.
 */
export const SUBSCRIBERS_SCAN_LIMIT = 1000;

export const SUBSCRIBERS_API_TEXT = {
  statusOneOf: `status must be one of: ${SUBSCRIBER_LIST_STATUSES.join(', ')}`,
  searchTooLong: `q is at most ${NEWSLETTER_EMAIL_MAX} characters`,
  badCursor: 'after is not a valid cursor',
} as const;

/** What a list request comes to: the filter, where to start, and how many documents to read. */
export interface SubscriberListPlan {
  q: string;
  status: SubscriberListStatus | null;
  /** The last document the previous page read: its `createdAt` and id. */
  after: [string, string] | null;
  /** Documents to read after `after` (one more tells whether there are more). */
  read: number;
}

const CURSOR = /^([^~]+)~([^~/]+)$/;
const cursorOf = (row: { id: string; createdAt: string }) => `${row.createdAt}~${row.id}`;

/** The request's filter and page, or the 400 message that refuses it. */
export function planSubscriberList(params: {
  q?: string | null;
  status?: string | null;
  after?: string | null;
}): SubscriberListPlan | { error: string } {
  const q = params.q?.trim().toLowerCase() ?? '';
  if (q.length > NEWSLETTER_EMAIL_MAX) return { error: SUBSCRIBERS_API_TEXT.searchTooLong };
  const status = params.status || null;
  const known = SUBSCRIBER_LIST_STATUSES.find((s) => s === status) ?? null;
  if (status !== null && known === null) return { error: SUBSCRIBERS_API_TEXT.statusOneOf };
  let after: [string, string] | null = null;
  if (params.after) {
    const match = CURSOR.exec(params.after);
    if (!match) return { error: SUBSCRIBERS_API_TEXT.badCursor };
    after = [match[1]!, match[2]!];
  }
  const filtered = q !== '' || known !== null;
  return {
    q,
    status: known,
    after,
    read: filtered ? SUBSCRIBERS_SCAN_LIMIT : SUBSCRIBERS_PAGE_SIZE,
  };
}

/** The list's order: newest sign-up first, then by id, as the server's query orders them. */
export function listOrder(a: { id: string; createdAt: string }, b: typeof a): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

/**
 * One page from the documents after the plan's cursor, in list order (at most `read + 1` of
 * them): those that match, until the page is full or the documents read run out.
 */
export function subscriberListPage(
  docs: readonly { id: string; data: unknown }[],
  plan: SubscriberListPlan,
): SubscriberPage {
  const subscribers: SubscriberRow[] = [];
  const read = docs.slice(0, plan.read);
  for (const [i, doc] of read.entries()) {
    const subscriber = subscriberOf(doc.data);
    if (subscriber && matches(subscriber, plan)) subscribers.push({ id: doc.id, ...subscriber });
    const last = { id: doc.id, createdAt: subscriber?.createdAt ?? '' };
    if (subscribers.length === SUBSCRIBERS_PAGE_SIZE)
      return { subscribers, nextAfter: i < docs.length - 1 ? cursorOf(last) : null };
  }
  const lastRead = read[read.length - 1];
  const more = docs.length > plan.read && lastRead;
  return {
    subscribers,
    nextAfter: more
      ? cursorOf({ id: lastRead.id, createdAt: subscriberOf(lastRead.data)?.createdAt ?? '' })
      : null,
  };
}

function matches(subscriber: Subscriber, plan: Pick<SubscriberListPlan, 'q' | 'status'>) {
  if (plan.status && listStatusOf(subscriber) !== plan.status) return false;
  return subscriber.email.toLowerCase().includes(plan.q);
}

/** The dashboard's figures (GET /api/admin/subscribers/figures). */
export interface SubscriberFigures {
  /** Those a send mails: confirmed, a bounced address not among them. */
  confirmed: number;
  waiting: number;
  unsubscribed: number;
  /** Addresses confirmed in the last 30 days and still subscribed. */
  confirmedLast30Days: number;
  /** The same for the 30 days before those. */
  confirmedPrevious30Days: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The two 30-day windows the growth compares: [from, to) as ISO times. */
export function growthWindows(now: Date) {
  const iso = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS).toISOString();
  return {
    last: { from: iso(30), to: now.toISOString() },
    previous: { from: iso(60), to: iso(30) },
  };
}

/** The figures of a whole list (the fake's; the server counts the same with queries). */
export function subscriberFigures(list: readonly Subscriber[], now: Date): SubscriberFigures {
  const { last, previous } = growthWindows(now);
  const confirmedIn = (window: { from: string; to: string }) =>
    list.filter(
      (s) =>
        s.status === 'confirmed' &&
        s.confirmedAt !== undefined &&
        s.confirmedAt >= window.from &&
        s.confirmedAt < window.to,
    ).length;
  const withStatus = (status: SubscriberStatus) => list.filter((s) => s.status === status).length;
  return {
    confirmed: list.filter(isMailable).length,
    waiting: withStatus('waiting'),
    unsubscribed: withStatus('unsubscribed'),
    confirmedLast30Days: confirmedIn(last),
    confirmedPrevious30Days: confirmedIn(previous),
  };
}

/** `subscribers-{date}.csv`, the date as YYYY-MM-DD. */
export const subscribersCsvFileName = (now: Date): string =>
  `subscribers-${now.toISOString().slice(0, 10)}.csv`;

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The export: the confirmed addresses a send mails (none that bounced for good), one row each, in the order they confirmed, in the columns
 * mail services import, CRLF. No byte-order mark: the file is for an importer, not a spreadsheet,
 * and some importers would read it as part of the first column's name. An address the sign-up's
 * check accepts cannot be a formula and goes as it is (an apostrophe would break it in every mail
 * service); any other, and the free-text source, are made safe to open in a spreadsheet
 * (spreadsheet-cells), as in every file the admin downloads.
 */
export function subscribersCsv(list: readonly Subscriber[]): string {
  return Papa.unparse(
    {
      fields: [...SUBSCRIBER_CSV_COLUMNS],
      data: list
        .filter(isMailable)
        .map((s) => ({ ...s, confirmedAt: s.confirmedAt ?? '' }))
        .sort((a, b) => compareText(a.confirmedAt, b.confirmedAt) || compareText(a.email, b.email))
        .map((s) => [
          isNewsletterEmail(s.email) ? s.email : spreadsheetSafe(s.email),
          s.confirmedAt,
          spreadsheetSafe(s.source),
        ]),
    },
    { newline: '\r\n' },
  );
}

/** The audit entry's label of an erase or an export: a count, never an address. */
export const subscribersLabel = (n: number): string => countOf(n, SUBSCRIBER_NOUN);
