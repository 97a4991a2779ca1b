/**
 * `npm run dev`: the stack of `npm start` (same build reuse, emulators, demo data, .data/), then
 * a watch on every file a build step declares as its input (BUILD_STEPS): on a change, the steps
 * whose inputs changed build again, incrementally (rollup's module cache, esbuild's context), into
 * the folders the running emulators serve. Hosting serves the new files at once; the Functions
 * emulator reloads the functions when functions/lib changes. A browser reload shows the change:
 * there is no hot module replacement.
 */
import { existsSync, readdirSync, statSync, watch, type FSWatcher } from 'node:fs';
import { join } from 'node:path';
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

/**
 * Calls `changed` with each changed input file (relative to the root, with /). Each folder has
 * its own watch, which sees a file its folder holds however it was written: Node's recursive
 * watch on Linux loses a file that an editor or git replaced rather than wrote into.
 */
function watchInputs(changed: (path: string) => void): FSWatcher[] {
  const watchers: FSWatcher[] = [];
  const watched = new Set<string>();
  const watchFolder = (folder: string, withSubfolders: boolean) => {
    if (watched.has(folder)) return;
    watched.add(folder);
    const watcher = watch(join(ROOT, folder), (_event, name) => {
      if (!name) return;
      const path = folder ? `${folder}/${name}` : name;
      const full = join(ROOT, path);
      // A new folder (or one moved in) gets its own watch, with what it already holds.
      if (withSubfolders && existsSync(full) && statSync(full).isDirectory()) {
        watchTree(path);
      }
      changed(path);
    });
    // The folder was removed: its parent's watch reports that, and a new one is watched anew.
    watcher.on('error', () => {
      watcher.close();
      watched.delete(folder);
    });
    watchers.push(watcher);
  };
  const watchTree = (folder: string) => {
    watchFolder(folder, true);
    for (const entry of readdirSync(join(ROOT, folder), { withFileTypes: true })) {
      if (entry.isDirectory() && entry.name !== 'node_modules' && !entry.name.startsWith('.'))
        watchTree(`${folder}/${entry.name}`);
    }
  };
  for (const path of watchedPaths()) {
    const full = join(ROOT, path);
    if (existsSync(full) && statSync(full).isDirectory()) watchTree(path);
    // A file is watched through its folder: editors replace a file rather than write into it.
    else watchFolder(path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '', false);
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
    await session.firstFrames?.dispose();
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
          `  Reload the page to see it${built.includes('functions') ? ' once the Functions emulator has reloaded the functions (it logs "Loaded functions definitions" in .data/logs/firebase.log; seconds, up to half a minute on a busy machine)' : ''}.`,
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
