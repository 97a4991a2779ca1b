import { XMLBuilder } from 'fast-xml-parser';
import { BLOG_PATH, categoryFeedPath, categoryPath, FEED_PATH, postPath } from './blog-paths';
import { embedKindLabel, type EmbedKind } from '../embed/embed-kinds';
import { generatorPagePath } from '../embed/embed-paths';
import { absoluteOnSite } from '../images/media-url';
import type { Post } from '../models';
import { publishedDate } from './blog-source';
import { categoriesOf, type PostCategory } from './post-categories';
import { postAuthor } from '../site/seo';
import type { SiteSettings } from '../site/settings';

/** Posts in a feed: the newest published ones, as many as feed readers commonly take. */
export const FEED_SIZE = 20;

export const FEED_CONTENT_TYPE = 'application/rss+xml; charset=utf-8';

/** The blog's description: its page's meta description and its feed's. */
export const blogDescription = (productName: string) =>
  `Elf tips, holiday magic and Christmas traditions from the ${productName} team.`;

/** A feed a page announces in its head (`<link rel="alternate" type="application/rss+xml">`). */
export interface FeedLink {
  title: string;
  path: string;
}

export const siteFeedLink = (productName: string): FeedLink => ({
  title: `${productName} Blog`,
  path: FEED_PATH,
});

export const categoryFeedLink = (category: PostCategory, productName: string): FeedLink => ({
  title: `${category.label} | ${productName} Blog`,
  path: categoryFeedPath(category.id),
});

// Everything XML 1.0 allows in a document (§2.2): no C0 controls but tab, LF and CR, no lone
// surrogates, no U+FFFE/U+FFFF. Escaping cannot make the others legal, so they are dropped.
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text as an XML document may hold it: characters XML 1.0 forbids are left out. */
export function xmlSafe(text: string): string {
  return text.replace(NOT_XML_CHAR, '');
}

/** An RFC 822 date (RSS 2.0 pubDate, in GMT), or undefined for a date that is not one. */
export function rfc822Date(iso: string): string | undefined {
  const date = new Date(iso);
  return iso && !Number.isNaN(date.getTime()) ? date.toUTCString() : undefined;
}

export interface FeedInput {
  settings: Pick<SiteSettings, 'siteUrl' | 'productName' | 'supportEmail'>;
  /** The category feed's category; the site's feed without one. */
  category?: PostCategory;
  /** Newest first, their content sanitized and its addresses absolute. */
  posts: readonly Post[];
  /** The picture of a post without a featured image (the pages show the same). */
  defaultImage: string;
}

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  format: true,
  suppressEmptyNode: true,
});

/** Every string of the tree made XML-safe; the builder escapes markup characters itself. */
function safeTree(value: unknown): unknown {
  if (typeof value === 'string') return xmlSafe(value);
  if (Array.isArray(value)) return value.map(safeTree);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, safeTree(inner)]));
  }
  return value;
}

function latest(dates: readonly string[]): string | undefined {
  return dates.filter(Boolean).sort().at(-1);
}

/**
 * What a feed reader gets in place of a generator a post embeds: the script that would start it
 * does not run there, so a link to the generator's own page.
 */
export const generatorFeedLink = (kind: EmbedKind, siteUrl: string) => ({
  href: absoluteOnSite(generatorPagePath(kind), siteUrl),
  text: `Try the ${embedKindLabel(kind)}`,
});

/**
 * An RSS 2.0 feed of the posts: every link absolute on the canonical origin, dates in RFC 822,
 * the excerpt as the description and the body as content:encoded, the featured image as Media
 * RSS. The text depends on the posts alone (no time of building), so its hash is a stable ETag.
 */
export function rssXml({ settings, category, posts, defaultImage }: FeedInput): string {
  const origin = settings.siteUrl;
  const absolute = (pathOrUrl: string) => absoluteOnSite(pathOrUrl, origin);
  const feed = category
    ? categoryFeedLink(category, settings.productName)
    : siteFeedLink(settings.productName);
  const lastBuild = latest(posts.map((post) => post.updatedAt));
  const channel = {
    title: feed.title,
    link: absolute(category ? categoryPath(category.id) : BLOG_PATH),
    description: category ? category.description : blogDescription(settings.productName),
    language: 'en-us',
    ...(lastBuild ? { lastBuildDate: rfc822Date(lastBuild) } : {}),
    'atom:link': {
      '@_href': absolute(feed.path),
      '@_rel': 'self',
      '@_type': 'application/rss+xml',
    },
    item: posts.map((post) => {
      const author = postAuthor(post);
      const image = post.featuredImage ?? defaultImage;
      return {
        title: post.title,
        link: absolute(postPath(post.slug)),
        // Slugs change (the old address then redirects); ids do not, so readers never see a
        // post twice.
        guid: { '#text': `${new URL(origin).host}:post:${post.id}`, '@_isPermaLink': 'false' },
        pubDate: rfc822Date(publishedDate(post)),
        // RSS 2.0 wants an address in <author>: the site's contact, with the post's author named.
        author: `${settings.supportEmail} (${author})`,
        'dc:creator': author,
        category: categoriesOf(post).map((c) => ({
          '#text': c.label,
          '@_domain': absolute(categoryPath(c.id)),
        })),
        description: post.excerpt,
        'content:encoded': post.content,
        'media:content': {
          '@_url': absolute(image),
          '@_medium': 'image',
          ...(post.metadata.featuredImageAlt
            ? { 'media:description': post.metadata.featuredImageAlt }
            : {}),
        },
      };
    }),
  };
  return `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build(
    safeTree({
      rss: {
        '@_version': '2.0',
        '@_xmlns:atom': 'http://www.w3.org/2005/Atom',
        '@_xmlns:content': 'http://purl.org/rss/1.0/modules/content/',
        '@_xmlns:dc': 'http://purl.org/dc/elements/1.1/',
        '@_xmlns:media': 'http://search.yahoo.com/mrss/',
        channel,
      },
    }),
  )}`;
}
