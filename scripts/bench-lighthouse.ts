/**
 * Lighthouse figures for `npm run bench` (section `lighthouse`): Lighthouse 12 with its default
 * config, the mobile preset (Moto G Power screen, simulated slow 4G and 4x CPU slowdown), in the
 * system Chromium, against the bench's running stack. The stack runs on one CPU and Lighthouse's
 * Chromium on another (taskset), as a visitor's phone never shares the server's CPU. Per page
 * (every public page, a short and a long post without generators, and a post with each generator
 * kind), the median of `--runs` runs (3 unless told) of each figure: performance, total blocking time, LCP, CLS, the
 * other three category scores, and Chromium's benchmark index; next to them, the JavaScript the
 * page downloads at load and by the time it has been idle a while (script-downloads.ts), against
 * the goals of issues 13 and 28. Each run starts once the machine is quiet, so a run does not share
 * the CPUs with what the stack still does for the one before. `--slow` slows the CPU further, so
 * that a fast machine shows a slow phone (SLOW_PHONE_INDEX).
 */
import { chromium, type Browser } from '@playwright/test';
import { launch, Launcher } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { GENERATOR_KINDS, type GeneratorKind } from '@core/generators/generator-embeds';
import { COLLECTIONS } from '@core/paths';
import { deriveSlug } from '@core/posts/slug';
import {
  ISLANDS_LIVE_KEY,
  SITE_LOADER_FILE,
  WIDGET_MANIFEST_FILE,
  type WidgetManifest,
} from '@core/generators/widget-manifest';
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../functions/src/platform/firebase';
import { PATHS } from '@site/shared/app/paths';
import { gzipBytes, HOSTING_DIR } from './lib/bundle-sizes';
import { pinStackAndBrowser } from './lib/cpu-pinning';
import { waitUntilQuiet } from './lib/machine-quiet';
import { scriptDownloads, type ScriptDownload } from './lib/script-downloads';
import { indexUnderPreset, SLOW_PHONE_INDEX, slowPhoneRate } from './lib/slow-phone';
import { SITE_ORIGIN } from './lib/stack';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/system-packages';
import { DEMO_POSTS } from './seed/demo-content';
import { demoEmbedKinds } from './seed/seed';

/** When a run may start: the CPUs less busy than this over half a second, or after maxMs anyway. */
const QUIET = { threshold: 0.15, maxMs: 15_000 };

/**
 * Issue 13's goals, which issue 28 holds posts with a generator to as well. JavaScript: a page
 * without generators; a page with one may add what that generator needs (its own files, and the
 * site loader and server-frame module that start generators on our pages: generatorGzipBytes).
 */
const GOALS = {
  performance: 98,
  tbtMs: 50,
  lcpMs: 1500,
  cls: 0,
  otherCategories: 100,
  jsGzipKb: 30,
};

interface BenchPage {
  label: string;
  path: string;
  /** The generator it embeds: its files may come on top of the JavaScript goal. */
  generator?: GeneratorKind;
}

/** A published demo post embedding this generator, or none (the seed has each). */
function demoPostPath(kind: GeneratorKind | null): string {
  const kinds = demoEmbedKinds(DEMO_POSTS);
  const index = DEMO_POSTS.findIndex(
    (post, i) => post.published && (kinds[i]?.[0] ?? null) === kind,
  );
  const post = DEMO_POSTS[index];
  if (!post) throw new Error(`The demo seed has no published post embedding ${kind ?? 'nothing'}`);
  return PATHS.post(deriveSlug(post.title));
}

/**
 * A draft of the demo seed without generators, one paragraph long: its call to action is in view
 * at load. The bench publishes it for this section (publishShortPost) and makes it a draft again.
 */
const SHORT_POST_TITLE = 'Our Favourite Elf Traditions, Ranked';

const PAGES: BenchPage[] = [
  { label: '/', path: PATHS.home },
  { label: '/blog', path: PATHS.blog },
  { label: 'short post, no generators', path: PATHS.post(deriveSlug(SHORT_POST_TITLE)) },
  { label: 'long post, no generators', path: demoPostPath(null) },
  ...GENERATOR_KINDS.map((kind) => ({
    label: `post with ${kind}`,
    path: demoPostPath(kind),
    generator: kind,
  })),
  { label: '/about', path: PATHS.about },
  { label: '/terms', path: PATHS.terms },
  { label: '/privacy', path: PATHS.privacy },
  { label: '/generators', path: '/generators' },
  ...GENERATOR_KINDS.map((kind) => ({
    label: `generator page ${kind}`,
    path: `/generators/${kind}`,
    generator: kind,
  })),
  { label: 'a category page', path: '/blog/category/elf-tips' },
];

