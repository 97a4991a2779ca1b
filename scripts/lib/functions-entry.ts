/** The deployed functions' entry, as scripts/build.ts writes it, and the SDK modules it names. */
import { join } from 'node:path';
import { ROOT } from './paths';

export const FUNCTIONS_ENTRY = join(ROOT, 'functions/lib/index.cjs');

/**
 * The firebase-functions and firebase-admin modules a built entry requires anywhere in it (at
 * load or on first use), sorted: what every function pays for whatever it loads of its own.
 */
export function firebaseSdkModules(entrySource: string): string[] {
  const required = entrySource.matchAll(
    /require\("(firebase-(?:functions|admin)(?:\/[\w/-]+)?)"\)/g,
  );
  return [...new Set([...required].map((match) => match[1]!))].sort();
}

/** Node code that requires these modules, in order. */
export const requireAll = (modules: readonly string[]): string =>
  modules.map((name) => `require(${JSON.stringify(name)});`).join('\n');
