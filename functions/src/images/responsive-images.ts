/**
 * What public pages need of the images they show: one query per page (at most 30 addresses a
 * query; our own media by stored file, others by URL) for each stored image's size and widths, so
 * each <img> reserves its box and offers smaller files through srcset.
 */
import {
  imageSrcSet,
  imagesOfPost,
  libraryLookup,
  withImageAttributes,
  type ImageVariant,
  type KnownImage,
} from '@core/images/image-library';
import { withMediaPath } from '@core/images/media-url';
import type { Post } from '@core/models';
import { siteSettings } from '../platform/config';
import { libraryRecordQueries } from './library-records';

/**
 * The stored size and widths of the library image each address shows, keyed by address; the
 * widths as paths, whatever host the record was kept with.
 */
async function knownImagesOf(addresses: string[]): Promise<Map<string, KnownImage>> {
  const { siteUrl } = siteSettings();
  const lookup = libraryLookup(addresses, siteUrl);
  const known = new Map<string, KnownImage>();
  const snapshots = await Promise.all(
    libraryRecordQueries(lookup).map((query) =>
      query.select('path', 'url', 'width', 'height', 'variants').get(),
    ),
  );
  for (const doc of snapshots.flatMap((s) => s.docs)) {
    const url = lookup.addressOf({ path: doc.get('path'), url: doc.get('url') });
    if (url === undefined) continue;
    const width = Number(doc.get('width')) || 0;
    const height = Number(doc.get('height')) || 0;
    const variants = ((doc.get('variants') as ImageVariant[] | undefined) ?? []).map((variant) => ({
      ...variant,
      url: withMediaPath(variant.url, siteUrl),
    }));
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
  const addresses = posts.flatMap((post) =>
    post.content !== undefined
      ? [...imagesOfPost({ featuredImage: post.featuredImage, content: post.content }).keys()]
      : post.featuredImage
        ? [post.featuredImage]
        : [],
  );
  let known = new Map<string, KnownImage>();
  if (addresses.length > 0) {
    try {
      known = await knownImagesOf(addresses);
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
