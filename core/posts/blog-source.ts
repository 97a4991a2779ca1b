import type { Post, PostCategoryId } from '../models';

export type PostSummary = Omit<Post, 'content'>;

/**
 * Where the public blog reads posts. The server reads Firestore; the browser reads the JSON API.
 * Both answer published posts only, with content already sanitized.
 */
/** One page of the blog, newest first; `nextBefore` is the cursor of the following page, if any. */
export interface PostPage {
  posts: PostSummary[];
  nextBefore: string | null;
}

export const BLOG_PAGE_SIZE = 12;

/**
 * The date a reader sees on a post, and the one its blog, category pages and feeds order by: when
 * it went public. An admin's preview of a scheduled draft shows when it will (only drafts keep
 * scheduledAt); other drafts, and a post stored before publishedAt was kept, fall back to when
 * they were written, as `publishedAtAfterSave` (core/posts/post.ts) has it. It lives here so that public
 * pages do not load the post schemas for it.
 */
export const publishedDate = (
  post: Pick<Post, 'publishedAt' | 'scheduledAt' | 'createdAt'>,
): string => post.scheduledAt ?? post.publishedAt ?? post.createdAt;

/** A page cursor: the last post's publish time and id (ties in time are ordered by id). */
export const pageCursor = (post: Pick<PostSummary, 'publishedAt' | 'createdAt' | 'id'>) =>
  `${publishedDate(post)}~${post.id}`;

export function parsePageCursor(value: string | null): { publishedAt: string; id: string } | null {
  const match = value ? /^(\d{4}-\d{2}-\d{2}T[\d:.]+Z)~([A-Za-z0-9_-]{1,100})$/.exec(value) : null;
  return match ? { publishedAt: match[1]!, id: match[2]! } : null;
}

/**
 * Page numbers as blogs write them (`?page=2`, WordPress's `?paged=2`): no address of this blog's
 * pages, which are named by their `before` cursor.
 */
const PAGE_NUMBER_PARAMS = ['page', 'paged'];

/**
 * Where a request for a list of posts (/blog, a category's page) is sent instead (a path and
 * query), or null when it is answered where it is. The posts a list shows are chosen by one
 * `before` cursor and nothing else: a page number, or a cursor that is none, would show the first
 * page under a second address, so they are left out of it. Parameters that choose no posts
 * (`utm_source`, `fbclid`) stay, and the page names its clean address as canonical, as every page
 * does.
 */
export function listPageRedirect(url: URL): string | null {
  const query = url.searchParams;
  const cursors = query.getAll('before');
  const cursorKept = cursors.length === 1 && parsePageCursor(cursors[0]!) !== null;
  const pageNumbered = PAGE_NUMBER_PARAMS.some((name) => query.has(name));
  if (!pageNumbered && (cursorKept || cursors.length === 0)) return null;
  const search = [...query]
    .filter(([name]) => !PAGE_NUMBER_PARAMS.includes(name) && (cursorKept || name !== 'before'))
    // Encoded as the site's own links encode a cursor (site/src/shared/app/paths.ts).
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
  return `${url.pathname}${search ? `?${search}` : ''}`;
}

export interface BlogSource {
  /**
   * A page of published posts (of one category, if given), newest first: a fixed cost whatever
   * the number of posts.
   */
  listPublished(before?: string | null, category?: PostCategoryId): Promise<PostPage>;
  getPublishedBySlug(slug: string): Promise<Post | null>;
  /** Up to `count` published posts picked at random, never `excludeId`; a fixed cost whatever the number of posts. */
  randomPublished(count: number, excludeId?: string): Promise<PostSummary[]>;
}

export const MAX_RANDOM_POSTS = 10;
