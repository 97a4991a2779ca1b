import type { Firestore } from 'firebase-admin/firestore';
import { clipAuditText, type AuditActor } from '@core/admin/audit';
import type { Post, StoredPost } from '@core/models';
import { COLLECTIONS } from '@core/paths';
import { publishedAtAfterSave, toPost, withoutUndefined, type PostInput } from '@core/posts/post';
import { isValidSlug } from '@core/posts/slug';
import { recordAudit, singleChange } from '../audit/audit-log';
import { db } from '../platform/firebase';
import { revisionFields, type PostSaveKind } from '@core/posts/post-revisions';
import { planSendOnPublish } from '../newsletter/email-on-publish';
import { planAddressChange } from '../redirects/post-slug-redirects';
import { planRevision } from './post-revisions';

/** Another post holds the slug: nothing was written. */
export class SlugTaken extends Error {
  constructor(readonly slug: string) {
    super(`The URL slug "${slug}" is already used by another post. Choose a different slug.`);
  }
}

/** A post as the audit log keeps it: without its random key, its body clipped. */
export function postAuditView(post: Partial<StoredPost>): Record<string, unknown> {
  const { rand: _rand, ...shown } = post;
  return typeof shown.content === 'string'
    ? { ...shown, content: clipAuditText(shown.content) }
    : shown;
}

const slugRef = (firestore: Firestore, slug: string) =>
  firestore.collection(COLLECTIONS.postSlugs).doc(slug);

/**
 * Creates or updates a post with its slug claim, in one transaction with its audit entry, its
 * revision (post-revisions.ts) and the redirects around its address (post-slug-redirects.ts). A
 * slug another post holds fails with SlugTaken and writes nothing; a changed slug releases the old
 * claim (when it names this post). Keeps createdAt and the random key of an existing post;
 * publishedAt is the time it last went from draft to public. A draft the owner chose to email when
 * published (email-on-publish.ts) starts its send with this save if it publishes it, as its
 * schedule would have: published by hand before its time, it is still emailed, once.
 */
export async function savePost(
  id: string,
  input: PostInput,
  actor: AuditActor,
  kind: PostSaveKind = { autosave: false, restoredFrom: null },
): Promise<{ post: Post; created: boolean }> {
  const firestore = db();
  const postRef = firestore.collection(COLLECTIONS.posts).doc(id);
  return firestore.runTransaction(async (tx) => {
    const [existing, claim] = await tx.getAll(postRef, slugRef(firestore, input.slug));
    if (claim!.exists && claim!.get('postId') !== id) throw new SlugTaken(input.slug);
    const previous = existing!.exists ? (existing!.data() as Partial<StoredPost>) : null;
    const oldSlug = previous?.slug;
    const oldClaim =
      typeof oldSlug === 'string' && oldSlug !== input.slug && isValidSlug(oldSlug)
        ? await tx.get(slugRef(firestore, oldSlug))
        : null;
    const now = new Date().toISOString();
    const revision = await planRevision(
      tx,
      id,
      previous && typeof previous.content === 'string'
        ? { ...revisionFields(toPost(id, previous)), updatedAt: previous.updatedAt }
        : null,
      revisionFields(input),
      actor,
      kind,
      now,
    );
    const address = await planAddressChange(tx, previous, input);
    const emailing =
      input.published && previous?.published !== true
        ? await planSendOnPublish(tx, id, new Date(now))
        : null;
    const { scheduledAt, ...fields } = input;
    const stored: StoredPost = withoutUndefined({
      ...fields,
      metadata: withoutUndefined(input.metadata),
      createdAt: typeof previous?.createdAt === 'string' ? previous.createdAt : now,
      updatedAt: now,
      publishedAt: publishedAtAfterSave(previous, input.published, now),
      scheduledAt: scheduledAt ?? undefined,
      rand: typeof previous?.rand === 'number' ? previous.rand : Math.random(),
    });
    tx.set(postRef, stored);
    revision.write(tx);
    address?.write(tx, now);
    emailing?.(tx);
    if (!claim!.exists) tx.create(claim!.ref, { postId: id });
    if (oldClaim?.exists && oldClaim.get('postId') === id) tx.delete(oldClaim.ref);
    recordAudit(
      tx,
      actor,
      singleChange(
        {
          area: 'posts',
          action: previous ? 'update' : 'create',
          collection: COLLECTIONS.posts,
          documentId: id,
          label: input.title,
        },
        previous ? postAuditView(previous) : null,
        postAuditView(stored),
      ),
      now,
    );
    const { rand: _rand, ...post } = stored;
    return { post: { id, ...post }, created: previous === null };
  });
}
