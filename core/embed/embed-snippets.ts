/**
 * The embed codes the product shows (the public generator pages, the admin's Elf Name Generator
 * and Tools pages), all built here from the origin the page is served from: a code copied from a
 * local stack works on a local page, one copied in production works everywhere.
 */
import { isWebOrigin } from '../generators/tool-pages';
import { embedKindLabel, type EmbedKind } from './embed-kinds';
import { EMBED_HEIGHT_MESSAGE, EMBED_HOST_MESSAGE } from './embed-message';
import { EMBED_FRAME_HEIGHT, EMBED_FRAME_MAX_WIDTH, embedPagePath } from './embed-page';
import { publicApiPath } from '../public-api-routes';
import { generatorPagePath, WIDGET_LOADER_PATH } from './embed-paths';
import { AUTO_THEME, GENERATOR_THEMES } from './generator-themes';

/**
 * The themes a generator's embed can name (its own, then 'auto'); 'brand' is also accepted by the
 * brand theme's configured key (SITE_BRAND_THEME_KEY).
 */
export const embedThemes = (kind: EmbedKind): readonly string[] => [
  ...GENERATOR_THEMES[kind],
  AUTO_THEME,
];

export interface EmbedOptions {
  /** Left out, the embed names no theme: craft and scene then show the theme their settings give. */
  theme?: string;
  /** Elf names only: the heading instead of "Elf Name Generator"; blank keeps that. */
  title?: string;
  /** Elf names only: false hides the list of recent names (shown by default). */
  showHistory?: boolean;
}

export interface EmbedSnippets {
  /**
   * The generator's page, with the theme: editors that turn a pasted link into an embed (oEmbed:
   * WordPress, Ghost, Notion) show the generator from it, and it stays a working link elsewhere.
   */
  link: string;
  /** The loader script with a `data-elf-generator` element (docs/embedding.md). */
  script: string;
  /** The loader script with an `<elf-generator>` element. */
  element: string;
  /** An iframe of the embed page, with a one-line script that sets its height as it reports it. */
  iframe: string;
}

/** Where an oEmbed consumer asks about a page: the discovery link's href. */
export function oembedDiscoveryUrl(origin: string, pageUrl: string): string {
  return checkedOrigin(origin) + publicApiPath('oembed', { url: pageUrl, format: 'json' });
}

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON is a JavaScript literal; '<' is escaped so the text cannot close the script element. */
const literal = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function checkedOrigin(origin: string): string {
  if (!isWebOrigin(origin))
    throw new Error(
      `An embed code needs the site's origin, such as https://example.com (got '${origin}')`,
    );
  return origin;
}

/** What the options say, parameters left at their defaults left out (the shortest working code). */
function chosen(kind: EmbedKind, options: EmbedOptions) {
  const elfName = kind === 'elf-name';
  const title = elfName ? options.title?.trim() || undefined : undefined;
  return {
    theme: options.theme?.trim() || undefined,
    title,
    hideHistory: elfName && options.showHistory === false,
  };
}

