import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  changedInputs,
  isInput,
  readInputs,
  rebuildReason,
  recordDigest,
  storedRecord,
  storeRecord,
  type InputRecord,
  type StepInputs,
} from './build-inputs';

const inputs: StepInputs = { paths: ['site', 'vite.config.ts'], env: ['SITE_URL'] };

describe('isInput', () => {
  it.each([
    ['site/src/app.tsx', true],
    ['site/public/favicon.svg', true],
    ['vite.config.ts', true],
    ['core/posts/slug.ts', false],
    ['sitemap.ts', false],
    ['vite.config.ts.bak', false],
    ['site/src/app.test.tsx', false],
    ['site/src/header.stories.tsx', false],
    ['site/.DS_Store', false],
    ['site/node_modules/x/index.js', false],
  ])('%s: %s', (path, expected) => {
    expect(isInput(path, inputs)).toBe(expected);
  });
});

const record = (files: Record<string, string>, env: Record<string, string | null> = {}) =>
  ({ files, env }) satisfies InputRecord;

describe('recordDigest', () => {
  it('is the same whatever order the inputs were read in', () => {
    expect(recordDigest(record({ a: '1', b: '2' }, { X: 'x', Y: null }))).toBe(
      recordDigest(record({ b: '2', a: '1' }, { Y: null, X: 'x' })),
    );
  });

  it('changes with a file content, a file name, a new file or a variable', () => {
    const base = recordDigest(record({ a: '1' }, { X: null }));
    for (const other of [
      record({ a: '2' }, { X: null }),
      record({ b: '1' }, { X: null }),
      record({ a: '1', b: '1' }, { X: null }),
      record({ a: '1' }, { X: 'x' }),
    ]) {
      expect(recordDigest(other)).not.toBe(base);
    }
  });
});

describe('changedInputs', () => {
  it('names changed, added and removed files, then variables with a $', () => {
    expect(
      changedInputs(
        record({ kept: '1', edited: '1', removed: '1' }, { A: 'a', B: null }),
        record({ kept: '1', edited: '2', added: '1' }, { A: 'a', B: 'b' }),
      ),
    ).toEqual(['added', 'edited', 'removed', '$B']);
  });
});

describe('rebuildReason', () => {
  const current = record({ 'site/a.ts': '1' }, { SITE_URL: null });

  it('reuses the output when the inputs are the same and every output is there', () => {
    expect(rebuildReason(record({ 'site/a.ts': '1' }, { SITE_URL: null }), current, [])).toBe(null);
  });

  it('builds when there is no record of a previous build', () => {
    expect(rebuildReason(null, current, [])).toBe('no previous build');
  });

  it('builds when an output is missing, even with the same inputs', () => {
    expect(rebuildReason(current, current, ['dist/hosting/.vite/manifest.json'])).toBe(
      'dist/hosting/.vite/manifest.json missing',
    );
  });

  it('names the first three changed inputs and counts the rest', () => {
    expect(rebuildReason(record({ 'site/a.ts': '0' }, { SITE_URL: null }), current, [])).toBe(
      'site/a.ts changed',
    );
    const many = record({ a: '1', b: '1', c: '1', d: '1', e: '1' });
    expect(rebuildReason(many, record({}), [])).toBe('a, b, c and 2 more changed');
  });
});

describe('readInputs, storeRecord and storedRecord, on disk', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'build-inputs-'));
    mkdirSync(join(root, 'site/src'), { recursive: true });
    writeFileSync(join(root, 'site/src/app.tsx'), 'export const app = 1;');
    writeFileSync(join(root, 'site/src/app.test.tsx'), 'test');
    writeFileSync(join(root, 'vite.config.ts'), 'export default {};');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('digests the bundled files under each folder, the named files and the variables', () => {
    const read = readInputs(root, inputs, { SITE_URL: 'https://a.example' });
    expect(Object.keys(read.files).sort()).toEqual(['site/src/app.tsx', 'vite.config.ts']);
    expect(read.env.SITE_URL).toMatch(/^[0-9a-f]{64}$/);
    expect(read.env.SITE_URL).not.toContain('a.example');
    expect(readInputs(root, inputs, {}).env).toEqual({ SITE_URL: null });
  });

  it('sees an edited file, and not a touched one', () => {
    const before = readInputs(root, inputs, {});
    writeFileSync(join(root, 'site/src/app.tsx'), 'export const app = 1;');
    expect(rebuildReason(before, readInputs(root, inputs, {}), [])).toBe(null);
    writeFileSync(join(root, 'site/src/app.tsx'), 'export const app = 2;');
    expect(rebuildReason(before, readInputs(root, inputs, {}), [])).toBe(
      'site/src/app.tsx changed',
    );
  });

  it('keeps a record it can read back, and reads nothing from a missing or broken one', async () => {
    const file = join(root, 'dist/.build-inputs.json');
    expect(await storedRecord(file)).toBe(null);
    const read = readInputs(root, inputs, {});
    await storeRecord(file, read);
    expect(await storedRecord(file)).toEqual(read);
    writeFileSync(file, '{"files":');
    expect(await storedRecord(file)).toBe(null);
  });
});
