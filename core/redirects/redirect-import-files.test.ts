/**
 * The redirect files owners really have (test/fixtures/imports), read from their bytes as the
 * admin's browser reads them and planned as the server plans them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeFileBytes } from '../import/decode-file';
import { planImport, toReportRow } from '../import/import-plan';
import { IMPORT_TEXT } from '../import/parse-table';
import { redirectImportKind } from './redirect-import-kind';
import { REDIRECT_TEXT } from './redirect-schema';

const KIND = redirectImportKind('https://elfletter.example');

function planFile(name: string) {
  const decoded = decodeFileBytes(
    new Uint8Array(readFileSync(join(__dirname, '../../test/fixtures/imports', name))),
  );
  if (!decoded.ok) throw new Error(decoded.error);
  const plan = planImport(KIND, decoded.text, { format: 'csv' });
  if (!plan.ok) throw new Error(`${plan.error}: ${plan.detail}`);
  return { encoding: decoded.encoding, plan };
}

const report = (plan: ReturnType<typeof planFile>['plan']) =>
  plan.rows.map((row) => {
    const { line, status, label, reason } = toReportRow(row);
    return [line, status, label, reason];
  });

describe('redirect files as owners have them', () => {
  it('Excel "CSV (semicolon)": an unquoted formula on line 7 is rejected alone, every other row planned', () => {
    const { encoding, plan } = planFile('redirects-excel-semicolon.csv');
    expect(encoding).toBe('UTF-8');
    expect(report(plan)).toEqual([
      [2, 'new', '/excel/old-elf-ideas', null],
      [3, 'new', '/excel/cookie-recipe', null],
      [4, 'new', '/excel/no-slash-target', null],
      [5, 'new', '/excel/multi', null],
      [7, 'rejected', '', IMPORT_TEXT.badQuotes],
      [8, 'new', '/excel/after-evil', null],
      [9, 'rejected', '/excel/bad-active', REDIRECT_TEXT.activeInvalid],
    ]);
    expect(plan.rows.map((r) => r.fields?.isActive)).toEqual([
      true,
      false,
      true,
      true,
      undefined,
      false,
      undefined,
    ]);
    expect(plan.rows[3]!.fields?.notes).toBe('Two lines:\r\nkept together');
  });

  it('WordPress Redirection export: own-host URLs become paths; other hosts and regex rows are refused', () => {
    const { plan } = planFile('redirects-wordpress-redirection.csv');
    expect(report(plan)).toEqual([
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
    expect(plan.rows[0]!.fields).toMatchObject({
      targetPath: '/blog/hello-world',
      isActive: true,
      notes: 'Old hello',
    });
    expect(plan.rows[1]!.fields).toMatchObject({ statusCode: 302, isActive: false });
    expect(plan.rows[4]!.fields).toMatchObject({ targetPath: '/blog/www', statusCode: 307 });
  });

  it('old snake_case dump: lines counted past a three-line cell; t/f, hit counts and last access read', () => {
    const { plan } = planFile('redirects-old-snake-case-dump.csv');
    expect(report(plan)).toEqual([
      [2, 'new', '/dump/first', null],
      [5, 'new', '/dump/second', null],
      [6, 'new', '/dump/third', null],
    ]);
    expect(plan.rows[0]!.fields).toMatchObject({
      notes: 'Line one\nline two\nline three',
      isActive: true,
      accessCount: 12,
      lastAccessedAt: '2025-12-01T10:00:00.000Z',
    });
    expect(plan.rows[1]!.fields).toMatchObject({ isActive: false, accessCount: 0 });
    expect(plan.ignoredColumns).toEqual(['id', 'created_at']);
  });

  it('Google Sheets export: header names with stray spaces and capitals are found', () => {
    const { plan } = planFile('redirects-google-sheets.csv');
    expect(report(plan)).toEqual([
      [2, 'new', '/sheets/one', null],
      [3, 'new', '/sheets/two', null],
      [4, 'new', '/sheets/three', null],
    ]);
    expect(plan.rows[1]!.fields).toMatchObject({ statusCode: 301, notes: 'Comma, inside' });
  });

  it('Windows-1252 and UTF-16 "Unicode text" files keep every character', () => {
    const windows = planFile('redirects-windows-1252.csv');
    expect(windows.encoding).toBe('Windows-1252');
    expect(windows.plan.rows.map((r) => r.fields?.notes)).toEqual([
      'Café “quoted”',
      'Price in € – naïve',
    ]);
    const unicode = planFile('redirects-unicode-text-utf16le.txt');
    expect(unicode.encoding).toBe('UTF-16LE');
    expect(unicode.plan.rows.map((r) => [r.line, r.fields?.notes, r.fields?.isActive])).toEqual([
      [2, 'Schnee ❄ and 雪', true],
      [3, 'Élfe', false],
    ]);
  });

  it('reads JSON pasted while CSV is selected as JSON', () => {
    const plan = planImport(KIND, '[{"source_path": "/json/a", "target_path": "/blog/a"}]', {
      format: 'csv',
    });
    expect(plan).toMatchObject({ ok: true, format: 'json' });
    expect(plan.ok && plan.rows[0]!.fields).toMatchObject({ sourcePath: '/json/a' });
  });
});