const tag = (name: string, attributes: [string, string | undefined][]) =>
  `<${name}${attributes
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${attribute(value)}"`)
    .join('')}></${name}>`;

/**
 * Sets the height of the iframe whose window sent a height message, for messages from our origin
 * only (any page can post to the host page), and tells that frame this page's path, so its uses
 * count on this page as the loader's do. One line, so a host's editor keeps it whole. With
 * `hideFallback`, it first hides the fallback link before the frame it follows: where this
 * script runs, the frame will size itself.
 */
const resizeScript = (origin: string, hideFallback = false) =>
  `<script>${hideFallback ? `(function(s){var b=s&&s.previousElementSibling;b=b&&b.previousElementSibling;if(b&&b.hasAttribute(${literal(FALLBACK_ATTRIBUTE)}))b.hidden=true})(document.currentScript);` : ''}addEventListener('message',function(e){var d=e.data;if(e.origin!==${literal(origin)}||!d||d.type!==${literal(EMBED_HEIGHT_MESSAGE)}||!(d.height>=0&&d.height<1e4))return;document.querySelectorAll('iframe').forEach(function(f){if(f.contentWindow===e.source){f.style.height=Math.ceil(d.height)+'px';e.source.postMessage({type:${literal(EMBED_HOST_MESSAGE)},path:location.pathname},e.origin)}})});</script>`;

/** Marks the link an oEmbed answer shows until its frame speaks. */
const FALLBACK_ATTRIBUTE = 'data-elf-embed-fallback';

/**
 * Permissions a frame of ours uses where its host grants them: Copy's. Written once for every
 * browser, so only a feature every Chromium knows: `web-share` is unknown where Chromium has no Web
 * Share (Linux), which logs "Unrecognized feature" for it on the host's page; without it, Share in
 * a frame copies the link instead.
 */
const FRAME_ALLOW = 'clipboard-write';

export interface FramedPage {
  /** The page the frame shows a part of: the fallback's link. */
  pageUrl: string;
  title: string;
  /** The embed page framed. */
  src: string;
  /** The frame's starting height, in CSS pixels. */
  height: number;
}

/**
 * An oEmbed answer's html, built to survive the filters of the hosts that show it. WordPress keeps
 * only `a`, `blockquote` and an iframe's plain attributes (no style, no script): the blockquote's
 * link is the fallback it shows until the frame speaks its protocol, the frame fills the width
 * (a percentage, not a style) at its real starting height and has no border. A host that keeps
 * scripts (Ghost) runs the resize script: the fallback goes and the frame follows its content.
 */
export function oembedHtml(origin: string, page: FramedPage): string {
  const site = checkedOrigin(origin);
  return (
    `<blockquote ${FALLBACK_ATTRIBUTE}><a href="${attribute(page.pageUrl)}">${attribute(page.title)}</a></blockquote>` +
    `<iframe src="${attribute(page.src)}" title="${attribute(page.title)}" width="100%" height="${page.height}" frameborder="0" allow="${FRAME_ALLOW}"></iframe>` +
    resizeScript(site, true)
  );
}

/** The codes that put `kind` with these options on any page, loading from `origin`. */
export function embedSnippets(
  origin: string,
  kind: EmbedKind,
  options: EmbedOptions = {},
): EmbedSnippets {
  const site = checkedOrigin(origin);
  const { theme, title, hideHistory } = chosen(kind, options);
  const loader = `${site}${WIDGET_LOADER_PATH}`;

  const markup = tag('div', [
    ['data-elf-generator', kind],
    ['data-theme', theme],
    ['data-title', title],
    ['data-show-history', hideHistory ? 'false' : undefined],
  ]);
  const element = tag('elf-generator', [
    ['kind', kind],
    ['theme', theme],
    ['data-title', title],
    ['data-show-history', hideHistory ? 'false' : undefined],
  ]);

  const src = `${site}${embedPagePath(kind, { theme, title, showHistory: !hideHistory })}`;
  const frame = `<iframe src="${attribute(src)}" title="${attribute(
    title ?? embedKindLabel(kind),
  )}" loading="lazy" allow="${FRAME_ALLOW}" style="display:block;width:100%;max-width:${EMBED_FRAME_MAX_WIDTH}px;height:${EMBED_FRAME_HEIGHT[kind]}px;border:0;margin:0 auto"></iframe>`;

  const link = `${site}${generatorPagePath(kind)}${theme ? `?${new URLSearchParams({ theme })}` : ''}`;

  return {
    link,
    script: `<script src="${attribute(loader)}"></script>\n${markup}`,
    element: `<script src="${attribute(loader)}" async></script>\n${element}`,
    iframe: `${frame}\n${resizeScript(site)}`,
  };
}

/** The elf name generator started from a script: `initElfNameGenerator(id, theme, postId, options)`. */
export function elfNameInitSnippet(origin: string, options: EmbedOptions = {}): string {
  const site = checkedOrigin(origin);
  const { theme, title, hideHistory } = chosen('elf-name', options);
  const settings: { title?: string; show_history?: boolean } = {};
  if (title) settings.title = title;
  if (hideHistory) settings.show_history = false;
  const args = ["'elf-names'"];
  if (theme || Object.keys(settings).length) args.push(theme ? literal(theme) : 'undefined');
  if (Object.keys(settings).length) args.push('undefined', literal(settings));
  return `<script src="${attribute(`${site}${WIDGET_LOADER_PATH}`)}"></script>\n<div id="elf-names"></div>\n<script>\n  window.initElfNameGenerator(${args.join(', ')});\n</script>`;
}
