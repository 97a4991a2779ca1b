/**
 * The widget build's manifest (rollup.config.ts writes it beside the bundles; the build copies it
 * beside the functions): per entry (each generator, and the public pages' islands), its hashed file
 * and the chunks it imports, relative to /widgets/.
 */
export const WIDGET_MANIFEST_FILE = 'widget-manifest.json';

/**
 * The manifest's key for what brings an island to life (site/src/public/islands/hydrate-island.tsx): the
 * chunks a page fetches ahead, once idle, for islands that wait for a visitor's first interaction.
 */
export const ISLANDS_LIVE_KEY = 'islands-live';

export type WidgetManifest = Partial<Record<string, string[]>>;

/** The loader this site's own pages use: it starts generators on the runtime the islands share. */
export const SITE_LOADER_FILE = 'site-loader.js';

/**
 * The loader of our embed page (/embed/{kind}): the generators other sites load, and a click on
 * the server's first frame held from its first run, as on our own pages.
 */
export const EMBED_PAGE_LOADER_FILE = 'embed-page-loader.js';

/**
 * The script of a post's card embed page (widgets/loader/post-card.ts): a module under a name that
 * stays, importing the iframe embeds' hashed file.
 */
export const POST_CARD_SCRIPT_FILE = 'post-card.js';

/**
 * The same for the build other sites load (loader.js): per generator, its hashed file and the
 * chunks it imports, which a page's preload hints could name (npm run bench compares).
 */
export const EMBED_MANIFEST_FILE = 'embed-manifest.json';
