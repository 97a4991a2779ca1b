import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { SITE_ORIGIN } from '../scripts/lib/stack';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/system-packages';

const specs = (names: string[]) => names.map((name) => `**/${name}.spec.ts`);

/**
 * Specs that share something the others leave alone: tool-usage totals (widgets counts exact
 * uses), the third-party page's port, the craft generator's settings, slug redirects (the
 * redirects export), the blog's first page (admin-posts opens its new post from there). One
 * after another, in one worker.
 */
const SHARING = [
  'widgets',
  'widget-embeds',
  'embed-anywhere',
  'admin-generator-content',
  'admin-elf-names',
  'admin-posts',
  'redirects',
  // These change name parts, scenes, redirects and the audit log that the specs above read.
  'admin-polish',
  'admin-undo-bulk-delete',
  'admin-redirect-imports',
  // Deletes a post and restores it, with an audit entry.
  'admin-backup',
  // Adds posts to the blog's first page and the category pages.
  'blog-categories',
  // Restores a post's revision.
  'admin-post-history',
  // Writes the demo generator content its widgets were measured with, read by the specs above.
  'post-embeds',
  // Writes the same content, and serves the third-party pages.
  'embed-hosts',
  // Serves the third-party page (its port).
  'post-card-embed',
  // Writes the demo generator content, whose result pages it opens (and the sitemap lists).
  'result-pages',
  // The same content: presses each generator and follows its result to its page.
  'result-chain',
  // Counts link opens on the elf name generator's figures.
  'result-sharing',
];
/**
 * Specs that read what nearly every spec changes: the newest post (admin-layout), every
 * published post's address (site-files checks the sitemap's), the blog's pages (blog), the
 * generators' content (first-frames holds the server's frames to what the browser reads after).
 * And one that writes to what others read: newsletter-send mails every confirmed subscriber, the
 * addresses whose mails the newsletter specs count.
 */
const ALONE = ['admin-layout', 'site-files', 'blog', 'first-frames', 'newsletter-send'];

/** Playwright runs that `npm test` makes one after the other, each with the projects it runs. */
export const E2E_RUNS = [
  { label: 'side by side', projects: ['sharing', 'others'], report: 'e2e.json' },
  { label: 'with the site to themselves', projects: ['alone'], report: 'e2e-alone.json' },
];

/** Runs against the stack `npm test` starts, in the machine's Chromium (Playwright cannot download its own here). */
export default defineConfig({
  testDir: '.',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // 'sharing' in one worker beside 'others' in two: the others change nothing another spec reads
  // (each writes under ids of its own), so they need no order. A spec in no list lands there.
  workers: 3,
  projects: [
    { name: 'sharing', testMatch: specs(SHARING), workers: 1 },
    {
      name: 'others',
      testMatch: '**/*.spec.ts',
      testIgnore: specs([...SHARING, ...ALONE]),
      workers: 2,
    },
    { name: 'alone', testMatch: specs(ALONE), workers: 1 },
  ],
  retries: 0,
  reporter: [
    ['list'],
    ['json', { outputFile: join('../test-results', process.env.E2E_REPORT ?? 'e2e.json') }],
  ],
  // One folder a run: Playwright empties its output folder first, and the second run's would take
  // the first run's traces and screenshots of failures with it.
  outputDir: join(
    '../test-results',
    `${(process.env.E2E_REPORT ?? 'e2e.json').replace(/\.json$/, '')}-artifacts`,
  ),
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
