import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { categoryPath, postPath } from '../posts/blog-paths';
import { absoluteOnSite } from '../images/media-url';
import type { PostCategoryId } from '../models';
import { POST_CATEGORY_PAGES } from '../posts/post-categories';
import { PUBLIC_PAGES, sitemapPages } from './public-pages';
import { resultPagePath, type ResultKind } from '../results/result-pages';

/** The protocol's limit of URLs in one sitemap file (sitemaps.org); past it, an index with parts. */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapImage {
  loc: string;
  title?: string;
}

export interface SitemapUrl {
  loc: string;
  /** ISO date of the page's last content change; left out when unknown rather than invented. */
  lastmod?: string;
  images?: SitemapImage[];
}

/** One file to store: `sitemap.xml` (a urlset, or the index) and `sitemap-{n}.xml` parts. */
export interface SitemapFile {
  name: string;
  xml: string;
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const IMAGE_NS = 'http://www.google.com/schemas/sitemap-image/1.1';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Escapes text for XML (sitemaps.org asks for entity-escaped URLs). */
export function xmlEscape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

function urlEntry(url: SitemapUrl): string {
  const lines = [`  <url>`, `    <loc>${xmlEscape(url.loc)}</loc>`];
  if (url.lastmod) lines.push(`    <lastmod>${xmlEscape(url.lastmod)}</lastmod>`);
  for (const image of url.images ?? []) {
    lines.push(`    <image:image>`, `      <image:loc>${xmlEscape(image.loc)}</image:loc>`);
    if (image.title) lines.push(`      <image:title>${xmlEscape(image.title)}</image:title>`);
    lines.push(`    </image:image>`);
  }
  lines.push(`  </url>`);
  return lines.join('\n');
}

export function urlsetXml(urls: readonly SitemapUrl[]): string {
  return [
    XML_DECLARATION,
    `<urlset xmlns="${SITEMAP_NS}" xmlns:image="${IMAGE_NS}">`,
    ...urls.map(urlEntry),
    '</urlset>',
    '',
  ].join('\n');
}

export function sitemapIndexXml(parts: readonly { loc: string; lastmod?: string }[]): string {
  return [
    XML_DECLARATION,
    `<sitemapindex xmlns="${SITEMAP_NS}">`,
    ...parts.map((part) =>
      [
        '  <sitemap>',
        `    <loc>${xmlEscape(part.loc)}</loc>`,
        ...(part.lastmod ? [`    <lastmod>${xmlEscape(part.lastmod)}</lastmod>`] : []),
        '  </sitemap>',
      ].join('\n'),
    ),
    '</sitemapindex>',
    '',
  ].join('\n');
}

/** The latest of some ISO dates (undefined for none). */
function latest(dates: readonly (string | undefined)[]): string | undefined {
  let best: string | undefined;
  for (const date of dates) if (date && (!best || date > best)) best = date;
  return best;
}

/**
 * `sitemap.xml` alone while the URLs fit one file; otherwise `sitemap.xml` is an index of
 * `sitemap-1.xml`, `sitemap-2.xml`, ... each holding at most `maxUrls`.
 */
export function buildSitemapFiles(
  urls: readonly SitemapUrl[],
  options: { origin: string; maxUrls?: number },
): SitemapFile[] {
  const maxUrls = options.maxUrls ?? SITEMAP_MAX_URLS;
  if (!Number.isInteger(maxUrls) || maxUrls < 1) throw new Error('maxUrls must be a whole number');
  if (urls.length <= maxUrls) return [{ name: 'sitemap.xml', xml: urlsetXml(urls) }];
  const parts: SitemapFile[] = [];
  const index: { loc: string; lastmod?: string }[] = [];
  for (let start = 0; start < urls.length; start += maxUrls) {
    const slice = urls.slice(start, start + maxUrls);
    const name = `sitemap-${parts.length + 1}.xml`;
    parts.push({ name, xml: urlsetXml(slice) });
    index.push({ loc: `${options.origin}/${name}`, lastmod: latest(slice.map((u) => u.lastmod)) });
  }
  return [{ name: 'sitemap.xml', xml: sitemapIndexXml(index) }, ...parts];
}

/** A public page of the site's own (not a post), with the date its content last changed. */
export interface StaticPage {
  path: string;
  /** ISO date; for pages that list posts, the latest post update is used when it is later. */
  contentUpdated: string;
  listsPosts?: boolean;
}

/**
 * The site's own public pages the sitemap lists, but the category pages (each dated by its own
 * posts): the table's (core/site/public-pages.ts), where each page's `contentUpdated` is kept.
 */
export const STATIC_PAGES: readonly StaticPage[] = sitemapPages()
  .filter((page) => page.listsPosts !== 'its category')
  .map(({ path, contentUpdated, listsPosts }) =>
    listsPosts ? { path, contentUpdated, listsPosts: true } : { path, contentUpdated },
  );

/** When the category pages' own words (their titles and descriptions) last changed. */
export const CATEGORY_PAGES_UPDATED = PUBLIC_PAGES.category.sitemap.contentUpdated;

/** What the sitemap needs of a published post. */
export interface SitemapPost {
  slug: string;
  title: string;
  updatedAt: string;
  featuredImage: string | null;
  categories?: readonly PostCategoryId[];
}

/** What the sitemap needs of a curated result (a craft idea, scene or recipe) for its page. */
export interface SitemapResult {
  kind: ResultKind;
  id: string;
  title: string;
  updatedAt: string;
}

/**
 * Every public URL: the site's pages, the category pages (each dated by its newest post), every
 * published post with its featured image, then every curated result's page.
 */
export function publicSitemapUrls(input: {
  origin: string;
  posts: readonly SitemapPost[];
  results?: readonly SitemapResult[];
  pages?: readonly StaticPage[];
  categories?: readonly PostCategoryId[];
}): SitemapUrl[] {
  const { origin, posts } = input;
  const newestPost = latest(posts.map((p) => p.updatedAt));
  const pages = (input.pages ?? STATIC_PAGES).map((page) => ({
    loc: `${origin}${page.path === '/' ? '/' : page.path}`,
    lastmod: page.listsPosts ? latest([page.contentUpdated, newestPost]) : page.contentUpdated,
  }));
  const categories = (input.categories ?? POST_CATEGORY_PAGES.map((c) => c.id)).map((id) => ({
    loc: `${origin}${categoryPath(id)}`,
    lastmod: latest([
      CATEGORY_PAGES_UPDATED,
      ...posts.filter((p) => p.categories?.includes(id)).map((p) => p.updatedAt),
    ]),
  }));
  return [
    ...pages,
    ...categories,
    ...posts.map((post) => ({
      loc: `${origin}${postPath(post.slug)}`,
      lastmod: post.updatedAt || undefined,
      images: post.featuredImage
        ? [{ loc: absoluteOnSite(post.featuredImage, origin), title: post.title || undefined }]
        : undefined,
    })),
    ...(input.results ?? []).map((result) => ({
      loc: `${origin}${resultPagePath(result.kind, result)}`,
      lastmod: result.updatedAt || undefined,
    })),
  ];
}

/** Spec part 1 §5: the verdict on a sitemap's text. */
export type SitemapCheck =
  | { valid: true; kind: 'urlset' | 'sitemapindex'; urlCount: number; locs: string[] }
  | { valid: false; error: string };

// Text stays text: a <loc> of digits must not become a number.
const parser = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true,
  parseTagValue: false,
});

