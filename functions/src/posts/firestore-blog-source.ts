import type { BlogSource, PostSummary } from '../../../site/src/features/blog/blog-source';
import { COLLECTIONS } from '../../../core/paths';
import { toPost } from '../../../core/post';
import { db } from '../platform/firebase';
import { sanitizePostHtml } from './sanitize-html';

const SUMMARY_FIELDS = [
  'title',
  'slug',
  'excerpt',
  'featuredImage',
  'published',
  'createdAt',
  'updatedAt',
  'metadata',
];

/** Published posts from Firestore, content sanitized, for server rendering and the JSON API. */
export const firestoreBlogSource: BlogSource = {
  async listPublished(): Promise<PostSummary[]> {
    const snapshot = await db()
      .collection(COLLECTIONS.posts)
      .where('published', '==', true)
      .orderBy('createdAt', 'desc')
      .select(...SUMMARY_FIELDS)
      .get();
    return snapshot.docs.map((doc) => {
      const { content: _content, ...summary } = toPost(doc.id, doc.data());
      return summary;
    });
  },

  async getPublishedBySlug(slug: string) {
    const snapshot = await db()
      .collection(COLLECTIONS.posts)
      .where('slug', '==', slug)
      .where('published', '==', true)
      .limit(1)
      .get();
    const doc = snapshot.docs[0];
    if (!doc) return null;
    const post = toPost(doc.id, doc.data());
    return { ...post, content: sanitizePostHtml(post.content) };
  },
};
