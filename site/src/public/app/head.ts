import type { FeedLink } from '@core/posts/feed';
import { absoluteOnSite } from '@core/images/media-url';
import type { SiteSettings } from '@core/site/settings';

/** What a page puts in its document head. */
export interface HeadData {
  title: string;
  description: string;
  /** Path of the canonical URL; the origin comes from settings. */
  canonicalPath: string;
  /**
   * Kept out of search results: `true` with its links too (errors, the admin), 'page only' with
   * its links still followed (a shared elf name's page, whose links lead to the site's own pages).
   */
  noindex?: boolean | 'page only';
  ogType?: 'website' | 'article';
  image?: string | null;
  /** The image's size in pixels and its text, for link previews (a result's preview image). */
  imageSize?: { width: number; height: number };
  imageAlt?: string;
  jsonLd?: Record<string, unknown>[];
  /** Where an oEmbed consumer asks about this page (the discovery link), and the page's title there. */
  oembed?: { href: string; title: string };
  /** Feeds the page announces (every public page the site's, a category page its own too). */
  feeds?: FeedLink[];
}

/** Route handle: how a route derives its head from its loader data. */
export interface RouteHandle {
  head?: (data: unknown, settings: SiteSettings) => HeadData;
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** JSON inside a <script> element: '<' escaped so no value can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, (c) => (c === '\u2028' ? '\\u2028' : '\\u2029'));
}

/** On the canonical origin: a path, and our own media whatever host it was stored with. */
export function absoluteUrl(settings: SiteSettings, pathOrUrl: string): string {
  return absoluteOnSite(pathOrUrl, settings.siteUrl);
}

export function renderHeadTags(head: HeadData, settings: SiteSettings): string {
  const canonical = absoluteUrl(settings, head.canonicalPath);
  const image = head.image ? absoluteUrl(settings, head.image) : null;
  const meta = (attr: 'name' | 'property', key: string, content: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(content)}">`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    head.noindex
      ? meta('name', 'robots', head.noindex === 'page only' ? 'noindex' : 'noindex, nofollow')
      : '',
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:type', head.ogType ?? 'website'),
    meta('property', 'og:site_name', settings.productName),
    image ? meta('property', 'og:image', image) : '',
    image && head.imageSize ? meta('property', 'og:image:width', `${head.imageSize.width}`) : '',
    image && head.imageSize ? meta('property', 'og:image:height', `${head.imageSize.height}`) : '',
    image && head.imageAlt ? meta('property', 'og:image:alt', head.imageAlt) : '',
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    image ? meta('name', 'twitter:image', image) : '',
    image && head.imageAlt ? meta('name', 'twitter:image:alt', head.imageAlt) : '',
    head.oembed
      ? `<link rel="alternate" type="application/json+oembed" href="${escapeHtml(head.oembed.href)}" title="${escapeHtml(head.oembed.title)}">`
      : '',
    ...(head.feeds ?? []).map(
      (feed) =>
        `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(feed.title)}" href="${escapeHtml(absoluteUrl(settings, feed.path))}">`,
    ),
    ...(head.jsonLd ?? []).map(
      (item) => `<script type="application/ld+json">${scriptJson(item)}</script>`,
    ),
  ];
  return tags.filter(Boolean).join('\n');
}
