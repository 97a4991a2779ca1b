/**
 * npm runs a dependency's install script only where package.json's `allowScripts` approves it
 * (npm 11 installs the rest without theirs and says so; npm 12 blocks them): every package of the
 * lockfile that has one is decided there, by name, so an install never depends on npm's default.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './lib/paths';

const readJson = <T>(file: string) => JSON.parse(readFileSync(join(ROOT, file), 'utf8')) as T;

const { allowScripts = {} } = readJson<{ allowScripts?: Record<string, boolean> }>('package.json');

/** The lockfile's packages with an install script, by name (a nested copy counts under its name). */
function packagesWithInstallScripts(): string[] {
  const { packages } = readJson<{ packages: Record<string, { hasInstallScript?: boolean }> }>(
    'package-lock.json',
  );
  const names = Object.entries(packages)
    .filter(([path, entry]) => path !== '' && entry.hasInstallScript)
    .map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length));
  return [...new Set(names)].sort();
}

describe("dependencies' install scripts", () => {
  it('are each approved or denied in allowScripts, and no decision is left for a package gone', () => {
    expect(Object.keys(allowScripts).sort()).toEqual(packagesWithInstallScripts());
    for (const decision of Object.values(allowScripts)) expect(typeof decision).toBe('boolean');
  });
});
