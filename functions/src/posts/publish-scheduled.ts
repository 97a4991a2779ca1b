import { FieldValue } from 'firebase-admin/firestore';
import type { AuditActor } from '@core/admin/audit';
import type { StoredPost } from '@core/models';
import { COLLECTIONS } from '@core/paths';
import { isDue } from '@core/posts/post-schedule';
import { recordAudit, singleChange } from '../audit/audit-log';
import { db } from '../platform/firebase';
import { planSendOnPublish } from '../newsletter/email-on-publish';
import { planAddressChange } from '../redirects/post-slug-redirects';
import { postAuditView } from './save-post';

/** Who the audit log names for a post that published itself at its time. */
export const SCHEDULER_ACTOR: AuditActor = { uid: 'scheduled-publishing', email: null };

/**
 * Publishes every draft whose publish time has come, each in a transaction of its own, as a
 * manual publish writes it: published, publishedAt (the time it was scheduled for), updatedAt,
 * an audit entry, and no redirect left over its address; and the post's send, if its owner chose to
 * email it when published. The post triggers (sitemap, image usage)
 * follow from the write, as they do for a save. Run every minute by the scheduled function in
 * production and by a timer of the local stack (the emulator fires no schedules). Answers the ids
 * it published.
 */
export async function publishDuePosts(now = new Date()): Promise<string[]> {
  const firestore = db();
  // A post that has no publish time has no scheduledAt field, so only scheduled drafts are read.
  const due = await firestore
    .collection(COLLECTIONS.posts)
    .where('scheduledAt', '<=', now.toISOString())
    .select()
    .get();
  const published: string[] = [];
  for (const { ref } of due.docs) {
    const done = await firestore.runTransaction(async (tx) => {
      const post = await tx.get(ref);
      const before = post.data() as Partial<StoredPost> | undefined;
      // Unscheduled, rescheduled or published by hand since the query: leave it.
      if (!before || !isDue(before, now)) return false;
      const address = await planAddressChange(tx, before, { ...before, published: true });
      const emailing = await planSendOnPublish(tx, ref.id, new Date());
      const at = new Date().toISOString();
      address?.write(tx, at);
      emailing?.(tx);
      tx.update(ref, {
        published: true,
        publishedAt: before.scheduledAt,
        updatedAt: at,
        scheduledAt: FieldValue.delete(),
      });
      const { scheduledAt: _scheduledAt, ...after } = before;
      recordAudit(
        tx,
        SCHEDULER_ACTOR,
        singleChange(
          {
            area: 'posts',
            action: 'update',
            collection: COLLECTIONS.posts,
            documentId: ref.id,
            label: typeof before.title === 'string' ? before.title : ref.id,
          },
          postAuditView(before),
          postAuditView({
            ...after,
            published: true,
            publishedAt: before.scheduledAt,
            updatedAt: at,
          }),
        ),
        at,
      );
      return true;
    });
    if (done) published.push(ref.id);
  }
  return published;
}
