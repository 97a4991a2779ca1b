import type { CpuInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { busyShare, cpuTimesOf } from './machine-quiet';

const cpu = (user: number, idle: number): CpuInfo => ({
  model: 'test',
  speed: 1,
  times: { user, nice: 0, sys: 0, idle, irq: 0 },
});

describe('busyShare', () => {
  it('sums every CPU and gives the busy share between two readings', () => {
    const before = cpuTimesOf([cpu(100, 900), cpu(100, 900)]);
    // One CPU fully busy for 1000 ms, the other idle: half the machine.
    const after = cpuTimesOf([cpu(1100, 900), cpu(100, 1900)]);
    expect(busyShare(before, after)).toBe(0.5);
  });

  it('is 0 for an idle machine and for readings with no time between them', () => {
    const before = cpuTimesOf([cpu(100, 900)]);
    expect(busyShare(before, cpuTimesOf([cpu(100, 1900)]))).toBe(0);
    expect(busyShare(before, before)).toBe(0);
  });
});
