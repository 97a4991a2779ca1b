/**
 * `npm run bench`: figures, not pass/fail tests.
 *   1. Widget bundle sizes (minified and gzip).
 *   2. In headless Chromium, per page on a third-party origin: the widget JavaScript downloaded
 *      (gzip, everything counted) and the time from the script tag to the first widget render
 *      (median of 5 cold loads); and how many widgets render under a strict CSP
 *      (`style-src 'self'`, no nonce).
 *   3. The site: server render times, Firestore reads per page view, JavaScript per page
 *      (bench-site.ts).
 *   4. Imports: rows per second of a 10,000-row recipe CSV, dry run and import (bench-imports.ts).
 *   5. Redirects: a redirected path through the ssr function (bench-site.ts), and the lookup
 *      endpoint with 1 and with 10,000 redirects stored (bench-redirects.ts).
 *   6. Sitemap: generation time and Firestore reads with 10, 2,000 and 60,000 published posts
 *      (bench-sitemap.ts).
 *   7. Lighthouse: per public page, the mobile preset's scores, TBT, LCP, CLS, the JavaScript
 *      downloaded at load and once idle, and Chromium's benchmark index (bench-lighthouse.ts); run
 *      before the site section adds its 2,000 posts. `--slow` slows the CPU further (a slow
 *      phone on a fast machine); `--pages=/,short post` runs only the pages of those paths or
 *      whose label holds such a word.
 *   8. Backup: with 10,000 posts, the download's first byte, end, size and peak memory, its dry
 *      run, and its restore's request and job (bench-backup.ts).
 *   9. Cold start: the functions' entry's load against the Firebase SDKs' alone, and a fresh ssr
 *      worker's first response (bench-coldstart.ts); run first, on the demo data only.
 *  10. Capacity: per 1,000 views of each kind of page, function invocations, Firestore reads and
 *      writes and bytes served, in a real browser (bench-capacity.ts); on the demo data only.
 *  11. Preview images: the render time and PNG size of a result's preview image, per variant,
 *      with a short and a long title (bench-preview-images.ts); needs no stack, runs first.
 *  12. Newsletter: one send to 10,000 subscribers through a local SMTP sink, its worker killed
 *      part-way and started again (bench-newsletter.ts).
 *  13. Sizes: per bundle group (scripts/lib/bundle-sizes.ts), its gzip size and its change against
 *      origin/main, or the last commit where the clone has no origin (bundle-size-base.ts); needs
 *      no stack.
 * Starts its own stack with fresh demo data (in .bench-data/), unless the sections named need none.
 * `npm run bench -- lighthouse site` runs only the sections named (preview-images, coldstart,
 * capacity, widgets, lighthouse, site, imports, redirects, sitemap, backup, newsletter, sizes).
 */
import { chromium, type Browser } from '@playwright/test';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { copyFile, rm } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { WIDGET_MANIFEST_FILE } from '@core/generators/widget-manifest';
import { startThirdPartyServer, THIRD_PARTY_ORIGIN } from '../e2e/third-party-server';
import { benchBackup } from './bench-backup';
import { benchCapacity } from './bench-capacity';
import { benchColdStart } from './bench-coldstart';
import { benchImports } from './bench-imports';
import { benchLighthouse, type LighthouseOptions } from './bench-lighthouse';
import { benchNewsletter } from './bench-newsletter';
import { benchRedirects } from './bench-redirects';
import { benchSitemap } from './bench-sitemap';
import { buildAll, bundleForNode, copyPreviewFonts } from './build';
import { sizeBase, sizeChanges, sizesAt } from './lib/bundle-size-base';
import { bundleSizes as bundleGroupSizes } from './lib/bundle-sizes';
import { ROOT } from './lib/paths';
import { SITE_ORIGIN, StackError, startStack } from './lib/stack';
import {
  CHROMIUM,
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  ensureSystemPackage,
  JAVA,
} from './lib/system-packages';
import { connectToEmulators, ensureDemoUsers, seedDemoContent } from './seed/seed';

const WIDGETS = join(ROOT, 'dist/hosting/widgets');
const RUNS = 5;
const KB = (bytes: number) => (bytes / 1024).toFixed(1);
const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

const TARGETS = {
  loader: 2,
  oneGenerator: 25,
  allFour: 40,
  umd: 27,
  /** From the script tag to the first widget through the loader (median). */
  loaderFirstRenderMs: 150,
};

