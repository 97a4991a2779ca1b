/**
 * `npm test`: every check, each from a known state.
 *   static    Prettier, ESLint (with import boundaries), TypeScript, then the Storybook build
 *   unit      vitest: core, functions and scripts logic, site components, every story rendered
 *   build     client and functions
 *   stack     fresh emulators (data in .test-data/, wiped first)
 *   rules + functions   vitest against the emulators: the files that share the stack's data one
 *             at a time, beside them the `integration-apart` files (vitest.config.ts)
 *   e2e       Playwright in the machine's Chromium against the local stack: three workers, then
 *             the specs that need the site to themselves (E2E_RUNS, e2e/playwright.config.ts)
 *   engines   a short lane in Firefox ESR and WebKit against the same stack (e2e/engines)
 *   last      the `integration-last` files, which leave the stack's triggers off
 * Three lanes run side by side, as none reads what another writes: the static checks (then the
 * Storybook build), the unit tests, and build -> emulators -> integration -> e2e, whose steps
 * wait on one another. The browser tests wait for the other two lanes as well: on two cores, the
 * three side by side starved one another until waits for what a user sees ran out. The stack
 * lane prints as it goes; a step beside it keeps its output and prints it whole when it ends, so
 * lines never interleave.
 * Ends with each failed test's name and error, the total time, then one line
 * 'Tests: N passed, M failed' counting every test that ran.
 *
 * While working: `npm test -- --only=integration,e2e [file filters]` runs just those steps
 * (static, unit, integration, e2e, engines, storybook); the filters go to vitest and Playwright.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { setPriority } from 'node:os';
import { join } from 'node:path';
import { E2E_RUNS } from '../e2e/playwright.config';
import { buildAll } from './build';
import { ROOT } from './lib/paths';
import {
  summarizePlaywright,
  summarizeVitest,
  type ReportSummary,
  type VitestReport,
} from './lib/test-reports';
import { EMULATOR_ENV, StackError, startStack, type RunningStack } from './lib/stack';
import {
  CHROMIUM,
  CHROMIUM_PATH,
  ensureSystemPackage,
  FIREFOX,
  JAVA,
  WEBKIT,
} from './lib/system-packages';

const TEST_DATA = join(ROOT, '.test-data');
const RESULTS = join(ROOT, 'test-results');
/** A nice value: above the default 0, so the stack lane goes first. */
const BACKGROUND_PRIORITY = 10;
const bin = (name: string) => join(ROOT, 'node_modules/.bin', name);

interface Counts {
  passed: number;
  failed: number;
}
const counts: Counts = { passed: 0, failed: 0 };
const failures: string[] = [];
const failedTests: string[] = [];

/** The steps using the emulators now, which a stopped emulator ends at once: their tests could only fail or hang. */
const onStack = new Set<ChildProcess>();

interface RunOptions {
  env?: NodeJS.ProcessEnv;
  /**
   * Keeps the output and prints it whole at the end: for a step running beside the stack lane.
   * Such a step also runs at a lower priority, so that it takes the cores only while the stack
   * lane, the longest, waits on the emulators.
   */
  buffered?: boolean;
  /** Uses the emulators: ended when they stop. */
  usesStack?: boolean;
}

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

function run(
  label: string,
  command: string,
  args: string[],
  { env = {}, buffered = false, usesStack = false }: RunOptions = {},
): Promise<boolean> {
  if (!buffered) console.log(`\n▶ ${label}`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    if (buffered && child.pid) setPriority(child.pid, BACKGROUND_PRIORITY);
    if (usesStack) onStack.add(child);
    child.on('close', (code) => {
      onStack.delete(child);
      if (buffered) process.stdout.write(`\n▶ ${label}\n${Buffer.concat(output).toString()}`);
      const ok = code === 0;
      console.log(`${ok ? '✔' : '✘'} ${label} (${seconds(started)})`);
      if (!ok) failures.push(label);
      resolve(ok);
    });
  });
}

