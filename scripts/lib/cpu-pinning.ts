/**
 * Pins the bench's stack and its browser to CPUs of their own (Linux `taskset`), so a page's
 * figures do not depend on what the emulators do for the page at the same moment: in production
 * the server never shares the visitor's CPU.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';

export interface CpuPinning {
  /** The browser to launch: the given one, or a wrapper that starts it on its own CPU. */
  browserPath: string;
  /** What the bench prints about it: where each side runs, or why nothing is pinned. */
  note: string;
  /** Gives the stack every CPU again. */
  release(): void;
}

const STACK_CPU = 0;
/**
 * Chromium's CPUs: the second, or BENCH_BROWSER_CPUS (a taskset list, e.g. `1-3`) on a machine
 * with more, where the browser's raster, compositor and browser-process threads get cores beside
 * the page's main thread as on a phone, instead of lengthening its tasks.
 */
const BROWSER_CPU = process.env.BENCH_BROWSER_CPUS ?? '1';

/** This process and every process it started (the emulators, their workers), by /proc's parent ids. */
function processTree(root: number): number[] {
  const parents = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // pid (comm) state ppid ...: the name may hold spaces and parentheses, so read after the last ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)]);
    } catch {
      // The process ended while the list was read.
    }
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++) tree.push(...(parents.get(tree[i]!) ?? []));
  return tree;
}

/** Every thread of each process on these CPUs; a process that has ended meanwhile is skipped. */
const setAffinity = (pids: number[], cpus: string) => {
  for (const pid of pids) spawnSync('taskset', ['-a', '-p', '-c', cpus, String(pid)]);
};

/**
 * Puts the stack (this process's tree: new workers inherit it) on CPU 0 and returns a browser
 * path that starts Chromium on BROWSER_CPU. Without `taskset` or a second CPU, pins nothing and says so.
 */
export function pinStackAndBrowser(browser: string): CpuPinning {
  const unpinned = (why: string): CpuPinning => ({
    browserPath: browser,
    note: `WARNING: ${why}: the stack and Chromium share the CPUs, so these figures also measure what the stack does while a page loads.`,
    release: () => undefined,
  });
  if (spawnSync('taskset', ['--version']).error)
    return unpinned('taskset is missing (util-linux; apt-get install -y util-linux)');
  const cpus = availableParallelism();
  if (cpus < 2) return unpinned(`this machine has ${cpus} CPU`);
  if (!/^[1-9]\d*(-\d+)?(,[1-9]\d*(-\d+)?)*$/.test(BROWSER_CPU))
    throw new Error(
      `BENCH_BROWSER_CPUS=${BROWSER_CPU}: give CPUs other than the stack's ${STACK_CPU}, as taskset lists them (1-3)`,
    );

  setAffinity(processTree(process.pid), String(STACK_CPU));
  const wrapper = join(mkdtempSync(join(tmpdir(), 'bench-chromium-')), 'chromium');
  writeFileSync(wrapper, `#!/bin/sh\nexec taskset -c ${BROWSER_CPU} "${browser}" "$@"\n`);
  chmodSync(wrapper, 0o755);
  return {
    browserPath: wrapper,
    note: `The stack (emulators, functions, this script) runs on CPU ${STACK_CPU}, Lighthouse's Chromium on CPU ${BROWSER_CPU} (taskset; ${cpus} CPUs here).`,
    release: () => setAffinity(processTree(process.pid), `0-${cpus - 1}`),
  };
}
