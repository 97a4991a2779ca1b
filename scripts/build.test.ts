import { build, type Platform } from 'esbuild';
import type { InputOption, RollupOptions } from 'rollup';
import type { UserConfig } from 'vite';
import rollupConfigs from '../rollup.config';
import viteConfig from '../vite.config';
import { BUILD_STEPS, FIRST_FRAMES_ENTRY, FUNCTION_ENTRIES } from './build';
import { isInput } from './lib/build-inputs';
import { ROOT } from './lib/paths';

const entryFiles = (input: InputOption | undefined): string[] =>
  typeof input === 'string' ? [input] : Array.isArray(input) ? input : Object.values(input ?? {});

/** The repository files (not dependencies) a bundle of these entries reads, found by esbuild. */
async function filesRead(entries: string[], platform: Platform): Promise<string[]> {
  const { metafile } = await build({
    absWorkingDir: ROOT,
    entryPoints: entries,
    bundle: true,
    write: false,
    metafile: true,
    packages: 'external',
    platform,
    jsx: 'automatic',
    outdir: 'out',
    loader: { '.svg': 'file', '.png': 'file', '.jpg': 'file', '.webp': 'file' },
    logLevel: 'silent',
  });
  return Object.keys(metafile.inputs);
}

const STEP_ENTRIES: Record<string, { entries: () => string[]; platform: Platform }> = {
  client: {
    entries: () => entryFiles((viteConfig as UserConfig).build?.rollupOptions?.input),
    platform: 'browser',
  },
  widgets: {
    entries: () => (rollupConfigs as RollupOptions[]).flatMap((config) => entryFiles(config.input)),
    platform: 'browser',
  },
  functions: {
    entries: () => [...Object.values(FUNCTION_ENTRIES), FIRST_FRAMES_ENTRY],
    platform: 'node',
  },
};

describe('BUILD_STEPS', () => {
  it('names the entries of every step', () => {
    expect(BUILD_STEPS.map((step) => step.name).sort()).toEqual(Object.keys(STEP_ENTRIES).sort());
  });

  // A file a bundle reads outside the declared inputs would leave a stale build after an edit.
  it.each(BUILD_STEPS.map((step) => [step.name, step] as const))(
    '%s: its declared inputs hold every repository file its bundle reads',
    async (name, step) => {
      const { entries, platform } = STEP_ENTRIES[name]!;
      const read = await filesRead(entries(), platform);
      expect(read.length).toBeGreaterThan(entries().length);
      expect(read.filter((file) => !isInput(file, step.inputs))).toEqual([]);
    },
    60_000,
  );
});
