/**
 * Undoing an import job against the emulators: it removes what the job created and nobody
 * changed since, keeps the rest and says why, once; only admins may ask.
 */
import {
  IMPORT_UNDO_TEXT,
  type ImportJob,
  type ImportJobDetail,
} from '@core/admin/admin-content-api';
import { apiPath } from '@core/api-routes';
import type { AuditEntry } from '@core/admin/audit';
import { CONTENT_KINDS } from '@core/generators/content-kinds';
import { contentKey } from '@core/generators/content-schemas';
import { COLLECTIONS } from '@core/paths';
import { REDIRECT_NOUN } from '@core/redirects/redirect-import-kind';
import { redirectDocId } from '@core/redirects/redirect-paths';
import { SITE_ORIGIN, uniqueId } from '@test/emulators';
import { callAs, sessionsForFile } from '@test/sessions';
import { REDIRECT_COUNTERS } from '../counters/site-counters';
import { db } from '../platform/firebase';

const { admin, user } = sessionsForFile('admin', 'user');

const call = <T>(method: string, path: string, body?: unknown, session = admin) =>
  callAs<T>(session, method, path, body);

const craftsCsv = (marker: string, count: number) =>
  [
    'title,instructions,required_supplies,difficulty',
    ...Array.from({ length: count }, (_, i) => `${marker} craft ${i},Fold it.,paper,Easy`),
  ].join('\n');

const importFile = async (kind: string, text: string) =>
  (await call<{ job: ImportJob }>('POST', apiPath('imports'), { kind, text })).body.job;

const undo = (id: string, session = admin) =>
  call<{ job: ImportJob; error?: string }>('POST', apiPath('importUndo', { id }), {}, session);

const craftsWith = async (marker: string) => {
  const key = contentKey(marker);
  const found = await db()
    .collection(COLLECTIONS.craftIdeas)
    .where('key', '>=', key)
    .where('key', '<', `${key}\uf8ff`)
    .get();
  return found.docs.map((doc) => ({ id: doc.id, title: String(doc.get('title')) }));
};

const auditOfJob = async (jobId: string) =>
  (await db().collection(COLLECTIONS.auditLog).where('jobId', '==', jobId).get()).docs.map(
    (doc) => doc.data() as AuditEntry,
  );

describe('import undo', () => {
  it('removes what the job created and nobody changed since, keeps the rest and says why', async () => {
    const marker = uniqueId('zzundo');
    // 150 rows: two batches, so the undo's progress counts across them.
    const job = await importFile('crafts', craftsCsv(marker, 150));
    expect(job.imported).toBe(150);
    const created = await craftsWith(marker);
    const edited = created.find((c) => c.title === `${marker} craft 3`)!;
    const removed = created.find((c) => c.title === `${marker} craft 120`)!;
    const craftPath = (id: string) => apiPath('contentItem', { kind: 'crafts', id });
    expect(
      (
        await call('PUT', craftPath(edited.id), {
          title: `${marker} craft 3 edited`,
          instructions: 'Fold it twice.',
          requiredSupplies: ['paper'],
          difficulty: 'Easy',
        })
      ).status,
    ).toBe(200);
    expect((await call('DELETE', craftPath(removed.id))).status).toBe(200);

    const answer = await undo(job.id);
    expect(answer.status).toBe(200);
    expect(answer.body.job.undo).toMatchObject({
      status: 'done',
      total: 150,
      processed: 150,
      removed: 148,
      changed: 1,
      gone: 1,
      startedBy: { uid: admin.uid },
    });
    expect(IMPORT_UNDO_TEXT.summary(answer.body.job.undo!, CONTENT_KINDS.crafts.noun)).toBe(
      'Removed 148 craft ideas this import created. Kept 1 craft idea changed since the import (edit or delete it yourself). 1 craft idea was already deleted.',
    );
    expect(await craftsWith(marker)).toEqual([
      { id: edited.id, title: `${marker} craft 3 edited` },
    ]);
    const deletes = (await auditOfJob(job.id)).filter((entry) => entry.action === 'delete');
    expect(deletes).toHaveLength(148);
    expect(deletes[0]).toMatchObject({ area: 'crafts', actor: { uid: admin.uid } });
    // The keys are free again: the same file imports the removed rows anew (and 'craft 3',
    // renamed since, and 'craft 120', deleted since).
    const again = await importFile('crafts', craftsCsv(marker, 150));
    expect(again).toMatchObject({ imported: 150, skipped: 0 });
    await undo(again.id);
    const detail = await call<ImportJobDetail>('GET', apiPath('importJob', { id: job.id }));
    expect(detail.body.job.undo?.status).toBe('done');
  });

  it('is idempotent: asking again changes nothing and answers the same result', async () => {
    const marker = uniqueId('zzundo-twice');
    const job = await importFile('crafts', craftsCsv(marker, 3));
    const first = await undo(job.id);
    const auditBefore = (await auditOfJob(job.id)).length;
    const again = await importFile('crafts', craftsCsv(marker, 3));
    const second = await undo(job.id);
    expect(second.status).toBe(200);
    expect(second.body.job.undo).toEqual(first.body.job.undo);
    expect((await auditOfJob(job.id)).length).toBe(auditBefore);
    // The second job's entries, same titles, are not the first job's to remove.
    expect(await craftsWith(marker)).toHaveLength(3);
    await undo(again.id);
  });

  it('undoes a redirect import with each redirect’s hit counter; an edited one is kept', async () => {
    const p = `/${uniqueId('undo')}`;
    const job = await importFile(
      'redirects',
      ['source_path,target_path', `${p}/a,/blog`, `${p}/b,/blog`, `${p}/c,/blog`].join('\n'),
    );
    expect(job.imported).toBe(3);
    const ref = (path: string) =>
      db().collection(COLLECTIONS.urlRedirects).doc(redirectDocId(path));
    await ref(`${p}/a`).collection(REDIRECT_COUNTERS.shards).doc('0').set({ hits: 2 });
    const edit = await call('PUT', apiPath('redirect', { id: redirectDocId(`${p}/b`) }), {
      sourcePath: `${p}/b`,
      targetPath: '/about',
    });
    expect(edit.status).toBe(200);

    const answer = await undo(job.id);
    expect(answer.body.job.undo).toMatchObject({ removed: 2, changed: 1, gone: 0 });
    expect(IMPORT_UNDO_TEXT.summary(answer.body.job.undo!, REDIRECT_NOUN)).toMatch(
      /^Removed 2 redirects this import created\. Kept 1 redirect changed since/,
    );
    expect((await ref(`${p}/a`).get()).exists).toBe(false);
    expect((await ref(`${p}/a`).collection(REDIRECT_COUNTERS.shards).get()).size).toBe(0);
    expect((await ref(`${p}/b`).get()).get('targetPath')).toBe('/about');
    const lookup = await fetch(`${SITE_ORIGIN}${apiPath('handleRedirect')}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: `${p}/c` }),
    });
    expect(await lookup.json()).toMatchObject({ found: false });
    await call('DELETE', apiPath('redirect', { id: redirectDocId(`${p}/b`) }));
  });

  it('is for admins only, and answers 404 for no such job', async () => {
    const marker = uniqueId('zzundo-admin');
    const job = await importFile('crafts', craftsCsv(marker, 1));
    expect((await undo(job.id, user)).status).toBe(403);
    expect(await craftsWith(marker)).toHaveLength(1);
    expect((await undo('no-such-job-here')).status).toBe(404);
    await undo(job.id);
  });
});
