/**
 * oEmbed 1.0 (https://oembed.com) for the generator pages and the published posts: a consumer that
 * finds such a page's URL (a post, a site builder, a chat app) asks /api/oembed for the `rich`
 * answer and shows its html, an iframe of the page's embed page (a generator alone, or the post's
 * card). No imports but our own: the server builds it, with the post the URL names looked up.
 */
import { DEFAULT_FEATURED_IMAGE, DEFAULT_FEATURED_IMAGE_SIZE, postPath } from '../posts/blog-paths';
import { absoluteOnSite } from '../images/media-url';
import type { Post } from '../models';
import { isValidSlug } from '../posts/slug';
import { isEmbedKind, type EmbedKind } from './embed-kinds';
import {
  EMBED_FRAME_MAX_WIDTH,
  embedFirstFrameHeight,
  embedPageOptions,
  embedPagePath,
  postCardPagePath,
} from './embed-page';
import { oembedHtml, type FramedPage } from './embed-snippets';
import { GENERATORS_PAGE_PATH, generatorPagePath } from './embed-paths';
import { postCardHeight } from './post-card';
import { ALL_TOOLS } from '../generators/tools';

const GENERATOR_PAGE_PREFIX = `${GENERATORS_PAGE_PATH}/`;
const POST_PAGE_PREFIX = postPath('');
/** How long a consumer may keep an answer, in seconds (oEmbed's cache_age). */
export const OEMBED_CACHE_AGE = 86_400;
/** The longest url asked about: longer than any address of this site, and read no further. */
export const OEMBED_URL_MAX = 2048;

export interface OembedRich {
  version: '1.0';
  type: 'rich';
  title: string;
  provider_name: string;
  provider_url: string;
  /** A post's, when it names one. */
  author_name?: string;
  /** A post's picture; its size when it is known (oEmbed gives both or neither). */
  thumbnail_url?: string;
  thumbnail_width?: number;
  thumbnail_height?: number;
  html: string;
  width: number;
  height: number;
  cache_age: number;
}

export type OembedAnswer =
  { status: 200; body: OembedRich } | { status: 400 | 404 | 501; error: string };

export interface OembedRequest {
  /** The query of the request: url, format, maxwidth, maxheight. */
  query: URLSearchParams;
  /** Origins whose generator pages this provider answers for (canonical and served-from). */
  origins: readonly string[];
  productName: string;
  /** The canonical origin, the answer's provider_url. */
  siteUrl: string;
  /**
   * For a post's URL (oembedPostSlug), the published post of that slug as the caller found it, or
   * null when there is none; any other post is answered as none.
   */
  post?: OembedPost | null;
}

/** What an answer tells of a post. */
export type OembedPost = Pick<Post, 'slug' | 'title' | 'featuredImage' | 'published' | 'metadata'>;

interface GeneratorPage {
  origin: string;
  kind: EmbedKind;
  /** The theme the URL's query names (`?theme=`, as the embed page reads it). */
  theme?: string;
}

/** The URL, when it is one on one of `origins`. */
function ownUrl(url: string, origins: readonly string[]): URL | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  return origins.includes(parsed.origin) ? parsed : null;
}

/** The generator a URL's page shows, with that URL's origin, or null for any other URL. */
function generatorPage(url: string, origins: readonly string[]): GeneratorPage | null {
  const parsed = ownUrl(url, origins);
  if (!parsed?.pathname.startsWith(GENERATOR_PAGE_PREFIX)) return null;
  const kind = parsed.pathname.slice(GENERATOR_PAGE_PREFIX.length).replace(/\/$/, '');
  if (!isEmbedKind(kind)) return null;
  return { origin: parsed.origin, kind, theme: embedPageOptions(kind, parsed.searchParams).theme };
}

interface PostPage {
  origin: string;
  slug: string;
}

/** The post a URL's page would show (whether or not there is one), or null for any other URL. */
function postPage(url: string, origins: readonly string[]): PostPage | null {
  if (url.length > OEMBED_URL_MAX) return null;
  const parsed = ownUrl(url, origins);
  if (!parsed?.pathname.startsWith(POST_PAGE_PREFIX)) return null;
  const slug = parsed.pathname.slice(POST_PAGE_PREFIX.length).replace(/\/$/, '');
  return isValidSlug(slug) ? { origin: parsed.origin, slug } : null;
}

/**
 * The slug of the post an oEmbed request's url names on one of `origins`, or null: the post the
 * caller looks up (published only) and passes to oembedAnswer.
 */
export function oembedPostSlug(query: URLSearchParams, origins: readonly string[]): string | null {
  const url = query.get('url')?.trim();
  return url ? (postPage(url, origins)?.slug ?? null) : null;
}

