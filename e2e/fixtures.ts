import { test as base, type BrowserContext, type Page } from '@playwright/test';
import { SITE_ORIGIN } from '../scripts/lib/stack';
import { forwardedFor, randomClientAddress } from '@test/emulators';

export { expect } from '@playwright/test';

/** How Chromium reports a blocked load or script in the console ("Refused to ..."). */
const CSP_REPORT = /Content Security Policy/;

function watchPage(page: Page, violations: string[]): void {
  page.on('console', (message) => {
    // Pages of other sites (the third-party test pages) answer for their own policies.
    if (!page.url().startsWith(SITE_ORIGIN) || !CSP_REPORT.test(message.text())) return;
    violations.push(`${page.url()}: ${message.text()}`);
  });
}

function watchContext(context: BrowserContext, violations: string[]): void {
  context.pages().forEach((page) => watchPage(page, violations));
  context.on('page', (page) => watchPage(page, violations));
}

/**
 * Every test of the suite runs under the site's Content Security Policy and fails when a page of
 * the site reports a violation: whatever the policy blocks is something of the site that broke.
 * `cspViolations` is what was reported so far (a test that breaks the policy on purpose reads it).
 *
 * A file that sends what the site rate-limits per visitor (newsletter sign-ups: 5 a minute) sets
 * `ownClientAddress`, so its page is a visitor of its own: the suite's workers all come from one
 * address, and together they pass any such limit.
 */
export const test = base.extend<{ cspViolations: string[]; ownClientAddress: boolean }>({
  ownClientAddress: [false, { option: true }],
  page: [
    async ({ page, ownClientAddress }, use) => {
      if (ownClientAddress) await page.setExtraHTTPHeaders(forwardedFor(randomClientAddress()));
      await use(page);
    },
    { scope: 'test' },
  ],
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      watchContext(context, violations);
      await use(violations);
      if (violations.length)
        throw new Error(`Content Security Policy violations:\n${violations.join('\n')}`);
    },
    { auto: true },
  ],
});