function asArray(value: unknown): unknown[] {
  if (value === undefined || value === '') return [];
  return Array.isArray(value) ? value : [value];
}

function locOf(entry: unknown): string | null {
  if (typeof entry !== 'object' || entry === null) return null;
  const loc = (entry as { loc?: unknown }).loc;
  return typeof loc === 'string' ? loc : null;
}

/**
 * Checks a sitemap as the dashboard's verification does (spec part 1 §5): anything before the XML
 * declaration is stripped; it must be well-formed and hold a urlset. A sitemap index (what a site
 * past 50,000 URLs serves) is valid too, counted by its parts.
 */
export function checkSitemapXml(text: string): SitemapCheck {
  const declaration = text.indexOf('<?xml');
  const xml = (declaration > 0 ? text.slice(declaration) : text).trim();
  if (!xml) return { valid: false, error: 'Empty content' };
  const wellFormed = XMLValidator.validate(xml);
  if (wellFormed !== true) {
    return {
      valid: false,
      error: `Invalid XML: ${wellFormed.err.msg} (line ${wellFormed.err.line})`,
    };
  }
  const doc = parser.parse(xml) as Record<string, unknown>;
  const urlset = doc.urlset;
  if (urlset !== undefined) {
    const entries = typeof urlset === 'object' && urlset ? (urlset as { url?: unknown }).url : [];
    const locs = asArray(entries).map(locOf);
    return { valid: true, kind: 'urlset', urlCount: locs.length, locs: locs.filter(isText) };
  }
  const index = doc.sitemapindex;
  if (index !== undefined) {
    const entries =
      typeof index === 'object' && index ? (index as { sitemap?: unknown }).sitemap : [];
    const locs = asArray(entries).map(locOf);
    return { valid: true, kind: 'sitemapindex', urlCount: locs.length, locs: locs.filter(isText) };
  }
  return { valid: false, error: 'Missing urlset element' };
}

function isText(value: string | null): value is string {
  return value !== null;
}

/** Spec part 1 §5: two sitemaps match only if both are valid and hold as many url entries. */
export function sitemapsMatch(a: SitemapCheck, b: SitemapCheck): boolean {
  return a.valid && b.valid && a.kind === b.kind && a.urlCount === b.urlCount;
}