/**
 * What a generator adds to a page's JavaScript: its files (widget-manifest.json) and what starts
 * any generator on our pages (the site loader and the server-frame module, which no page without
 * one downloads), but those every page fetches ahead anyway for its islands (the runtime), gzipped
 * at level 9.
 */
function generatorGzipBytes(kind: GeneratorKind): number {
  const manifest = JSON.parse(
    readFileSync(join(HOSTING_DIR, 'widgets', WIDGET_MANIFEST_FILE), 'utf8'),
  ) as WidgetManifest;
  const shared = new Set(manifest[ISLANDS_LIVE_KEY] ?? []);
  const files = new Set([...(manifest[kind] ?? []), ...(manifest['server-frame'] ?? [])]);
  return gzipBytes([
    `widgets/${SITE_LOADER_FILE}`,
    ...[...files].filter((file) => !shared.has(file)).map((file) => `widgets/${file}`),
  ]);
}

interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  tbtMs: number;
  lcpMs: number;
  cls: number;
  benchmarkIndex: number;
  /** The run's simulated CPU slowdown. */
  cpuSlowdown: number;
}

const score = (lhr: Result, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

function figuresOf(lhr: Result, cpuSlowdown: number): RunFigures {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    cpuSlowdown,
  };
}

/**
 * Desktop Chromium's own UI that a phone's browser does not run: its omnibox popups are web pages
 * (chrome://omnibox-popup.top-chrome) that re-render on every navigation, in a renderer of their
 * own on the same pinned CPU as the page. Seen in the traces: 60-70 ms of their script while the
 * page loads, which lengthens the page's tasks as measured, and Lighthouse scales those.
 */
const DESKTOP_UI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * chrome-launcher's flags with DESKTOP_UI_FEATURES added to its own --disable-features: Chromium
 * reads only the last of several.
 */
function benchChromeFlags(): string[] {
  const disable = '--disable-features=';
  const defaults = Launcher.defaultFlags();
  const disabled = defaults.find((flag) => flag.startsWith(disable));
  return [
    ...defaults.filter((flag) => flag !== disabled),
    `${disable}${[disabled?.slice(disable.length), ...DESKTOP_UI_FEATURES].filter(Boolean).join(',')}`,
    '--headless=new',
    ...CHROMIUM_ARGS,
  ];
}

/**
 * One Lighthouse run in a fresh Chromium (its own profile: nothing cached from a previous run),
 * its simulated CPU `cpuSlowdown` times slower than this machine's.
 */
