/**
 * Redirects on the shared import engine, against the emulators: the dry run's per-row reasons
 * (loops refused, chains warned, WordPress regex rows refused), the import with created_by and
 * its audit entry, re-runs that import nothing twice, and an export that imports back unchanged.
 */
import type { DryRunReport, ImportJob } from '@core/admin-content-api';
import type { AuditEntry } from '@core/audit';
import { COLLECTIONS } from '@core/paths';
import { type Redirect } from '@core/redirects/redirect-api';
import { CHECK_TEXT } from '@core/redirects/redirect-checks';
import { redirectsCsv } from '@core/redirects/redirect-files';
import { REDIRECT_TEXT } from '@core/redirects/redirect-schema';
import { SITE_ORIGIN, uniqueId } from '../../../test/support/emulators';
import {
  adminSession,
  bearer,
  deleteSession,
  type TestSession,
} from '../../../test/support/sessions';
import { db } from '../platform/firebase';
import { apiPath } from '@core/api-routes';

let admin: TestSession;
beforeAll(async () => {
  admin = await adminSession();
});
afterAll(() => deleteSession(admin));

async function call<T>(method: string, path: string, body?: unknown) {
  const response = await fetch(`${SITE_ORIGIN}${path}`, {
    method,
    headers: { ...bearer(admin), 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

const listed = async (prefix: string) =>
  (await call<{ redirects: Redirect[] }>('GET', apiPath('redirects'))).body.redirects.filter((r) =>
    r.sourcePath.startsWith(prefix),
  );

describe('redirect import', () => {
  it('dry run: per-row reasons, and nothing written', async () => {
    const p = `/${uniqueId('dry')}`;
    await call('POST', apiPath('redirects'), {
      sourcePath: `${p}/stored`,
      targetPath: `${p}/x`,
    });
    const text = [
      '\uFEFFsource_path;target_path;status_code;is_active;notes',
      `${p.slice(1)}/a;${p}/b;;;"loop; half one"`,
      `${p}/b;${p}/a;302;true;loop half two`,
      `${p}/c;${p}/stored;301;TRUE;chains through stored`,
      `${p}/stored;/blog;301;true;already there`,
      `${p}/bad path;/blog;301;true;`,
    ].join('\r\n');
    const report = await call<DryRunReport>('POST', apiPath('importDryRun'), {
      kind: 'redirects',
      text,
    });
    expect(report.status).toBe(200);
    expect(report.body.counts).toEqual({ total: 5, new: 2, duplicate: 1, rejected: 2 });
    expect(report.body.rows).toEqual([
      { line: 2, status: 'new', label: `${p}/a`, reason: null },
      {
        line: 3,
        status: 'rejected',
        label: `${p}/b`,
        reason: CHECK_TEXT.loop([`${p}/b`, `${p}/a`, `${p}/b`]),
      },
      {
        line: 4,
        status: 'new',
        label: `${p}/c`,
        reason: CHECK_TEXT.chain(`${p}/c`, `${p}/stored`, `${p}/x`),
      },
      { line: 5, status: 'duplicate', label: `${p}/stored`, reason: 'Already exists' },
      { line: 6, status: 'rejected', label: `${p}/bad path`, reason: REDIRECT_TEXT.sourceInvalid },
    ]);
    expect(await listed(p)).toHaveLength(1);
  });

  it('refuses a file without the two path columns with the spec’s message', async () => {
    const report = await call<{ error: string }>('POST', apiPath('importDryRun'), {
      kind: 'redirects',
      text: 'from,to\n/a,/b',
    });
    expect(report).toEqual({
      status: 400,
      body: expect.objectContaining({
        error: 'CSV must contain source_path and target_path columns',
      }),
    });
  });

  it('imports a WordPress Redirection export with created_by, once', async () => {
    const p = `/${uniqueId('wp')}`;
    const text = [
      'source,target,regex,code,type,hits,title,status',
      `${p}/2019/elf,/blog/elf,0,301,url,14,Old permalink,enabled`,
      `${p}/category/(.*),/blog,1,301,url,3,Categories,enabled`,
      `${p}/gone,/blog,0,302,url,0,,disabled`,
    ].join('\n');
    const jobId = uniqueId('redirect-job').replace(/[^A-Za-z0-9_-]/g, '');
    const imported = await call<{ job: ImportJob }>('POST', apiPath('imports'), {
      kind: 'redirects',
      text,
      jobId,
      fileName: 'redirection.csv',
    });
    expect(imported.status).toBe(201);
    expect(imported.body.job).toMatchObject({
      kind: 'redirects',
      status: 'done',
      total: 3,
      imported: 2,
      rejected: 1,
    });
    const stored = await listed(p);
    expect(
      stored.map((r) => [r.sourcePath, r.targetPath, r.statusCode, r.isActive, r.notes]),
    ).toEqual([
      [`${p}/2019/elf`, '/blog/elf', 301, true, 'Old permalink'],
      [`${p}/gone`, '/blog', 302, false, ''],
    ]);
    expect(stored.every((r) => r.createdBy === admin.uid)).toBe(true);
    const audit = await db().collection(COLLECTIONS.auditLog).where('jobId', '==', jobId).get();
    expect(audit.docs.map((d) => (d.data() as AuditEntry).label)).toEqual(['2 redirects']);

    const again = await call<{ job: ImportJob }>('POST', apiPath('imports'), {
      kind: 'redirects',
      text,
    });
    expect(again.body.job).toMatchObject({ imported: 0, skipped: 2, rejected: 1 });
  });

  it('an export imports back: into the same store nothing changes; elsewhere the same redirects', async () => {
    const p = `/${uniqueId('trip')}`;
    for (const body of [
      { sourcePath: `${p}/one`, targetPath: '/blog/one', notes: '=cmd|" /C calc"!A0' },
      {
        sourcePath: `${p}/two`,
        targetPath: '/about',
        statusCode: 308,
        isActive: false,
        notes: 'a, "b"',
      },
    ])
      expect((await call('POST', apiPath('redirects'), body)).status).toBe(201);
    const exported = redirectsCsv(await listed(p));
    expect(exported).toContain(`'=cmd|`);

    const before = await listed(p);
    const same = await call<{ job: ImportJob }>('POST', apiPath('imports'), {
      kind: 'redirects',
      text: exported,
    });
    expect(same.body.job).toMatchObject({ imported: 0, skipped: 2, rejected: 0, failed: 0 });
    expect(await listed(p)).toEqual(before);

    for (const r of before) await call('DELETE', apiPath('redirect', { id: r.id }));
    const restored = await call<{ job: ImportJob }>('POST', apiPath('imports'), {
      kind: 'redirects',
      text: exported,
    });
    expect(restored.body.job).toMatchObject({ imported: 2 });
    const fields = (list: Redirect[]) =>
      list.map(({ sourcePath, targetPath, statusCode, isActive, notes }) => ({
        sourcePath,
        targetPath,
        statusCode,
        isActive,
        notes,
      }));
    expect(fields(await listed(p))).toEqual(fields(before));
  });
});
