import { DEFAULT_FEATURED_IMAGE } from '@core/posts/blog-paths';
import { DEFAULT_FEATURED_IMAGE_ALT, DEFAULT_FEATURED_IMAGE_SRCSET } from '@site/shared/app/paths';
import type { PostSummary } from '@core/posts/blog-source';

export interface FeaturedImage {
  src: string;
  srcSet?: string;
  alt: string;
}

/** The picture a post's card and its page show: its featured image, or the site's default. */
export function featuredImageOf(post: PostSummary): FeaturedImage {
  if (!post.featuredImage)
    return {
      src: DEFAULT_FEATURED_IMAGE,
      srcSet: DEFAULT_FEATURED_IMAGE_SRCSET,
      alt: post.metadata.featuredImageAlt ?? DEFAULT_FEATURED_IMAGE_ALT,
    };
  return {
    src: post.featuredImage,
    srcSet: post.imageSrcSets?.[post.featuredImage],
    alt: post.metadata.featuredImageAlt ?? post.title,
  };
}
