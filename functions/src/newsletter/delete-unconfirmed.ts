import { logger } from 'firebase-functions';
import {
  unconfirmedCutoff,
  unconfirmedExpired,
  type StoredSubscriber,
} from '@core/newsletter/newsletter-signup';
import { COLLECTIONS } from '@core/paths';
import { db } from '../platform/firebase';

/** Deletes at most this many a run: the next run takes the rest. */
const BATCH = 400;

/**
 * Deletes the sign-ups never confirmed within 30 days of signing up. Only a stored status of
 * 'waiting' qualifies: a sign-up from before double opt-in has none and counts as confirmed.
 * Answers how many it deleted.
 */
export async function deleteUnconfirmedSignups(now = new Date()): Promise<number> {
  const found = await db()
    .collection(COLLECTIONS.newsletterSignups)
    .where('status', '==', 'waiting')
    .where('createdAt', '<', unconfirmedCutoff(now))
    .limit(BATCH)
    .get();
  const expired = found.docs.filter((doc) =>
    unconfirmedExpired(doc.data() as StoredSubscriber, now),
  );
  const batch = db().batch();
  for (const doc of expired) batch.delete(doc.ref);
  await batch.commit();
  if (expired.length)
    logger.info('Deleted unconfirmed newsletter sign-ups', { count: expired.length });
  return expired.length;
}
