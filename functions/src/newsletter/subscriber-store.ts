import { createHash } from 'node:crypto';
import type { ErasedSubscriber } from '@core/admin/backup';
import { COLLECTIONS } from '@core/paths';
import { countOf, db } from '../platform/firebase';

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

/** The list's figures by state, counted, not read. */
export interface SubscriberCounts {
  waiting: number;
  unsubscribed: number;
  /** Whom a send would copy as its recipients (isMailable in core/newsletter/subscribers.ts). */
  mailable: number;
}

/**
 * A document without a status (a sign-up from before double opt-in) is confirmed, so the
 * confirmed are all but the waiting and the unsubscribed; less those a hard bounce marked. A
 * bounce is marked on a confirmed address, which may unsubscribe after it (a new sign-up after
 * that starts afresh, unmarked), so the marked who are not unsubscribed are the ones to take off.
 */
export async function subscriberCounts(): Promise<SubscriberCounts> {
  const signups = db().collection(COLLECTIONS.newsletterSignups);
  const [all, waiting, unsubscribed, marked, unsubscribedMarked] = await Promise.all([
    countOf(signups),
    countOf(signups.where('status', '==', 'waiting')),
    countOf(signups.where('status', '==', 'unsubscribed')),
    countOf(signups.where('bouncedAt', '>', '')),
    countOf(signups.where('status', '==', 'unsubscribed').where('bouncedAt', '>', '')),
  ]);
  return {
    waiting,
    unsubscribed,
    mailable: all - waiting - unsubscribed - (marked - unsubscribedMarked),
  };
}
