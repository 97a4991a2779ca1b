import type { Firestore, Transaction } from 'firebase-admin/firestore';
import type { AuditActor } from '@core/admin/audit';
import { COLLECTIONS } from '@core/paths';
import {
  EARLIER_AUTHOR,
  REVISION_LIMIT,
  REVISIONS_TEXT,
  revisionStep,
  sameRevision,
  wordChanges,
  type PostRevision,
  type PostRevisionSummary,
  type PostSaveKind as SaveKind,
  type RevisionFields,
  type RevisionText,
} from '@core/posts/post-revisions';
import { db } from '../platform/firebase';

export const revisionsOf = (firestore: Firestore, postId: string) =>
  firestore.collection(COLLECTIONS.posts).doc(postId).collection(COLLECTIONS.postRevisions);

type StoredRevision = Omit<PostRevision, 'id'>;

/** A restore named a revision the post does not have: nothing was written. */
export class UnknownRevision extends Error {
  constructor() {
    super(REVISIONS_TEXT.unknown);
  }
}

/** What a save needs to know about the revisions before it writes (a transaction reads first). */
export interface RevisionPlan {
  write(tx: Transaction): void;
}

const textOf = (data: Partial<RevisionText> | null | undefined): RevisionText | null =>
  data && typeof data.content === 'string'
    ? { title: data.title ?? '', excerpt: data.excerpt ?? '', content: data.content }
    : null;

/**
 * Reads, inside the save's transaction, what deciding its revision takes (revisionStep): the
 * post's newest revisions (their times and authors only) and, when an autosave folds into the
 * newest, the text before it. `before` is the post as stored before this save (null for a new
 * post), `after` what the save stores, at `at`.
 */
export async function planRevision(
  tx: Transaction,
  postId: string,
  before: (RevisionFields & { updatedAt?: unknown }) | null,
  after: RevisionFields,
  actor: AuditActor,
  kind: SaveKind,
  at: string,
): Promise<RevisionPlan> {
  const firestore = db();
  const recent = await tx.get(
    revisionsOf(firestore, postId)
      .orderBy('savedAt', 'desc')
      .limit(REVISION_LIMIT)
      .select('savedAt', 'autosave', 'by'),
  );
  if (kind.restoredFrom !== null) {
    const source = await tx.get(revisionsOf(firestore, postId).doc(kind.restoredFrom));
    if (!source.exists) throw new UnknownRevision();
  }
  const newest = recent.docs[0];
  const step = revisionStep(newest?.data() as StoredRevision | undefined, {
    autosave: kind.autosave,
    uid: actor.uid,
    at,
    unchanged: before !== null && sameRevision(before, after),
    postUpdatedAt: before?.updatedAt,
  });
  // A folded autosave counts its changes from the revision before the one it replaces.
  const base =
    step !== 'fold'
      ? before
      : recent.docs[1]
        ? textOf((await tx.get(recent.docs[1].ref)).data() as Partial<RevisionText>)
        : null;
  return {
    write(tx) {
      if (step === 'none') return;
      if (step === 'keep') {
        tx.update(newest!.ref, { autosave: false, savedAt: at, by: actor });
        return;
      }
      const revision: StoredRevision = {
        ...after,
        savedAt: at,
        by: actor,
        autosave: kind.autosave,
        restoredFrom: kind.restoredFrom,
        ...wordChanges(base, after),
      };
      if (step === 'fold') {
        tx.set(newest!.ref, revision);
        return;
      }
      // A post saved before revisions were kept: its text so far becomes the first revision.
      if (!newest && before && !sameRevision(before, after))
        tx.create(revisionsOf(firestore, postId).doc(), earlierRevision(before, at));
      tx.create(revisionsOf(firestore, postId).doc(), revision);
      for (const old of recent.docs.slice(REVISION_LIMIT - 1)) tx.delete(old.ref);
    },
  };
}

function earlierRevision(
  { updatedAt, ...before }: RevisionFields & { updatedAt?: unknown },
  savedAt: string,
): StoredRevision {
  return {
    ...before,
    savedAt: typeof updatedAt === 'string' && updatedAt < savedAt ? updatedAt : savedAt,
    by: EARLIER_AUTHOR,
    autosave: false,
    restoredFrom: null,
    ...wordChanges(null, before),
  };
}

/** Every revision of a post, newest first, without its text (the History list). */
export async function listRevisions(postId: string): Promise<PostRevisionSummary[]> {
  const snapshot = await revisionsOf(db(), postId)
    .orderBy('savedAt', 'desc')
    .select('savedAt', 'by', 'autosave', 'restoredFrom', 'added', 'removed')
    .get();
  return snapshot.docs.map((doc) => ({
    id: doc.id,
    ...(doc.data() as Omit<PostRevisionSummary, 'id'>),
  }));
}

/** One revision with its text, or null when the post has no such revision. */
export async function getRevision(
  postId: string,
  revisionId: string,
): Promise<PostRevision | null> {
  const doc = await revisionsOf(db(), postId).doc(revisionId).get();
  return doc.exists ? { id: doc.id, ...(doc.data() as StoredRevision) } : null;
}
