/**
 * The Lighthouse bench's `--slow` mode: a CPU slowdown above the mobile preset's, so that a fast
 * machine stands for a slow phone. Lighthouse's preset slows this machine's CPU `preset` times and
 * calls that a phone; slowed `rate` times instead, a machine of benchmark index `index` stands for
 * one of index `index x preset / rate` under the preset.
 */

/**
 * The index `--slow` makes this machine stand for: below issue 37's 1,500, where this machine's
 * slow days were (1,270-1,970).
 */
export const SLOW_PHONE_INDEX = 1_200;

/** The machine of benchmark index `index`, slowed `rate` times, as the index of one under `preset`. */
export const indexUnderPreset = (index: number, rate: number, preset: number): number =>
  (index * preset) / rate;

/**
 * The CPU slowdown, to a tenth, that makes a machine of `index` stand for one of SLOW_PHONE_INDEX
 * or slower under `preset`; never less than the preset's own.
 */
export const slowPhoneRate = (index: number, preset: number): number =>
  Math.max(preset, Math.ceil((preset * index * 10) / SLOW_PHONE_INDEX) / 10);
