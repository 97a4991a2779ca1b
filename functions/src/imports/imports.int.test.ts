/**
 * Imports against the emulators: the dry run writes nothing, the import runs on the server as a
 * job with progress, batches are all-or-nothing, re-running a file creates no duplicates.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type DryRunReport,
  type ImportJob,
  type ImportJobDetail,
} from '@core/admin/admin-content-api';
import type { AuditEntry } from '@core/admin/audit';
import { contentKey } from '@core/generators/content-schemas';
import { COLLECTIONS } from '@core/paths';
import { SITE_ORIGIN, uniqueId } from '@test/emulators';
import { bearer, deleteSession, userSession, sessionsForFile } from '@test/sessions';
import { db } from '../platform/firebase';
import { jobRef } from './import-runner';
import { apiPath } from '@core/api-routes';

const { admin } = sessionsForFile('admin');

const fixture = (name: string) =>
  readFileSync(join(__dirname, '../../../test/fixtures/imports', name), 'utf8');

async function post<T>(path: string, body: unknown, init: RequestInit = {}) {
  const response = await fetch(`${SITE_ORIGIN}${path}`, {
    method: 'POST',
    headers: { ...bearer(admin), 'content-type': 'application/json' },
    body: JSON.stringify(body),
    ...init,
  });
  return { status: response.status, body: (await response.json()) as T };
}

async function get<T>(path: string) {
  const response = await fetch(`${SITE_ORIGIN}${path}`, { headers: bearer(admin) });
  return { status: response.status, body: (await response.json()) as T };
}

/** Entries whose key starts with the marker (every test uses its own). */
const entriesWith = async (collection: string, marker: string) => {
  const key = contentKey(marker);
  return db()
    .collection(collection)
    .where('key', '>=', key)
    .where('key', '<', `${key}\uf8ff`)
    .get();
};

async function removeEntries(collection: string, marker: string): Promise<void> {
  const writer = db().bulkWriter();
  for (const doc of (await entriesWith(collection, marker)).docs) void writer.delete(doc.ref);
  await writer.close();
}

const version = async (collection: string) =>
  (await db().collection(COLLECTIONS.contentVersions).doc(collection).get()).get('version') ?? 0;

const auditCount = async () =>
  (await db().collection(COLLECTIONS.auditLog).count().get()).data().count;

describe('dry run', () => {
  it('shows every row as new, duplicate or rejected, and writes nothing', async () => {
    const marker = uniqueId('Dry Run Cocoa');
    const stored = await post<{ item: { id: string } }>(
      apiPath('contentList', { kind: 'recipes' }),
      {
        title: `${marker} stored`,
        description: 'Already here.',
        instructions: 'Stir.',
        prepTime: '1 min',
        cookTime: '1 min',
        totalTime: '2 min',
      },
    );
    const csv = [
      'title,description,instructions,prep_time,cook_time,total_time,servings',
      `${marker} new,Fresh.,Stir.,1 min,1 min,2 min,2`,
      `${marker.toUpperCase()} STORED,Again.,Stir.,1 min,1 min,2 min,2`,
      `${marker} bad,No times.,Stir.,,,,`,
    ].join('\r\n');
    const [versionBefore, auditBefore] = await Promise.all([
      version(COLLECTIONS.holidayRecipes),
      auditCount(),
    ]);

    const report = await post<DryRunReport>(apiPath('importDryRun'), {
      kind: 'recipes',
      text: csv,
    });
    expect(report.status).toBe(200);
    expect(report.body).toEqual({
      kind: 'recipes',
      format: 'csv',
      ignoredColumns: [],
      counts: { total: 3, new: 1, duplicate: 1, rejected: 1 },
      rows: [
        { line: 2, status: 'new', label: `${marker} new`, reason: null },
        {
          line: 3,
          status: 'duplicate',
          label: `${marker.toUpperCase()} STORED`,
          reason: 'Already exists',
        },
        {
          line: 4,
          status: 'rejected',
          label: `${marker} bad`,
          reason: 'Prep time is required; Cook time is required; Total time is required',
        },
      ],
    });
    expect((await entriesWith(COLLECTIONS.holidayRecipes, marker)).size).toBe(1);
    expect(await version(COLLECTIONS.holidayRecipes)).toBe(versionBefore);
    expect(await auditCount()).toBe(auditBefore);
    expect(
      (
        await db().collection(COLLECTIONS.importJobs).where('kind', '==', 'recipes').get()
      ).docs.some((doc) => doc.get('startedAt') > new Date(Date.now() - 5000).toISOString()),
    ).toBe(false);
    await removeEntries(COLLECTIONS.holidayRecipes, marker);
    expect(stored.status).toBe(201);
  });

  it.each([
    [{ kind: 'crafts', text: '  ' }, 'No data to import'],
    [
      { kind: 'crafts', text: 'title,instructions\nA,B' },
      'Missing required columns: required_supplies, difficulty',
    ],
    [{ kind: 'scenes', text: '[{"title": ', format: 'json' }, 'Invalid JSON'],
    [{ kind: 'crafts', text: 'title,instructions,required_supplies,difficulty' }, 'Invalid CSV'],
    [
      { kind: 'recipes', text: 'x', category: 'winter' },
      'category applies to name-part imports only',
    ],
    [
      { kind: 'sitemap', text: 'x' },
      'kind must be one of: prefixes, suffixes, last-names, crafts, scenes, recipes, redirects',
    ],
  ])('%j is refused: %s', async (body, error) => {
    const answer = await post<{ error: string }>(apiPath('importDryRun'), body);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe(error);
  });
});

