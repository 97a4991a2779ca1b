import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assertSafeBlobPath, BlobExistsError } from './blob-store';
import { LocalBlobStore } from './local-blob-store';

describe('LocalBlobStore', () => {
  let root: string;
  let store: LocalBlobStore;
  const content = (text: string) => ({
    bytes: Buffer.from(text),
    contentType: 'text/plain',
    cacheControl: 'public, max-age=3600',
  });

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'blobs-'));
    store = new LocalBlobStore(root);
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('replaces a file whole: readers and lists never see it half-written or without its sidecar', async () => {
    await store.put('root/robots.txt', content('v0'), { overwrite: true });
    const versions = Array.from({ length: 30 }, (_, i) => `v${i + 1} `.repeat(2000));
    const seen: (string | null)[] = [];
    await Promise.all([
      (async () => {
        for (const v of versions)
          await store.put('root/robots.txt', content(v), { overwrite: true });
      })(),
      (async () => {
        for (let i = 0; i < 60; i++) {
          seen.push((await store.get('root/robots.txt'))?.bytes.toString() ?? null);
          expect((await store.list('root/')).map((b) => b.path)).toEqual(['root/robots.txt']);
        }
      })(),
    ]);
    for (const text of seen) expect(['v0', ...versions]).toContain(text);
  });

  it('stores, lists, reads and deletes files, answering where the site serves them', async () => {
    const stored = await store.put('blog/featured/a b.txt', content('one'));
    expect(stored.url).toBe('/media/blog/featured/a%20b.txt');
    expect((await store.list('blog/')).map((b) => b.path)).toEqual(['blog/featured/a b.txt']);
    expect((await store.get('blog/featured/a b.txt'))?.bytes.toString()).toBe('one');
    await store.delete('blog/featured/a b.txt');
    expect(await store.get('blog/featured/a b.txt')).toBeNull();
    expect(await store.list('blog/')).toEqual([]);
  });

  it('refuses to overwrite unless asked', async () => {
    await store.put('x.txt', content('one'));
    await expect(store.put('x.txt', content('two'))).rejects.toBeInstanceOf(BlobExistsError);
    await store.put('x.txt', content('two'), { overwrite: true });
    expect((await store.get('x.txt'))?.bytes.toString()).toBe('two');
  });

  it('rejects paths that could leave the store', async () => {
    for (const path of ['../x', '/etc/passwd', 'a//b', 'a/./b', 'a\\b']) {
      expect(() => assertSafeBlobPath(path), path).toThrow(/Unsafe storage path/);
    }
    await expect(store.get('../outside.txt')).rejects.toThrow(/Unsafe/);
  });
});
