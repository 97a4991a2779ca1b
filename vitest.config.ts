import { defineConfig } from 'vitest/config';
import { CORE_ALIAS } from './vite.config';

const INTEGRATION = [
  'test/**/*.int.test.ts',
  'functions/src/**/*.int.test.ts',
  'scripts/**/*.int.test.ts',
];

export default defineConfig({
  resolve: { alias: CORE_ALIAS },
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
          fileParallelism: false,
          // Guards against a hang, not time limits: a test may wait on triggers (up to 30 s
          // each) and on the start of a rate-limit minute, slower on a busy machine.
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