function bundleSizes(): void {
  const files = readdirSync(WIDGETS, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js') && !/-[\w-]{8}\.umd\.js$/.test(file))
    .sort();
  console.log('\nWidget bundles                              minified     gzip');
  for (const file of files) {
    const path = join(WIDGETS, file);
    console.log(
      `  ${file.padEnd(40)} ${KB(statSync(path).size).padStart(7)} KB ${KB(gzipSize(path)).padStart(6)} KB`,
    );
  }
}

interface PageFigures {
  gzipBytes: number;
  files: string[];
  renderMs: number;
}

/** One cold load: what widget JavaScript it downloaded and when the first widget rendered. */
async function measure(browser: Browser, path: string): Promise<PageFigures> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const files = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (
      url.origin === SITE_ORIGIN &&
      url.pathname.startsWith('/widgets/') &&
      url.pathname.endsWith('.js')
    ) {
      files.add(url.pathname.slice('/widgets/'.length));
    }
  });
  await page.goto(`${THIRD_PARTY_ORIGIN}${path}`);
  // A string, not a function: tsx's helpers (__name) do not exist in the page.
  const renderMs = await page.evaluate<number>(`new Promise((resolve) => {
    const check = () => {
      if (document.getElementById('w')?.shadowRoot?.querySelector('[role="region"]')) {
        resolve(performance.now() - window.benchStart);
      } else requestAnimationFrame(check);
    };
    check();
  })`);
  await page.waitForLoadState('networkidle');
  await context.close();
  const gzipBytes = [...files].reduce((sum, file) => sum + gzipSize(join(WIDGETS, file)), 0);
  return { gzipBytes, files: [...files].sort(), renderMs };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Prints a page's figures; answers its median first render. */
async function pageFigures(
  browser: Browser,
  label: string,
  path: string,
  targetKb: number,
  targetMs?: number,
): Promise<number> {
  const runs: PageFigures[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, path));
  const { gzipBytes, files } = runs[runs.length - 1]!;
  const verdict = gzipBytes / 1024 <= targetKb ? 'within' : 'OVER';
  const renderMs = median(runs.map((r) => r.renderMs));
  const timeVerdict =
    targetMs === undefined ? '' : ` (${renderMs <= targetMs ? 'within' : 'OVER'} ${targetMs} ms)`;
  console.log(
    `  ${label.padEnd(28)} ${KB(gzipBytes).padStart(6)} KB gzip (${verdict} ${targetKb} KB)   first render ${renderMs
      .toFixed(0)
      .padStart(4)} ms${timeVerdict}   [${files.map((f) => relative('.', f)).join(', ')}]`,
  );
  return renderMs;
}

/**
 * On a page whose CSP is `style-src 'self'` (no nonce): how many of its widgets render with their
 * styles (their root's 20 px padding), waiting up to 15 s.
 */
async function renderedUnderStrictCsp(
  browser: Browser,
  path: string,
  ids: string[],
): Promise<string> {
  const page = await browser.newPage();
  await page.goto(`${THIRD_PARTY_ORIGIN}${path}`);
  // A string, not a function: tsx's helpers (__name) do not exist in the page.
  const rendered = await page.evaluate<number>(`new Promise((resolve) => {
    const ids = ${JSON.stringify(ids)};
    const deadline = performance.now() + 15000;
    const count = () => ids.filter((id) => {
      const region = document.getElementById(id)?.shadowRoot?.querySelector('[role="region"]');
      return region && getComputedStyle(region).paddingTop === '20px';
    }).length;
    const check = () => {
      const n = count();
      if (n === ids.length || performance.now() > deadline) resolve(n);
      else setTimeout(check, 50);
    };
    check();
  })`);
  await page.close();
  return `${rendered} of ${ids.length}`;
}

/**
 * Issue 28's question, in one run: the loader's first render against the standalone bundle's. The
 * loader costs a second round trip (loader.js, then the generator and the runtime at once); the
 * same page with a preload hint per file in the snippet (modulepreload) fetches them with the
 * loader. "Loader - UMD" is what the loader costs over one file; "saved" what the hints win back.
 */
function loaderAgainstUmd(
  firstRenders: Map<string, { loader: number; preloaded: number; umd: number }>,
): void {
  const ms = (value: number, width: number) => `${value.toFixed(0)} ms`.padStart(width);
  const ratio = (value: number) => `${value.toFixed(2)}x`.padStart(6);
  console.log(
    '\n  First render, loader against the standalone UMD bundle (the medians above)\n' +
      '               UMD     loader  ratio  loader - UMD   with hints  ratio  saved',
  );
  for (const [key, { loader, preloaded, umd }] of firstRenders) {
    console.log(
      `  ${key.padEnd(10)} ${ms(umd, 6)} ${ms(loader, 10)} ${ratio(loader / umd)} ${ms(loader - umd, 13)} ${ms(preloaded, 12)} ${ratio(preloaded / umd)} ${ms(loader - preloaded, 6)}`,
    );
  }
}

