import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './lib/paths';
import { PORT_OFFSET } from './lib/stack';

/** Ports of its own, clear of the stack that npm test runs the integration tests on. */
const OWN_PORT_OFFSET = PORT_OFFSET + 5;
/** Starting a second stack and seeding it takes minutes on a busy two-core machine. */
const STARTED_WITHIN_MS = 480_000;

/** Every process started under this environment entry: each inherits it, whoever its parent is. */
function processesMarked(marker: string): { pid: number; command: string }[] {
  const found = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (!readFileSync(`/proc/${entry}/environ`, 'latin1').split('\0').includes(marker)) continue;
      const command = readFileSync(`/proc/${entry}/cmdline`, 'latin1').replaceAll('\0', ' ');
      found.push({ pid: Number(entry), command });
    } catch {
      // Gone meanwhile, or not ours to read.
    }
  }
  return found;
}

async function until<T>(what: string, probe: () => T | undefined, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

describe('npm start', () => {
  it('reports an emulator that died, stops the others and exits non-zero, leaving no process', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'elf-stack-'));
    const run = randomBytes(6).toString('hex');
    const marker = `ELF_STACK_TEST_RUN=${run}`;
    const env = Object.fromEntries(
      Object.entries(process.env).filter(([name]) => !/^(VITEST|NODE_ENV$)/.test(name)),
    );
    const start = spawn('npm', ['start'], {
      cwd: ROOT,
      env: {
        ...env,
        STACK_PORT_OFFSET: String(OWN_PORT_OFFSET),
        STACK_DATA_DIR: dataDir,
        ELF_STACK_TEST_RUN: run,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    start.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    start.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => start.once('exit', resolve));
    try {
      await until(
        'npm start ready',
        () =>
          output.includes('Press Ctrl-C to stop.') || start.exitCode !== null ? true : undefined,
        STARTED_WITHIN_MS,
      );
      expect(start.exitCode, output).toBeNull();

      const firestore = processesMarked(marker).find(({ command }) =>
        command.includes('CloudFirestore'),
      );
      expect(firestore, 'the Firestore emulator JVM').toBeDefined();
      process.kill(firestore!.pid, 'SIGKILL');

      const code = await Promise.race([
        exited,
        new Promise((resolve) => setTimeout(() => resolve('still running'), 90_000)),
      ]);
      expect(code, output).toBe(1);
      expect(output).toMatch(
        /Firestore emulator stopped unexpectedly \(exit code 137\); last lines of its log:\n/,
      );
      expect(output).toContain(`see ${join(dataDir, 'logs', 'firestore.log')}`);
      const left = await until(
        'every process gone',
        () => (processesMarked(marker).length ? undefined : []),
        15_000,
      ).catch(() => processesMarked(marker));
      expect(left).toEqual([]);
    } finally {
      for (const { pid } of processesMarked(marker)) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // Gone meanwhile.
        }
      }
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 600_000);
});
