import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  type Firestore,
} from 'firebase/firestore/lite';
import type { Post } from '@core/models';
import { COLLECTIONS } from '@core/paths';
import { toPost } from '@core/post';

/** Another post holds the slug: nothing was written (the admin API's 409 for a post). */
export class SlugTakenError extends Error {
  constructor(
    readonly slug: string,
    message = `The URL slug "${slug}" is already used by another post. Choose a different slug.`,
  ) {
    super(message);
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

/**
 * An id for a post not saved yet, so embeds and uploads can name it before the first save (made
 * by the SDK, nothing written; posts are written through the admin API).
 */
export function newPostId(db: Firestore): string {
  return doc(collection(db, COLLECTIONS.posts)).id;
}
