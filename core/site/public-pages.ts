/**
 * The site's public addresses in one table: each page's pattern, the builder of its address, what
 * serves it and whether the sitemap lists it; and the address spaces the site keeps to itself.
 * The site's routes, the ssr function's dispatch, the feeds, the sitemap, robots.txt and the
 * redirects' checks all read it, so a page added here is known to each of them.
 */
import {
  BLOG_PATH,
  categoryFeedPath,
  categoryPath,
  FEED_PATH,
  postPath,
} from '../posts/blog-paths';
import { embedPagePath, postCardPagePath } from '../embed/embed-page';
import { GENERATORS_PAGE_PATH, generatorPagePath } from '../embed/embed-paths';
import { GENERATOR_KINDS } from '../generators/generator-embeds';
import { POST_CATEGORIES } from '../models';
import {
  elfNamePagePath,
  isResultId,
  readElfNameSegment,
  RESULT_KINDS,
  resultPagePath,
} from '../results/result-pages';
import { ABOUT_PATH, HOME_PATH, PRIVACY_PATH, SITE_PREFIXES, TERMS_PATH } from './site-paths';
import { isValidSlug, SLUG_MAX } from '../posts/slug';

/**
 * What answers a page, in the ssr function: the public route tree (site/src/public/routes/public-routes.tsx),
 * an RSS feed, a generator's embed page, a post's card embed page.
 */
export const PAGE_SERVERS = ['page', 'feed', 'embed', 'post-card'] as const;
export type PageServer = (typeof PAGE_SERVERS)[number];

/** The values a parameter takes: a known few (each one a page), or any that passes a test. */
export type ParamValues = readonly string[] | ((value: string) => boolean);

/** A page the sitemap lists at each of its addresses, dated by when its words last changed. */
export interface SitemapListing {
  /** ISO date: change it with the page's words (a sitemap `lastmod` must be true). */
  contentUpdated: string;
  /** A page that lists posts is dated by the newest of them when that is later. */
  listsPosts?: 'all' | 'its category';
}

export interface PublicPage {
  /** `:name` is one segment; `*name`, last, is the rest of the path, slashes included. */
  pattern: string;
  params?: Readonly<Record<string, ParamValues>>;
  /** The builder of its address, which everything that links to it calls. */
  path: (...args: never[]) => string;
  servedBy: PageServer;
  /**
   * Listed in the sitemap as it says, one entry per published post or per curated result (a
   * craft idea, scene or recipe, read from the database as posts are), or not at all (null).
   */
  sitemap: SitemapListing | 'each published post' | 'each result' | null;
}

const CATEGORY_IDS = POST_CATEGORIES.map((category) => category.id);

/**
 * Every public page, the sitemap's in its order. Pages served by the route tree are matched as
 * React Router matches them (any letter case, a trailing slash); the others exactly.
 */
export const PUBLIC_PAGES = {
  home: {
    pattern: HOME_PATH,
    path: () => HOME_PATH,
    servedBy: 'page',
    sitemap: { contentUpdated: '2026-11-01', listsPosts: 'all' },
  },
  blog: {
    pattern: BLOG_PATH,
    path: () => BLOG_PATH,
    servedBy: 'page',
    sitemap: { contentUpdated: '2026-11-01', listsPosts: 'all' },
  },
  post: {
    pattern: postPath(':slug'),
    params: { slug: isValidSlug },
    path: postPath,
    servedBy: 'page',
    sitemap: 'each published post',
  },
  about: {
    pattern: ABOUT_PATH,
    path: () => ABOUT_PATH,
    servedBy: 'page',
    sitemap: { contentUpdated: '2026-11-01' },
  },
  generators: {
    pattern: GENERATORS_PAGE_PATH,
    path: () => GENERATORS_PAGE_PATH,
    servedBy: 'page',
    sitemap: { contentUpdated: '2026-11-26' },
  },
  generator: {
    pattern: `${GENERATORS_PAGE_PATH}/:kind`,
    params: { kind: GENERATOR_KINDS },
    path: generatorPagePath,
    servedBy: 'page',
    sitemap: { contentUpdated: '2026-11-26' },
  },
  /**
   * A curated result's page (issue 40), found by its id; the title's slug only decorates, and an
   * address with another one (the idea was renamed) is sent on to the current one.
   */
  result: {
    pattern: `${GENERATORS_PAGE_PATH}/:kind/:id/:slug`,
    params: { kind: RESULT_KINDS, id: isResultId, slug: (slug) => slug.length <= SLUG_MAX },
    path: resultPagePath,
    servedBy: 'page',
    sitemap: 'each result',
  },
  /** A result's address without a slug: its page when its title gives none, else sent on. */
  resultWithoutSlug: {
    pattern: `${GENERATORS_PAGE_PATH}/:kind/:id`,
    params: { kind: RESULT_KINDS, id: isResultId },
    path: resultPagePath,
    servedBy: 'page',
    sitemap: null,
  },
  /** A generated elf name's page: shareable, never indexed nor listed (there are too many). */
  elfName: {
    pattern: `${generatorPagePath('elf-name')}/:name`,
    params: { name: (segment) => readElfNameSegment(segment) !== null },
    path: elfNamePagePath,
    servedBy: 'page',
    sitemap: null,
  },
  terms: {
    pattern: TERMS_PATH,
    path: () => TERMS_PATH,
    servedBy: 'page',
    sitemap: { contentUpdated: '2026-11-01' },
  },
  privacy: {
    pattern: PRIVACY_PATH,
    path: () => PRIVACY_PATH,
    servedBy: 'page',
    sitemap: { contentUpdated: '2026-11-01' },
  },
  category: {
    pattern: `${BLOG_PATH}/category/:category`,
    params: { category: CATEGORY_IDS },
    path: categoryPath,
    servedBy: 'page',
    // When the category pages' own words (their titles and descriptions) last changed.
    sitemap: { contentUpdated: '2026-11-26', listsPosts: 'its category' },
  },
  feed: { pattern: FEED_PATH, path: () => FEED_PATH, servedBy: 'feed', sitemap: null },
  categoryFeed: {
    pattern: `${BLOG_PATH}/category/:category/rss.xml`,
    params: { category: CATEGORY_IDS },
    path: categoryFeedPath,
    servedBy: 'feed',
    sitemap: null,
  },
  embed: {
    pattern: `${SITE_PREFIXES.embed}/:kind`,
    params: { kind: GENERATOR_KINDS },
    path: embedPagePath,
    servedBy: 'embed',
    sitemap: null,
  },
  postCard: {
    // The slug as written: the card page answers 404 itself for one no post can have.
    pattern: postCardPagePath('*slug'),
    path: postCardPagePath,
    servedBy: 'post-card',
    sitemap: null,
  },
} as const satisfies Record<string, PublicPage>;

