/**
 * `npm test`: every check, each from a known state.
 *   static    Prettier, ESLint (with import boundaries), TypeScript
 *   unit      vitest: core, functions and scripts logic, site components, every story rendered
 *   build     client and functions
 *   stack     fresh emulators (data in .test-data/, wiped first)
 *   rules + functions   vitest against the emulators
 *   e2e       Playwright in the machine's Chromium against the local stack
 *   storybook static build
 * Ends with each failed test's name and error, then one line 'Tests: N passed, M failed'
 * counting every test that ran.
 *
 * While working: `npm test -- --only=integration,e2e [file filters]` runs just those steps
 * (static, unit, integration, e2e, storybook); the filters go to vitest and Playwright.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { buildAll } from './build';
import { ROOT } from './lib/paths';
import {
  summarizePlaywright,
  summarizeVitest,
  type ReportSummary,
  type VitestReport,
} from './lib/test-reports';
import { EMULATOR_ENV, StackError, startStack, type RunningStack } from './lib/stack';
import { CHROMIUM, CHROMIUM_PATH, ensureSystemPackage, JAVA } from './lib/system-packages';

const TEST_DATA = join(ROOT, '.test-data');
const RESULTS = join(ROOT, 'test-results');
const bin = (name: string) => join(ROOT, 'node_modules/.bin', name);

interface Counts {
  passed: number;
  failed: number;
}
const counts: Counts = { passed: 0, failed: 0 };
const failures: string[] = [];
const failedTests: string[] = [];

/** The step running now, which a stopped emulator ends at once: its tests could only fail or hang. */
let runningStep: ChildProcess | undefined;

function run(
  label: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
): Promise<boolean> {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    runningStep = child;
    child.on('exit', (code) => {
      runningStep = undefined;
      const ok = code === 0;
      console.log(`${ok ? '✔' : '✘'} ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      if (!ok) failures.push(label);
      resolve(ok);
    });
  });
}

async function step(label: string, action: () => Promise<void>): Promise<boolean> {
  console.log(`\n▶ ${label}`);
  try {
    await action();
    console.log(`✔ ${label}`);
    return true;
  } catch (error) {
    console.error(error instanceof StackError ? error.message : error);
    failures.push(label);
    return false;
  }
}

/** Adds a JSON report's figures; a missing report means the run died before reporting. */
function count<Report>(file: string, summarize: (report: Report) => ReportSummary): void {
  if (!existsSync(file)) return;
  const summary = summarize(JSON.parse(readFileSync(file, 'utf8')) as Report);
  counts.passed += summary.passed;
  counts.failed += summary.failed;
  failedTests.push(...summary.failedTests);
}

const fromVitest = (report: VitestReport) => summarizeVitest(report, ROOT);

const vitest = (projects: string[], report: string) => [
  'run',
  ...projects.flatMap((p) => ['--project', p]),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(RESULTS, report)}`,
];

const STEPS = ['static', 'unit', 'integration', 'e2e', 'storybook'] as const;
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

async function main(): Promise<number> {
  const started = Date.now();
  const { only, filters } = parseArgs(process.argv.slice(2));
  await rm(RESULTS, { recursive: true, force: true });
  if (only.has('static')) {
    await run('Prettier', bin('prettier'), ['--check', '.', '--log-level', 'warn']);
    await run('ESLint', bin('eslint'), ['.']);
    await run('TypeScript', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']);
  }
  if (only.has('unit')) {
    await run('Unit and component tests', bin('vitest'), [
      ...vitest(['unit', 'dom'], 'unit.json'),
      ...filters,
    ]);
    count(join(RESULTS, 'unit.json'), fromVitest);
  }

  const ready =
    (only.has('integration') || only.has('e2e')) &&
    (await step('Build', async () => void (await buildAll({ force: true })))) &&
    (await step('System packages', async () => {
      ensureSystemPackage(JAVA);
      ensureSystemPackage(CHROMIUM);
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
  if (stack) {
    const env = { ...EMULATOR_ENV, LOCAL_BLOB_DIR: stack.blobDir, CHROMIUM_PATH };
    let stackFailed = false;
    void stack.failure.then((error) => {
      stackFailed = true;
      console.error(`\n${error.message}`);
      failures.push('Emulators');
      runningStep?.kill('SIGTERM');
    });
    try {
      if (only.has('integration')) {
        await run(
          'Rules and function tests (emulators)',
          bin('vitest'),
          [...vitest(['integration'], 'integration.json'), ...filters],
          env,
        );
        count(join(RESULTS, 'integration.json'), fromVitest);
      }
      if (only.has('e2e') && !stackFailed) {
        await run(
          'End-to-end tests (Playwright, Chromium)',
          bin('playwright'),
          ['test', '-c', 'e2e/playwright.config.ts', ...filters],
          env,
        );
        count(join(RESULTS, 'e2e.json'), summarizePlaywright);
      }
    } finally {
      await stack.stop();
    }
    if (failures.length) console.log(`Emulator logs: ${join(TEST_DATA, 'logs')}`);
  }

  if (only.has('storybook'))
    await run('Storybook build', bin('storybook'), ['build', '--quiet', '-o', 'dist/storybook']);

  console.log('');
  if (failures.length) console.log(`Failed: ${failures.join('; ')}`);
  for (const test of failedTests) console.log(`  ✘ ${test}`);
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`Total time: ${Math.floor(seconds / 60)} min ${seconds % 60} s`);
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
