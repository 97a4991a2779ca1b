import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  runTransaction,
  type Firestore,
} from 'firebase/firestore/lite';
import type { Post, StoredPost } from '../../../../core/models';
import { COLLECTIONS } from '../../../../core/paths';
import type { PostInput } from '../../../../core/post';
import { toPost } from '../../../../core/post';

/** Another post holds the slug: nothing was written. */
export class SlugTakenError extends Error {
  constructor(readonly slug: string) {
    super(`The URL slug "${slug}" is already used by another post. Choose a different slug.`);
    this.name = 'SlugTakenError';
  }
}

/** All posts (drafts too), newest first; `max` keeps the dashboard's read small. */
export async function listPosts(db: Firestore, max?: number): Promise<Post[]> {
  const order = orderBy('createdAt', 'desc');
  const q =
    max === undefined
      ? query(collection(db, COLLECTIONS.posts), order)
      : query(collection(db, COLLECTIONS.posts), order, limit(max));
  const snapshot = await getDocs(q);
  return snapshot.docs.map((d) => toPost(d.id, d.data()));
}

export async function getPost(db: Firestore, id: string): Promise<Post | null> {
  const snapshot = await getDoc(doc(db, COLLECTIONS.posts, id));
  return snapshot.exists() ? toPost(snapshot.id, snapshot.data()) : null;
}

/** An id for a post not saved yet, so embeds and uploads can name it before the first save. */
export function newPostId(db: Firestore): string {
  return doc(collection(db, COLLECTIONS.posts)).id;
}

/** Firestore refuses undefined values; optional metadata fields are simply left out. */
function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/**
 * Creates or updates a post together with its slug claim in one transaction: a slug another post
 * holds fails with SlugTakenError and writes nothing; a changed slug releases the old claim.
 * Keeps createdAt and the random key of an existing post. Answers the saved post.
 */
export async function savePost(db: Firestore, id: string, input: PostInput): Promise<Post> {
  const postRef = doc(db, COLLECTIONS.posts, id);
  const claimRef = doc(db, COLLECTIONS.postSlugs, input.slug);
  const stored = await runTransaction(db, async (tx) => {
    const [existing, claim] = await Promise.all([tx.get(postRef), tx.get(claimRef)]);
    if (claim.exists() && claim.data().postId !== id) throw new SlugTakenError(input.slug);
    const previous = existing.exists() ? (existing.data() as Partial<StoredPost>) : null;
    const now = new Date().toISOString();
    const data: StoredPost = {
      ...input,
      metadata: withoutUndefined(input.metadata),
      createdAt: typeof previous?.createdAt === 'string' ? previous.createdAt : now,
      updatedAt: now,
      rand: typeof previous?.rand === 'number' ? previous.rand : Math.random(),
    };
    tx.set(postRef, data);
    if (!claim.exists()) tx.set(claimRef, { postId: id });
    if (previous?.slug && previous.slug !== input.slug) {
      tx.delete(doc(db, COLLECTIONS.postSlugs, previous.slug));
    }
    return data;
  });
  const { rand: _rand, ...post } = stored;
  return { id, ...post };
}