/** In the order they run: lighthouse before site, which grows the blog to 2,000 posts. */
const SECTIONS = [
  'preview-images',
  'coldstart',
  'capacity',
  'widgets',
  'lighthouse',
  'site',
  'imports',
  'redirects',
  'sitemap',
  'backup',
  'newsletter',
  'sizes',
] as const;
type Section = (typeof SECTIONS)[number];
/** Sections that run without the emulators. */
const WITHOUT_STACK: ReadonlySet<Section> = new Set(['preview-images', 'sizes']);

/**
 * The options the command line gives the Lighthouse section (`--slow`, `--pages=a,b`,
 * `--reports=DIR`, `--runs=N`).
 */
function lighthouseOptions(args: string[]): LighthouseOptions {
  const options: LighthouseOptions = { slow: false, pages: [], runs: 3 };
  for (const arg of args.filter((a) => a.startsWith('--'))) {
    if (arg === '--slow') options.slow = true;
    else if (arg.startsWith('--pages=')) options.pages = arg.slice('--pages='.length).split(',');
    else if (arg.startsWith('--reports='))
      options.reports = resolve(arg.slice('--reports='.length));
    else if (/^--runs=([1-9]|1[0-5])$/.test(arg))
      options.runs = Number(arg.slice('--runs='.length));
    else
      throw new StackError(
        `Unknown bench option: ${arg}. Options: --slow, --pages=TEXT,TEXT, --reports=DIR, --runs=N (1 to 15).`,
      );
  }
  return options;
}

/** The sections named on the command line, or all of them. */
function chosenSections(names: string[]): Set<Section> {
  const unknown = names.filter((name) => !(SECTIONS as readonly string[]).includes(name));
  if (unknown.length)
    throw new StackError(
      `Unknown bench section: ${unknown.join(', ')}. Sections: ${SECTIONS.join(', ')} (none named: all).`,
    );
  return new Set(names.length ? (names as Section[]) : SECTIONS);
}

const GENERATOR_KEYS = ['elf-name', 'craft', 'scene', 'recipe'] as const;

async function benchWidgetPages(browser: Browser): Promise<void> {
  console.log(`\nPages on another origin, headless Chromium, cold cache, median of ${RUNS} loads`);
  const firstRenders = new Map<string, { loader: number; preloaded: number; umd: number }>();
  for (const key of GENERATOR_KEYS) {
    const loader = await pageFigures(
      browser,
      `loader + ${key}`,
      `/bench/loader-${key}.html`,
      TARGETS.oneGenerator,
      TARGETS.loaderFirstRenderMs,
    );
    const preloaded = await pageFigures(
      browser,
      `loader + ${key}, preload hints`,
      `/bench/loader-preload-${key}.html`,
      TARGETS.oneGenerator,
      TARGETS.loaderFirstRenderMs,
    );
    firstRenders.set(key, { loader, preloaded, umd: 0 });
  }
  await pageFigures(
    browser,
    'loader + all four',
    '/bench/loader-all.html',
    TARGETS.allFour,
    TARGETS.loaderFirstRenderMs,
  );
  for (const key of GENERATOR_KEYS) {
    firstRenders.get(key)!.umd = await pageFigures(
      browser,
      `standalone UMD ${key}`,
      `/bench/umd-${key}.html`,
      TARGETS.umd,
    );
  }
  loaderAgainstUmd(firstRenders);
  await pageFigures(
    browser,
    "all four, style-src 'self'",
    '/bench/strict-csp-all.html',
    TARGETS.allFour,
  );
  const loaderCsp = await renderedUnderStrictCsp(browser, '/bench/strict-csp-all.html', [
    'w',
    'w1',
    'w2',
    'w3',
  ]);
  const umdCsp = await renderedUnderStrictCsp(browser, '/bench/strict-csp-umd.html', ['w']);
  console.log(
    `\n  Under style-src 'self' (no nonce): ${loaderCsp} widgets render through the loader, ${umdCsp} through the UMD bundle`,
  );
}

/**
 * The Functions emulator's environment that makes its workers record their Firestore reads and
 * writes in `log` (the recorder, bundled beside it, loaded first in each).
 */
