/**
 * Capacity figures for `npm run bench -- capacity` (docs/capacity.md works from them): per 1,000
 * page views of each kind, the function invocations (from the Functions emulator's log), the
 * Firestore documents read and written (each RPC the functions make, recorded in their workers by
 * firestore-usage-recorder.ts) and the bytes the site served (as the browser received them), with
 * a visitor using the generator once where the page has one. Each view is a fresh browser (cold
 * cache); one unmeasured view of each kind first, so the figures are a warm instance's.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Browser, Page } from '@playwright/test';
import { postPath } from '@core/posts/blog-paths';
import { deriveSlug } from '@core/posts/slug';
import { IMPRESSION_ACTION } from '@core/generators/tool-pages';
import { THIRD_PARTY_ORIGIN } from '../e2e/third-party-server';
import {
  invocationsIn,
  parseRpcLines,
  perThousandViews,
  totalWithParts,
  viewCounts,
  type ViewCounts,
} from './lib/capacity-counts';
import { SITE_ORIGIN } from './lib/stack';
import { CLIENT_REDIRECT_TIMING } from '@site/public/lib/redirect-check';
import { demoEmbedKinds } from './seed/seed';
import { DEMO_POSTS } from './seed/demo-content';

const VIEWS = 5;
/** The generator every kind of page with one shows, and the name of its main button. */
const GENERATOR = { kind: 'elf-name', button: 'Generate' } as const;
/**
 * Long enough for a post's view report (300 ms after load), a widget's impression (1 s in view)
 * and the service worker's redirect preload (2 s after start).
 */
const DWELL_MS = CLIENT_REDIRECT_TIMING.workerMessageAfterMs + 500;

interface PageKind {
  label: string;
  url: string;
  /** The page has the generator: the visitor uses it once. */
  generator: boolean;
}

function pageKinds(): PageKind[] {
  const embeds = demoEmbedKinds(DEMO_POSTS);
  const published = DEMO_POSTS.map((post, i) => ({ post, embed: embeds[i] })).filter(
    ({ post }) => post.published,
  );
  const withGenerator = published.find(({ embed }) => embed?.[0] === GENERATOR.kind)!.post;
  const textOnly = published.find(({ embed }) => embed === null)!.post;
  const path = (title: string) => postPath(deriveSlug(title));
  return [
    { label: 'home', url: `${SITE_ORIGIN}/`, generator: false },
    { label: 'post', url: `${SITE_ORIGIN}${path(textOnly.title)}`, generator: false },
    {
      label: 'post with a generator',
      url: `${SITE_ORIGIN}${path(withGenerator.title)}`,
      generator: true,
    },
    {
      label: 'generator page',
      url: `${SITE_ORIGIN}/generators/${GENERATOR.kind}`,
      generator: true,
    },
    {
      label: 'embed on another site (loader script)',
      url: `${THIRD_PARTY_ORIGIN}/bench/loader-${GENERATOR.kind}.html`,
      generator: true,
    },
  ];
}

/** Scrolls to the generator, lets it be seen, uses it once and waits for the use to be recorded. */
async function tryGeneratorOnce(page: Page): Promise<void> {
  await page.locator('[data-elf-generator]').first().scrollIntoViewIfNeeded();
  const button = page.getByRole('button', { name: GENERATOR.button, exact: true }).first();
  await button.waitFor();
  await page.waitForLoadState('networkidle');
  const recorded = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/tool-usage') &&
      !response.request().postData()?.includes(`"${IMPRESSION_ACTION}"`),
  );
  await button.click();
  const response = await recorded;
  if (response.status() !== 204)
    throw new Error(`The generator's use was answered ${response.status()}, not 204`);
}

/** A request the Hosting rewrites send to a function: a page (ssr), or /api and /media (api). */
const reachesFunction = (url: URL, resourceType: string) =>
  resourceType === 'document' || /^\/(api|media)\//.test(url.pathname);

/**
 * One page view in a fresh browser: what the site served it, by Content-Type and size, and the
 * requests it sent that reach a function (`GET /api/... 200`).
 */
async function view(browser: Browser, kind: PageKind) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const sizes: Promise<{ contentType: string | undefined; bytes: number }>[] = [];
  const toFunctions: string[] = [];
  // The context's, not the page's: the service worker's requests count too.
  context.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (url.origin !== SITE_ORIGIN) return;
    if (reachesFunction(url, request.resourceType()))
      toFunctions.push(`${request.method()} ${url.pathname}`);
    sizes.push(
      (async () => {
        const [{ responseBodySize, responseHeadersSize }, response] = await Promise.all([
          request.sizes(),
          request.response(),
        ]);
        return {
          contentType: (await response?.allHeaders())?.['content-type'],
          bytes: responseBodySize + responseHeadersSize,
        };
      })(),
    );
  });
  const response = await page.goto(kind.url);
  if (response?.status() !== 200) throw new Error(`${kind.url} answered ${response?.status()}`);
  await page.waitForLoadState('networkidle');
  if (kind.generator) await tryGeneratorOnce(page);
  await sleep(DWELL_MS);
  await page.waitForLoadState('networkidle');
  const responses = await Promise.all(sizes);
  await context.close();
  return { responses, toFunctions };
}

