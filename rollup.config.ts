/**
 * Widget bundles (rollup, Preact through preact/compat under styled-components):
 *  - ESM: the four generators split over one shared runtime chunk, loaded by the loader,
 *    under stable names (widgets/esm/) and content-hashed names (widgets/immutable/);
 *  - the loader (widgets/loader.js), a small classic script pointing at the hashed ESM entries,
 *    and the iframe embeds' code it fetches where a page has such frames (immutable/loader-frames-*),
 *    which a post's card embed page runs through a script of its own (widgets/post-card.js); our
 *    embed page's loader (widgets/embed-page-loader.js) also holds a click on its server frame;
 *  - this site's own build: the generators and the public pages' islands over one runtime
 *    (widgets/immutable/site-*), its loader (widgets/site-loader.js) and a manifest for the server;
 *  - UMD: one standalone bundle per generator (widgets/*.umd.js plus a hashed copy).
 * All minified, with source maps. Run by `npm run build` (scripts/build.ts) or `rollup -c`.
 */
import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { resolve } from 'node:path';
import type { OutputOptions, Plugin, RollupOptions } from 'rollup';
import { readSiteSettings } from '@core/site/settings';
import { STYLED_COMPONENTS_BROWSER, styledTagsOnDemand } from './scripts/lib/styled-tags-on-demand';
import { minifyStyledTemplates, WIDGET_SOURCE } from './scripts/lib/styled-templates';
import {
  EMBED_MANIFEST_FILE,
  EMBED_PAGE_LOADER_FILE,
  ISLANDS_LIVE_KEY,
  POST_CARD_SCRIPT_FILE,
  SITE_LOADER_FILE,
  WIDGET_MANIFEST_FILE,
} from '@core/generators/widget-manifest';

const OUT = 'dist/hosting/widgets';
const GENERATORS = {
  'elf-name': 'ElfName',
  craft: 'Craft',
  scene: 'Scene',
  recipe: 'Recipe',
} as const;
type Key = keyof typeof GENERATORS;
/** The public pages' script (site/src/public/islands/entry.ts), built here to share the widgets' runtime. */
const ISLANDS_ENTRY = 'site/src/public/islands/entry.ts';
/** What this site's loader runs before a server-rendered generator's code (its own entry). */
const SERVER_FRAME_ENTRY = 'widgets/loader/server-frame.ts';
/** What the islands' entry loads to bring an island to life; its chunks are warmed ahead. */
const ISLANDS_LIVE_MODULE = 'site/src/public/islands/hydrate-island.tsx';

const brandThemeKey = readSiteSettings(process.env).brandThemeKey;

/**
 * In the classic bundles (the loader, the UMD generators), import.meta.url is the URL of the script
 * running: document.currentScript while a classic script runs; for one run as a module or imported
 * (no currentScript), the file named in a stack trace. Rollup's own fallback, the page's base URL,
 * would send every request to the host page's origin.
 */
function ownUrlInClassicBundles(): Plugin {
  return {
    name: 'own-url-in-classic-bundles',
    resolveImportMeta(property, { format }) {
      if (property !== 'url' || format === 'es') return null;
      return String.raw`(document.currentScript&&document.currentScript.src||(/(https?:\/\/[^\s)]+?)(?::\d+){2}/.exec(Error().stack)||[])[1]||location.href)`;
    },
  };
}

/** styled-components' `import React from 'react'` goes to a trimmed Preact object (see the file). */
function reactForStyledComponents(): Plugin {
  const shim = resolve('widgets/shared/react-for-styled-components.js');
  return {
    name: 'react-for-styled-components',
    resolveId(source, importer) {
      return source === 'react' && importer?.includes('/node_modules/styled-components/')
        ? shim
        : null;
    },
  };
}

/** The widgets' CSS without comments or indentation, as the server's first frames have it. */
function minifiedStyledTemplates(): Plugin {
  return {
    name: 'minified-styled-templates',
    transform: (code, id) => (WIDGET_SOURCE.test(id) ? minifyStyledTemplates(code, id) : null),
  };
}

/** `styled.div` and the like made when first used (see the file): 0.6 KB less gzip per bundle. */
function styledShortcutsOnDemand(): Plugin {
  return {
    name: 'styled-shortcuts-on-demand',
    transform: (code, id) =>
      STYLED_COMPONENTS_BROWSER.test(id) ? { code: styledTagsOnDemand(code), map: null } : null,
  };
}

/**
 * The widgets' plugins, in order. `transpile` turns TypeScript into JavaScript: the build's checks
 * types as it goes; a test that only measures output may pass a faster one.
 */