async function firestoreUsageRecording(log: string): Promise<NodeJS.ProcessEnv> {
  const recorder = join(dirname(log), 'firestore-usage-recorder.cjs');
  await bundleForNode('scripts/lib/firestore-usage-recorder.ts', recorder);
  return {
    FIRESTORE_USAGE_LOG: log,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require ${recorder}`.trim(),
  };
}

/**
 * Bundled like the functions, with the fonts beside the bundle as deployed, so the images render
 * exactly as the api function renders them.
 */
async function benchPreviewImagesBundled(): Promise<void> {
  // In the repository, where the bundle finds the functions' packages.
  const dir = join(ROOT, '.bench-data/preview-images');
  await rm(dir, { recursive: true, force: true });
  const bundle = join(dir, 'bench-preview-images.cjs');
  await bundleForNode('scripts/bench-preview-images.ts', bundle);
  await copyPreviewFonts(dir);
  const { benchPreviewImages } = (await import(bundle)) as typeof import('./bench-preview-images');
  await benchPreviewImages();
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const sections = chosenSections(args.filter((arg) => !arg.startsWith('--')));
  const lighthouse = lighthouseOptions(args);
  connectToEmulators();
  ensureSystemPackage(JAVA);
  ensureSystemPackage(CHROMIUM);
  await buildAll();
  if (sections.has('widgets')) {
    bundleSizes();
    const loaderKb = gzipSize(join(WIDGETS, 'loader.js')) / 1024;
    console.log(
      `\n  loader.js: ${loaderKb.toFixed(1)} KB gzip (${loaderKb <= TARGETS.loader ? 'within' : 'OVER'} ${TARGETS.loader} KB)`,
    );
  }
  if (sections.has('preview-images')) await benchPreviewImagesBundled();
  if (sections.has('sizes')) {
    const base = sizeBase();
    const baseSizes = sizesAt(base.commit);
    console.log(`\nBundle groups, gzip -9, against ${base.name} (${base.commit.slice(0, 8)})`);
    for (const line of sizeChanges(bundleGroupSizes(), baseSizes)) console.log(line);
  }
  if ([...sections].every((section) => WITHOUT_STACK.has(section))) return;

  const dataDir = join(ROOT, '.bench-data');
  await rm(dataDir, { recursive: true, force: true });
  const firestoreUsageLog = join(dataDir, 'firestore-usage.jsonl');
  const stack = await startStack({
    dataDir,
    persist: false,
    echo: false,
    functionsEnv: sections.has('capacity') ? await firestoreUsageRecording(firestoreUsageLog) : {},
  });
  const stops: (() => Promise<void> | void)[] = [() => stack.stop()];
  let browser: Browser | undefined;
  /** A browser beside a server for the third-party pages, started for the first section that needs them. */
  const browserWithThirdParty = async (): Promise<Browser> => {
    if (browser) return browser;
    const server = await startThirdPartyServer();
    stops.unshift(() => void server.close());
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    stops.unshift(() => browser?.close());
    return browser;
  };
  try {
    const users = await ensureDemoUsers(dataDir);
    await seedDemoContent(stack.blobDir, users.admin.email);
    if (sections.has('coldstart')) await benchColdStart(stack.blobDir);
    if (sections.has('capacity'))
      await benchCapacity(await browserWithThirdParty(), {
        functions: stack.functionsLog,
        firestore: firestoreUsageLog,
      });
    if (sections.has('widgets')) await benchWidgetPages(await browserWithThirdParty());
    if (sections.has('lighthouse')) await benchLighthouse(lighthouse);
    if (sections.has('site')) {
      // Bundled like the functions, so the site renders exactly as it does in production.
      const bundle = join(dataDir, 'bench-site.cjs');
      await bundleForNode('scripts/bench-site.ts', bundle);
      // The ssr function finds the client's asset names beside its code, as deployed.
      for (const manifest of ['client-manifest.json', WIDGET_MANIFEST_FILE])
        await copyFile(join(ROOT, 'functions/lib', manifest), join(dataDir, manifest));
      const { benchSite } = (await import(bundle)) as typeof import('./bench-site');
      await benchSite(join(ROOT, 'dist/hosting'));
    }
    if (sections.has('imports')) await benchImports(users.admin);
    if (sections.has('redirects')) await benchRedirects();
    if (sections.has('sitemap')) await benchSitemap();
    if (sections.has('backup')) await benchBackup(users.admin, stack.blobDir);
    if (sections.has('newsletter')) await benchNewsletter();
  } finally {
    for (const stop of stops) await stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof StackError ? `\n${error.message}\n` : error);
  process.exit(1);
});
