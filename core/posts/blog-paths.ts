import type { PostCategoryId } from '../models';

/**
 * Public addresses of the blog that the server builds outside the page tree too (sitemap, feeds);
 * the site's PATHS (site/src/shared/app/paths.ts) takes them from here.
 */
export const BLOG_PATH = '/blog';
/** One of the blog's older pages, named by its cursor. */
export const blogPagePath = (before: string) => `${BLOG_PATH}?before=${encodeURIComponent(before)}`;
export const postPath = (slug: string) => `${BLOG_PATH}/${slug}`;

/** A category's page (and with `before`, one of its older pages, paged as /blog is). */
export const categoryPath = (id: PostCategoryId) => `${BLOG_PATH}/category/${id}`;
export const categoryPagePath = (id: PostCategoryId, before: string) =>
  `${categoryPath(id)}?before=${encodeURIComponent(before)}`;

/** The site's RSS feed, and one per category. */
export const FEED_PATH = '/rss.xml';
export const categoryFeedPath = (id: PostCategoryId) => `${categoryPath(id)}/rss.xml`;

/**
 * A post without a featured image shows this one (pages and feeds). Rasters of
 * images/default-holiday.svg, not the SVG itself: a page lays an SVG image out as a document of its
 * own on its main thread as it loads, and social sites refuse an SVG og:image.
 */
export const DEFAULT_FEATURED_IMAGE = '/images/default-holiday.webp';
/** Its size in pixels, which an oEmbed answer gives with it. */
export const DEFAULT_FEATURED_IMAGE_SIZE = { width: 1280, height: 720 } as const;
