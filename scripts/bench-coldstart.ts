/**
 * Cold start figures for `npm run bench -- coldstart`: what a new instance of a function pays
 * before its first answer. In fresh `node` processes pinned to one CPU (taskset), each figure the
 * median of 5 with its range: loading the deployed entry (functions/lib/index.cjs) against
 * loading the Firebase SDK modules it requires alone, and their ratio; and a fresh ssr worker's
 * first response (the entry loaded, one GET of a public page through the `ssr` function, against
 * the bench's emulators), from the process's start to the whole page received.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { postPath } from '@core/posts/blog-paths';
import { deriveSlug } from '@core/posts/slug';
import { FUNCTIONS_ENTRY, firebaseSdkModules, requireAll } from './lib/functions-entry';
import { machineContext, median, msFigure } from './lib/bench-figures';
import { ROOT } from './lib/paths';
import { DEMO_POSTS } from './seed/demo-content';

const RUNS = 5;
/** The goal: the entry loads in at most 1.5 times what the SDKs alone take. */
const TARGET_RATIO = 1.5;
const CPU = 0;

/** `taskset -c 0` before the command, or nothing (and why) where it cannot pin. */
function pinning(): { prefix: string[]; note: string } {
  if (spawnSync('taskset', ['--version']).error)
    return {
      prefix: [],
      note: 'WARNING: taskset is missing (util-linux): the processes are not pinned',
    };
  return { prefix: ['taskset', '-c', String(CPU)], note: `each process pinned to CPU ${CPU}` };
}

/** Runs `code` in a fresh node process and answers the number it prints last. */
function freshNode(prefix: string[], code: string, env: NodeJS.ProcessEnv): number {
  const [command, ...args] = [...prefix, process.execPath, '-e', code];
  const result = spawnSync(command!, args, { cwd: ROOT, env, encoding: 'utf8', timeout: 60_000 });
  const value = Number(result.stdout.trim().split('\n').pop());
  if (result.status !== 0 || !Number.isFinite(value))
    throw new Error(
      `A fresh node process failed (${result.status}): ${result.stderr.slice(-2000)}`,
    );
  return value;
}

/** Milliseconds the process takes to run `load` (not counting node's own start). */
const timedLoad = (load: string) =>
  `const start = performance.now();\n${load}\nconsole.log(performance.now() - start);`;

/**
 * A new ssr worker: loads the entry, serves its `ssr` function as the platform does (Express),
 * asks it for `path` once and prints the milliseconds since the process started (Node's
 * performance clock starts with the process), or fails on anything but a 200.
 */
const firstResponse = (path: string) => `
const express = require('express');
const { ssr } = require(${JSON.stringify(FUNCTIONS_ENTRY)});
const app = express();
app.use(ssr);
const server = app.listen(0, '127.0.0.1', async () => {
  const response = await fetch('http://127.0.0.1:' + server.address().port + ${JSON.stringify(path)});
  await response.arrayBuffer();
  const ms = performance.now();
  if (response.status !== 200) throw new Error(${JSON.stringify(path)} + ' answered ' + response.status);
  console.log(ms);
  process.exit(0);
});`;

/** Prints the section's figures; `blobDir` is the bench stack's local file store. */
export async function benchColdStart(blobDir: string): Promise<void> {
  const { prefix, note } = pinning();
  const sdkModules = firebaseSdkModules(readFileSync(FUNCTIONS_ENTRY, 'utf8'));
  const env = { ...process.env, BLOB_STORE: 'local', LOCAL_BLOB_DIR: blobDir };
  console.log(
    `\nCold start: fresh node processes, ${note}, median of ${RUNS} (range)\n  ${await machineContext()}`,
  );
  const entryMs: number[] = [];
  const sdkMs: number[] = [];
  // Alternated, so a change in what else the machine does weighs on both alike.
  for (let i = 0; i < RUNS; i++) {
    entryMs.push(freshNode(prefix, timedLoad(requireAll([FUNCTIONS_ENTRY])), env));
    sdkMs.push(freshNode(prefix, timedLoad(requireAll(sdkModules)), env));
  }
  const ratio = median(entryMs) / median(sdkMs);
  const entryMb = (statSync(FUNCTIONS_ENTRY).size / 1024 / 1024).toFixed(1);
  console.log(
    `  Load functions/lib/index.cjs (${entryMb} MB)   ${msFigure(entryMs)}\n` +
      `  Load the Firebase SDKs alone         ${msFigure(sdkMs)}   [${sdkModules.join(', ')}]\n` +
      `  Entry / SDKs                         ${ratio.toFixed(2)}x (${ratio <= TARGET_RATIO ? 'within' : 'OVER'} ${TARGET_RATIO}x)`,
  );
  const post = DEMO_POSTS.find((candidate) => candidate.published)!;
  console.log('  A fresh ssr worker, process start to the whole page received:');
  for (const path of ['/', postPath(deriveSlug(post.title))]) {
    const runs: number[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(freshNode(prefix, firstResponse(path), env));
    console.log(`    GET ${path.padEnd(55)} ${msFigure(runs)}`);
  }
}
