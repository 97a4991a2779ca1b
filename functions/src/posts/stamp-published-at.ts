import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@core/paths';
import { missingPublishedAt } from '@core/posts/post';
import { db } from '../platform/firebase';

/**
 * A public post without publishedAt is left out of the blog, the category pages and the feeds,
 * whose order reads it. These give such a post its creation time, as a save would.
 */

/** One post, after a write (the post trigger): harmless if it changed meanwhile. */
export async function stampPublishedAtIfMissing(post: DocumentSnapshot | undefined) {
  const publishedAt = missingPublishedAt(post?.data());
  if (post && publishedAt) await post.ref.update({ publishedAt });
}

/**
 * Every public post at once, for a site whose posts were stored before publishedAt was kept
 * (`npm run posts:stamp-published-at`). Reads each public post's dates only; answers how many it
 * stamped.
 */
export async function stampAllMissingPublishedAt(): Promise<number> {
  const published = await db()
    .collection(COLLECTIONS.posts)
    .where('published', '==', true)
    .select('published', 'createdAt', 'publishedAt')
    .get();
  const writer = db().bulkWriter();
  let stamped = 0;
  for (const doc of published.docs) {
    const publishedAt = missingPublishedAt(doc.data());
    if (!publishedAt) continue;
    void writer.update(doc.ref, { publishedAt });
    stamped += 1;
  }
  await writer.close();
  return stamped;
}
