/**
 * The blog's posts: read with the Firestore lite SDK (the rules let admins read drafts), written
 * through the admin posts API (which validates, claims the slug, keeps revisions and audits).
 */
import type { User } from 'firebase/auth';
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
import { apiPath } from '@core/api-routes';
import type { Post } from '@core/models';
import { COLLECTIONS } from '@core/paths';
import { toPost, type PostInput } from '@core/posts/post';
import type {
  PostRevision,
  PostRevisionResponse,
  PostRevisionSummary,
  PostRevisionsResponse,
  PostSaveKind,
} from '@core/posts/post-revisions';
import { AdminApiError, callAdminApi, jsonRequest } from './admin-api';

export interface PostsStore {
  /** Newest first, drafts included; `max` limits the read. */
  list(max?: number): Promise<Post[]>;
  get(id: string): Promise<Post | null>;
  /** An id for a post not saved yet. */
  newId(): string;
  /**
   * Creates or updates, keeping a revision of the text; a slug another post holds fails with
   * SlugTakenError. `kind` says an autosave (folded with the one before) or a restore.
   */
  save(id: string, input: PostInput, kind?: Partial<PostSaveKind>): Promise<Post>;
  /** The post's revisions, newest first (at most REVISION_LIMIT), without their texts. */
  revisions(id: string): Promise<PostRevisionSummary[]>;
  /** One revision with its text; an id the post no longer has fails with 404. */
  revision(id: string, revisionId: string): Promise<PostRevision>;
  /** Deletes the post with its slug claim, counters and tool-embed records (the admin API). */
  remove(post: Pick<Post, 'id' | 'slug'>): Promise<void>;
}

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
async function listPosts(db: Firestore, max?: number): Promise<Post[]> {
  const order = orderBy('createdAt', 'desc');
  const q =
    max === undefined
      ? query(collection(db, COLLECTIONS.posts), order)
      : query(collection(db, COLLECTIONS.posts), order, limit(max));
  const snapshot = await getDocs(q);
  return snapshot.docs.map((d) => toPost(d.id, d.data()));
}

async function getPost(db: Firestore, id: string): Promise<Post | null> {
  const snapshot = await getDoc(doc(db, COLLECTIONS.posts, id));
  return snapshot.exists() ? toPost(snapshot.id, snapshot.data()) : null;
}

/**
 * Creates or updates a post through the admin posts API, which validates it with the editor's
 * schema, claims its slug and audits the change in one transaction. A slug another post holds
 * fails with SlugTakenError, and nothing is written.
 */
async function savePost(
  user: User | null,
  id: string,
  input: PostInput,
  kind?: Partial<PostSaveKind>,
): Promise<Post> {
  try {
    const { post } = await callAdminApi<{ post: Post }>(
      user,
      apiPath('adminPost', { id }),
      jsonRequest({ ...input, ...kind }, 'PUT'),
    );
    return post;
  } catch (error) {
    if (error instanceof AdminApiError && error.status === 409)
      throw new SlugTakenError(input.slug, error.message);
    throw error;
  }
}

/** The posts as the signed-in admin: Firestore (rules decide) for reads, the admin API for writes. */
export function firebasePostsStore(db: Firestore, user: () => User | null): PostsStore {
  return {
    list: (max) => listPosts(db, max),
    get: (id) => getPost(db, id),
    // Made by the SDK, nothing written: embeds and uploads can name a post before its first save.
    newId: () => doc(collection(db, COLLECTIONS.posts)).id,
    save: (id, input, kind) => savePost(user(), id, input, kind),
    revisions: async (id) =>
      (
        await callAdminApi<PostRevisionsResponse>(user(), apiPath('postRevisions', { id }), {
          cache: 'no-store',
        })
      ).revisions,
    revision: async (id, revisionId) =>
      (
        await callAdminApi<PostRevisionResponse>(
          user(),
          apiPath('postRevision', { id, revisionId }),
          { cache: 'no-store' },
        )
      ).revision,
    // The API also removes the slug claim, counters and tool-embed records (no client may).
    remove: async (post) => {
      await callAdminApi<null>(user(), apiPath('adminPost', { id: post.id }), {
        method: 'DELETE',
      });
    },
  };
}