/** Where the bench's stack writes what the functions did. */
export interface CapacityLogs {
  /** The Functions emulator's output (scripts/lib/stack.ts writes it to logs/firebase.log). */
  functions: string;
  /** The recorder's lines (FIRESTORE_USAGE_LOG). */
  firestore: string;
}

const sizeOf = (file: string) => (existsSync(file) ? statSync(file).size : 0);
const readFrom = (file: string, offset: number) =>
  existsSync(file) ? readFileSync(file).subarray(offset).toString('utf8') : '';

/**
 * Waits until every invocation the log shows since `from` has finished and the recorder has been
 * quiet for a moment, then answers what happened since `from`.
 */
async function settled(logs: CapacityLogs, from: { functions: number; firestore: number }) {
  const deadline = Date.now() + 30_000;
  let last = -1;
  for (;;) {
    const { started, finished } = invocationsIn(readFrom(logs.functions, from.functions));
    const size = sizeOf(logs.firestore);
    if (started.length === finished.length && size === last) break;
    if (Date.now() > deadline)
      throw new Error(`Functions still running after 30 s: ${started.length - finished.length}`);
    last = size;
    await sleep(500);
  }
  return {
    invocations: invocationsIn(readFrom(logs.functions, from.functions)).started,
    rpcs: parseRpcLines(readFrom(logs.firestore, from.firestore)),
  };
}

/**
 * Waits until the functions have been idle for 3 s (the seed's writes start triggers that run for
 * a while), so that no view is charged with what came before it.
 */
async function quiet(logs: CapacityLogs): Promise<void> {
  const deadline = Date.now() + 180_000;
  let last = '';
  for (;;) {
    const { started, finished } = invocationsIn(readFrom(logs.functions, 0));
    const now = `${sizeOf(logs.functions)} ${sizeOf(logs.firestore)}`;
    if (started.length === finished.length && now === last) return;
    if (Date.now() > deadline) throw new Error('The functions were still busy after 3 minutes');
    last = now;
    await sleep(3000);
  }
}

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

function printKind(kind: PageKind, figures: ViewCounts, toFunctions: string[]): void {
  const { bytes } = figures;
  console.log(
    `\n  ${kind.label}  ${kind.url.replace(SITE_ORIGIN, '').replace(THIRD_PARTY_ORIGIN, '(another site)')}${kind.generator ? ', generator used once' : ''}\n` +
      `    function invocations  ${totalWithParts(figures.invocations)}\n` +
      `    Firestore reads       ${totalWithParts(figures.reads)}\n` +
      `      by RPC              ${totalWithParts(figures.readsByRpc)}\n` +
      `    Firestore writes      ${totalWithParts(figures.writes)}\n` +
      `    bytes served          HTML ${megabytes(bytes.html)}, JS ${megabytes(bytes.js)}, API JSON ${megabytes(bytes.json)}, other ${megabytes(bytes.other)}\n` +
      `    one view's requests to functions: ${toFunctions.join(', ')}`,
  );
}

/** Prints the section's figures; `logs` are the files the bench's stack writes. */
export async function benchCapacity(browser: Browser, logs: CapacityLogs): Promise<void> {
  console.log(
    `\nCapacity: per 1,000 page views of each kind (mean of ${VIEWS} views, each in a fresh browser, after one unmeasured),\n` +
      '  through the Hosting emulator, no CDN: every page reaches its function; bytes as received (headers and body)',
  );
  await quiet(logs);
  const marks = () => ({ functions: sizeOf(logs.functions), firestore: sizeOf(logs.firestore) });
  for (const kind of pageKinds()) {
    const before = marks();
    await view(browser, kind);
    await settled(logs, before);
    const views: ViewCounts[] = [];
    let toFunctions: string[] = [];
    for (let i = 0; i < VIEWS; i++) {
      const from = marks();
      const seen = await view(browser, kind);
      const { invocations, rpcs } = await settled(logs, from);
      views.push(viewCounts(invocations, rpcs, seen.responses));
      toFunctions = seen.toFunctions;
    }
    printKind(kind, perThousandViews(views), toFunctions);
  }
}
