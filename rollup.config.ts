/**
 * Widget bundles (rollup, Preact through preact/compat under styled-components):
 *  - ESM: the four generators split over one shared runtime chunk, loaded by the loader,
 *    under stable names (widgets/esm/) and content-hashed names (widgets/immutable/);
 *  - the loader (widgets/loader.js), a small classic script pointing at the hashed ESM entries;
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
import { readSiteSettings } from './core/settings';

const OUT = 'dist/hosting/widgets';
const GENERATORS = {
  'elf-name': 'ElfName',
  craft: 'Craft',
  scene: 'Scene',
  recipe: 'Recipe',
} as const;
type Key = keyof typeof GENERATORS;

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

function plugins(): Plugin[] {
  return [
    reactForStyledComponents(),
    ownUrlInClassicBundles(),
    alias({
      entries: [
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
    typescript({ tsconfig: 'widgets/tsconfig.build.json' }),
    terser({ ecma: 2020, module: true, format: { comments: false }, compress: { passes: 2 } }),
  ];
}

/**
 * Per generator, its hashed ESM entry file followed by the chunks it imports, filled in by the ESM
 * build for the loader build after it: the loader fetches them all at once.
 */
const hashedEntries: Partial<Record<Key, string[]>> = {};

function recordEntries(): Plugin {
  return {
    name: 'record-hashed-entries',
    generateBundle(options, bundle) {
      if (!options.entryFileNames?.toString().startsWith('immutable/')) return;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && chunk.isEntry)
          hashedEntries[chunk.name as Key] = [chunk.fileName, ...chunk.imports];
      }
    },
  };
}

const esmOutput = (entryFileNames: string): OutputOptions => ({
  dir: OUT,
  format: 'es',
  entryFileNames,
  chunkFileNames: 'immutable/[name]-[hash].js',
  sourcemap: true,
  // Preact, styled-components, the widgets' shared code and the core helpers several generators
  // use: one runtime chunk, downloaded once, rather than a scatter of tiny shared chunks.
  manualChunks: (id) =>
    id.includes('node_modules') || id.includes('/widgets/shared/') || id.includes('/core/random.ts')
      ? 'runtime'
      : undefined,
});

const esm: RollupOptions = {
  input: Object.fromEntries(
    Object.keys(GENERATORS).map((key) => [key, `widgets/${key}/entry.tsx`]),
  ),
  output: [esmOutput('esm/[name].js'), esmOutput('immutable/[name]-[hash].js')],
  plugins: [...plugins(), recordEntries()],
};

const loader: RollupOptions = {
  input: 'widgets/loader/loader.ts',
  output: { file: `${OUT}/loader.js`, format: 'iife', sourcemap: true },
  plugins: [
    replace({
      preventAssignment: true,
      values: { __ENTRIES__: () => JSON.stringify(hashedEntries) },
    }),
    ...plugins(),
  ],
};

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
  }),
);

export default [esm, loader, ...standalone];
