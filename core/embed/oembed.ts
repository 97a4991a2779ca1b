/**
 * oEmbed 1.0 (https://oembed.com) for the generator pages: a consumer that finds a generator page's
 * URL (a post, a site builder, a chat app) asks /api/oembed for the `rich` answer and shows its
 * html, an iframe of the embed page. No imports but our own: the server builds it.
 */
import { isEmbedKind, type EmbedKind } from './embed-kinds';
import {
  EMBED_FRAME_MAX_WIDTH,
  embedFirstFrameHeight,
  embedPageOptions,
  embedPagePath,
} from './embed-page';
import { oembedHtml } from './embed-snippets';
import { GENERATORS_PAGE_PATH, generatorPagePath } from './embed-paths';
import { ALL_TOOLS } from '../tools';

const GENERATOR_PAGE_PREFIX = `${GENERATORS_PAGE_PATH}/`;
/** How long a consumer may keep an answer, in seconds (oEmbed's cache_age). */
export const OEMBED_CACHE_AGE = 86_400;

export interface OembedRich {
  version: '1.0';
  type: 'rich';
  title: string;
  provider_name: string;
  provider_url: string;
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
}

interface GeneratorPage {
  origin: string;
  kind: EmbedKind;
  /** The theme the URL's query names (`?theme=`, as the embed page reads it). */
  theme?: string;
}

/** The generator a URL's page shows, with that URL's origin, or null for any other URL. */
function generatorPage(url: string, origins: readonly string[]): GeneratorPage | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (!origins.includes(parsed.origin) || !parsed.pathname.startsWith(GENERATOR_PAGE_PREFIX))
    return null;
  const kind = parsed.pathname.slice(GENERATOR_PAGE_PREFIX.length).replace(/\/$/, '');
  if (!isEmbedKind(kind)) return null;
  return { origin: parsed.origin, kind, theme: embedPageOptions(kind, parsed.searchParams).theme };
}

/**
 * A positive whole number of pixels, undefined when absent, null when malformed. Any number of
 * digits is one: a limit larger than the frame leaves the frame as it is.
 */
function limit(text: string | null): number | undefined | null {
  if (text === null) return undefined;
  return /^\d+$/.test(text) && Number(text) > 0 ? Number(text) : null;
}

/**
 * The answer to an oEmbed request: the frame fits maxwidth and maxheight (a generator scrolls
 * inside a frame shorter than it; one with the loader on its page grows it to fit).
 */
export function oembedAnswer({
  query,
  origins,
  productName,
  siteUrl,
}: OembedRequest): OembedAnswer {
  const format = (query.get('format') ?? 'json').toLowerCase();
  if (format !== 'json') return { status: 501, error: 'Only format=json is implemented' };
  const url = query.get('url')?.trim();
  if (!url) return { status: 400, error: 'url is required' };
  const page = generatorPage(url, origins);
  if (!page) return { status: 404, error: 'url is not a generator page of this site' };
  const maxWidth = limit(query.get('maxwidth'));
  const maxHeight = limit(query.get('maxheight'));
  if (maxWidth === null || maxHeight === null)
    return { status: 400, error: 'maxwidth and maxheight must be whole numbers of pixels above 0' };
  const width = Math.min(EMBED_FRAME_MAX_WIDTH, maxWidth ?? Infinity);
  const height = Math.min(embedFirstFrameHeight(page.kind, width), maxHeight ?? Infinity);
  const title = ALL_TOOLS.find((tool) => tool.key === page.kind)!.label;
  const src = `${page.origin}${embedPagePath(page.kind, { theme: page.theme })}`;
  const pageUrl = `${page.origin}${generatorPagePath(page.kind)}`;
  const html = oembedHtml(page.origin, { pageUrl, title, src, height });
  return {
    status: 200,
    body: {
      version: '1.0',
      type: 'rich',
      title,
      provider_name: productName,
      provider_url: siteUrl,
      html,
      width,
      height,
      cache_age: OEMBED_CACHE_AGE,
    },
  };
}
