import { FieldPath } from 'firebase-admin/firestore';
import {
  BLOG_PAGE_SIZE,
  MAX_RANDOM_POSTS,
  pageCursor,
  parsePageCursor,
  type BlogSource,
  type PostPage,
  type PostSummary,
} from '@core/posts/blog-source';
import { postWithMediaPaths } from '@core/images/media-url';
import { COLLECTIONS } from '@core/paths';
import type { Post, PostCategoryId } from '@core/models';
import { toPost } from '@core/posts/post';
import { siteSettings } from '../platform/config';
import { db } from '../platform/firebase';
import { withResponsiveImages } from '../images/responsive-images';
import { sanitizePostHtml } from './sanitize-html';

/**
 * A stored post as pages show it: our own media as paths (posts saved before held the host of
 * the upload), its content sanitized for rendering.
 */
async function readPost(doc: FirebaseFirestore.DocumentSnapshot): Promise<Post> {
  const post = postWithMediaPaths(toPost(doc.id, doc.data() ?? {}), siteSettings().siteUrl);
  return { ...post, content: await sanitizePostHtml(post.content) };
}

function toSummary(doc: FirebaseFirestore.QueryDocumentSnapshot): PostSummary {
  const { content: _content, ...summary } = toPost(doc.id, doc.data());
  return postWithMediaPaths(summary, siteSettings().siteUrl);
}

/** One post by slug (published only, or drafts too), its content sanitized for rendering. */
async function postBySlug(slug: string, publishedOnly: boolean): Promise<Post | null> {
  let query = db().collection(COLLECTIONS.posts).where('slug', '==', slug);
  if (publishedOnly) query = query.where('published', '==', true);
  const doc = (await query.limit(1).get()).docs[0];
  if (!doc) return null;
  const [withImages] = await withResponsiveImages([await readPost(doc)]);
  return withImages!;
}

const SUMMARY_FIELDS = [
  'title',
  'slug',
  'excerpt',
  'featuredImage',
  'published',
  'createdAt',
  'updatedAt',
  'publishedAt',
  'metadata',
];

/**
 * The published posts (of one category, if given), the most recently made public first: what
 * /blog, the category pages and the feeds list. Both queries need their composite index
 * (firestore.indexes.json); a public post without publishedAt would be left out, which is why the
 * post trigger stamps one (`missingPublishedAt`).
 */
function publishedNewestFirst(category?: PostCategoryId): FirebaseFirestore.Query {
  let query = db().collection(COLLECTIONS.posts).where('published', '==', true);
  if (category) query = query.where('metadata.categories', 'array-contains', category);
  return query.orderBy('publishedAt', 'desc').orderBy(FieldPath.documentId(), 'desc');
}

/** Published posts from Firestore, content sanitized, for server rendering and the JSON API. */
export const firestoreBlogSource: BlogSource & {
  getAnyBySlug(slug: string): Promise<Post | null>;
  latestPublished(count: number, category?: PostCategoryId): Promise<Post[]>;
} = {
  async listPublished(before?: string | null, category?: PostCategoryId): Promise<PostPage> {
    let query = publishedNewestFirst(category);
    const cursor = parsePageCursor(before ?? null);
    if (cursor) query = query.startAfter(cursor.publishedAt, cursor.id);
    const snapshot = await query
      .limit(BLOG_PAGE_SIZE + 1)
      .select(...SUMMARY_FIELDS)
      .get();
    const posts = await withResponsiveImages(snapshot.docs.slice(0, BLOG_PAGE_SIZE).map(toSummary));
    const last = posts[posts.length - 1];
    return {
      posts,
      nextBefore: snapshot.docs.length > BLOG_PAGE_SIZE && last ? pageCursor(last) : null,
    };
  },

  /**
   * Posts carry a uniform random key: read the next `count` keys after a random point, wrapping
   * around to the start when the end comes first. At most count + 1 documents are read.
   */
  async randomPublished(count: number, excludeId?: string): Promise<PostSummary[]> {
    const wanted = Math.min(Math.max(count, 0), MAX_RANDOM_POSTS) + (excludeId ? 1 : 0);
    if (wanted === 0) return [];
    const point = Math.random();
    const published = db().collection(COLLECTIONS.posts).where('published', '==', true);
    const after = await published
      .where('rand', '>=', point)
      .orderBy('rand')
      .limit(wanted)
      .select(...SUMMARY_FIELDS)
      .get();
    const docs = [...after.docs];
    if (docs.length < wanted) {
      const before = await published
        .where('rand', '<', point)
        .orderBy('rand')
        .limit(wanted - docs.length)
        .select(...SUMMARY_FIELDS)
        .get();
      docs.push(...before.docs);
    }
    return withResponsiveImages(
      docs
        .filter((doc) => doc.id !== excludeId)
        .slice(0, wanted - (excludeId ? 1 : 0))
        .map(toSummary),
    );
  },

  /** The newest `count` published posts whole, content sanitized (for the feeds). */
  async latestPublished(count: number, category?: PostCategoryId): Promise<Post[]> {
    const snapshot = await publishedNewestFirst(category).limit(count).get();
    return Promise.all(snapshot.docs.map(readPost));
  },

  /** Any post by slug, drafts included: only for a caller whose admin claim was verified. */
  getAnyBySlug: (slug: string) => postBySlug(slug, false),

  getPublishedBySlug: (slug: string) => postBySlug(slug, true),
};
