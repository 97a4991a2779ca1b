/**
 * Which scripts a page downloads as it loads and which it downloads once the browser is idle, for
 * the Lighthouse bench: in Chromium with Lighthouse's mobile screen, the page's idle callbacks
 * (requestIdleCallback: warming chunks, the redirect check) are held back until the page has gone
 * quiet, so what loads at load and what waits for idleness are told apart by cause, not by a race
 * between the load event and the first idle moment.
 */
import type { Browser, Page } from '@playwright/test';
import { screenEmulationMetrics, userAgents } from 'lighthouse/core/config/constants.js';

export interface ScriptDownload {
  url: string;
  /** Bytes of the response's body as sent (compressed or not). */
  transferBytes: number;
}

export interface ScriptDownloads {
  /** Requested before the page's first idle moment (its idle callbacks held back). */
  atLoad: ScriptDownload[];
  /**
   * Everything requested by the time the page, its idle callbacks released, had been quiet for
   * IDLE_WAIT_MS: at load's scripts and what its idle moments added.
   */
  afterIdle: ScriptDownload[];
}

/** After the page's idle work started and the network went quiet: what a visitor idles through. */
const IDLE_WAIT_MS = 5_000;
const QUIET_MS = 500;

/** Holds the page's idle callbacks until the bench releases them (window.benchReleaseIdle). */
const HOLD_IDLE_CALLBACKS = `(() => {
  const native = window.requestIdleCallback.bind(window);
  const held = [];
  let released = false;
  window.requestIdleCallback = (task, options) =>
    released ? native(task, options) : held.push([task, options]);
  window.benchReleaseIdle = () => {
    released = true;
    for (const [task, options] of held.splice(0)) native(task, options);
  };
})()`;

const isScript = (url: string, resourceType: string) =>
  resourceType === 'script' || new URL(url).pathname.endsWith('.js');

/** Resolves once no request of the page has been in flight for QUIET_MS. */
function networkQuiet(page: Page): Promise<void> {
  let inFlight = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return new Promise((resolve) => {
    const settle = () => {
      clearTimeout(timer);
      if (inFlight === 0) timer = setTimeout(done, QUIET_MS);
    };
    const started = () => {
      inFlight++;
      clearTimeout(timer);
    };
    const ended = () => {
      inFlight = Math.max(0, inFlight - 1);
      settle();
    };
    const done = () => {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
      resolve();
    };
    page.on('request', started);
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
    settle();
  });
}

/** One cold load of `url` (a fresh context: nothing cached), its scripts split at its first idle moment. */
export async function scriptDownloads(browser: Browser, url: string): Promise<ScriptDownloads> {
  const { width, height, deviceScaleFactor } = screenEmulationMetrics.mobile;
  const context = await browser.newContext({
    viewport: { width, height },
    deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: userAgents.mobile,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(HOLD_IDLE_CALLBACKS);
    let idle = false;
    const requests: { url: string; idle: boolean; bytes: Promise<number> }[] = [];
    page.on('request', (request) => {
      // A chunk prefetched while idle and imported later is one download.
      if (!isScript(request.url(), request.resourceType())) return;
      if (requests.some((seen) => seen.url === request.url())) return;
      requests.push({
        url: request.url(),
        idle,
        bytes: request
          .response()
          .then(() => request.sizes())
          .then((sizes) => sizes.responseBodySize)
          .catch(() => 0),
      });
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    idle = true;
    const quiet = networkQuiet(page);
    await page.evaluate('window.benchReleaseIdle()');
    await quiet;
    await page.waitForTimeout(IDLE_WAIT_MS);
    const downloads = await Promise.all(
      requests.map(async (request) => ({
        url: request.url,
        idle: request.idle,
        transferBytes: await request.bytes,
      })),
    );
    return {
      atLoad: downloads.filter((download) => !download.idle),
      afterIdle: downloads,
    };
  } finally {
    await context.close();
  }
}
