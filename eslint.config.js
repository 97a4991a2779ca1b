// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import boundaries: core imports nothing of ours; widgets never import the site; the site never imports functions. */
const boundaries = [
  {
    target: './core',
    from: ['./site', './widgets', './functions', './scripts', './e2e', './test'],
    message: 'core/ is plain TypeScript shared by everything: it imports nothing of ours.',
  },
  {
    target: './widgets',
    from: ['./site', './functions', './scripts'],
    message: 'Widgets are standalone bundles: they never import site or functions code.',
  },
  {
    target: './functions/src',
    from: './site/src',
    except: ['./public/server', './public/routes/public-routes.tsx'],
    message:
      'Functions reach the site only through its server rendering (site/src/public/server, the page routes); shared code lives in core.',
  },
  {
    target: './site',
    from: ['./functions', './widgets', './scripts'],
    message:
      'The site loads widgets as built bundles and reaches the backend over HTTP or the SDK.',
  },
];

/**
 * The site is two apps, each in a room of its own: the public site (site/src/public) and the admin
 * (site/src/admin). What both use lives in site/src/shared, which imports neither.
 */
const SITE = './site/src';
const appBoundaries = [
  {
    target: `${SITE}/public`,
    from: `${SITE}/admin`,
    message: 'The public site never imports the admin: what both use lives in site/src/shared.',
  },
  {
    target: `${SITE}/admin`,
    from: `${SITE}/public`,
    message: 'The admin never imports the public site: what both use lives in site/src/shared.',
  },
  {
    target: `${SITE}/shared`,
    from: [`${SITE}/public`, `${SITE}/admin`],
    message: 'site/src/shared is what both apps use: it imports neither.',
  },
];

/**
 * Inside the public site imports run one way, from the entries (the browser's islands, the
 * server's rendering) to the route table, its layout and error pages (routes), to the pages
 * (features), to what several pages show (components), to the pieces every page has (app: the
 * head, the island markers; lib: plain browser helpers).
 */
const PUBLIC = `${SITE}/public`;
const PUBLIC_LAYERS = [
  ['islands', 'server'],
  ['routes'],
  ['features'],
  ['components'],
  ['app', 'lib'],
];
const layerBoundaries = PUBLIC_LAYERS.slice(1).flatMap((layer, index) => {
  const above = PUBLIC_LAYERS.slice(0, index + 1).flat();
  return layer.map((folder) => ({
    target: `${PUBLIC}/${folder}`,
    from: above.map((name) => `${PUBLIC}/${name}`),
    message: `public/${folder} never imports ${above.join(', ')}: in the public site imports run islands and server -> routes -> features -> components -> app and lib.`,
  }));
});

/**
 * One feature never imports another, in either app: what two screens or pages share lives below
 * them (admin/components, admin/data; public/components, public/app), in site/src/shared or in
 * core, so a feature can be changed or removed on its own.
 */
const featureBoundaries = [
  ['./site/src/admin/features', 'shared admin code (components, data)'],
  ['./site/src/public/features', 'public/components, public/app'],
].flatMap(([features, below]) =>
  readdirSync(new URL(features, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      target: `${features}/${name}`,
      from: features,
      except: [`./${name}`],
      message: `A feature imports ${below}, site/src/shared or core, never another feature.`,
    })),
);

const siteZones = [...appBoundaries, ...layerBoundaries, ...featureBoundaries];

/**
 * functions/src runs in layers: http/ (parsing requests, the admin check, the route table's
 * handlers) over one folder per area (posts, redirects, newsletter, ...) over platform/ (Firebase,
 * configuration, quotas, the guarded fetch); index.ts only wires. No area imports http/, and
 * platform/ imports no other folder. scripts/functions-layers.test.ts checks the same and also
 * fails on a circle between areas. Tests may reach across (a handler's test seeds an area's data).
 */
const FUNCTIONS = './functions/src';
const functionAreas = readdirSync(new URL(FUNCTIONS, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !['http', 'platform'].includes(entry.name))
  .map(({ name }) => name);
const functionZones = [
  ...functionAreas.map((area) => ({
    target: `${FUNCTIONS}/${area}`,
    from: `${FUNCTIONS}/http`,
    message: `functions/src/${area} is an area below http/: it takes plain values, and what it shares with a handler lives in it or in platform/.`,
  })),
  {
    target: `${FUNCTIONS}/platform`,
    from: FUNCTIONS,
    except: ['./platform'],
    message:
      'functions/src/platform is the bottom layer: it imports no other folder of functions/src.',
  },
];

const CORE_CHAIN = {
  regex: '^(\\./)?(\\.\\./)+core/',
  message: 'Reach shared code through @core/... (tsconfig.json paths), not a ../ chain.',
};

const SITE_CHAIN = {
  regex: '^(\\./)?(\\.\\./)+site/src/',
  message: "Reach the site's code through @site/... (tsconfig.json paths), not a ../ chain.",
};

/** Within the site, ./ and one ../ stay relative; further is @site/..., which says where it goes. */
const DEEP_CHAIN = {
  regex: '^(\\./)?(\\.\\./){2,}',
  message: 'Reach site code two or more folders up through @site/... (tsconfig.json paths).',
};

/** A visitor's script carries no admin paths: pages and widgets build URLs from the public part. */
const visitorScript = (files, patterns) => ({
  files,
  ignores: ['**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns,
        paths: [
          {
            name: '@core/api-routes',
            message: 'Pages and widgets use publicApiPath from @core/public-api-routes.',
          },
        ],
      },
    ],
  },
});

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'dist/**',
      'functions/lib/**',
      '.data/**',
      '.test-data/**',
      '.bench-data/**',
      'test-results/**',
      'storybook-static/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks, 'check-file': checkFile },
    settings: {
      // Without the TypeScript extensions and parser, import-x skips every .ts/.tsx import: no-cycle
      // and the boundaries then pass whatever the code does (issue 48 found 6 cycles it missed).
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: [...boundaries, ...siteZones] }],
      'import-x/no-cycle': 'error',
      'no-restricted-imports': ['error', { patterns: [CORE_CHAIN, SITE_CHAIN] }],
      'import-x/no-duplicates': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { '{core,site,widgets,functions,scripts,e2e,test}/**/': 'KEBAB_CASE' },
      ],
    },
  },
  {
    files: ['site/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [CORE_CHAIN, DEEP_CHAIN] }] },
  },
  {
    // The admin's in-memory fakes and the sample posts serve tests and stories only: the product
    // never runs on them.
    files: ['site/src/**/*.{ts,tsx}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/*.stories.{ts,tsx}',
      'site/src/admin/testing/**',
      'site/src/shared/testing/**',
    ],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...boundaries,
            ...siteZones,
            {
              target: './site/src',
              from: './site/src/admin/testing',
              message:
                'site/src/admin/testing/ holds test and story fakes: product code uses the real data adapters.',
            },
            {
              target: './site/src',
              from: './site/src/shared/testing',
              message: 'site/src/shared/testing/ holds sample data for tests and stories only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['functions/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...boundaries, ...functionZones] }],
    },
  },
  visitorScript(['widgets/**/*.{ts,tsx}'], [CORE_CHAIN, SITE_CHAIN]),
  visitorScript(
    ['site/src/public/**/*.{ts,tsx}', 'site/src/shared/{components,lib}/**/*.{ts,tsx}'],
    [CORE_CHAIN, DEEP_CHAIN],
  ),
);
