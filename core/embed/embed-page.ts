/**
 * The iframe embed page, /embed/{kind}?theme=&title=&show_history=: one generator alone on a
 * transparent page that any site may frame. Paths are built here only, for the oEmbed answer and
 * the loader that resizes its frames; the server reads them by core/site/public-pages.ts.
 */
import { postPath } from '../posts/blog-paths';
import { SITE_PREFIXES } from '../site/site-paths';
import type { EmbedKind } from './embed-kinds';

export const EMBED_PATH_PREFIX = `${SITE_PREFIXES.embed}/`;

/**
 * A frame's height before its content reports one, and its whole height on a page with no script
 * to resize it: about the generator's first view at a phone's width, so nothing that matters is
 * cut off.
 */
export const EMBED_FRAME_HEIGHT: Record<EmbedKind, number> = {
  'elf-name': 560,
  craft: 720,
  scene: 480,
  recipe: 900,
};

/**
 * The least height of the embed page's generator: WordPress never makes a frame shorter, and a
 * shorter generator would leave a blank band under it.
 */
export const EMBED_MIN_HEIGHT = 200;

/** The frame widths at which EMBED_FIRST_FRAME gives each generator's height, narrowest first. */
export const FIRST_FRAME_WIDTHS = [280, 320, 360, 400, 480, 540, 600] as const;

/**
 * Each generator's first view in a frame (its content loaded, nothing pressed), in CSS pixels, at
 * each of FIRST_FRAME_WIDTHS: measured in Chromium with the demo content and the default theme,
 * and checked against the live pages by e2e/embed-hosts.spec.ts, which prints the new figures when
 * a widget's layout changes. A frame starts at this height, so it shows no gap and no scrollbar
 * before its content reports its own.
 */
export const EMBED_FIRST_FRAME: Record<EmbedKind, readonly number[]> = {
  'elf-name': [257, 200, 200, 200, 200, 200, 200],
  craft: [718, 694, 492, 492, 439, 409, 385],
  scene: [213, 200, 200, 200, 200, 200, 200],
  recipe: [838, 838, 782, 706, 626, 653, 621],
};

/**
 * The first view's height at a frame `width` wide: the figure of the widest measured width not
 * wider than it (text wraps less in a wider frame, so the frame is at most a line or two too tall),
 * the narrowest figure below 280 px.
 */
export function embedFirstFrameHeight(kind: EmbedKind, width: number): number {
  const heights = EMBED_FIRST_FRAME[kind];
  const index = FIRST_FRAME_WIDTHS.findLastIndex((measured) => measured <= width);
  return heights[Math.max(index, 0)]!;
}

/** The widest a frame of ours gets: the generators lay out well up to it, and oEmbed's default. */
export const EMBED_FRAME_MAX_WIDTH = 600;

/** What the page's query may say; anything else in it is ignored. */
export interface EmbedPageOptions {
  theme?: string;
  /** elf-name only: the heading instead of the generator's own. */
  title?: string;
  /** elf-name only: false hides the recent names. */
  showHistory?: boolean;
}

const THEME_PATTERN = /^[a-z0-9-]{1,40}$/;
const TITLE_MAX = 100;

/** The embed page's path and query; options left at their defaults stay out. */
export function embedPagePath(kind: EmbedKind, options: EmbedPageOptions = {}): string {
  const query = new URLSearchParams();
  if (options.theme) query.set('theme', options.theme);
  if (kind === 'elf-name') {
    if (options.title?.trim()) query.set('title', options.title.trim());
    if (options.showHistory === false) query.set('show_history', 'false');
  }
  const search = query.toString();
  return `${EMBED_PATH_PREFIX}${kind}${search ? `?${search}` : ''}`;
}

/**
 * A post's card embed page: its title, excerpt and picture alone on a transparent page, at the
 * post's own path under /embed (/embed/blog/{slug}).
 */
export const postCardPagePath = (slug: string) => `${SITE_PREFIXES.embed}${postPath(slug)}`;

/**
 * The options in an embed page's query, as the page passes them on to the generator's markup: a
 * theme that is no theme's name and an overlong title are dropped (the generator's defaults
 * apply); show_history is passed as written, the widget reads it as markup's data-show-history.
 */
export function embedPageOptions(
  kind: EmbedKind,
  query: URLSearchParams,
): { theme?: string; title?: string; showHistory?: string } {
  const theme = query.get('theme') ?? '';
  const options: { theme?: string; title?: string; showHistory?: string } = {};
  if (THEME_PATTERN.test(theme)) options.theme = theme;
  if (kind !== 'elf-name') return options;
  const title = query.get('title')?.trim() ?? '';
  if (title && title.length <= TITLE_MAX) options.title = title;
  const showHistory = query.get('show_history');
  if (showHistory !== null) options.showHistory = showHistory;
  return options;
}
