/**
 * A scheduled post the owner chose to email: the choice is kept by post (newsletterPostEmails) and
 * the post's first send starts in the transaction that publishes it at its time
 * (functions/src/posts/publish-scheduled.ts), so it starts once, with the publish, or not at all.
 */
import type { Transaction } from 'firebase-admin/firestore';
import { postSendId } from '@core/newsletter/newsletter-sends-admin';
import { COLLECTIONS } from '@core/paths';
import { db } from '../platform/firebase';
import { newSend, sendRef } from './send-job';

export const emailOnPublishRef = (postId: string) =>
  db().collection(COLLECTIONS.newsletterPostEmails).doc(postId);

/**
 * In the transaction that publishes post `postId` (its reads: call it before the transaction
 * writes): the writes that start the post's send, if its owner chose one and it was never
 * emailed, and drop the choice; null when there is none.
 */
export async function planSendOnPublish(
  transaction: Transaction,
  postId: string,
  now: Date,
): Promise<((transaction: Transaction) => void) | null> {
  const choice = await transaction.get(emailOnPublishRef(postId));
  if (!choice.exists) return null;
  const first = sendRef(postSendId(postId, 0));
  const emailed = (await transaction.get(first)).exists;
  return (write) => {
    write.delete(choice.ref);
    if (!emailed) write.create(first, newSend(postId, {}, now));
  };
}
