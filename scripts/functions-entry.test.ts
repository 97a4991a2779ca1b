/**
 * Every new instance of a function loads the deployed entry before its first answer, so loading it
 * loads no package beyond the Firebase SDK modules it requires: the others (jsdom, DOMPurify) load
 * with the first request that needs them. Bundled here as scripts/build.ts bundles it.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundleForNode, FUNCTION_ENTRIES } from './build';
import { firebaseSdkModules, requireAll } from './lib/functions-entry';
import { ROOT } from './lib/paths';

/** The packages (folders of node_modules) a fresh node process has loaded after running `code`. */
function packagesLoadedBy(code: string): string[] {
  const output = execFileSync(
    process.execPath,
    ['-e', `${code}\nprocess.stdout.write(JSON.stringify(Object.keys(require.cache)));`],
    // The entry is bundled outside the repository: its packages resolve from the repository's.
    { cwd: ROOT, env: { ...process.env, NODE_PATH: join(ROOT, 'node_modules') }, encoding: 'utf8' },
  );
  const packages = (JSON.parse(output) as string[]).flatMap(
    (file) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file)?.[1] ?? [],
  );
  return [...new Set(packages)].sort();
}

describe('the deployed functions entry', () => {
  const dir = mkdtempSync(join(tmpdir(), 'functions-entry-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('loads no package but the Firebase SDK modules it requires', async () => {
    const entry = join(dir, 'index.cjs');
    await bundleForNode(FUNCTION_ENTRIES.index!, entry);
    const sdk = packagesLoadedBy(requireAll(firebaseSdkModules(readFileSync(entry, 'utf8'))));
    const beyondSdk = packagesLoadedBy(requireAll([entry])).filter((name) => !sdk.includes(name));
    expect(beyondSdk).toEqual([]);
  }, 60_000);

  it("carries none of a post's newsletter mail (React Email, html-to-text): a send loads it from its own file", async () => {
    const entry = join(dir, 'index.cjs');
    await bundleForNode(FUNCTION_ENTRIES.index!, entry);
    const source = readFileSync(entry, 'utf8');
    expect(source).not.toMatch(/node_modules\/(@react-email|html-to-text)\//);
    expect(source).not.toContain('newsletter/post-email.tsx');
  }, 60_000);
});