export function plugins(
  transpile: Plugin = typescript({ tsconfig: 'widgets/tsconfig.build.json' }),
): Plugin[] {
  return [
    reactForStyledComponents(),
    ownUrlInClassicBundles(),
    alias({
      entries: [
        // tsconfig.json's `paths`: shared code is `@core/...`, the site's `@site/...`.
        { find: /^@core\//, replacement: `${resolve('core')}/` },
        { find: /^@site\//, replacement: `${resolve('site/src')}/` },
        { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
        { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
        { find: /^react-dom$/, replacement: 'preact/compat' },
        { find: /^react$/, replacement: 'preact/compat' },
        { find: /^stylis$/, replacement: resolve('widgets/shared/stylis-without-prefixer.js') },
        { find: /^stylis-with-prefixer$/, replacement: resolve('node_modules/stylis/index.js') },
      ],
    }),
    replace({
      preventAssignment: true,
      values: {
        'process.env.NODE_ENV': JSON.stringify('production'),
        __BRAND_THEME_KEY__: JSON.stringify(brandThemeKey),
      },
    }),
    nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx'] }),
    commonjs(),
    minifiedStyledTemplates(),
    styledShortcutsOnDemand(),
    transpile,
    terser({ ecma: 2020, module: true, format: { comments: false }, compress: { passes: 2 } }),
  ];
}

/**
 * A styled component made and never used is left out: rollup would keep the call, not knowing
 * styled-components' factories have no side effects.
 */
const treeshake = { manualPureFunctions: ['styled', 'css', 'keyframes'] };

/**
 * Two ESM builds of the generators, each over one runtime chunk:
 *  - `embed`, for other sites (loader.js): the runtime holds only what the generators use;
 *  - `site`, for this site's own pages (site-loader.js and the islands): the islands are built
 *    with the generators, so a post with generators loads one runtime for both. Its runtime also
 *    carries what the islands use of Preact and styled-components, which other sites need not pay.
 */
type Build = 'embed' | 'site';

/**
 * Per build and entry, its hashed ESM file followed by the chunks it imports, filled in by each
 * ESM build for the loaders built after them: a loader fetches them all at once.
 */
const hashedEntries: Record<
  Build,
  Partial<Record<Key | 'islands' | 'server-frame' | typeof ISLANDS_LIVE_KEY, string[]>>
> = {
  embed: {},
  site: {},
};

function recordEntries(build: Build): Plugin {
  return {
    name: 'record-hashed-entries',
    generateBundle(options, bundle) {
      if (!options.entryFileNames?.toString().startsWith('immutable/')) return;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        if (chunk.isEntry)
          hashedEntries[build][chunk.name as Key] = [chunk.fileName, ...chunk.imports];
        // Rollup may merge the module into a chunk named after another: found by what it holds.
        else if (chunk.moduleIds.some((id) => id.endsWith(ISLANDS_LIVE_MODULE)))
          hashedEntries[build][ISLANDS_LIVE_KEY] = [chunk.fileName, ...chunk.imports];
      }
      this.emitFile({
        type: 'asset',
        fileName: build === 'site' ? WIDGET_MANIFEST_FILE : EMBED_MANIFEST_FILE,
        source: JSON.stringify(hashedEntries[build]),
      });
    },
  };
}

const RUNTIME_PACKAGES = /\/node_modules\/(preact|styled-components|stylis|@emotion)\//;
/** The files that adapt styled-components to Preact (plugins above): part of the UI runtime. */
const RUNTIME_SHIMS = [
  '/widgets/shared/react-for-styled-components.js',
  '/widgets/shared/stylis-without-prefixer.js',
];

/** Preact and styled-components, which the generators and the public pages' islands both run. */
const uiRuntime = (id: string) =>
  RUNTIME_PACKAGES.test(id) || id.startsWith('\0') || RUNTIME_SHIMS.some((s) => id.endsWith(s));

/** What the generators share besides the runtime: their shell, themes and the core helpers. */
/**
 * The site's addresses, which the islands (links) and the generators (a result's page) both use:
 * left to rollup, they would join the generators' chunk, which every page would then download once
 * idle. In the runtime, which both download already, they add no file to either.
 */
const ADDRESSES = [
  '/core/site/site-paths.ts',
  '/core/embed/embed-paths.ts',
  '/core/posts/slug.ts',
  '/core/results/result-pages.ts',
  '/core/results/result-sharing.ts',
  '/core/results/result-actions.ts',
];

/** What only the generators share: their shell, and what they share of a result (issue 40). */
const generatorsShared = (id: string) =>
  id.includes('/widgets/shared/') ||
  ['/core/lib/random.ts', '/core/generators/elf-name.ts', '/core/results/result-shares.ts'].some(
    (file) => id.endsWith(file),
  );

const isAddress = (id: string) => ADDRESSES.some((file) => id.endsWith(file));

const runtimeChunk = (id: string) => uiRuntime(id) || generatorsShared(id) || isAddress(id);

/**
 * Plain modules the generators share with the public pages' own scripts (a post's page scripts,
 * the redirect check, the generators' prefetch), or these scripts with each other: left to
 * rollup, they would join the generators' chunk, and a page script would load and run the runtime
 * that chunk imports; or join a post's page scripts, which every page's redirect check would then
 * download.
 */
const PAGE_SHARED = [
  '/core/analytics/tracking.ts',
  '/core/public-api-routes.ts',
  '/core/lib/json-once.ts',
  '/core/generators/generator-embeds.ts',
  '/core/results/result-actions.ts',
  '/site/src/public/lib/next-task.ts',
];

/**
 * Code a page loads only when it needs it, kept in a chunk of its own: merged into the islands'
 * entry (experimentalMinChunkSize below), it would come, with the modules it imports, to every
 * page. Such a chunk also takes the modules it imports that no other named chunk holds, so it
 * must import nothing the entry has (island-attributes.ts), or the entry would load it at once.
 */
const ON_DEMAND = {
  // A published post runs both its page scripts (the view, the call to action's clicks): one chunk.
  'site/src/public/features/blog/track-post-view.ts': 'post-page-scripts',
  'site/src/public/features/blog/count-cta-clicks.ts': 'post-page-scripts',
  'site/src/public/islands/prefetch-generator-data.ts': 'prefetch-generator-data',
} as const;

/**
 * What a server-rendered generator runs before its code comes (SERVER_FRAME_ENTRY), which the
 * generators run too: a chunk of its own, so that the entry imports nothing of the runtime, and
 * both count an element's impression in the same module.
 */
const WIDGET_USAGE = [
  '/widgets/shared/usage.ts',
  '/widgets/shared/when-touched.ts',
  '/widgets/shared/local-store.ts',
  '/widgets/shared/runtime-config.ts',
  '/core/generators/tool-pages.ts',
];

/** The site build's named chunks (see its output options for why each is apart). */
function siteChunk(id: string): string | undefined {
  const onDemand = Object.entries(ON_DEMAND).find(([file]) => id.endsWith(file));
  if (onDemand) return onDemand[1];
  if (PAGE_SHARED.some((file) => id.endsWith(file))) return 'page-shared';
  // Apart from the runtime: every page's redirect check reads them at load, without the runtime.
  if (isAddress(id)) return 'addresses';
  if (WIDGET_USAGE.some((file) => id.endsWith(file))) return 'widget-usage';
  if (uiRuntime(id)) return 'runtime';
  if (generatorsShared(id)) return 'generators';
  return undefined;
}

const esmOutput = (entryFileNames: string, chunkFileNames: string): OutputOptions => ({
  dir: OUT,
  format: 'es',
  entryFileNames,
  chunkFileNames,
  sourcemap: true,
  // Preact, styled-components, the widgets' shared code and the core helpers several generators
  // use: one runtime chunk, downloaded once, rather than a scatter of tiny shared chunks. What else
  // the islands use (the sign-up dialog, toasts, Firebase for an admin's draft) loads in chunks of
  // its own when needed.
  manualChunks: (id) => (runtimeChunk(id) ? 'runtime' : undefined),
});

const generatorInputs = Object.fromEntries(
  Object.keys(GENERATORS).map((key) => [key, `widgets/${key}/entry.tsx`]),
);

const esm: RollupOptions[] = [
  {
    input: generatorInputs,
    output: [
      esmOutput('esm/[name].js', 'immutable/[name]-[hash].js'),
      esmOutput('immutable/[name]-[hash].js', 'immutable/[name]-[hash].js'),
    ],
    plugins: [...plugins(), recordEntries('embed')],
    treeshake,
  },
  {
    input: { ...generatorInputs, islands: ISLANDS_ENTRY, 'server-frame': SERVER_FRAME_ENTRY },
    output: {
      ...esmOutput('immutable/site-[name]-[hash].js', 'immutable/site-[name]-[hash].js'),
      // The islands share small modules (the toast hook, form styles, paths): rather than a chunk
      // each, one more request after an island's own, they go where they are loaded anyway.
      experimentalMinChunkSize: 2000,
      // What the widgets share with page scripts (PAGE_SHARED) is kept out of the runtime and the
      // generators' chunk, so a page that runs only page scripts evaluates neither. What only
      // the generators share is a chunk of its own: a page without generators, which downloads
      // the runtime ahead for its islands, does not download that too.
      manualChunks: siteChunk,
    },
    // Not here: the islands' modules of styled components alone would count as free of side
    // effects, and experimentalMinChunkSize would merge them into the entry every page loads.
    plugins: [...plugins(), recordEntries('site')],
  },
];

/**
 * The iframe embeds' code (widgets/loader/frames.ts): a file of its own, which the loaders fetch
 * only on our embed page or on a page whose frames of it report their height, so that the loader
 * every embedding page downloads stays within its budget (LOADER_GZIP_BUDGET). One file for both
 * loaders: it imports nothing of the runtime. A post's card page runs it through its own entry,
 * under a name that stays (the page names it), which imports the hashed file rather than copy it.
 */
const FRAMES_ENTRY = 'widgets/loader/frames.ts';
const POST_CARD_ENTRY = 'widgets/loader/post-card.ts';
/** The frames' hashed file, relative to the loaders: filled in by its build, read by theirs. */
let framesFile = '';

const frames: RollupOptions = {
  input: { 'loader-frames': FRAMES_ENTRY, 'post-card': POST_CARD_ENTRY },
  output: {
    dir: OUT,
    format: 'es',
    entryFileNames: (chunk) =>
      chunk.name === 'post-card' ? POST_CARD_SCRIPT_FILE : 'immutable/[name]-[hash].js',
    sourcemap: true,
  },
  plugins: [
    ...plugins(),
    {
      name: 'record-frames-file',
      generateBundle(_options, bundle) {
        const entry = Object.values(bundle).find(
          (chunk) => chunk.type === 'chunk' && chunk.isEntry && chunk.name === 'loader-frames',
        );
        if (entry) framesFile = entry.fileName;
      },
    },
  ],
};

/** Most bytes of gzip (level 9) the loader may have: every embedding page downloads it first. */
export const LOADER_GZIP_BUDGET = 2048;

/** What a loader points at, relative to itself: the files the builds before it wrote. */
export interface LoaderTargets {
  /** Per generator, its hashed ESM entry followed by the chunks it imports. */
  entries: Partial<Record<Key, string[]>>;
  /** The iframe embeds' code. */
  frames: string;
  /** SERVER_FRAME_ENTRY's hashed file and its chunks: in this site's loader only. */
  serverFrame?: string[];
  /** Whether it holds clicks on a server-rendered frame from its first run (held-early.ts). */
  earlyClicks?: boolean;
}

/**
 * A loader (widgets/loader/loader.ts), a classic script built into `file`. `targets` is read when
 * the loader is built, after the builds it points at. `transpile` as for plugins().
 */
export const loaderOptions = (
  file: string,
  targets: () => LoaderTargets,
  transpile?: Plugin,
): RollupOptions => ({
  input: 'widgets/loader/loader.ts',
  output: { file: `${OUT}/${file}`, format: 'iife', sourcemap: true },
  plugins: [
    replace({
      preventAssignment: true,
      values: {
        __ENTRIES__: () => JSON.stringify(targets().entries),
        __FRAMES__: () => JSON.stringify(targets().frames),
        __SERVER_FRAME__: () => JSON.stringify(targets().serverFrame ?? null),
        __EARLY_CLICKS__: () => JSON.stringify(targets().earlyClicks ?? false),
      },
    }),
    ...plugins(transpile),
  ],
});

const loader = (build: Build, file: string, earlyClicks: boolean): RollupOptions =>
  loaderOptions(file, () => ({
    entries: Object.fromEntries(
      Object.entries(hashedEntries[build]).filter(([key]) => key in GENERATORS),
    ),
    frames: framesFile,
    serverFrame: hashedEntries[build]['server-frame'],
    earlyClicks,
  }));

const standalone: RollupOptions[] = (Object.entries(GENERATORS) as [Key, string][]).map(
  ([key, name]) => ({
    input: `widgets/${key}/standalone.ts`,
    output: [
      {
        file: `${OUT}/${key}-generator.umd.js`,
        format: 'umd',
        name: `${name}Generator`,
        sourcemap: true,
        inlineDynamicImports: true,
      },
      {
        dir: OUT,
        entryFileNames: `immutable/${key}-generator-[hash].umd.js`,
        format: 'umd',
        name: `${name}Generator`,
        sourcemap: true,
        inlineDynamicImports: true,
      },
    ],
    plugins: plugins(),
    treeshake,
  }),
);

export default [
  ...esm,
  frames,
  loader('embed', 'loader.js', false),
  // Our embed page's: the generators other sites load, and the server frame's early clicks held.
  loader('embed', EMBED_PAGE_LOADER_FILE, true),
  loader('site', SITE_LOADER_FILE, true),
  ...standalone,
];
