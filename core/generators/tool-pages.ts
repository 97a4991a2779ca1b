/**
 * Where the widgets are embedded: the host page a widget reports with its events, and the
 * per-page figures the Tools Analytics tab shows. No zod here: widgets import this file.
 */
import { dayOf } from '../analytics/tracking';

/** The event a widget sends once per page view when it first becomes visible; not a use. */
export const IMPRESSION_ACTION = 'impression';

/**
 * How a page embedded a generator: an init call from its own script, `data-elf-generator` markup,
 * the `<elf-generator>` element, or an iframe of the embed page. An event without one comes from a
 * bundle built before it was reported, whose only ways were script and markup: it counts as
 * 'script'. Any other value is refused.
 */
export const EMBED_METHODS = ['script', 'markup', 'element', 'iframe'] as const;
export type EmbedMethod = (typeof EMBED_METHODS)[number];
export const DEFAULT_EMBED_METHOD: EmbedMethod = 'script';

/** Per embed method, a tool's impressions and uses over the window. */
export type MethodFigures = Record<EmbedMethod, { impressions: number; uses: number }>;

/** Every method at zero: a tool no page has shown. */
export const noMethodFigures = (): MethodFigures =>
  Object.fromEntries(
    EMBED_METHODS.map((method) => [method, { impressions: 0, uses: 0 }]),
  ) as MethodFigures;

/** The field of a method's figure in the tool's day counters: 'iframeUses', 'scriptImpressions'. */
export const embedMethodField = (method: EmbedMethod, figure: 'impressions' | 'uses') =>
  `${method}${figure === 'uses' ? 'Uses' : 'Impressions'}`;

/** The page figures cover this many days, today included; older days are neither read nor kept. */
export const TOOL_PAGES_DAYS = 30;
/** Embedding pages per page of the table. */
export const TOOL_PAGES_PAGE_SIZE = 10;

/**
 * New pages one client may add to a tool's list a day. Any caller can name any page of its own
 * origin; pages already listed keep counting past this.
 */
export const TOOL_NEW_PAGES_PER_CLIENT_DAY = 20;
/** New pages all clients together may add to a tool's list a day. */
export const TOOL_NEW_PAGES_PER_DAY = 500;

export const PAGE_ORIGIN_MAX = 200;
export const PAGE_PATH_MAX = 512;

/**
 * The host page as a widget reports it: its origin and path, never its query or fragment. The path
 * is null when only the site is known: an iframe embed whose parent did not say which page it is
 * (framingPageOf).
 */
export interface EmbedPage {
  origin: string;
  path: string | null;
}

/**
 * A real web origin, written as browsers serialize it (`location.origin`): http or https, a host,
 * a port only when not the default, nothing else (no user, path, query or trailing slash).
 */
export function isWebOrigin(text: string): boolean {
  if (text.length > PAGE_ORIGIN_MAX) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === text;
  } catch {
    return false;
  }
}

/**
 * The path as a URL holds it, or null when it is none: URL parsing must give it back unchanged
 * (browsers percent-encode spaces, double quotes, angle brackets and non-ASCII in a path, and
 * resolve dot segments), with no query or fragment, within PAGE_PATH_MAX. A `'`, which browsers
 * leave as is, is percent-encoded first, so no quote of any kind is stored or shown.
 */
export function normalPagePath(path: string): string | null {
  const quoted = path.replaceAll("'", '%27');
  if (quoted.length > PAGE_PATH_MAX || !quoted.startsWith('/')) return null;
  try {
    const url = new URL(quoted, 'https://page.invalid');
    return url.origin === 'https://page.invalid' &&
      url.pathname === quoted &&
      !url.search &&
      !url.hash
      ? quoted
      : null;
  } catch {
    return null;
  }
}

/**
 * The page that frames an iframe embed, as far as the frame's browser tells it: the parent's origin
 * (`ancestorOrigin`, location.ancestorOrigins[0]; Firefox has none, then the referrer's) and, when
 * the referrer is that page's address, its path. Under browsers' default referrer policy
 * (strict-origin-when-cross-origin) another site's referrer is its origin alone, 'https://site/':
 * that '/' is no page of the site, so the page is unknown (path null), as it is without a referrer
 * or with one from elsewhere. Our own pages (`ownOrigin`) send their whole address. Undefined when
 * no web origin is known.
 */
export function framingPageOf(
  referrer: string,
  ancestorOrigin: string | undefined,
  ownOrigin: string,
): EmbedPage | undefined {
  let from: URL | undefined;
  try {
    from = new URL(referrer);
  } catch {
    // No referrer, or none a URL: the origin may still be known.
  }
  const origin = ancestorOrigin ?? from?.origin;
  if (!origin || !isWebOrigin(origin)) return undefined;
  const originOnly = from?.pathname === '/' && !from.search && origin !== ownOrigin;
  return {
    origin,
    path: from?.origin === origin && !originOnly ? normalPagePath(from.pathname) : null,
  };
}

/**
 * What a page's day counters count: the widget seen, used, and its results spread from there (a
 * share, a link open or a pin: core/results/result-sharing.ts).
 */
export type PageFigure = 'impressions' | 'uses' | 'spreads';

/** One embedding page of a tool over the last TOOL_PAGES_DAYS days. */
export interface ToolPageRow extends EmbedPage {
  impressions: number;
  uses: number;
  /** Shares, link opens and pins of results shown on the page. */
  spreads: number;
  /** ISO time the page last reported an event (to the minute). */
  lastSeen: string;
}

/** GET /api/admin/tool-pages?tool=&after=: newest first (by last seen). */
export interface ToolPagesPage {
  pages: ToolPageRow[];
  /** The tool's figures per embed method over the same days (every page, and pages not listed). */
  methods: MethodFigures;
  /** The cursor of the next page, or null on the last one. */
  nextAfter: string | null;
}

/** The first day (UTC, '2026-11-22') inside the window that ends with `now`'s day. */
export const firstDayShown = (now: Date): string =>
  dayOf(new Date(now.getTime() - (TOOL_PAGES_DAYS - 1) * 86_400_000));

/** Uses per impression as a whole percentage ('—' without impressions); can pass 100%. */
export function useRate({ impressions, uses }: { impressions: number; uses: number }): string {
  if (impressions === 0) return '—';
  return `${Math.round((uses / impressions) * 100)}%`;
}
