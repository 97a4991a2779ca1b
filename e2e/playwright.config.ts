import { defineConfig } from '@playwright/test';
import { SITE_ORIGIN } from '../scripts/lib/stack';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/system-packages';

/** Runs against the stack `npm test` starts, in the machine's Chromium (Playwright cannot download its own here). */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '../test-results/e2e.json' }]],
  outputDir: '../test-results/e2e-artifacts',
  use: {
    baseURL: SITE_ORIGIN,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
});
