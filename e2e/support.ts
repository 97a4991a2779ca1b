import {
  expect,
  type Browser,
  type BrowserContext,
  type FrameLocator,
  type Page,
} from '@playwright/test';
import { FIRST_FRAME_ATTRIBUTE } from '@core/generators/generator-embeds';
import sharp from 'sharp';
import { setAdminStatus } from '../functions/src/admin/admin-claims';
import { createTestUser, SITE_ORIGIN } from '@test/emulators';

/** A real PNG, as a user's camera roll would hold one. */
export function png(width: number, height: number, color: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}

/** Collects what the page reports as errors (uncaught exceptions and console errors, hydration included). */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return errors;
}

/**
 * Brings a public page's island to life as a visitor would and waits until it is live
 * (site/src/public/islands): islands further down the page start when they come into view, the header
 * when the pointer comes over it; before that a typed letter is the plain HTML's.
 */
export async function islandLive(page: Page, name: string): Promise<void> {
  const island = page.locator(`[data-island="${name}"]`);
  const box = island.locator('> *').first();
  await box.scrollIntoViewIfNeeded();
  await box.hover({ position: { x: 1, y: 1 } });
  await expect(island).toHaveAttribute('data-live', '');
}

/**
 * Signs `email` up on the home page, as a reader does, and waits for the form's answer: the
 * emulated function's first request starts a worker, which a busy machine can hold up well over
 * 10 s.
 */
export async function signUpOnHome(page: Page, email: string): Promise<void> {
  await page.goto('/');
  await islandLive(page, 'newsletter');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(
    page.getByRole('form', { name: 'Newsletter signup' }).getByRole('status'),
  ).toContainText('Check your inbox to confirm your subscription.', { timeout: 30_000 });
}

/**
 * Waits until every island the page starts without a visitor's touch is live: those started at
 * load or when idle, and those started in view that are in view. (An idle network is no such
 * event: the page's redirect lookups, answered late by a busy stack, can hold it off for minutes.)
 */
export async function pageIslandsLive(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          [...document.querySelectorAll('[data-island]:not([data-live])')].filter((island) => {
            const when = island.getAttribute('data-hydrate');
            if (when === 'interaction') return false;
            if (when !== 'visible') return true;
            const box = island.getBoundingClientRect();
            return box.bottom > 0 && box.top < window.innerHeight;
          }).length,
      ),
    )
    .toBe(0);
}

/** Signs a fresh admin account in through the login page; answers its credentials once the dashboard shows. */
export async function signInAsNewAdmin(page: Page) {
  const admin = await createTestUser();
  await setAdminStatus(admin.uid, admin.email, true);
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/admin/dashboard');
  return admin;
}

type TestUser = Awaited<ReturnType<typeof createTestUser>>;
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** This worker's admin and the browser storage its sign-in left (Firebase keeps the session in IndexedDB). */
let workerAdmin: Promise<{ admin: TestUser; state: StorageState }> | undefined;

async function signInOnce(browser: Browser): Promise<{ admin: TestUser; state: StorageState }> {
  const context = await browser.newContext({ baseURL: SITE_ORIGIN });
  try {
    const admin = await signInAsNewAdmin(await context.newPage());
    return { admin, state: await context.storageState({ indexedDB: true }) };
  } finally {
    await context.close();
  }
}

/**
 * Opens the dashboard signed in as this worker's admin; answers its credentials. The first call
 * signs the admin in through the login page, later ones reuse the storage that sign-in left: a
 * login per test cost seconds, and admin-login.spec.ts tests the login page itself. A test that
 * changes the account (withdraws its admin rights, say) uses signInAsNewAdmin instead.
 */
export async function signInAsAdmin(page: Page): Promise<TestUser> {
  workerAdmin ??= signInOnce(page.context().browser()!).catch((error: unknown) => {
    workerAdmin = undefined;
    throw error;
  });
  const { admin, state } = await workerAdmin;
  await page.context().setStorageState(state);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome to the Admin Dashboard' })).toBeVisible();
  return admin;
}

/** Opens Activity from the admin menu, filtered to one area, and expects an entry there. */
export async function expectActivity(page: Page, area: string, entry: string | RegExp) {
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Activity' })
    .click();
  await page.getByLabel('Area').selectOption({ label: area });
  const changes = page.getByRole('list', { name: 'Changes, newest first' });
  await expect(changes.getByRole('heading', { level: 2, name: entry }).first()).toBeVisible();
}

/**
 * Keeps the page's layout shifts as the CLS metric counts them (none right after input) in
 * `window.__shifts`, each with the names of the nodes that moved and by how much, from the page's
 * first paint. A shift whose every box moved less than half a pixel is not kept: a person cannot
 * see it, and Chromium reports such sub-pixel moves of rounding now and then (one of 8 runs of a
 * take-over measured 6e-7, boxes moved by a hundredth of a pixel).
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; nodes: string[]; moved: number }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    const edges = (rect: DOMRectReadOnly) => [rect.left, rect.top, rect.right, rect.bottom];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: {
          node?: Node | null;
          previousRect: DOMRectReadOnly;
          currentRect: DOMRectReadOnly;
        }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const sources = entry.sources ?? [];
        const moved = Math.max(
          ...sources.flatMap((source) => {
            const after = edges(source.currentRect);
            return edges(source.previousRect).map((edge, i) => Math.abs(edge - after[i]!));
          }),
        );
        if (sources.length > 0 && moved < 0.5) continue;
        const nodes = sources.map((source) => source.node?.nodeName ?? '?');
        shifts.push({ value: entry.value, nodes, moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * Once the generators in `scope` run their own code: a frame the server rendered is taken over
 * when the visitor comes to it, which its code, maybe still on its way, has to be there to see.
 * The visitor's approach is made again until it is. `generators`: those of `scope` to wait for
 * (a page's builder preview starts only once the builder does).
 */
export async function generatorsTakenOver(
  scope: Page | FrameLocator,
  generators = scope.locator('[data-elf-generator]'),
): Promise<void> {
  const waiting = generators.filter({ has: scope.locator(`[${FIRST_FRAME_ATTRIBUTE}]`) });
  await expect(async () => {
    for (const generator of await waiting.all()) await generator.dispatchEvent('pointerover');
    await expect(waiting).toHaveCount(0, { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
}