describe('import jobs', () => {
  it('imports a file once: running it again creates no duplicates', async () => {
    const marker = uniqueId('zzimport');
    const text = fixture('recipes-old-export.json').replaceAll(
      '"title": "',
      `"title": "${marker} `,
    );
    const first = await post<{ job: ImportJob }>(apiPath('imports'), {
      kind: 'recipes',
      text,
      fileName: 'recipes-old-export.json',
    });
    expect(first.status).toBe(201);
    expect(first.body.job).toMatchObject({
      kind: 'recipes',
      status: 'done',
      fileName: 'recipes-old-export.json',
      format: 'json',
      total: 5,
      processed: 5,
      imported: 2,
      skipped: 1,
      rejected: 2,
      failed: 0,
      startedBy: { uid: admin.uid },
    });
    const stored = await entriesWith(COLLECTIONS.holidayRecipes, marker);
    expect(stored.docs.map((d) => d.get('title')).sort()).toEqual([
      `${marker} Gingerbread Cookies`,
      `${marker} Peppermint Bark`,
    ]);

    const detail = await get<ImportJobDetail>(apiPath('importJob', { id: first.body.job.id }));
    expect(detail.body.rows).toEqual([
      {
        line: 3,
        status: 'rejected',
        label: `${marker} Roast Turkey`,
        reason: 'Instructions are required',
      },
      { line: 4, status: 'rejected', label: '', reason: 'Skipped: the item is not an object' },
      {
        line: 5,
        status: 'duplicate',
        label: `${marker} GINGERBREAD COOKIES`,
        reason: 'Duplicate of line 1',
      },
    ]);
    const audit = await db()
      .collection(COLLECTIONS.auditLog)
      .where('jobId', '==', first.body.job.id)
      .get();
    expect(audit.docs.map((d) => d.data() as AuditEntry)).toMatchObject([
      {
        action: 'import',
        area: 'recipes',
        collection: 'holidayRecipes',
        label: '2 recipes',
        changeCount: 2,
        changes: [
          { before: null, after: { title: `${marker} Gingerbread Cookies` } },
          { before: null, after: { title: `${marker} Peppermint Bark` } },
        ],
      },
    ]);

    const again = await post<{ job: ImportJob }>(apiPath('imports'), {
      kind: 'recipes',
      text,
    });
    expect(again.body.job).toMatchObject({ status: 'done', imported: 0, skipped: 3, rejected: 2 });
    expect((await entriesWith(COLLECTIONS.holidayRecipes, marker)).size).toBe(2);
    await removeEntries(COLLECTIONS.holidayRecipes, marker);
  });

  it('runs on the server: the job shows progress while the request runs and finishes after the client leaves', async () => {
    const marker = uniqueId('zzprogress');
    // Many batches, so the job's document passes through states between the first and the last.
    const rows = 5000;
    const names = Array.from({ length: rows }, (_, i) => `${marker}n${i}`);
    const jobId = uniqueId('progress-job');
    const abort = new AbortController();
    const request = fetch(`${SITE_ORIGIN}${apiPath('imports')}`, {
      method: 'POST',
      headers: { ...bearer(admin), 'content-type': 'application/json' },
      body: JSON.stringify({
        kind: 'prefixes',
        text: names.join('\n'),
        format: 'list',
        jobId,
        category: 'bulk',
      }),
      signal: abort.signal,
    }).catch((error: unknown) => error);

    // The job's document is watched in Firestore itself: a poll through the API could wait for a
    // function instance to start while the whole import finishes.
    const seen: ImportJob[] = [];
    const finished = new Promise<void>((resolve, reject) => {
      const stop = jobRef(jobId).onSnapshot((snapshot) => {
        if (!snapshot.exists) return;
        const job = snapshot.data() as ImportJob;
        seen.push(job);
        // The browser closes the tab as soon as the import has started.
        abort.abort();
        if (job.status !== 'running') {
          stop();
          resolve();
        }
      }, reject);
    });
    await finished;
    expect(await request).toBeInstanceOf(Error);
    expect(seen[seen.length - 1]).toMatchObject({
      status: 'done',
      total: rows,
      processed: rows,
      imported: rows,
    });
    expect(seen[0]!.status).toBe('running');
    const processed = seen.map((job) => job.processed);
    expect([...processed].sort((a, b) => a - b)).toEqual(processed);
    expect(seen.some((job) => job.processed > 0 && job.processed < rows)).toBe(true);
    expect((await entriesWith(COLLECTIONS.elfNamePrefixes, marker)).size).toBe(rows);
    const recent = await get<{ jobs: ImportJob[] }>(`${apiPath('imports')}?kind=prefixes`);
    expect(recent.body.jobs[0]).toMatchObject({ id: jobId, status: 'done' });
    await removeEntries(COLLECTIONS.elfNamePrefixes, marker);
  });

  it('reports a failed batch with its rows and writes the other batches', async () => {
    const marker = uniqueId('zzbatch');
    const names = Array.from({ length: 250 }, (_, i) => `${marker}n${String(i).padStart(3, '0')}`);
    const jobId = uniqueId('batch-job');
    // A document already holding the id of row 150 makes Firestore refuse the second batch (rows 100-199).
    const blocker = db().collection(COLLECTIONS.elfNameSuffixes).doc(`${jobId}-150`);
    await blocker.set({ value: 'blocker', category: 'test', key: `${contentKey(marker)}-blocker` });

    const answer = await post<{ job: ImportJob }>(apiPath('imports'), {
      kind: 'suffixes',
      text: names.join(', '),
      format: 'list',
      jobId,
    });
    expect(answer.body.job).toMatchObject({
      status: 'done',
      total: 250,
      processed: 250,
      imported: 150,
      failed: 100,
      batches: { total: 3, done: 2, failed: 1 },
    });
    const stored = await entriesWith(COLLECTIONS.elfNameSuffixes, marker);
    const values = stored.docs.map((d) => d.get('value') as string);
    expect(values).toContain(names[99]);
    expect(values).toContain(names[200]);
    expect(values).not.toContain(names[100]);
    expect(values).not.toContain(names[199]);

    const detail = await get<ImportJobDetail>(apiPath('importJob', { id: jobId }));
    expect(detail.body.rows).toHaveLength(100);
    expect(detail.body.rows[0]).toMatchObject({ line: 1, status: 'failed', label: names[100] });
    expect(detail.body.rows[0]!.reason).toMatch(/^Not written: .*already exists/i);

    const csv = await fetch(`${SITE_ORIGIN}${apiPath('importReport', { id: jobId })}`, {
      headers: bearer(admin),
    });
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe(
      `attachment; filename="import-${jobId}-report.csv"`,
    );
    const lines = (await csv.text()).split('\r\n');
    expect(lines[0]).toBe('line,status,title,reason');
    expect(lines).toHaveLength(101);
    expect(lines[1]).toMatch(new RegExp(`^1,failed,${names[100]},"?Not written: `));

    await removeEntries(COLLECTIONS.elfNameSuffixes, marker);
  });

  it('marks a job that stopped giving signs of life as interrupted', async () => {
    const id = uniqueId('stale-job');
    const longAgo = new Date(Date.now() - 10 * 60 * 1000).toISOString();
    await db()
      .collection(COLLECTIONS.importJobs)
      .doc(id)
      .set({
        kind: 'crafts',
        status: 'running',
        fileName: null,
        format: 'csv',
        total: 500,
        processed: 200,
        imported: 200,
        skipped: 0,
        rejected: 0,
        failed: 0,
        batches: { total: 5, done: 2, failed: 0 },
        startedBy: { uid: admin.uid, email: null },
        startedAt: longAgo,
        updatedAt: longAgo,
        finishedAt: null,
        error: null,
      });
    const answer = await get<ImportJobDetail>(apiPath('importJob', { id }));
    expect(answer.body.job).toMatchObject({
      status: 'interrupted',
      error:
        'The import stopped after 200 of 500 rows. Run the same file again: rows already imported are skipped as duplicates.',
    });
    expect((await db().collection(COLLECTIONS.importJobs).doc(id).get()).get('status')).toBe(
      'interrupted',
    );
  });

  it('refuses a job id that is taken, and answers 404 for an unknown job', async () => {
    const jobId = uniqueId('taken-job');
    const marker = uniqueId('zztaken');
    const body = { kind: 'last-names', text: `${marker}a`, format: 'list', jobId };
    expect((await post(apiPath('imports'), body)).status).toBe(201);
    const again = await post<{ error: string }>(apiPath('imports'), body);
    expect(again).toEqual({
      status: 409,
      body: { error: 'An import with this id exists already' },
    });
    expect((await get(apiPath('importJob', { id: 'no-such-job-here' }))).status).toBe(404);
    await removeEntries(COLLECTIONS.elfLastNames, marker);
  });

  it('is for admins only', async () => {
    const user = await userSession();
    const response = await fetch(`${SITE_ORIGIN}${apiPath('imports')}`, {
      method: 'POST',
      headers: { ...bearer(user), 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'prefixes', text: 'Hacker', format: 'list' }),
    });
    expect(response.status).toBe(403);
    await deleteSession(user);
  });
});
