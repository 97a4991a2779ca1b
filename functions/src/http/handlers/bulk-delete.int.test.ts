/**
 * POST /api/admin/bulk-delete/{kind} against the emulators: each entry deleted as the single
 * delete deletes it, ids bounded and validated before anything is deleted, admins only.
 */
import {
  MAX_BULK_DELETE,
  type BulkDeleteResult,
  type ImportJob,
} from '@core/admin/admin-content-api';
import { apiPath } from '@core/api-routes';
import type { AuditEntry } from '@core/admin/audit';
import { COLLECTIONS } from '@core/paths';
import { redirectDocId } from '@core/redirects/redirect-paths';
import { SITE_ORIGIN, uniqueId } from '@test/emulators';
import { callAs, sessionsForFile } from '@test/sessions';
import { REDIRECT_COUNTERS } from '../../counters/site-counters';
import { db } from '../../platform/firebase';

const { admin, user } = sessionsForFile('admin', 'user');

const call = <T>(method: string, path: string, body?: unknown, session = admin) =>
  callAs<T>(session, method, path, body);

const bulkDelete = (kind: 'crafts' | 'redirects', body: unknown, session = admin) =>
  call<BulkDeleteResult & { error?: string }>(
    'POST',
    apiPath('bulkDelete', { kind }),
    body,
    session,
  );

const craft = (title: string) => ({
  title,
  instructions: 'Fold it.',
  requiredSupplies: ['paper'],
  difficulty: 'Easy',
});

async function createCrafts(marker: string, count: number): Promise<string[]> {
  const text = [
    'title,instructions,required_supplies,difficulty',
    ...Array.from({ length: count }, (_, i) => `${marker} ${i},Fold it.,paper,Easy`),
  ].join('\n');
  const { body } = await call<{ job: ImportJob }>('POST', apiPath('imports'), {
    kind: 'crafts',
    text,
  });
  expect(body.job.imported).toBe(count);
  return Array.from({ length: count }, (_, i) => `${body.job.id}-${i}`);
}

const exists = async (collection: string, ids: string[]) =>
  (await db().getAll(...ids.map((id) => db().collection(collection).doc(id)))).map(
    (doc) => doc.exists,
  );

/** A document's audit entries, oldest first (ids are random, so the query's order is not time's). */
const auditOf = async (documentId: string) =>
  (await db().collection(COLLECTIONS.auditLog).where('documentId', '==', documentId).get()).docs
    .map((doc) => doc.data() as AuditEntry)
    .sort((a, b) => a.at.localeCompare(b.at));

describe('bulk delete', () => {
  it('deletes the named entries in batches, each audited, their titles free again', async () => {
    const marker = uniqueId('zzbulk');
    const ids = await createCrafts(marker, 260);
    const kept = ids.pop()!;
    const answer = await bulkDelete('crafts', { ids: [...ids, 'no-such-craft'] });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ deleted: ids, missing: ['no-such-craft'], failed: [] });
    expect(await exists(COLLECTIONS.craftIdeas, [...ids, kept])).toEqual([
      ...ids.map(() => false),
      true,
    ]);
    expect((await auditOf(ids[0]!)).map((e) => [e.action, e.actor.uid])).toEqual([
      ['delete', admin.uid],
    ]);
    const again = await call(
      'POST',
      apiPath('contentList', { kind: 'crafts' }),
      craft(`${marker} 0`),
    );
    expect(again.status).toBe(201);
  });

  it.each([
    ['none', () => ({ ids: [] }), 'ids: name at least one'],
    [
      'too many',
      (id: string) => ({
        ids: [id, ...Array.from({ length: MAX_BULK_DELETE }, (_, i) => `id${i}`)],
      }),
      'ids: at most 500 per request',
    ],
    ['a path', (id: string) => ({ ids: [id, 'a/b'] }), 'ids: each an entry id, without "/"'],
    ['a repeat', (id: string) => ({ ids: [id, id] }), 'ids: each id once'],
    ['no list', () => ({ ids: 'x' }), 'ids must be a list of ids'],
  ])('refuses %s with a clear message and deletes nothing', async (_, body, error) => {
    const [id] = await createCrafts(uniqueId('zzbulk-bad'), 1);
    const answer = await bulkDelete('crafts', body(id!));
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe(error);
    expect(await exists(COLLECTIONS.craftIdeas, [id!])).toEqual([true]);
    await bulkDelete('crafts', { ids: [id!] });
  });

  it('deletes redirects as the single delete does: hit counters too, lookups find none', async () => {
    const p = `/${uniqueId('bulk')}`;
    for (const path of [`${p}/a`, `${p}/b`])
      expect(
        (await call('POST', apiPath('redirects'), { sourcePath: path, targetPath: '/blog' }))
          .status,
      ).toBe(201);
    const ids = [redirectDocId(`${p}/a`), redirectDocId(`${p}/b`)];
    const shards = db()
      .collection(COLLECTIONS.urlRedirects)
      .doc(ids[0]!)
      .collection(REDIRECT_COUNTERS.shards);
    await shards.doc('0').set({ hits: 3 });
    const answer = await bulkDelete('redirects', { ids });
    expect(answer.body).toEqual({ deleted: ids, missing: [], failed: [] });
    expect((await shards.get()).size).toBe(0);
    expect((await auditOf(ids[1]!)).map((e) => e.action)).toEqual(['create', 'delete']);
    const lookup = await fetch(`${SITE_ORIGIN}${apiPath('handleRedirect')}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: `${p}/a` }),
    });
    expect(await lookup.json()).toMatchObject({ found: false });
  });

  it('is for admins only', async () => {
    const [id] = await createCrafts(uniqueId('zzbulk-user'), 1);
    expect((await bulkDelete('crafts', { ids: [id!] }, user)).status).toBe(403);
    expect(await exists(COLLECTIONS.craftIdeas, [id!])).toEqual([true]);
    await bulkDelete('crafts', { ids: [id!] });
  });
});
