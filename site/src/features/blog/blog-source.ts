import type { Post } from '../../../../core/models';

export type PostSummary = Omit<Post, 'content'>;

/**
 * Where the public blog reads posts. The server reads Firestore; the browser reads the JSON API.
 * Both answer published posts only, with content already sanitized.
 */
export interface BlogSource {
  listPublished(): Promise<PostSummary[]>;
  getPublishedBySlug(slug: string): Promise<Post | null>;
  /** Up to `count` published posts picked at random, never `excludeId`; a fixed cost whatever the number of posts. */
  randomPublished(count: number, excludeId?: string): Promise<PostSummary[]>;
}

export const MAX_RANDOM_POSTS = 10;
