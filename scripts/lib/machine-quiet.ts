import { cpus, type CpuInfo } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

export interface CpuTimes {
  idle: number;
  total: number;
}

export const cpuTimesOf = (infos: CpuInfo[]): CpuTimes =>
  infos.reduce(
    (sum, { times }) => ({
      idle: sum.idle + times.idle,
      total: sum.total + times.user + times.nice + times.sys + times.idle + times.irq,
    }),
    { idle: 0, total: 0 },
  );

/** The share of the CPUs' time spent busy between two readings (0 when no time passed). */
export function busyShare(before: CpuTimes, after: CpuTimes): number {
  const total = after.total - before.total;
  return total > 0 ? 1 - (after.idle - before.idle) / total : 0;
}

/**
 * Waits until the machine is quiet: its CPUs less than `threshold` busy over a 500 ms window, or
 * `maxMs` passed. A page measured right after another shares the CPUs with what the stack still
 * does for the last one (a trigger, a write, a worker's garbage collection).
 */
export async function waitUntilQuiet({ threshold = 0.15, maxMs = 15_000 } = {}): Promise<{
  waitedMs: number;
  busy: number;
}> {
  const start = Date.now();
  for (;;) {
    const before = cpuTimesOf(cpus());
    await sleep(500);
    const busy = busyShare(before, cpuTimesOf(cpus()));
    const waitedMs = Date.now() - start;
    if (busy < threshold || waitedMs >= maxMs) return { waitedMs, busy };
  }
}
