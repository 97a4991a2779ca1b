import { createHash } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@core/paths';
import { serverSettings } from '../platform/config';
import { db } from '../platform/firebase';
import { clientAddress } from './client-address';

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

/** The document counting one client's requests of one scope in the minute of `now`. */
export function rateWindowRef(request: Request, scope: string, now: Date) {
  return db()
    .collection(COLLECTIONS.usageRateLimits)
    .doc(`${scope}_${clientKey(request, scope)}_${now.toISOString().slice(0, 16)}`);
}

/**
 * Counts one request of this client in the current minute and throws RateLimited past
 * `perMinute`. Increment first, then read: no transaction, so requests never wait on each other;
 * a burst can overshoot by the few requests in flight, which is fine for abuse control.
 */
export async function consumeRateLimit(
  request: Request,
  scope: string,
  perMinute: number,
  now: Date,
): Promise<void> {
  const ref = rateWindowRef(request, scope, now);
  // Expired windows are removed by a Firestore TTL policy on expiresAt (see README).
  await ref.set(
    { count: FieldValue.increment(1), expiresAt: new Date(now.getTime() + 10 * 60_000) },
    { merge: true },
  );
  const count = ((await ref.get()).get('count') as number | undefined) ?? 0;
  if (count > perMinute) throw new RateLimited();
}

/** Firestore's "already exists" (gRPC 6): what create() throws when the document is there. */
export const alreadyExists = (error: unknown) => (error as { code?: number }).code === 6;
