import { createHash } from 'node:crypto';
import type { Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../../core/paths';
import { db } from '../platform/firebase';

export class RateLimited extends Error {}

/** Who is asking, without storing an address: a hash of the client IP (first X-Forwarded-For hop). */
function clientKey(request: Request, scope: string): string {
  const ip = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || 'unknown';
  return createHash('sha256').update(`${scope}:${ip}`).digest('base64url').slice(0, 22);
}

/**
 * Counts one request of this client in the current minute, inside the caller's transaction, and
 * throws RateLimited past `perMinute`. Must run before the transaction's writes (it reads).
 */
export async function consumeRateLimit(
  tx: Transaction,
  request: Request,
  scope: string,
  perMinute: number,
  now: Date,
): Promise<void> {
  const ref = db()
    .collection(COLLECTIONS.usageRateLimits)
    .doc(`${scope}_${clientKey(request, scope)}_${now.toISOString().slice(0, 16)}`);
  const count = ((await tx.get(ref)).data()?.count as number | undefined) ?? 0;
  if (count >= perMinute) throw new RateLimited();
  // Expired windows are removed by a Firestore TTL policy on expiresAt (see README).
  tx.set(ref, { count: count + 1, expiresAt: new Date(now.getTime() + 10 * 60_000) });
}