async function step(label: string, action: () => Promise<void>): Promise<boolean> {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  try {
    await action();
    console.log(`✔ ${label} (${seconds(started)})`);
    return true;
  } catch (error) {
    console.error(error instanceof StackError ? error.message : error);
    failures.push(label);
    return false;
  }
}

/**
 * Adds a JSON report's figures; a missing report means the run died before reporting. A run that
 * failed with no test failed in its report (vitest's unhandled errors) is named among the failed
 * tests, so the last lines of a CI log say where to look.
 */
function count<Report>(
  file: string,
  summarize: (report: Report) => ReportSummary,
  run: { label: string; ok: boolean },
): void {
  const summary = existsSync(file)
    ? summarize(JSON.parse(readFileSync(file, 'utf8')) as Report)
    : undefined;
  if (summary) {
    counts.passed += summary.passed;
    counts.failed += summary.failed;
    failedTests.push(...summary.failedTests);
  }
  if (!run.ok && !summary?.failedTests.length)
    failedTests.push(
      `${run.label}: failed with no failed test in its report (an error outside the tests, such as vitest's "Unhandled Errors", or no report: see its output)`,
    );
}

const fromVitest = (report: VitestReport) => summarizeVitest(report, ROOT);

const vitest = (projects: string[], report: string) => [
  'run',
  ...projects.flatMap((p) => ['--project', p]),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(RESULTS, report)}`,
];

const STEPS = ['static', 'unit', 'integration', 'e2e', 'engines', 'storybook'] as const;
type Step = (typeof STEPS)[number];

function parseArgs(argv: string[]): { only: Set<Step>; filters: string[] } {
  const onlyArg = argv.find((a) => a.startsWith('--only='));
  const only = new Set<Step>(
    onlyArg ? (onlyArg.slice('--only='.length).split(',') as Step[]) : STEPS,
  );
  for (const name of only) {
    if (!STEPS.includes(name))
      throw new Error(`Unknown step '${name}'; steps: ${STEPS.join(', ')}`);
  }
  return { only, filters: argv.filter((a) => !a.startsWith('--')) };
}

/** Prettier, ESLint and TypeScript, then the Storybook build: a lane of its own, buffered. */
async function staticLane(only: Set<Step>): Promise<void> {
  if (only.has('static')) {
    await run('Prettier', bin('prettier'), ['--check', '.', '--log-level', 'warn'], {
      buffered: true,
    });
    await run('ESLint', bin('eslint'), ['.'], { buffered: true });
    await run('TypeScript', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit'], { buffered: true });
  }
  if (only.has('storybook'))
    await run('Storybook build', bin('storybook'), ['build', '--quiet', '-o', 'dist/storybook'], {
      buffered: true,
    });
}

async function unitLane(only: Set<Step>, filters: string[]): Promise<void> {
  if (!only.has('unit')) return;
  const label = 'Unit and component tests';
  const ok = await run(
    label,
    bin('vitest'),
    [...vitest(['unit', 'dom'], 'unit.json'), ...filters],
    {
      buffered: true,
    },
  );
  count(join(RESULTS, 'unit.json'), fromVitest, { label, ok });
}

/**
 * Build, fresh emulators, then the tests that need them, one after another, printed live; the
 * browser tests once `quiet` says the lanes beside this one have ended.
 */
async function stackLane(
  only: Set<Step>,
  filters: string[],
  quiet: Promise<unknown>,
): Promise<void> {
  const browsers = only.has('e2e') || only.has('engines');
  const ready =
    (only.has('integration') || browsers) &&
    (await step('Build', async () => void (await buildAll({ force: true })))) &&
    (await step('System packages', async () => {
      ensureSystemPackage(JAVA);
      ensureSystemPackage(CHROMIUM);
      if (only.has('engines')) {
        ensureSystemPackage(FIREFOX);
        ensureSystemPackage(WEBKIT);
      }
    }));

  let stack: RunningStack | undefined;
  if (ready) {
    await rm(TEST_DATA, { recursive: true, force: true });
    await step('Start emulators (fresh data)', async () => {
      stack = await startStack({
        dataDir: TEST_DATA,
        persist: false,
        echo: false,
        allowTestImageOrigin: true,
        testCloudflareApi: true,
      });
    });
  }
  if (!stack) return;
  const env = { ...EMULATOR_ENV, LOCAL_BLOB_DIR: stack.blobDir, CHROMIUM_PATH };
  let stackFailed = false;
  void stack.failure.then((error) => {
    stackFailed = true;
    console.error(`\n${error.message}`);
    failures.push('Emulators');
    for (const child of onStack) child.kill('SIGTERM');
  });
  try {
    if (only.has('integration')) {
      // The files apart share nothing with the others (vitest.config.ts), so they run beside them.
      const label = 'Rules and function tests (emulators)';
      const apartLabel = 'Rules tests and the npm start test (emulators of their own), beside them';
      const [ok, apartOk] = await Promise.all([
        run(
          label,
          bin('vitest'),
          [...vitest(['integration'], 'integration.json'), '--passWithNoTests', ...filters],
          { env, usesStack: true },
        ),
        run(
          apartLabel,
          bin('vitest'),
          [
            ...vitest(['integration-apart'], 'integration-apart.json'),
            '--passWithNoTests',
            ...filters,
          ],
          { env, buffered: true, usesStack: true },
        ),
      ]);
      count(join(RESULTS, 'integration.json'), fromVitest, { label, ok });
      count(join(RESULTS, 'integration-apart.json'), fromVitest, {
        label: apartLabel,
        ok: apartOk,
      });
    }
    if (browsers) {
      console.log('\n… End-to-end tests wait for the static checks and the unit tests to end');
      await quiet;
    }
    for (const { label, projects, report } of E2E_RUNS) {
      if (!only.has('e2e') || stackFailed) break;
      const runLabel = `End-to-end tests ${label} (Playwright, Chromium)`;
      const ok = await run(
        runLabel,
        bin('playwright'),
        [
          'test',
          '-c',
          'e2e/playwright.config.ts',
          ...projects.map((project) => `--project=${project}`),
          '--pass-with-no-tests',
          ...filters,
        ],
        { env: { ...env, E2E_REPORT: report }, usesStack: true },
      );
      count(join(RESULTS, report), summarizePlaywright, { label: runLabel, ok });
    }
    if (only.has('engines') && !stackFailed) {
      const label = 'End-to-end tests in Firefox ESR and WebKit';
      const ok = await run(
        label,
        bin('vitest'),
        [...vitest(['engines'], 'engines.json'), '--passWithNoTests', ...filters],
        { env, usesStack: true },
      );
      count(join(RESULTS, 'engines.json'), fromVitest, { label, ok });
    }
    if (only.has('integration') && !stackFailed) {
      // They leave the functions' background triggers off (vitest.config.ts): last of all.
      const label =
        'Tests that hold the triggers: backup round trips, stamping publish dates (emulators)';
      const ok = await run(
        label,
        bin('vitest'),
        [...vitest(['integration-last'], 'integration-last.json'), '--passWithNoTests', ...filters],
        { env, usesStack: true },
      );
      count(join(RESULTS, 'integration-last.json'), fromVitest, { label, ok });
    }
  } finally {
    await stack.stop();
  }
  if (failures.length) console.log(`Emulator logs: ${join(TEST_DATA, 'logs')}`);
}

async function main(): Promise<number> {
  const started = Date.now();
  const { only, filters } = parseArgs(process.argv.slice(2));
  await rm(RESULTS, { recursive: true, force: true });
  const sideLanes = Promise.all([staticLane(only), unitLane(only, filters)]);
  await Promise.all([sideLanes, stackLane(only, filters, sideLanes)]);

  console.log('');
  if (failures.length) console.log(`Failed: ${failures.join('; ')}`);
  for (const test of failedTests) console.log(`  ✘ ${test}`);
  const total = Math.round((Date.now() - started) / 1000);
  console.log(`Total time: ${Math.floor(total / 60)} min ${total % 60} s`);
  console.log(`Tests: ${counts.passed} passed, ${counts.failed} failed`);
  return failures.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
