/**
 * Redirects on the shared import engine, against the emulators: the dry run's per-row reasons
 * (loops refused, chains warned, WordPress regex rows refused), the import with created_by and
 * its audit entry, re-runs that import nothing twice, an export that imports back unchanged (hit
 * counts included), and the real files of test/fixtures/imports as the browser decodes them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DryRunReport, ImportJob } from '@core/admin/admin-content-api';
import type { AuditEntry } from '@core/admin/audit';
import { decodeFileBytes } from '@core/import/decode-file';
import { IMPORT_TEXT } from '@core/import/parse-table';
import { COLLECTIONS } from '@core/paths';
import { type Redirect } from '@core/redirects/redirect-api';
import { CHECK_TEXT } from '@core/redirects/redirect-checks';
import { redirectsCsv } from '@core/redirects/redirect-files';
import { redirectDocId } from '@core/redirects/redirect-paths';
import { REDIRECT_TEXT } from '@core/redirects/redirect-schema';
import { SITE_ORIGIN, uniqueId } from '@test/emulators';
import { bearer, sessionsForFile } from '@test/sessions';
import { addToCounter, counterTotals } from '../counters/sharded-counter';
import { REDIRECT_COUNTERS } from '../counters/site-counters';
import { db } from '../platform/firebase';
import { apiPath } from '@core/api-routes';
import { redirectRef } from './redirect-store';

const { admin } = sessionsForFile('admin');

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

  it('an export imports back: into the same store nothing changes; elsewhere the same redirects, hits and apostrophes kept', async () => {
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
      {
        sourcePath: `${p}/three`,
        targetPath: '/blog/three',
        notes: "'=x typed with its apostrophe",
      },
    ])
      expect((await call('POST', apiPath('redirects'), body)).status).toBe(201);
    // Hits as the lookup counts them: on the counter, with their copies on the redirect.
    const counted = redirectRef(redirectDocId(`${p}/one`));
    const lastAccessedAt = '2026-11-20T10:00:00.000Z';
    const hits = db().batch();
    addToCounter(hits, REDIRECT_COUNTERS, counted, { hits: 17 }, { lastAccessedAt });
    hits.update(counted, { accessCount: 17, lastAccessedAt });
    await hits.commit();
    const exported = redirectsCsv(await listed(p));
    expect(exported).toContain(`'=cmd|`);
    expect(exported.startsWith('\uFEFFsource_path,')).toBe(true);

    const before = await listed(p);
    const same = await call<{ job: ImportJob }>('POST', apiPath('imports'), {
      kind: 'redirects',
      text: exported,
    });
    expect(same.body.job).toMatchObject({ imported: 0, skipped: 3, rejected: 0, failed: 0 });
    expect(await listed(p)).toEqual(before);

    for (const r of before) await call('DELETE', apiPath('redirect', { id: r.id }));
    const restored = await call<{ job: ImportJob }>('POST', apiPath('imports'), {
      kind: 'redirects',
      text: exported,
    });
    expect(restored.body.job).toMatchObject({ imported: 3 });
    const fields = (list: Redirect[]) =>
      list.map(
        ({ sourcePath, targetPath, statusCode, isActive, notes, accessCount, lastAccessedAt }) => ({
          sourcePath,
          targetPath,
          statusCode,
          isActive,
          notes,
          accessCount,
          lastAccessedAt,
        }),
      );
    const after = await listed(p);
    expect(fields(after)).toEqual(fields(before));
    expect(after.find((r) => r.sourcePath === `${p}/three`)?.notes).toBe(
      "'=x typed with its apostrophe",
    );
    // The counter the next hit adds to starts from the imported count.
    expect(await counterTotals(REDIRECT_COUNTERS, counted, { hits: 'hits' })).toEqual({ hits: 17 });
  });
});

/** A fixture file's bytes as the admin's browser turns them into the text it sends. */
function fixtureText(name: string) {
  const decoded = decodeFileBytes(
    new Uint8Array(readFileSync(join(__dirname, '../../../test/fixtures/imports', name))),
  );
  if (!decoded.ok) throw new Error(decoded.error);
  return decoded.text;
}

describe('redirect files owners really have, through the API', () => {
  const dryRun = async (name: string) => {
    const answer = await call<DryRunReport>('POST', apiPath('importDryRun'), {
      kind: 'redirects',
      text: fixtureText(name),
      format: 'csv',
    });
    expect(answer.status).toBe(200);
    return answer.body.rows.map((r) => [r.line, r.status, r.label, r.reason]);
  };

  it('Excel semicolon CSV: the unquoted formula on line 7 is rejected alone; every other row planned', async () => {
    expect(await dryRun('redirects-excel-semicolon.csv')).toEqual([
      [2, 'new', '/excel/old-elf-ideas', null],
      [3, 'new', '/excel/cookie-recipe', null],
      [4, 'new', '/excel/no-slash-target', null],
      [5, 'new', '/excel/multi', null],
      [7, 'rejected', '', IMPORT_TEXT.badQuotes],
      [8, 'new', '/excel/after-evil', null],
      [9, 'rejected', '/excel/bad-active', REDIRECT_TEXT.activeInvalid],
    ]);
  });

  it('WordPress Redirection export: targets on SITE_URL’s host become paths, other hosts are refused', async () => {
    expect(await dryRun('redirects-wordpress-redirection.csv')).toEqual([
      [2, 'new', '/wp/hello-world', null],
      [3, 'new', '/wp/about-us', null],
      [4, 'rejected', '/wp/category/(.*)', REDIRECT_TEXT.regexRow],
      [
        5,
        'rejected',
        '/wp/partner/',
        REDIRECT_TEXT.offSite('partner.example', 'elfletter.example'),
      ],
      [6, 'new', '/wp/www-host', null],
    ]);
  });

  it('old dump, Google Sheets, Windows-1252 and UTF-16 files: every row new, on its own line', async () => {
    expect(await dryRun('redirects-old-snake-case-dump.csv')).toEqual([
      [2, 'new', '/dump/first', null],
      [5, 'new', '/dump/second', null],
      [6, 'new', '/dump/third', null],
    ]);
    expect((await dryRun('redirects-google-sheets.csv')).map((r) => r[1])).toEqual([
      'new',
      'new',
      'new',
    ]);
    expect(await dryRun('redirects-unicode-text-utf16le.txt')).toEqual([
      [2, 'new', '/unicode/snow', null],
      [3, 'new', '/unicode/elf', null],
    ]);
    const p = `/${uniqueId('win')}`;
    const text = fixtureText('redirects-windows-1252.csv').replaceAll('/win/', `${p}/`);
    const imported = await call<{ job: ImportJob }>('POST', apiPath('imports'), {
      kind: 'redirects',
      text,
    });
    expect(imported.body.job).toMatchObject({ imported: 2, rejected: 0 });
    expect((await listed(p)).map((r) => r.notes).sort()).toEqual([
      'Café “quoted”',
      'Price in € – naïve',
    ]);
  });

  it('says why a file cannot be read at all: the header’s broken quote', async () => {
    const answer = await call<{ error: string; detail: string }>('POST', apiPath('importDryRun'), {
      kind: 'redirects',
      text: 'source_path;"target_path\r\n/a;/b',
    });
    expect(answer).toEqual({
      status: 400,
      body: { error: IMPORT_TEXT.invalidCsv, detail: IMPORT_TEXT.badHeaderQuotes },
    });
  });
});