export type PublicPageKey = keyof typeof PUBLIC_PAGES;

/** The table's rows, each with its key, in its order. */
export const PUBLIC_PAGE_ENTRIES = Object.entries(PUBLIC_PAGES) as [PublicPageKey, PublicPage][];

/** An address space the site keeps to itself: what serves it, and whether crawlers may read it. */
export interface SiteSpace {
  prefix: string;
  servedBy: 'admin app' | 'api function' | 'static files' | 'embed pages';
  crawled: boolean;
}

export const SITE_SPACES: readonly SiteSpace[] = [
  { prefix: SITE_PREFIXES.admin, servedBy: 'admin app', crawled: false },
  { prefix: SITE_PREFIXES.api, servedBy: 'api function', crawled: false },
  { prefix: SITE_PREFIXES.widgets, servedBy: 'static files', crawled: true },
  { prefix: SITE_PREFIXES.media, servedBy: 'api function', crawled: true },
  { prefix: SITE_PREFIXES.embed, servedBy: 'embed pages', crawled: true },
];

const accepts = (values: ParamValues, value: string) =>
  typeof values === 'function' ? values(value) : values.includes(value);

/** Whether every parameter read from a page's path is one it takes. */
export function acceptsParams(
  page: PublicPage,
  params: Readonly<Record<string, string | undefined>>,
): boolean {
  return Object.entries(page.params ?? {}).every(([name, values]) => {
    const value = params[name];
    return value !== undefined && accepts(values, value);
  });
}

/** The parameters a pattern reads from a path, or null when the path is not of its shape. */
function readPattern(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const have = path.split('/');
  const params: Record<string, string> = {};
  for (const [index, part] of want.entries()) {
    if (part.startsWith('*')) {
      if (index >= have.length) return null;
      params[part.slice(1)] = have.slice(index).join('/');
      return params;
    }
    const segment = have[index];
    if (segment === undefined) return null;
    if (part.startsWith(':')) {
      if (segment === '') return null;
      params[part.slice(1)] = segment;
    } else if (part !== segment) return null;
  }
  return have.length === want.length ? params : null;
}

/** The page a path is, exactly as written (letter case and trailing slash count), or null. */
export function matchPublicPage(
  path: string,
): { key: PublicPageKey; params: Record<string, string> } | null {
  for (const [key, page] of PUBLIC_PAGE_ENTRIES) {
    const params = readPattern(page.pattern, path);
    if (params && acceptsParams(page, params)) return { key, params };
  }
  return null;
}

/** Every address of a page whose parameters take a known few values (not a post's). */
function addressesOf(page: PublicPage): string[] | null {
  let paths = [page.pattern];
  for (const [name, values] of Object.entries(page.params ?? {})) {
    if (typeof values === 'function') return null;
    paths = paths.flatMap((path) => values.map((value) => path.replace(`:${name}`, value)));
  }
  return paths;
}

/** Every address of every page of a known few: all but posts and post cards. */
export function fixedPagePaths(): string[] {
  return PUBLIC_PAGE_ENTRIES.flatMap(([, page]) =>
    page.pattern.includes('*') ? [] : (addressesOf(page) ?? []),
  );
}

/** A page the sitemap lists at a fixed address. */
export interface ListedPage extends SitemapListing {
  path: string;
}

/** The sitemap's fixed addresses, in its order (posts are listed from the database). */
export function sitemapPages(): ListedPage[] {
  return PUBLIC_PAGE_ENTRIES.flatMap(([, page]) => {
    const { sitemap } = page;
    if (sitemap === null || typeof sitemap === 'string') return [];
    return (addressesOf(page) ?? []).map((path) => ({ path, ...sitemap }));
  });
}
