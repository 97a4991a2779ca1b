/**
 * Which posts use each library image, kept by a trigger on posts/{postId}: every save or delete
 * of a post (through the admin API, the seed or the console alike) rewrites the uses of the
 * images it used before and uses now, in one transaction.
 */
import type { DocumentData } from 'firebase-admin/firestore';
import { imagesOfPost, type ImageUse } from '@core/image-library';
import { COLLECTIONS } from '@core/paths';
import { db } from '../platform/firebase';

/** Firestore's limit of values in one `in` query. */
const IN_LIMIT = 30;

const postImages = (post: DocumentData | undefined) =>
  post
    ? imagesOfPost({
        featuredImage: typeof post.featuredImage === 'string' ? post.featuredImage : null,
        content: typeof post.content === 'string' ? post.content : '',
        metadata: post.metadata as { featuredImageAlt?: string } | undefined,
      })
    : new Map();

/** Whether a write changed anything the library shows about the post's images. */
export function imageUsageAffected(
  before: DocumentData | undefined,
  after: DocumentData | undefined,
): boolean {
  if (!before || !after) return true;
  const key = (post: DocumentData) =>
    JSON.stringify([post.title, post.slug, [...postImages(post).entries()]]);
  return key(before) !== key(after);
}

/** Rewrites the uses of every image the post used or uses; `post` undefined when it was deleted. */
export async function syncImageUsage(
  postId: string,
  post: DocumentData | undefined,
): Promise<void> {
  const firestore = db();
  const images = firestore.collection(COLLECTIONS.images);
  const uses = postImages(post);
  const urls = [...uses.keys()];
  await firestore.runTransaction(async (tx) => {
    const snapshots = await Promise.all([
      tx.get(images.where('usedByPostIds', 'array-contains', postId)),
      ...Array.from({ length: Math.ceil(urls.length / IN_LIMIT) }, (_, i) =>
        tx.get(images.where('url', 'in', urls.slice(i * IN_LIMIT, (i + 1) * IN_LIMIT))),
      ),
    ]);
    const docs = new Map(snapshots.flatMap((s) => s.docs).map((d) => [d.id, d]));
    for (const doc of docs.values()) {
      const others = ((doc.get('usedBy') as ImageUse[] | undefined) ?? []).filter(
        (use) => use.postId !== postId,
      );
      const use = uses.get(doc.get('url') as string);
      const usedBy: ImageUse[] = use
        ? [
            ...others,
            {
              postId,
              title: typeof post?.title === 'string' ? post.title : '',
              slug: typeof post?.slug === 'string' ? post.slug : '',
              ...use,
            },
          ]
        : others;
      tx.update(doc.ref, { usedBy, usedByPostIds: usedBy.map((u) => u.postId) });
    }
  });
}
