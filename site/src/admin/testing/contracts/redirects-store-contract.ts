/**
 * What every RedirectsStore does, written once: run against the in-memory store
 * (in-memory-redirects.test.ts) and against the real adapter calling the API on the emulators
 * (test/contracts/admin-stores.int.test.ts), so the fake the screens are tested on cannot drift
 * from the server. The store may hold others' redirects: each test works under its own path.
 * `visitMissing` is a visitor's request for a path the site does not have (an answer of 404).
 */
import { BUILTIN_ARTICLE_REDIRECTS } from '@core/redirects/builtin-redirects';
import { EDGE_TEXT } from '@core/redirects/redirect-api';
import { CHECK_TEXT } from '@core/redirects/redirect-checks';
import { redirectDocId } from '@core/redirects/redirect-paths';
import { REDIRECT_TEXT } from '@core/redirects/redirect-schema';
import type { RedirectsStore } from '@site/admin/data/redirects-store';

export function redirectsStoreContract<Store extends RedirectsStore>(
  backend: string,
  makeStore: () => Promise<Store>,
  visitMissing: (store: Store, path: string) => Promise<void>,
) {
  describe(`RedirectsStore contract: ${backend}`, () => {
    let store: Store;
    let base: string;
    beforeEach(async () => {
      store = await makeStore();
      base = `/contract-${Math.random().toString(36).slice(2, 10)}`;
    });
    const mine = async () => (await store.list()).filter((r) => r.sourcePath.startsWith(base));

    it('creates with the defaults, the source path normalized, and lists by source path', async () => {
      const { redirect, warnings } = await store.create({
        sourcePath: `${base}/b/`,
        targetPath: `${base}/target`,
      });
      expect(redirect).toMatchObject({
        id: redirectDocId(`${base}/b`),
        sourcePath: `${base}/b`,
        targetPath: `${base}/target`,
        statusCode: 301,
        isActive: true,
        notes: '',
        accessCount: 0,
        lastAccessedAt: null,
        automatic: false,
      });
      expect(warnings).toEqual([]);
      await store.create({ sourcePath: `${base}/a`, targetPath: `${base}/target` });
      expect((await mine()).map((r) => r.sourcePath)).toEqual([`${base}/a`, `${base}/b`]);
    });

    it('refuses missing paths with the spec’s messages and stores nothing', async () => {
      await expect(store.create({ sourcePath: ' ', targetPath: '' })).rejects.toMatchObject({
        name: 'RedirectSaveError',
        message: REDIRECT_TEXT.sourceRequired,
        issues: [
          { field: 'sourcePath', message: REDIRECT_TEXT.sourceRequired },
          { field: 'targetPath', message: REDIRECT_TEXT.targetRequired },
        ],
        warnings: [],
      });
    });

    it('refuses a source path taken, whatever its case or trailing slash', async () => {
      await store.create({ sourcePath: `${base}/old`, targetPath: `${base}/new` });
      await expect(
        store.create({ sourcePath: `${base.toUpperCase()}/OLD/`, targetPath: `${base}/other` }),
      ).rejects.toMatchObject({
        message: REDIRECT_TEXT.duplicate,
        issues: [{ field: 'sourcePath', message: REDIRECT_TEXT.duplicate }],
        warnings: [],
      });
      expect((await mine()).map((r) => r.targetPath)).toEqual([`${base}/new`]);
    });

    it('puts each refused check on the field it is about: a reserved source, a loop', async () => {
      const reserved = `/admin${base}`;
      await expect(
        store.create({ sourcePath: reserved, targetPath: '/blog' }),
      ).rejects.toMatchObject({
        message: REDIRECT_TEXT.reserved(reserved),
        issues: [{ field: 'sourcePath', message: REDIRECT_TEXT.reserved(reserved) }],
        warnings: [],
      });
      await store.create({ sourcePath: `${base}/a`, targetPath: `${base}/b` });
      const loop = CHECK_TEXT.loop([`${base}/b`, `${base}/a`, `${base}/b`]);
      await expect(
        store.create({ sourcePath: `${base}/b`, targetPath: `${base}/a` }),
      ).rejects.toMatchObject({ message: loop, issues: [{ field: 'targetPath', message: loop }] });
      expect(await mine()).toHaveLength(1);
    });

    it('asks to confirm a warning, then saves with it', async () => {
      await store.create({ sourcePath: `${base}/a`, targetPath: `${base}/b` });
      const chain = { kind: 'chain', via: `${base}/a`, finalTarget: `${base}/b` };
      const input = { sourcePath: `${base}/c`, targetPath: `${base}/a` };
      await expect(store.create(input)).rejects.toMatchObject({ issues: [], warnings: [chain] });
      expect(await mine()).toHaveLength(1);
      const saved = await store.create({ ...input, confirmWarnings: true });
      expect(saved.warnings).toMatchObject([chain]);
      expect(await mine()).toHaveLength(2);
    });

    it('answers changed: false for a save that changes nothing, true for one that does', async () => {
      const { redirect } = await store.create({
        sourcePath: `${base}/old`,
        targetPath: `${base}/new`,
      });
      const same = await store.update(redirect.id, {
        sourcePath: redirect.sourcePath,
        targetPath: redirect.targetPath,
      });
      expect(same).toMatchObject({ changed: false, redirect });
      const edited = await store.update(redirect.id, {
        sourcePath: redirect.sourcePath,
        targetPath: redirect.targetPath,
        notes: 'Moved in the autumn',
      });
      expect(edited).toMatchObject({
        changed: true,
        redirect: { id: redirect.id, notes: 'Moved in the autumn', createdAt: redirect.createdAt },
      });
    });

    it('moves a redirect to a new source path, and refuses one that is taken', async () => {
      const { redirect } = await store.create({ sourcePath: `${base}/a`, targetPath: '/blog' });
      await store.create({ sourcePath: `${base}/taken`, targetPath: '/blog' });
      await expect(
        store.update(redirect.id, { sourcePath: `${base}/taken`, targetPath: '/blog' }),
      ).rejects.toMatchObject({
        issues: [{ field: 'sourcePath', message: REDIRECT_TEXT.duplicate }],
      });
      const moved = await store.update(redirect.id, {
        sourcePath: `${base}/b`,
        targetPath: '/blog',
      });
      expect(moved).toMatchObject({ changed: true, redirect: { id: redirectDocId(`${base}/b`) } });
      expect((await mine()).map((r) => r.sourcePath)).toEqual([`${base}/b`, `${base}/taken`]);
    });

    it('deletes, and answers 404 for a redirect that does not exist', async () => {
      const { redirect } = await store.create({ sourcePath: `${base}/a`, targetPath: '/blog' });
      await store.remove(redirect.id);
      expect(await mine()).toEqual([]);
      const missing = { status: 404, message: REDIRECT_TEXT.notFound };
      await expect(store.remove(redirect.id)).rejects.toMatchObject(missing);
      await expect(
        store.update(redirect.id, { sourcePath: `${base}/a`, targetPath: '/blog' }),
      ).rejects.toMatchObject(missing);
    });

    it('deletes many at once; unknown ids are answered missing, a path-like id is refused', async () => {
      await store.create({ sourcePath: `${base}/a`, targetPath: '/blog' });
      await store.create({ sourcePath: `${base}/b`, targetPath: '/blog' });
      const ids = [redirectDocId(`${base}/a`), redirectDocId(`${base}/gone`)];
      expect(await store.removeMany(ids)).toEqual({
        deleted: [ids[0]],
        missing: [ids[1]],
        failed: [],
      });
      expect((await mine()).map((r) => r.sourcePath)).toEqual([`${base}/b`]);
      await expect(store.removeMany([`${base}/b`])).rejects.toMatchObject({ status: 400 });
      expect(await mine()).toHaveLength(1);
    });

    it('looks a path up as the site does: active redirects only, case and slash ignored', async () => {
      await store.create({ sourcePath: `${base}/on`, targetPath: '/blog', statusCode: 302 });
      await store.create({ sourcePath: `${base}/off`, targetPath: '/blog', isActive: false });
      expect(await store.lookup(`${base.toUpperCase()}/ON/`)).toEqual({
        found: true,
        target_path: '/blog',
        status_code: 302,
      });
      const none = { found: false, target_path: null, status_code: null };
      expect(await store.lookup(`${base}/off`)).toEqual(none);
      expect(await store.lookup(`${base}/never`)).toEqual(none);
    });

    it('plans an import row by row and writes nothing; the import writes the new rows', async () => {
      await store.create({ sourcePath: `${base}/old`, targetPath: '/blog' });
      const csv = [
        'source_path,target_path',
        `${base}/old,/blog/a`,
        `${base}/new,/blog/b`,
        `${base}/bad path,/blog/c`,
      ].join('\n');
      const report = await store.dryRun(csv);
      expect(report.counts).toEqual({ total: 3, new: 1, duplicate: 1, rejected: 1 });
      expect(report.rows.map((row) => row.status)).toEqual(['duplicate', 'new', 'rejected']);
      expect(await mine()).toHaveLength(1);
      const job = await store.runImport(csv, 'moves.csv');
      expect(job).toMatchObject({
        kind: 'redirects',
        status: 'done',
        fileName: 'moves.csv',
        total: 3,
        imported: 1,
        skipped: 1,
        rejected: 1,
      });
      expect((await mine()).map((r) => r.sourcePath)).toEqual([`${base}/new`, `${base}/old`]);
    });

    it('counts a new redirect in the stats: active or inactive, not yet visited', async () => {
      const before = await store.stats();
      await store.create({ sourcePath: `${base}/on`, targetPath: '/blog' });
      await store.create({ sourcePath: `${base}/off`, targetPath: '/blog', isActive: false });
      const after = await store.stats();
      expect(after).toMatchObject({
        total: before.total + 2,
        active: before.active + 1,
        inactive: before.inactive + 1,
        totalAccesses: before.totalAccesses,
      });
    });

    it('imports the built-in article redirects once; a second import skips them all', async () => {
      const stored = new Set((await store.list()).map((r) => r.sourcePath));
      const first = await store.importBuiltins();
      expect(first.failed).toBe(0);
      expect(first.imported + first.skipped).toBe(BUILTIN_ARTICLE_REDIRECTS.length);
      expect(await store.importBuiltins()).toEqual({
        imported: 0,
        failed: 0,
        skipped: BUILTIN_ARTICLE_REDIRECTS.length,
      });
      const listed = await store.list();
      const builtins = BUILTIN_ARTICLE_REDIRECTS.map((b) => redirectDocId(b.sourcePath));
      expect(builtins.filter((id) => !listed.some((r) => r.id === id))).toEqual([]);
      // Others' tests find the redirects as they were.
      const added = listed.filter((r) => builtins.includes(r.id) && !stored.has(r.sourcePath));
      if (added.length) await store.removeMany(added.map((r) => r.id));
    });

    it('logs each path visitors found missing with its count, marked once a redirect answers it', async () => {
      await visitMissing(store, `${base}/gone`);
      await visitMissing(store, `${base}/gone`);
      await visitMissing(store, `${base}/elf_name`);
      const logged = async () =>
        (await store.notFoundLog()).filter((entry) => entry.path.startsWith(base));
      expect(await logged()).toEqual([
        expect.objectContaining({
          path: `${base}/gone`,
          count: 2,
          redirectable: true,
          redirected: false,
        }),
        // No redirect can start from it: '_' is not among a redirect path's characters.
        expect.objectContaining({
          path: `${base}/elf_name`,
          count: 1,
          redirectable: false,
          redirected: false,
        }),
      ]);
      await store.create({ sourcePath: `${base}/gone`, targetPath: '/blog' });
      expect((await logged()).map(({ path, redirected }) => ({ path, redirected }))).toEqual([
        { path: `${base}/gone`, redirected: true },
        { path: `${base}/elf_name`, redirected: false },
      ]);
    });

    it('refuses edge settings it cannot use, with the field at fault, and keeps the stored ones', async () => {
      const before = await store.edgeSettings();
      const valid = { accountId: 'a'.repeat(32), listId: 'b'.repeat(32), siteHost: 'elf.example' };
      const account = 'Account ID: 32 hexadecimal characters';
      await expect(
        store.saveEdgeSettings({ ...valid, accountId: 'not-an-account' }),
      ).rejects.toMatchObject({
        status: 400,
        message: account,
        issues: [{ field: 'accountId', message: account }],
      });
      await expect(
        store.saveEdgeSettings({ ...valid, apiBaseUrl: 'https://elsewhere.example' } as never),
      ).rejects.toMatchObject({
        status: 400,
        message: EDGE_TEXT.apiIsServerConfig,
        issues: [{ field: 'apiBaseUrl', message: EDGE_TEXT.apiIsServerConfig }],
      });
      expect(await store.edgeSettings()).toEqual(before);
    });
  });
}
