/**
 * The admin redirects API against the emulators: validation with the spec's messages, source
 * paths unique by document id, the loop/chain/self/shadow checks naming the paths, audit entries,
 * created_by, moves with the hit counter, the built-in article import and the stats.
 */
import type { AuditEntry } from '@core/admin/audit';
import { COLLECTIONS } from '@core/paths';
import {
  type BuiltinImportResult,
  type Redirect,
  type RedirectRefusal,
  type RedirectSaved,
  type RedirectStats,
} from '@core/redirects/redirect-api';
import { CHECK_TEXT } from '@core/redirects/redirect-checks';
import { redirectDocId } from '@core/redirects/redirect-paths';
import { REDIRECT_TEXT } from '@core/redirects/redirect-schema';
import { BUILTIN_ARTICLE_REDIRECTS } from '@core/redirects/builtin-redirects';
import { createTestPost, deleteTestPost, SITE_ORIGIN, uniqueId } from '@test/emulators';
import { bearer, callAs, sessionsForFile } from '@test/sessions';
import { counterTotals } from '../counters/sharded-counter';
import { REDIRECT_COUNTERS } from '../counters/site-counters';
import { db } from '../platform/firebase';
import { apiPath } from '@core/api-routes';

const { admin, user } = sessionsForFile('admin', 'user');

const call = <T>(method: string, path: string, body?: unknown, session = admin) =>
  callAs<T>(session, method, path, body);

/** A fresh path prefix per test, so tests never see each other's redirects. */
const base = () => `/${uniqueId('r')}`;

const create = (body: Record<string, unknown>) =>
  call<RedirectSaved & RedirectRefusal>('POST', apiPath('redirects'), body);

const auditOf = async (documentId: string) =>
  (
    await db()
      .collection(COLLECTIONS.auditLog)
      .where('documentId', '==', documentId)
      .orderBy('at')
      .get()
  ).docs.map((doc) => doc.data() as AuditEntry);

