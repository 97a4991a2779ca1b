/**
 * `npm run dev`: the stack of `npm start` (same build reuse, emulators, demo data, .data/), then
 * a watch on every file a build step declares as its input (BUILD_STEPS): on a change, the steps
 * whose inputs changed build again, incrementally (rollup's module cache, esbuild's context), into
 * the folders the running emulators serve. Hosting serves the new files at once; the Functions
 * emulator reloads the functions when functions/lib changes. A browser reload shows the change:
 * there is no hot module replacement.
 */
import { existsSync, statSync, watch, type FSWatcher } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { BUILD_STEPS, buildAll, newBuildSession } from './build';
import { isInput } from './lib/build-inputs';
import { ROOT } from './lib/paths';
import { serveWithDemoData } from './lib/serve';
import { StackError } from './lib/stack';
import { ensureSystemPackage, JAVA } from './lib/system-packages';
import { connectToEmulators } from './seed/seed';

/** Edits often come as several writes (save, format): one build for them all. */
const SETTLE_MS = 300;

/** Source inputs only: dist/ holds outputs of earlier steps, rebuilt in the same run. */
const watchedPaths = () =>
  [...new Set(BUILD_STEPS.flatMap((step) => step.inputs.paths))].filter(
    (path) => !path.startsWith('dist/'),
  );

/** Calls `changed` with each changed input file (relative to the root, with /). */
function watchInputs(changed: (path: string) => void): FSWatcher[] {
  const watchers: FSWatcher[] = [];
  const folders = new Set<string>();
  for (const path of watchedPaths()) {
    const full = join(ROOT, path);
    const isFolder = existsSync(full) && statSync(full).isDirectory();
    // A file is watched through its folder: editors replace a file rather than write into it.
    const folder = isFolder ? path : path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '';
    if (folders.has(`${folder}:${isFolder}`)) continue;
    folders.add(`${folder}:${isFolder}`);
    watchers.push(
      watch(join(ROOT, folder), { recursive: isFolder }, (_event, name) => {
        if (name)
          changed(
            relative(ROOT, join(ROOT, folder, name))
              .split(sep)
              .join('/'),
          );
      }),
    );
  }
  return watchers;
}

async function main(): Promise<void> {
  connectToEmulators();
  ensureSystemPackage(JAVA);
  const session = newBuildSession(true);
  await buildAll({ session });

  let watchers: FSWatcher[] = [];
  await serveWithDemoData(async () => {
    for (const watcher of watchers) watcher.close();
    await session.functions?.dispose();
  });

  let timer: NodeJS.Timeout | undefined;
  let building = false;
  let again = false;
  const rebuild = async () => {
    if (building) {
      again = true;
      return;
    }
    building = true;
    try {
      const built = await buildAll({ session });
      if (built.length)
        console.log(
          `  Reload the page to see it${built.includes('functions') ? ' (the Functions emulator reloads the functions within a few seconds)' : ''}.`,
        );
    } catch (error) {
      // A syntax error mid-edit: say so and keep watching; the next save builds again.
      console.error(error instanceof Error ? error.message : error);
    } finally {
      building = false;
      if (again) {
        again = false;
        void rebuild();
      }
    }
  };
  watchers = watchInputs((path) => {
    if (!BUILD_STEPS.some((step) => isInput(path, step.inputs))) return;
    clearTimeout(timer);
    timer = setTimeout(() => void rebuild(), SETTLE_MS);
  });
  console.log('  Watching the build inputs: a change rebuilds what it affects.\n');
}

main().catch((error: unknown) => {
  console.error(error instanceof StackError ? `\n${error.message}\n` : error);
  process.exit(1);
});
