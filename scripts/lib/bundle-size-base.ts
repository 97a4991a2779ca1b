/**
 * What each bundle group weighed at a base commit, for `npm run bench -- sizes`: the change a
 * branch makes is printed beside each size, so a growth shows in the change that causes it.
 * The base is origin/main where the clone has it, else the last commit. Its figures are measured
 * once per commit, offline: that commit's files (git archive) built by its own widget build under
 * dist/, with this clone's node_modules, then kept in dist/bundle-sizes/<commit>.json; later runs
 * read them at once.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './paths';

export type Sizes = Record<string, number>;

/** The commit the sizes are compared with, and how to name it. */
export function sizeBase(): { name: string; commit: string } {
  const git = (...args: string[]) =>
    execFileSync('git', args, {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  for (const name of ['origin/main', 'HEAD']) {
    try {
      return { name, commit: git('rev-parse', '--verify', `${name}^{commit}`) };
    } catch {
      // Not in this clone: the next one.
    }
  }
  throw new Error('No commit to compare the bundle sizes with');
}

/** What the copy runs: its own widget build and its own groups, printed as JSON. */
const MEASURE = `import { buildWidgets, newBuildSession } from './scripts/build.ts';
import { bundleSizes } from './scripts/lib/bundle-sizes.ts';
await buildWidgets(newBuildSession(false));
console.log(JSON.stringify(bundleSizes()));
`;

/** The sizes of `commit`'s widget build, measured once (a few minutes) and then kept. */
export function sizesAt(commit: string): Sizes {
  const dir = join(ROOT, 'dist/bundle-sizes');
  const kept = join(dir, `${commit}.json`);
  if (existsSync(kept)) return JSON.parse(readFileSync(kept, 'utf8')) as Sizes;
  // Inside the clone, with its node_modules linked in: the copy builds with this clone's packages.
  const copy = join(dir, commit);
  rmSync(copy, { recursive: true, force: true });
  mkdirSync(copy, { recursive: true });
  try {
    execFileSync('sh', ['-c', `git archive ${commit} | tar -x -C "${copy}"`], { cwd: ROOT });
    // The build names some packages' files by their path under the root (rollup.config.ts).
    symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'), 'dir');
    writeFileSync(join(copy, 'measure-sizes.ts'), MEASURE);
    const output = execFileSync('npx', ['tsx', 'measure-sizes.ts'], {
      cwd: copy,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const sizes = JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as Sizes;
    writeFileSync(kept, JSON.stringify(sizes));
    return sizes;
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

/**
 * One line per group: its size and its change against the base ("new" where the base had no
 * such group), then a line per group the base had and this build has not.
 */
export function sizeChanges(current: Sizes, base: Sizes): string[] {
  const width = Math.max(...[...Object.keys(current), ...Object.keys(base)].map((n) => n.length));
  const line = (name: string, size: string, change: string) =>
    `  ${name.padEnd(width)} ${size.padStart(9)}  ${change.padStart(8)}`;
  return [
    ...Object.entries(current).map(([name, bytes]) => {
      const before = base[name];
      const change =
        before === undefined ? 'new' : `${bytes - before >= 0 ? '+' : ''}${bytes - before} B`;
      return line(name, `${bytes} B`, change);
    }),
    ...Object.keys(base)
      .filter((name) => !(name in current))
      .map((name) => line(name, '-', 'gone')),
  ];
}
