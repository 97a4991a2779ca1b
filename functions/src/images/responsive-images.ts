/**
 * What public pages need of the images they show: one query by URL per page (at most 30 URLs a
 * query) for each stored image's size and widths, so each <img> reserves its box and offers
 * smaller files through srcset.
 */
import {
  imageSrcSet,
  imagesOfPost,
  withImageAttributes,
  type ImageVariant,
  type KnownImage,
} from '@core/image-library';
import type { Post } from '@core/models';
import { COLLECTIONS } from '@core/paths';
import { db } from '../platform/firebase';

const IN_LIMIT = 30;

async function knownImagesOf(urls: string[]): Promise<Map<string, KnownImage>> {
  const unique = [...new Set(urls)];
  const known = new Map<string, KnownImage>();
  const images = db().collection(COLLECTIONS.images);
  const snapshots = await Promise.all(
    Array.from({ length: Math.ceil(unique.length / IN_LIMIT) }, (_, i) =>
      images
        .where('url', 'in', unique.slice(i * IN_LIMIT, (i + 1) * IN_LIMIT))
        .select('url', 'width', 'height', 'variants')
        .get(),
    ),
  );
  for (const doc of snapshots.flatMap((s) => s.docs)) {
    const url = doc.get('url') as string;
    const width = Number(doc.get('width')) || 0;
    const height = Number(doc.get('height')) || 0;
    const variants = (doc.get('variants') as ImageVariant[] | undefined) ?? [];
    known.set(url, {
      width,
      height,
      ...(variants.length > 0 ? { srcSet: imageSrcSet({ url, width, variants }) } : {}),
    });
  }
  return known;
}

type WithImages = Pick<Post, 'featuredImage'> & {
  content?: string;
  imageSrcSets?: Post['imageSrcSets'];
};

/**
 * The posts with `imageSrcSets` for their featured images, and the images of their bodies with
 * size, srcset and lazy loading (see withImageAttributes). A failed lookup only loses the sizes and
 * widths: a page without them still works.
 */
export async function withResponsiveImages<T extends WithImages>(posts: T[]): Promise<T[]> {
  const urls = posts.flatMap((post) =>
    post.content !== undefined
      ? [...imagesOfPost({ featuredImage: post.featuredImage, content: post.content }).keys()]
      : post.featuredImage
        ? [post.featuredImage]
        : [],
  );
  let known = new Map<string, KnownImage>();
  if (urls.length > 0) {
    try {
      known = await knownImagesOf(urls);
    } catch {
      // Served without sizes and widths (see above).
    }
  }
  return posts.map((post) => {
    const featured = post.featuredImage ? known.get(post.featuredImage)?.srcSet : undefined;
    return {
      ...post,
      ...(featured ? { imageSrcSets: { [post.featuredImage!]: featured } } : {}),
      ...(post.content !== undefined ? { content: withImageAttributes(post.content, known) } : {}),
    };
  });
}
