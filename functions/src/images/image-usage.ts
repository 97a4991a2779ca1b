/**
 * Which posts use each library image, kept by a trigger on posts/{postId}: every save or delete
 * of a post (through the admin API, the seed or the console alike) rewrites the uses of the
 * images it used before and uses now, in one transaction.
 */
import type { DocumentData } from 'firebase-admin/firestore';
import { imagesOfPost, libraryLookup, type ImageUse } from '@core/images/image-library';
import { postWithMediaPaths } from '@core/images/media-url';
import { COLLECTIONS } from '@core/paths';
import { siteSettings } from '../platform/config';
import { db } from '../platform/firebase';
import { libraryRecordQueries } from './library-records';

/** The post's images by address, our own media as paths whatever host the post was saved with. */
const postImages = (post: DocumentData | undefined) =>
  post
    ? imagesOfPost({
        ...postWithMediaPaths(
          {
            featuredImage: typeof post.featuredImage === 'string' ? post.featuredImage : null,
            content: typeof post.content === 'string' ? post.content : '',
          },
          siteSettings().siteUrl,
        ),
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
  const lookup = libraryLookup(uses.keys(), siteSettings().siteUrl);
  await firestore.runTransaction(async (tx) => {
    const snapshots = await Promise.all([
      tx.get(images.where('usedByPostIds', 'array-contains', postId)),
      ...libraryRecordQueries(lookup).map((query) => tx.get(query)),
    ]);
    const docs = new Map(snapshots.flatMap((s) => s.docs).map((d) => [d.id, d]));
    for (const doc of docs.values()) {
      const others = ((doc.get('usedBy') as ImageUse[] | undefined) ?? []).filter(
        (use) => use.postId !== postId,
      );
      const address = lookup.addressOf({ path: doc.get('path'), url: doc.get('url') });
      const use = address === undefined ? undefined : uses.get(address);
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
