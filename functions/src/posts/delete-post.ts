import type { AuditActor } from '@core/admin/audit';
import { postPath } from '@core/posts/blog-paths';
import { TOOL_NAMES, type StoredPost } from '@core/models';
import { COLLECTIONS } from '@core/paths';
import { redirectKey } from '@core/redirects/redirect-paths';
import { isValidSlug } from '@core/posts/slug';
import { counterShards } from '../counters/sharded-counter';
import {
  EMBED_COUNTERS,
  POST_COUNTERS,
  postStatsRef,
  toolEmbedRef,
} from '../counters/site-counters';
import { recordAudit, singleChange } from '../audit/audit-log';
import { db } from '../platform/firebase';
import { redirectsCollection } from '../redirects/redirect-store';
import { revisionsOf } from './post-revisions';
import { postAuditView } from './save-post';

/**
 * Deletes a post and everything kept about it, in one transaction: its slug claim (when it still
 * names the post), its view and click counters (so the dashboard's totals and monthly clicks are
 * those of the posts that remain), and its records of embedding each tool with their counters (so
 * each tool's "embedded" figure drops). The tools' overall use counts keep what visitors did.
 * The automatic redirects that kept the post's old addresses working go too: they would now lead
 * to a page that is gone (redirects an admin made stay, theirs to change), and so do its revisions.
 * The audit log records who deleted it and what it held. Answers false when there was no such post.
 */
export async function deletePostEverywhere(postId: string, actor: AuditActor): Promise<boolean> {
  const firestore = db();
  const postRef = firestore.collection(COLLECTIONS.posts).doc(postId);
  const counters = [
    { family: POST_COUNTERS, counted: postStatsRef(firestore, postId) },
    ...TOOL_NAMES.map((tool) => ({
      family: EMBED_COUNTERS,
      counted: toolEmbedRef(firestore, tool, postId),
    })),
  ];
  return firestore.runTransaction(async (tx) => {
    const post = await tx.get(postRef);
    if (!post.exists) return false;
    const slug: unknown = post.get('slug');
    const claim =
      typeof slug === 'string' && isValidSlug(slug)
        ? await tx.get(firestore.collection(COLLECTIONS.postSlugs).doc(slug))
        : null;
    const shards = await Promise.all(
      counters.map(({ family, counted }) => counterShards(tx, family, counted)),
    );
    const pointing =
      typeof slug === 'string' && isValidSlug(slug)
        ? await tx.get(redirectsCollection().where('targetKey', '==', redirectKey(postPath(slug))))
        : null;
    const automatic = pointing?.docs.filter((doc) => doc.get('automatic') === true) ?? [];
    const revisions = await tx.get(revisionsOf(firestore, postId).select());
    tx.delete(postRef);
    for (const revision of revisions.docs) tx.delete(revision.ref);
    for (const redirect of automatic) tx.delete(redirect.ref);
    if (automatic.length > 0)
      recordAudit(tx, actor, {
        area: 'redirects',
        action: 'delete',
        collection: COLLECTIONS.urlRedirects,
        documentId: automatic[0]!.id,
        label: automatic.map((doc) => String(doc.get('sourcePath'))).join(', '),
        changes: automatic.map((doc) => ({ documentId: doc.id, before: doc.data(), after: null })),
      });
    if (claim?.get('postId') === postId) tx.delete(claim.ref);
    for (const { counted } of counters) tx.delete(counted);
    for (const shard of shards.flat()) tx.delete(shard);
    const before = post.data() as Partial<StoredPost>;
    recordAudit(
      tx,
      actor,
      singleChange(
        {
          area: 'posts',
          action: 'delete',
          collection: COLLECTIONS.posts,
          documentId: postId,
          label: typeof before.title === 'string' && before.title ? before.title : postId,
        },
        postAuditView(before),
        null,
      ),
    );
    return true;
  });
}
