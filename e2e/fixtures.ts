import { test as base, type BrowserContext, type Page } from '@playwright/test';
import { SITE_ORIGIN } from '../scripts/lib/stack';

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
 */
export const test = base.extend<{ cspViolations: string[] }>({
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
