import { createHash } from 'node:crypto';
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@core/paths';
import { serverSettings } from '../platform/config';
import { db } from '../platform/firebase';
import { clientAddress } from './client-address';
import { errorJson } from './fetch-adapter';

export class RateLimited extends Error {}

/**
 * Who is asking, without storing an address: a hash of the client's address as the trusted proxy
 * appended it (never an X-Forwarded-For entry the client wrote, see clientAddress).
 */
function clientKey(request: Request, scope: string): string {
  const ip =
    clientAddress(request.headers.get('x-forwarded-for'), serverSettings().trustedProxyHops) ??
    'unknown';
  return createHash('sha256').update(`${scope}:${ip}`).digest('base64url').slice(0, 22);
}

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

/** The document counting one client's requests of one scope in the window (UTC) holding `now`. */
export function rateWindowRef(
  request: Request,
  scope: string,
  now: Date,
  window: RateWindow = 'minute',
) {
  return windowDoc(`${scope}_${clientKey(request, scope)}_${WINDOWS[window].key(now)}`);
}

/** The document counting the requests of one scope about one thing (`key`) in the window holding `now`. */
export const keyedWindowRef = (scope: string, key: string, now: Date, window: RateWindow) =>
  windowDoc(`${scope}_${key}_${WINDOWS[window].key(now)}`);

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
export const consumeRateLimit = (request: Request, scope: string, perMinute: number, now: Date) =>
  consumeQuota(rateWindowRef(request, scope, now), perMinute, 'minute', now);

/**
 * Seconds until the window holding `now` ends, for Retry-After: windows are UTC minutes, hours and
 * days, which start at whole multiples of their length since the epoch.
 */
export const secondsLeftInWindow = (window: RateWindow, now: Date): number =>
  Math.ceil((WINDOWS[window].ms - (now.getTime() % WINDOWS[window].ms)) / 1000);

/** 429 with the message, and Retry-After: the end of the window that is full. */
export function tooManyRequests(message: string, window: RateWindow, now: Date): Response {
  const response = errorJson(429, message);
  response.headers.set('retry-after', String(secondsLeftInWindow(window, now)));
  return response;
}

/** Firestore's "already exists" (gRPC 6): what create() throws when the document is there. */
export const alreadyExists = (error: unknown) => (error as { code?: number }).code === 6;

/**
 * Whether one more record may be added to a list visitors' events grow (embedding pages, results):
 * each client may add `perClient` a day, and all together `perDay`, so that a caller naming thing
 * after thing cannot fill the list.
 */
export async function mayAddRecord(
  request: Request,
  scope: string,
  { perClient, perDay }: { perClient: number; perDay: number },
  now: Date,
): Promise<boolean> {
  try {
    await consumeQuota(rateWindowRef(request, scope, now, 'day'), perClient, 'day', now);
    await consumeQuota(sharedWindowRef(scope, now, 'day'), perDay, 'day', now);
    return true;
  } catch (error) {
    if (error instanceof RateLimited) return false;
    throw error;
  }
}