async function runOnce(
  url: string,
  chromePath: string,
  cpuSlowdown: number,
  report?: string,
): Promise<RunFigures> {
  const chrome = await launch({
    chromePath,
    ignoreDefaultFlags: true,
    chromeFlags: benchChromeFlags(),
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      throttling: { cpuSlowdownMultiplier: cpuSlowdown },
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    if (report) {
      await writeFile(`${report}.json`, JSON.stringify(result.lhr));
      await writeFile(`${report}.trace.json`, JSON.stringify(result.artifacts.Trace));
    }
    return figuresOf(result.lhr, cpuSlowdown);
  } finally {
    chrome.kill();
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * How the emulator sends a script to Chromium (its Content-Encoding for Chromium's
 * Accept-Encoding), and the script's gzip -9 size: the measure the goals and the other bench
 * sections use, whatever the server sends.
 */
async function encodingAndGzip(
  url: string,
): Promise<{ encoding: string; plainBytes: number; gzipBytes: number }> {
  const encoded = await fetch(url, {
    headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
  });
  await encoded.body?.cancel();
  const plain = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  const body = Buffer.from(await plain.arrayBuffer());
  return {
    encoding: encoded.headers.get('content-encoding') ?? 'none',
    plainBytes: body.length,
    gzipBytes: gzipSync(body, { level: 9 }).length,
  };
}

interface JavaScriptFigures {
  files: number;
  transferBytes: number;
  resourceBytes: number;
  gzipBytes: number;
  /** Transferred bytes by the emulator's Content-Encoding ('none' when sent as is). */
  byEncoding: Map<string, number>;
}

async function javaScriptOf(scripts: ScriptDownload[]): Promise<JavaScriptFigures> {
  const figures: JavaScriptFigures = {
    files: scripts.length,
    transferBytes: 0,
    resourceBytes: 0,
    gzipBytes: 0,
    byEncoding: new Map(),
  };
  for (const script of scripts) {
    const { encoding, plainBytes, gzipBytes } = await encodingAndGzip(script.url);
    figures.transferBytes += script.transferBytes;
    figures.resourceBytes += plainBytes;
    figures.gzipBytes += gzipBytes;
    figures.byEncoding.set(
      encoding,
      (figures.byEncoding.get(encoding) ?? 0) + script.transferBytes,
    );
  }
  return figures;
}

const KB = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
/** A figure, starred when it misses its goal. */
const mark = (text: string, meets: boolean) => `${text}${meets ? ' ' : '*'}`;

const COLUMNS = [
  ['', 26],
  ['perf', 6],
  ['TBT', 9],
  ['LCP', 8],
  ['CLS', 7],
  ['a11y', 5],
  ['BP', 5],
  ['SEO', 5],
  ['JS at load', 11],
  ['idle', 10],
  ['index', 6],
] as const;
const row = (cells: string[]) =>
  `  ${cells.map((cell, i) => (i === 0 ? cell.padEnd(COLUMNS[i]![1]) : cell.padStart(COLUMNS[i]![1]))).join(' ')}`;

function lighthouseVersion(): string {
  const pkg = createRequire(import.meta.url)('lighthouse/package.json') as { version: string };
  return pkg.version;
}

/** The mobile preset's CPU slowdown: a phone's speed from a desktop's. */
const PRESET_CPU_SLOWDOWN = throttling.mobileSlow4G.cpuSlowdownMultiplier;

export interface LighthouseOptions {
  /** Slow the CPU further, so this machine stands for a phone of SLOW_PHONE_INDEX (slow-phone.ts). */
  slow: boolean;
  /** Only these pages: a path, or a part of a page's label (none: every page). */
  pages: string[];
  /** A folder for each run's Lighthouse report and Chromium trace (JSON): where a page's time went. */
  reports?: string;
  /** Runs per page, each figure their median: more runs, a steadier median. */
  runs: number;
}

/** Chromium's benchmark index in this browser, as Lighthouse measures it at the start of a run. */
async function benchmarkIndex(browser: Browser): Promise<number> {
  const page = await browser.newPage();
  try {
    // A string: the function is Lighthouse's own, run as it runs it.
    return await page.evaluate<number>(`(${pageFunctions.computeBenchmarkIndex.toString()})()`);
  } finally {
    await page.close();
  }
}

/** How many of the last runs' indexes set `--slow`'s next CPU slowdown. */
const SLOW_INDEX_RUNS = 9;

/** A run's measured index as the phone its CPU slowdown stands for. */
const asPhone = (run: RunFigures) =>
  indexUnderPreset(run.benchmarkIndex, run.cpuSlowdown, PRESET_CPU_SLOWDOWN);

/**
 * Publishes the short draft for the section's runs (the ssr function reads the post at its first
 * request); answers how to make it a draft again.
 */
async function publishShortPost(): Promise<() => Promise<void>> {
  const found = await db()
    .collection(COLLECTIONS.posts)
    .where('slug', '==', deriveSlug(SHORT_POST_TITLE))
    .limit(1)
    .get();
  const post = found.docs[0];
  if (!post?.exists || post.get('published') !== false)
    throw new Error(`The demo seed has no draft "${SHORT_POST_TITLE}" to publish for the bench`);
  await post.ref.update({ published: true, publishedAt: new Date().toISOString() });
  return async () => {
    await post.ref.update({ published: false, publishedAt: FieldValue.delete() });
  };
}

/** The pages of a stack seeded with the demo data, served at SITE_ORIGIN. */
export async function benchLighthouse(options: LighthouseOptions): Promise<void> {
  const pages = PAGES.filter(
    (page) =>
      options.pages.length === 0 ||
      options.pages.some(
        (text) =>
          page.path === text ||
          (text.startsWith('/') ? page.label === text : page.label.includes(text)),
      ),
  );
  if (pages.length === 0)
    throw new Error(
      `No bench page matches ${options.pages.join(', ')}: see PAGES in bench-lighthouse.ts`,
    );
  const pinning = pinStackAndBrowser(CHROMIUM_PATH);
  const unpublish = await publishShortPost();
  // Lighthouse's Chromium's twin, on the same CPU: the scripts each page downloads, the index.
  const browser = await chromium.launch({
    executablePath: pinning.browserPath,
    args: CHROMIUM_ARGS,
  });
  try {
    let firstIndex: number | undefined;
    let slowNote = '';
    if (options.slow) {
      // Measured as the runs are: once the machine is quiet; the median of three.
      const indexes: number[] = [];
      for (let i = 0; i < 3; i++) {
        await waitUntilQuiet(QUIET);
        indexes.push(await benchmarkIndex(browser));
      }
      firstIndex = median(indexes);
      slowNote = `\n  --slow: each run's CPU slowdown makes this machine a phone of index ${SLOW_PHONE_INDEX} under the preset's ${PRESET_CPU_SLOWDOWN}x (${PRESET_CPU_SLOWDOWN} x index / ${SLOW_PHONE_INDEX}, never below ${PRESET_CPU_SLOWDOWN}x), from the index Lighthouse measured in the last ${SLOW_INDEX_RUNS} runs (median); before the first, ${firstIndex.toFixed(0)} measured here (median of 3)`;
    }
    if (options.reports) await mkdir(options.reports, { recursive: true });
    await benchPages(
      pages,
      browser,
      pinning.browserPath,
      `${pinning.note}${slowNote}`,
      options,
      firstIndex,
    );
  } finally {
    await browser.close();
    await unpublish();
    pinning.release();
  }
}

async function benchPages(
  pages: BenchPage[],
  browser: Browser,
  chromePath: string,
  note: string,
  { reports, runs: runCount }: Pick<LighthouseOptions, 'reports' | 'runs'>,
  /** With `--slow`: the index that sets the first run's CPU slowdown. */
  firstIndex: number | undefined,
): Promise<void> {
  const slow = firstIndex !== undefined;
  console.log(
    `\nLighthouse ${lighthouseVersion()}, mobile preset (simulated slow 4G, ${slow ? `a CPU slowdown per run (--slow), not the preset's ${PRESET_CPU_SLOWDOWN}x` : `${PRESET_CPU_SLOWDOWN}x CPU slowdown`}), system Chromium; ${runCount} runs per page, each figure their median`,
  );
  console.log(`  ${note}`);
  console.log(row(COLUMNS.map(([name]) => name)));
  console.log(
    row([
      'goal',
      `>=${GOALS.performance}`,
      `<=${GOALS.tbtMs} ms`,
      `<=${(GOALS.lcpMs / 1000).toFixed(1)} s`,
      String(GOALS.cls),
      String(GOALS.otherCategories),
      String(GOALS.otherCategories),
      String(GOALS.otherCategories),
      '',
      `<=${GOALS.jsGzipKb} KB`,
      '',
    ]),
  );
  const details: string[] = [];
  const allRuns: RunFigures[] = [];
  // The index moves with what else the host runs: --slow follows Lighthouse's own measures of it.
  const nextSlowdown = () => {
    if (firstIndex === undefined) return PRESET_CPU_SLOWDOWN;
    const recent = allRuns.slice(-SLOW_INDEX_RUNS).map((run) => run.benchmarkIndex);
    return slowPhoneRate(recent.length ? median(recent) : firstIndex, PRESET_CPU_SLOWDOWN);
  };
  const waits: number[] = [];
  let startedBusy = 0;
  for (const page of pages) {
    const url = `${SITE_ORIGIN}${page.path}`;
    // A first request starts the ssr function's worker, which is not what a visitor waits for.
    await (await fetch(url)).text();
    const runs: RunFigures[] = [];
    for (let i = 0; i < runCount; i++) {
      const quiet = await waitUntilQuiet(QUIET);
      waits.push(quiet.waitedMs);
      if (quiet.busy >= QUIET.threshold) startedBusy++;
      const report = reports && join(reports, `${deriveSlug(page.label)}-${i + 1}`);
      const run = await runOnce(url, chromePath, nextSlowdown(), report);
      runs.push(run);
      allRuns.push(run);
    }
    const of = (pick: (run: RunFigures) => number) => median(runs.map(pick));
    const performance = of((run) => run.performance);
    const tbtMs = of((run) => run.tbtMs);
    const lcpMs = of((run) => run.lcpMs);
    const cls = of((run) => run.cls);
    const others = [
      of((run) => run.accessibility),
      of((run) => run.bestPractices),
      of((run) => run.seo),
    ];
    const index = of(asPhone);
    // The scripts a page downloads barely vary between loads: one load tells them.
    await waitUntilQuiet(QUIET);
    const downloads = await scriptDownloads(browser, url);
    const atLoad = await javaScriptOf(downloads.atLoad);
    const afterIdle = await javaScriptOf(downloads.afterIdle);
    const generatorBytes = page.generator ? generatorGzipBytes(page.generator) : 0;
    const jsGoalBytes = GOALS.jsGzipKb * 1024 + generatorBytes;
    console.log(
      row([
        page.label,
        mark(String(performance), performance >= GOALS.performance),
        mark(`${tbtMs.toFixed(0)} ms`, tbtMs <= GOALS.tbtMs),
        mark(`${(lcpMs / 1000).toFixed(2)} s`, lcpMs <= GOALS.lcpMs),
        mark(cls.toFixed(3), cls <= GOALS.cls),
        ...others.map((value) => mark(String(value), value >= GOALS.otherCategories)),
        KB(atLoad.gzipBytes),
        mark(KB(afterIdle.gzipBytes), afterIdle.gzipBytes <= jsGoalBytes),
        index.toFixed(0),
      ]),
    );
    const idleOnly = downloads.afterIdle.filter((script) => !downloads.atLoad.includes(script));
    details.push(
      `  ${page.label}${page.label === page.path ? '' : ` (${page.path})`}\n` +
        `    each run: TBT ${runs.map((run) => run.tbtMs.toFixed(0)).join(', ')} ms; performance ${runs.map((run) => run.performance).join(', ')}` +
        (slow
          ? `; CPU slowdown ${runs.map((run) => `${run.cpuSlowdown}x`).join(', ')}; index ${runs.map((run) => run.benchmarkIndex.toFixed(0)).join(', ')} measured`
          : '') +
        `\n` +
        `    at load: ${describe(atLoad)}\n` +
        `    after idle: ${describe(afterIdle)}${idleOnly.length ? `; idle added ${idleOnly.map((script) => fileName(script.url)).join(', ')}` : ''}` +
        (page.generator
          ? `\n    the ${page.generator} generator's own files, the site loader and server-frame module: ${KB(generatorBytes)} gzip -9`
          : ''),
    );
  }
  console.log(
    `  * misses the goal. JS: the scripts the page downloaded, each gzipped at level 9 as the other sections count: at load\n` +
      `    (before its first idle moment), and by idle (its idle work done, then 5 s more); a page with a generator may add what it\n` +
      `    needs: its own files, the site loader and the server-frame module. index: Chromium's benchmark index (median of the page's runs; lower is a busier machine)` +
      (slow
        ? `,\n    as the phone each run's slowdown stands for: the index Lighthouse measured x ${PRESET_CPU_SLOWDOWN} / the run's slowdown`
        : '') +
      `. Median index over every run: ${median(allRuns.map((run) => run.benchmarkIndex)).toFixed(0)} measured` +
      (slow ? `, ${median(allRuns.map(asPhone)).toFixed(0)} as that phone` : ''),
  );
  console.log(
    `  Each run started once the CPUs were under ${QUIET.threshold * 100}% busy for 0.5 s: waited ${(median(waits) / 1000).toFixed(1)} s (median), ${(Math.max(...waits) / 1000).toFixed(1)} s at most` +
      (startedBusy ? `; ${startedBusy} started busy after ${QUIET.maxMs / 1000} s` : ''),
  );
  console.log('\n  Each run, and the JavaScript as the Hosting emulator sent it');
  for (const line of details) console.log(line);
}

const fileName = (url: string) => new URL(url).pathname.split('/').pop() ?? url;

function describe(js: JavaScriptFigures): string {
  const encodings = [...js.byEncoding]
    .map(([encoding, bytes]) => `${KB(bytes)} ${encoding === 'none' ? 'uncompressed' : encoding}`)
    .join(', ');
  return `${js.files} scripts: ${KB(js.transferBytes)} transferred (${encodings || 'none'}), ${KB(js.resourceBytes)} uncompressed, ${KB(js.gzipBytes)} gzip -9`;
}
