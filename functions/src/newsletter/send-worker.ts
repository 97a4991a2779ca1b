/**
 * The worker of a newsletter send as the functions run it: one slice of the job with the post's
 * mail (functions/src/index.ts wakes it on each hand-on, and a schedule takes up a job whose
 * worker died once its lease runs out).
 */
import { randomUUID } from 'node:crypto';
import { COLLECTIONS } from '@core/paths';
import type { StoredPost } from '@core/models';
import { db } from '../platform/firebase';
import { postMailer } from './newsletter-mails';
import { runSendSlice, sendRef, type SliceResult } from './send-job';

/** Runs a slice of send `id`, mailing its post. */
export async function workSend(id: string, workerId = randomUUID()): Promise<SliceResult> {
  const job = (await sendRef(id).get()).data();
  if (!job) return 'finished';
  const post = (await db().collection(COLLECTIONS.posts).doc(job.postId).get()).data() as
    StoredPost | undefined;
  if (!post) return 'finished';
  const mail = await postMailer(post, id);
  return runSendSlice(id, {
    workerId,
    mail: ({ id: subscriber, email }) => mail(email, subscriber),
  });
}

/** Sends whose worker let go of or lost its lease: each gets a slice. Answers how many. */
export async function resumeStalledSends(now = Date.now()): Promise<number> {
  const running = await sendRef('_')
    .parent.where('status', 'in', ['copying', 'sending'])
    .where('leaseUntil', '<', now)
    .get();
  await Promise.all(running.docs.map((doc) => workSend(doc.id)));
  return running.size;
}
