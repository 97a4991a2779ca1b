import { availableParallelism, cpus, loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { busyShare, cpuTimesOf } from './machine-quiet';

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Milliseconds as the benches print them: the median, then the range. */
export const msFigure = (values: number[]) =>
  `${median(values).toFixed(0).padStart(5)} ms  (${Math.min(...values).toFixed(0)}-${Math.max(...values).toFixed(0)})`;

/** The machine while the bench runs: its CPUs, the load average, how busy they are right now. */
export async function machineContext(): Promise<string> {
  const before = cpuTimesOf(cpus());
  await sleep(500);
  const busy = busyShare(before, cpuTimesOf(cpus()));
  return `${cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${availableParallelism()} CPUs, load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}, ${(busy * 100).toFixed(0)}% busy over the last 0.5 s`;
}
