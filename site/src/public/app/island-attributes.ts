/**
 * How the server's HTML marks islands and page scripts for the browser (island.tsx renders them,
 * entry.ts reads them). Kept apart from the components so the entry carries no React.
 */

/** When an island's code loads and comes to life in the browser. */
export type HydrateWhen =
  /** At once: it acts on the page as it loads (an error's toast, an unknown post's redirect). */
  | 'load'
  /** When the browser is idle: it only answers clicks, and can wait (an error page's Try Again). */
  | 'idle'
  /** When it nears the view or takes focus: further down the page (the newsletter form, the call to action). */
  | 'visible'
  /**
   * When a visitor reaches for it (pointer over or down, touch, focus, a key): the header, which
   * every page has and most visitors only read. Its code is fetched once the page is idle, and a
   * click that lands before it is live is done again once it is.
   */
  | 'interaction';

/**
 * Every island of the public pages (islands/registry.ts holds their code): named here, below
 * the features that render them, so that the markers (island.tsx) need not import the registry,
 * which imports those features.
 */
export type IslandName =
  | 'header'
  | 'newsletter'
  | 'post-not-found'
  | 'post-load-error'
  | 'blog-list-error'
  | 'embed-builder'
  | 'page-error';

/** Every page script (islands/page-scripts.ts holds their code) and the props the server gives it. */
export interface PageScriptProps {
  'post-view': { postId: string };
  'cta-clicks': { postId: string; ctaIdentifier: string };
  /** A result's page (issue 40): its kind and its key, a content id or an elf name's segment. */
  'result-visit': { kind: 'craft' | 'scene' | 'recipe' | 'elf-name'; key: string };
}

export type PageScriptName = keyof PageScriptProps;

export const ISLAND_ATTRIBUTE = 'data-island';
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';
export const ISLAND_WHEN_ATTRIBUTE = 'data-hydrate';
/**
 * Set on an island once it is live, and on a page script's template once the script has run:
 * tests and curious developers can tell.
 */
export const ISLAND_LIVE_ATTRIBUTE = 'data-live';

/** A page script (page-scripts.ts): plain code the page runs as it loads, with no runtime. */
export const PAGE_SCRIPT_ATTRIBUTE = 'data-page-script';

/**
 * On the islands' script tag: the chunks an island that waits for interaction needs, downloaded
 * (neither compiled nor run) once the page is idle, so the first tap does not wait for the network.
 */
export const WARM_CHUNKS_ATTRIBUTE = 'data-warm';
