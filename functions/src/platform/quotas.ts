/**
 * Counts in Firestore windows (a minute, an hour, a day) that bound what a client, or everyone,
 * may do: sign-ups, new 404 paths, new analytics records. The HTTP layer names the client
 * (http/rate-limit.ts quotaClient); this module only counts.
 */
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@core/paths';
import { db } from './firebase';

export class RateLimited extends Error {}

/**
 * Who a quota counts, named per scope without keeping an address: the HTTP layer's hash of the
 * client's address (http/rate-limit.ts quotaClient).
 */
export type QuotaClient = (scope: string) => string;

/** How long a window counts, and how its documents are named and kept. */
const WINDOWS = {
  minute: { ms: 60_000, key: (now: Date) => now.toISOString().slice(0, 16), keepMs: 10 * 60_000 },
  hour: {
    ms: 3_600_000,
    key: (now: Date) => now.toISOString().slice(0, 13),
    keepMs: 2 * 3_600_000,
  },
  day: {
    ms: 86_400_000,
    key: (now: Date) => now.toISOString().slice(0, 10),
    keepMs: 2 * 86_400_000,
  },
} as const;
export type RateWindow = keyof typeof WINDOWS;

const windowDoc = (id: string) => db().collection(COLLECTIONS.usageRateLimits).doc(id);

/** The document counting the requests of one scope about one thing (`key`) in the window holding `now`. */
export const keyedWindowRef = (scope: string, key: string, now: Date, window: RateWindow) =>
  windowDoc(`${scope}_${key}_${WINDOWS[window].key(now)}`);

/** The document counting one client's requests of one scope in the window (UTC) holding `now`. */
export const clientWindowRef = (
  client: QuotaClient,
  scope: string,
  now: Date,
  window: RateWindow = 'minute',
) => keyedWindowRef(scope, client(scope), now, window);

/** The document counting everyone's requests of one scope in the window holding `now`. */
export const sharedWindowRef = (scope: string, now: Date, window: RateWindow) =>
  keyedWindowRef(scope, 'all', now, window);

/** One more in a window's count; expired windows go by the TTL policy on expiresAt (firestore.indexes.json). */
const oneMore = (window: RateWindow, now: Date) => ({
  count: FieldValue.increment(1),
  expiresAt: new Date(now.getTime() + WINDOWS[window].keepMs),
});

/**
 * Counts one request in the window's document and throws RateLimited past `limit`. Increment
 * first, then read: no transaction, so requests never wait on each other; a burst can overshoot
 * by the few requests in flight, which is fine for abuse control.
 */
export async function consumeQuota(
  ref: ReturnType<typeof windowDoc>,
  limit: number,
  window: RateWindow,
  now: Date,
): Promise<void> {
  await ref.set(oneMore(window, now), { merge: true });
  const count = ((await ref.get()).get('count') as number | undefined) ?? 0;
  if (count > limit) throw new RateLimited();
}

/** One window a transaction counts against, and how many it allows. */
export interface Quota {
  ref: ReturnType<typeof windowDoc>;
  limit: number;
  window: RateWindow;
}

/**
 * In a transaction (reads first: call it before the transaction writes): when every quota has
 * room for one more, counts one in each and answers null; else answers the first quota that is
 * full (the caller may treat each cap its own way). Exact, unlike consumeQuota, for what is rare
 * and must not be counted twice (a trigger's retry re-runs its transaction).
 */
export async function takeQuotasIn<T extends Quota>(
  transaction: Transaction,
  quotas: readonly T[],
  now: Date,
): Promise<T | null> {
  const counts = await transaction.getAll(...quotas.map((quota) => quota.ref));
  const full = quotas.find(
    (quota, i) => ((counts[i]!.get('count') as number | undefined) ?? 0) >= quota.limit,
  );
  if (full) return full;
  for (const { ref, window } of quotas) transaction.set(ref, oneMore(window, now), { merge: true });
  return null;
}

/** Counts one request of this client in the current minute; throws RateLimited past `perMinute`. */
export const consumeClientQuota = (
  client: QuotaClient,
  scope: string,
  perMinute: number,
  now: Date,
) => consumeQuota(clientWindowRef(client, scope, now), perMinute, 'minute', now);

/**
 * Seconds until the window holding `now` ends, for Retry-After: windows are UTC minutes, hours and
 * days, which start at whole multiples of their length since the epoch.
 */
export const secondsLeftInWindow = (window: RateWindow, now: Date): number =>
  Math.ceil((WINDOWS[window].ms - (now.getTime() % WINDOWS[window].ms)) / 1000);

/** Firestore's "already exists" (gRPC 6): what create() throws when the document is there. */
export const alreadyExists = (error: unknown) => (error as { code?: number }).code === 6;

/**
 * Whether one more record may be added to a list visitors' events grow (embedding pages, results):
 * each client may add `perClient` a day, and all together `perDay`, so that a caller naming thing
 * after thing cannot fill the list.
 */
export async function mayAddRecord(
  client: QuotaClient,
  scope: string,
  { perClient, perDay }: { perClient: number; perDay: number },
  now: Date,
): Promise<boolean> {
  try {
    await consumeQuota(clientWindowRef(client, scope, now, 'day'), perClient, 'day', now);
    await consumeQuota(sharedWindowRef(scope, now, 'day'), perDay, 'day', now);
    return true;
  } catch (error) {
    if (error instanceof RateLimited) return false;
    throw error;
  }
}
