import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { SOURCE_ALIASES } from './vite.config';

const INTEGRATION = [
  'test/**/*.int.test.ts',
  'functions/src/**/*.int.test.ts',
  'scripts/**/*.int.test.ts',
];
/**
 * Integration files that share nothing with the rest: the rules tests work in a Firestore project
 * of their own, the `npm start` test starts a stack of its own. npm test runs them beside the
 * others, which share the stack's data and run one file at a time.
 */
const INTEGRATION_APART = ['test/rules/**/*.int.test.ts', 'scripts/start.int.test.ts'];
/**
 * Integration files that hold the functions' background triggers while they run (the backup
 * round trips empty the whole site): the emulator cannot turn them on again under this stack, so
 * npm test runs these after every other test that uses the stack.
 */
const INTEGRATION_LAST = [
  'functions/src/backup/backup.int.test.ts',
  'functions/src/posts/stamp-published-at.int.test.ts',
  'functions/src/newsletter/signup-answer.int.test.ts',
  'functions/src/newsletter/confirmation-mail.int.test.ts',
  'functions/src/newsletter/send-job.int.test.ts',
];

export default defineConfig({
  // Tests reach the shared test kit (test/support) as @test/..., from any depth.
  resolve: {
    alias: {
      ...SOURCE_ALIASES,
      '@test': fileURLToPath(new URL('./test/support', import.meta.url)),
    },
  },
  test: {
    globals: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'core/**/*.test.ts',
            'functions/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'widgets/**/*.test.ts',
            'site/**/*.test.ts',
            'test/rules/*.test.ts',
          ],
          exclude: INTEGRATION,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['site/**/*.test.tsx', 'widgets/**/*.test.tsx', 'test/*.test.tsx'],
          setupFiles: ['test/setup-dom.ts'],
          // Editor and chart components render slowly on a busy two-core machine; these are
          // waits for what a user sees, not time limits.
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        // Needs the emulators: npm test starts them (see scripts/test.ts).
        test: {
          name: 'integration',
          environment: 'node',
          include: INTEGRATION,
          exclude: [...INTEGRATION_APART, ...INTEGRATION_LAST],
          fileParallelism: false,
          // Guards against a hang, not time limits: a test may wait on triggers (up to 30 s
          // each) and on the start of a rate-limit minute, slower on a busy machine.
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration-last',
          environment: 'node',
          include: INTEGRATION_LAST,
          // One at a time: each holds the triggers, and the backup round trips empty the site.
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration-apart',
          environment: 'node',
          include: INTEGRATION_APART,
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        // Firefox ESR and WebKit against the stack npm test starts, after the Chromium tests.
        test: {
          name: 'engines',
          environment: 'node',
          include: ['e2e/engines/**/*.int.test.ts'],
          // Waits for what a visitor sees and the browsers' start, not time limits.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
