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
 * One admin feature never imports another: what two screens share lives in admin/components,
 * admin/data or core, so a screen can be changed or removed on its own.
 */
const ADMIN_FEATURES = './site/src/admin/features';
const featureBoundaries = readdirSync(new URL(ADMIN_FEATURES, import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    target: `${ADMIN_FEATURES}/${name}`,
    from: ADMIN_FEATURES,
    except: [`./${name}`],
    message:
      'An admin feature imports shared admin code (components, data) or core, never another feature.',
  }));

const CORE_CHAIN = {
  regex: '^(\\./)?(\\.\\./)+core/',
  message: 'Reach shared code through @core/... (tsconfig.json paths), not a ../ chain.',
};

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
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: [...boundaries, ...featureBoundaries] }],
      'import-x/no-cycle': 'error',
      'no-restricted-imports': ['error', { patterns: [CORE_CHAIN] }],
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
    // The admin's in-memory fakes serve tests and stories only: the product never runs on them.
    files: ['site/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}', 'site/src/admin/testing/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...boundaries,
            ...featureBoundaries,
            {
              target: './site/src',
              from: './site/src/admin/testing',
              message:
                'site/src/admin/testing/ holds test and story fakes: product code uses the real data adapters.',
            },
          ],
        },
      ],
    },
  },
  {
    // A visitor's script carries no admin paths: pages and widgets build URLs from the public part.
    files: ['widgets/**/*.{ts,tsx}', 'site/src/{public,shared}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [CORE_CHAIN],
          paths: [
            {
              name: '@core/api-routes',
              message: 'Pages and widgets use publicApiPath from @core/public-api-routes.',
            },
          ],
        },
      ],
    },
  },
);