describe('admin redirects API', () => {
  it('refuses callers without a session (401) and without the admin claim (403)', async () => {
    const anonymous = await fetch(`${SITE_ORIGIN}${apiPath('redirects')}`);
    expect(anonymous.status).toBe(401);
    expect((await call('GET', apiPath('redirects'), undefined, user)).status).toBe(403);
    expect((await call('POST', apiPath('edgeSync'), undefined, user)).status).toBe(403);
  });

  it('creates a redirect with defaults and created_by, and lists it by source path', async () => {
    const path = base();
    const saved = await create({ sourcePath: `${path}/old/`, targetPath: `${path}/new` });
    expect(saved.status).toBe(201);
    expect(saved.body.redirect).toMatchObject({
      id: redirectDocId(`${path}/old`),
      sourcePath: `${path}/old`,
      targetPath: `${path}/new`,
      statusCode: 301,
      isActive: true,
      notes: '',
      accessCount: 0,
      lastAccessedAt: null,
      createdBy: admin.uid,
      automatic: false,
    });
    const list = await call<{ redirects: Redirect[] }>('GET', apiPath('redirects'));
    const sources = list.body.redirects.map((r) => r.sourcePath);
    expect(sources).toContain(`${path}/old`);
    expect([...sources].sort()).toEqual(sources);
    const [audit] = await auditOf(saved.body.redirect.id);
    expect(audit).toMatchObject({
      area: 'redirects',
      action: 'create',
      actor: { uid: admin.uid },
      label: `${path}/old → ${path}/new`,
    });
  });

  it('answers the spec’s validation messages and stores nothing', async () => {
    const missing = await create({ sourcePath: ' ', targetPath: '' });
    expect(missing.status).toBe(400);
    expect(missing.body.issues).toEqual([
      { field: 'sourcePath', message: 'Source path is required' },
      { field: 'targetPath', message: 'Target path is required' },
    ]);
    const malformed = await create({ sourcePath: 'no-slash', targetPath: '/a b' });
    expect(malformed.body.issues?.map((i) => i.message)).toEqual([
      'Source path must start with / and contain only letters, numbers, hyphens, and slashes',
      'Target path must start with / and contain only letters, numbers, hyphens, and slashes',
    ]);
    expect((await create({ sourcePath: '/a', targetPath: '/b', statusCode: 303 })).body.error).toBe(
      REDIRECT_TEXT.statusInvalid,
    );
  });

  it('refuses a body that is not UTF-8, as the public endpoints do, and stores nothing', async () => {
    const path = base();
    const json = Buffer.from(
      JSON.stringify({ sourcePath: path, targetPath: '/blog', notes: 'caf#' }),
    );
    // 'é' as Latin-1 wrote it: a byte that begins no UTF-8 character.
    json[json.indexOf('#')] = 0xe9;
    const response = await fetch(`${SITE_ORIGIN}${apiPath('redirects')}`, {
      method: 'POST',
      headers: { ...bearer(admin), 'content-type': 'application/json' },
      body: json,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Body must be JSON' });
    expect(
      (await db().collection(COLLECTIONS.urlRedirects).doc(redirectDocId(path)).get()).exists,
    ).toBe(false);
  });

  it('keeps source paths unique by document id: another case or slash is the same source', async () => {
    const path = base();
    expect((await create({ sourcePath: `${path}/dup`, targetPath: '/blog' })).status).toBe(201);
    const again = await create({ sourcePath: `${path.toUpperCase()}/DUP/`, targetPath: '/about' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      error: 'A redirect with this source path already exists',
      duplicateOf: redirectDocId(`${path}/dup`),
    });
    const racing = await Promise.all(
      ['/a', '/b', '/c'].map((t) => create({ sourcePath: `${path}/race`, targetPath: t })),
    );
    expect(racing.map((r) => r.status).sort()).toEqual([201, 409, 409]);
  });

  it('refuses a loop and a target equal to its source, naming the paths', async () => {
    const path = base();
    await create({ sourcePath: `${path}/b`, targetPath: `${path}/c` });
    // /b -> /c makes /c -> /a a chain target: a warning, confirmed.
    const second = await create({
      sourcePath: `${path}/c`,
      targetPath: `${path}/a`,
      confirmWarnings: true,
    });
    expect(second.status).toBe(201);
    const loop = await create({ sourcePath: `${path}/a`, targetPath: `${path}/b` });
    expect(loop.status).toBe(400);
    expect(loop.body.error).toBe(
      CHECK_TEXT.loop([`${path}/a`, `${path}/b`, `${path}/c`, `${path}/a`]),
    );
    expect(loop.body.issues).toEqual([{ field: 'targetPath', message: loop.body.error }]);
    const self = await create({ sourcePath: `${path}/s`, targetPath: `${path}/S/` });
    expect(self.body.error).toBe(CHECK_TEXT.self(`${path}/s`));
    expect(
      (
        await db()
          .doc(`${COLLECTIONS.urlRedirects}/${redirectDocId(`${path}/a`)}`)
          .get()
      ).exists,
    ).toBe(false);
  });

  it('warns of a chain and saves only once the admin confirms (or points at the end)', async () => {
    const path = base();
    await create({ sourcePath: `${path}/b`, targetPath: `${path}/c` });
    const warned = await create({ sourcePath: `${path}/a`, targetPath: `${path}/b` });
    expect(warned.status).toBe(409);
    expect(warned.body.warnings).toEqual([
      {
        kind: 'chain',
        severity: 'warning',
        via: `${path}/b`,
        finalTarget: `${path}/c`,
        message: CHECK_TEXT.chain(`${path}/a`, `${path}/b`, `${path}/c`),
      },
    ]);
    const confirmed = await create({
      sourcePath: `${path}/a`,
      targetPath: `${path}/b`,
      confirmWarnings: true,
    });
    expect(confirmed.status).toBe(201);
    expect(confirmed.body.warnings.map((w) => w.kind)).toEqual(['chain']);
    const pointed = await create({ sourcePath: `${path}/z`, targetPath: `${path}/c` });
    expect(pointed.status).toBe(201);
  });

  it('warns when the source hides a published post', async () => {
    const post = await createTestPost();
    try {
      const warned = await create({ sourcePath: `/blog/${post.slug}`, targetPath: '/blog' });
      expect(warned.status).toBe(409);
      expect(warned.body.error).toBe(CHECK_TEXT.shadowsPost(`/blog/${post.slug}`));
    } finally {
      await deleteTestPost(post);
    }
  });

  it('updates: unchanged saves write nothing; a new source path moves it with its hits', async () => {
    const path = base();
    const { body } = await create({ sourcePath: `${path}/from`, targetPath: '/blog', notes: 'n' });
    const id = body.redirect.id;
    const same = await call<RedirectSaved>('PUT', apiPath('redirect', { id }), {
      sourcePath: `${path}/from`,
      targetPath: '/blog',
      notes: 'n',
    });
    expect(same.body.changed).toBe(false);
    expect(await auditOf(id)).toHaveLength(1);

    const ref = db().collection(COLLECTIONS.urlRedirects).doc(id);
    await ref.collection(REDIRECT_COUNTERS.shards).doc('3').set({ hits: 4 });
    const moved = await call<RedirectSaved>('PUT', apiPath('redirect', { id }), {
      sourcePath: `${path}/moved`,
      targetPath: '/about',
      statusCode: 302,
      isActive: false,
      notes: 'moved',
    });
    expect(moved.status).toBe(200);
    expect(moved.body.redirect).toMatchObject({
      id: redirectDocId(`${path}/moved`),
      statusCode: 302,
      isActive: false,
      createdBy: admin.uid,
    });
    expect((await ref.get()).exists).toBe(false);
    const newRef = db().collection(COLLECTIONS.urlRedirects).doc(moved.body.redirect.id);
    expect(await counterTotals(REDIRECT_COUNTERS, newRef, { hits: 'hits' })).toEqual({ hits: 4 });
    expect((await auditOf(moved.body.redirect.id)).map((e) => e.action)).toEqual(['update']);
  });

  it('updates into a taken source path are refused; deletes remove the counter too', async () => {
    const path = base();
    const first = await create({ sourcePath: `${path}/one`, targetPath: '/blog' });
    await create({ sourcePath: `${path}/two`, targetPath: '/blog' });
    const clash = await call<RedirectRefusal>(
      'PUT',
      apiPath('redirect', { id: first.body.redirect.id }),
      {
        sourcePath: `${path}/two`,
        targetPath: '/blog',
      },
    );
    expect(clash.status).toBe(409);
    expect(clash.body.error).toBe(REDIRECT_TEXT.duplicate);

    const ref = db().collection(COLLECTIONS.urlRedirects).doc(first.body.redirect.id);
    await ref.collection(REDIRECT_COUNTERS.shards).doc('0').set({ hits: 2 });
    const deleted = await call('DELETE', apiPath('redirect', { id: first.body.redirect.id }));
    expect(deleted).toEqual({ status: 200, body: { deleted: true } });
    expect((await ref.collection(REDIRECT_COUNTERS.shards).get()).size).toBe(0);
    expect((await call('DELETE', apiPath('redirect', { id: first.body.redirect.id }))).status).toBe(
      404,
    );
    expect((await auditOf(first.body.redirect.id)).map((e) => e.action)).toEqual([
      'create',
      'delete',
    ]);
  });

  it('imports the 35 built-in article redirects once, skipping those that exist', async () => {
    const first = BUILTIN_ARTICLE_REDIRECTS[0]!;
    const existing = await db()
      .collection(COLLECTIONS.urlRedirects)
      .doc(redirectDocId(first.sourcePath))
      .get();
    const imported = await call<BuiltinImportResult>('POST', apiPath('redirectBuiltins'));
    expect(imported.status).toBe(200);
    expect(imported.body.imported + imported.body.skipped).toBe(35);
    expect(imported.body.failed).toBe(0);
    if (!existing.exists) expect(imported.body.imported).toBeGreaterThan(0);
    const again = await call<BuiltinImportResult>('POST', apiPath('redirectBuiltins'));
    expect(again.body).toEqual({ imported: 0, failed: 0, skipped: 35 });
    const placeholder = await db()
      .collection(COLLECTIONS.urlRedirects)
      .doc(redirectDocId('/images/placeholder-elf'))
      .get();
    expect(placeholder.data()).toMatchObject({
      statusCode: 404,
      targetPath: '/404',
      isActive: true,
    });
  });

  it('stats count every redirect and sum every hit exactly; top redirects by hits', async () => {
    const path = base();
    const before = await call<RedirectStats>('GET', apiPath('redirectStats'));
    const busy = await create({ sourcePath: `${path}/busy`, targetPath: '/blog' });
    await create({ sourcePath: `${path}/off`, targetPath: '/blog', isActive: false });
    const ref = db().collection(COLLECTIONS.urlRedirects).doc(busy.body.redirect.id);
    const hits = 1_000_000;
    await ref
      .collection(REDIRECT_COUNTERS.shards)
      .doc('1')
      .set({ hits: hits - 1 });
    await ref.collection(REDIRECT_COUNTERS.shards).doc('7').set({ hits: 1 });
    await ref.update({ accessCount: hits });
    const after = await call<RedirectStats>('GET', apiPath('redirectStats'));
    expect(after.body.total - before.body.total).toBe(2);
    expect(after.body.active - before.body.active).toBe(1);
    expect(after.body.inactive - before.body.inactive).toBe(1);
    expect(after.body.totalAccesses - before.body.totalAccesses).toBe(hits);
    expect(after.body.topRedirects[0]).toEqual({
      source: `${path}/busy`,
      target: '/blog',
      count: hits,
    });
    expect(after.body.topRedirects.length).toBeLessThanOrEqual(5);
  });
});
