/**
 * The stored widths of the images public pages show: one query by URL per page (at most 30 URLs
 * a query), so each <img> can offer them through srcset.
 */
import {
  imageSrcSet,
  imagesOfPost,
  withSrcSets,
  type ImageVariant,
} from '../../../core/image-library';
import type { Post } from '../../../core/models';
import { COLLECTIONS } from '../../../core/paths';
import { db } from '../platform/firebase';

const IN_LIMIT = 30;

async function srcSetsOf(urls: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(urls)];
  const srcSets = new Map<string, string>();
  const images = db().collection(COLLECTIONS.images);
  const snapshots = await Promise.all(
    Array.from({ length: Math.ceil(unique.length / IN_LIMIT) }, (_, i) =>
      images
        .where('url', 'in', unique.slice(i * IN_LIMIT, (i + 1) * IN_LIMIT))
        .select('url', 'width', 'variants')
        .get(),
    ),
  );
  for (const doc of snapshots.flatMap((s) => s.docs)) {
    const variants = (doc.get('variants') as ImageVariant[] | undefined) ?? [];
    if (variants.length === 0) continue;
    const url = doc.get('url') as string;
    srcSets.set(url, imageSrcSet({ url, width: Number(doc.get('width')) || 0, variants }));
  }
  return srcSets;
}

type WithImages = Pick<Post, 'featuredImage'> & {
  content?: string;
  imageSrcSets?: Post['imageSrcSets'];
};

/**
 * The posts with `imageSrcSets` for their featured images and srcset on the images of their
 * bodies. A failed lookup leaves them as they were: a page without srcset still works.
 */
export async function withResponsiveImages<T extends WithImages>(posts: T[]): Promise<T[]> {
  const urls = posts.flatMap((post) =>
    post.content !== undefined
      ? [...imagesOfPost({ featuredImage: post.featuredImage, content: post.content }).keys()]
      : post.featuredImage
        ? [post.featuredImage]
        : [],
  );
  if (urls.length === 0) return posts;
  let srcSets: Map<string, string>;
  try {
    srcSets = await srcSetsOf(urls);
  } catch {
    return posts;
  }
  if (srcSets.size === 0) return posts;
  return posts.map((post) => {
    const featured = post.featuredImage ? srcSets.get(post.featuredImage) : undefined;
    return {
      ...post,
      ...(featured ? { imageSrcSets: { [post.featuredImage!]: featured } } : {}),
      ...(post.content !== undefined ? { content: withSrcSets(post.content, srcSets) } : {}),
    };
  });
}
