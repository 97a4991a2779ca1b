import { createHash } from 'node:crypto';
import type { ErasedSubscriber } from '@core/admin/backup';
import { COLLECTIONS } from '@core/paths';
import { db } from '../platform/firebase';

/** A subscriber's document id: the SHA-256 of the normalized address (core/newsletter/subscribers.ts). */
export const subscriberId = (email: string) => createHash('sha256').update(email).digest('hex');

export const subscriberRef = (id: string) => db().collection(COLLECTIONS.newsletterSignups).doc(id);

/**
 * The mark of a subscriber an admin erased (by id, no address), which keeps restores and backups
 * from bringing the address back until its owner confirms a new sign-up.
 */
export const erasedSubscriberRef = (id: string) =>
  db().collection(COLLECTIONS.erasedSubscribers).doc(id);

/** The ids of every erased subscriber (their documents hold no address: read by id only). */
export async function erasedSubscriberIds(): Promise<Set<string>> {
  const snapshot = await db().collection(COLLECTIONS.erasedSubscribers).select().get();
  return new Set(snapshot.docs.map((doc) => doc.id));
}

/** Every erased subscriber with when, as a backup carries the list (core/admin/backup.ts). */
export async function erasedSubscriberList(): Promise<ErasedSubscriber[]> {
  const snapshot = await db().collection(COLLECTIONS.erasedSubscribers).get();
  return snapshot.docs.map((doc) => ({ id: doc.id, erasedAt: String(doc.get('erasedAt')) }));
}