/** A post's picture for an answer: absolute, with its size when it is the site's default. */
function postThumbnail(post: OembedPost, origin: string): Partial<OembedRich> {
  if (!post.featuredImage)
    return {
      thumbnail_url: absoluteOnSite(DEFAULT_FEATURED_IMAGE, origin),
      thumbnail_width: DEFAULT_FEATURED_IMAGE_SIZE.width,
      thumbnail_height: DEFAULT_FEATURED_IMAGE_SIZE.height,
    };
  return { thumbnail_url: absoluteOnSite(post.featuredImage, origin) };
}

/**
 * A positive whole number of pixels, undefined when absent, null when malformed. Any number of
 * digits is one: a limit larger than the frame leaves the frame as it is.
 */
function limit(text: string | null): number | undefined | null {
  if (text === null) return undefined;
  return /^\d+$/.test(text) && Number(text) > 0 ? Number(text) : null;
}

/** What the frame of an answer shows, from which origin, and what the answer adds for it. */
interface Framed {
  origin: string;
  page: FramedPage;
  extra: Partial<OembedRich>;
}

/** A generator page's frame: its embed page at the generator's first view's height. */
function generatorFrame(page: GeneratorPage, width: number, maxHeight: number): Framed {
  const title = ALL_TOOLS.find((tool) => tool.key === page.kind)!.label;
  return {
    origin: page.origin,
    page: {
      pageUrl: `${page.origin}${generatorPagePath(page.kind)}`,
      title,
      src: `${page.origin}${embedPagePath(page.kind, { theme: page.theme })}`,
      height: Math.min(embedFirstFrameHeight(page.kind, width), maxHeight),
    },
    extra: {},
  };
}

/** A post's frame: its card page, at the card's height at the frame's width. */
function postFrame(page: PostPage, post: OembedPost, width: number, maxHeight: number): Framed {
  const author = post.metadata.author?.trim();
  return {
    origin: page.origin,
    page: {
      pageUrl: `${page.origin}${postPath(post.slug)}`,
      title: post.title,
      src: `${page.origin}${postCardPagePath(post.slug)}`,
      height: Math.min(postCardHeight(width), maxHeight),
    },
    extra: { ...(author ? { author_name: author } : {}), ...postThumbnail(post, page.origin) },
  };
}

type Frame = (width: number, maxHeight: number) => Framed;

/** How the page a url names is framed, or the 404 when it names none this provider answers for. */
function frameOf(
  url: string,
  origins: readonly string[],
  post: OembedPost | null | undefined,
): Frame | { status: 404; error: string } {
  const asked = postPage(url, origins);
  if (asked)
    return post?.published && post.slug === asked.slug
      ? (width, maxHeight) => postFrame(asked, post, width, maxHeight)
      : { status: 404, error: 'url is not a published post of this site' };
  const generator = generatorPage(url, origins);
  return generator
    ? (width, maxHeight) => generatorFrame(generator, width, maxHeight)
    : { status: 404, error: 'url is not a generator page of this site' };
}

/**
 * The answer to an oEmbed request: the frame fits maxwidth and maxheight (a generator scrolls
 * inside a frame shorter than it; one with the loader on its page grows it to fit). A post is
 * answered only when published: drafts and scheduled posts are no page of the site yet.
 */
export function oembedAnswer({
  query,
  origins,
  productName,
  siteUrl,
  post,
}: OembedRequest): OembedAnswer {
  const format = (query.get('format') ?? 'json').toLowerCase();
  if (format !== 'json') return { status: 501, error: 'Only format=json is implemented' };
  const url = query.get('url')?.trim();
  if (!url) return { status: 400, error: 'url is required' };
  if (url.length > OEMBED_URL_MAX)
    return { status: 400, error: `url must be at most ${OEMBED_URL_MAX} characters` };
  const frame = frameOf(url, origins, post);
  if (typeof frame !== 'function') return frame;
  const maxWidth = limit(query.get('maxwidth'));
  const maxHeight = limit(query.get('maxheight'));
  if (maxWidth === null || maxHeight === null)
    return { status: 400, error: 'maxwidth and maxheight must be whole numbers of pixels above 0' };
  const width = Math.min(EMBED_FRAME_MAX_WIDTH, maxWidth ?? Infinity);
  const { origin, page, extra } = frame(width, maxHeight ?? Infinity);
  return {
    status: 200,
    body: {
      version: '1.0',
      type: 'rich',
      title: page.title,
      provider_name: productName,
      provider_url: siteUrl,
      ...extra,
      html: oembedHtml(origin, page),
      width,
      height: page.height,
      cache_age: OEMBED_CACHE_AGE,
    },
  };
}
