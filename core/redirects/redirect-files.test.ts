import { planImport } from '../import/import-plan';
import {
  exportFileName,
  firebaseHostingRedirects,
  nginxMapFile,
  pagesRedirectsFile,
  redirectsCsv,
  type ExportedRedirect,
} from './redirect-files';
import { redirectImportKind } from './redirect-import-kind';
import { REDIRECT_TEXT } from './redirect-schema';

const IMPORT_KIND = redirectImportKind('https://elfletter.example');

const redirect = (overrides: Partial<ExportedRedirect>): ExportedRedirect => ({
  sourcePath: '/articles/elf-ideas',
  targetPath: '/blog/elf-ideas',
  statusCode: 301,
  isActive: true,
  notes: '',
  accessCount: 0,
  lastAccessedAt: null,
  ...overrides,
});

const STORED: ExportedRedirect[] = [
  redirect({
    notes: 'Built-in, "quoted", with a comma',
    accessCount: 12,
    lastAccessedAt: '2026-11-02T10:00:00.000Z',
  }),
  redirect({
    sourcePath: '/letters',
    targetPath: '/blog',
    statusCode: 302,
    notes: '=HYPERLINK("http://evil")',
  }),
  redirect({
    sourcePath: '/old',
    targetPath: '/new',
    statusCode: 308,
    isActive: false,
    notes: '+1 -2 @me',
  }),

  redirect({ sourcePath: '/images/placeholder-elf', targetPath: '/404', statusCode: 404 }),
];

describe('redirect export', () => {
  it('is named redirects-export-{date}.csv and has the spec’s columns, after a UTF-8 BOM', () => {
    expect(exportFileName(new Date('2026-12-01T23:00:00Z'))).toBe(
      'redirects-export-2026-12-01.csv',
    );
    // The BOM tells Excel the file is UTF-8, so non-ASCII text opens right.
    expect(redirectsCsv(STORED).split('\r\n')[0]).toBe(
      '\uFEFFsource_path,target_path,status_code,is_active,notes,access_count,last_accessed_at',
    );
  });

  it('neutralizes cells a spreadsheet would run as formulas', () => {
    const csv = redirectsCsv(STORED);
    expect(csv).toContain(`'=HYPERLINK(""http://evil"")`);
    expect(csv).toContain("'+1 -2 @me");
    expect(csv).not.toMatch(/(^|,)"?[=+@-]/m);
  });

  it('neutralizes formulas a semicolon-locale spreadsheet would find after splitting a cell, and imports them back', () => {
    const notes = ";=1+8 \t@cmd;'=kept as typed";
    const csv = redirectsCsv([redirect({ notes })]);
    expect(csv).toContain(`;'=1+8 \t'@cmd;''=kept as typed`);
    expect(csv).not.toMatch(/[,;\t]"?[=+@-]/);
    const plan = planImport(IMPORT_KIND, csv);
    if (!plan.ok) throw new Error(plan.error);
    expect(plan.rows.map((r) => r.fields?.notes)).toEqual([notes]);
  });

  it('imports back to the same redirects, hit counts and apostrophes included (round trip)', () => {
    const typed = redirect({ sourcePath: '/typed', notes: "'=x typed with its apostrophe" });
    const redirects = [...STORED, typed];
    const plan = planImport(IMPORT_KIND, redirectsCsv(redirects));
    if (!plan.ok) throw new Error(plan.error);
    expect(plan.rows.map((r) => r.status)).toEqual(redirects.map(() => 'new'));
    expect(plan.rows.map((r) => r.fields)).toEqual(
      redirects.map(({ lastAccessedAt, ...rest }) => ({
        ...rest,
        ...(lastAccessedAt ? { lastAccessedAt } : {}),
      })),
    );
    expect(plan.ignoredColumns).toEqual([]);
  });
});

describe('redirect import text', () => {
  const plan = (text: string) => planImport(IMPORT_KIND, text);

  it('needs source_path and target_path (the spec’s message)', () => {
    expect(plan('source_path,notes\n/a,x')).toMatchObject({
      ok: false,
      error: REDIRECT_TEXT.csvColumns,
    });
  });

  it('reads BOM, CRLF, quoted fields, Excel’s semicolons and blank lines', () => {
    const result = plan(
      '\uFEFFsource_path;target_path;status_code;is_active;notes\r\n' +
        'old-one;/blog/one;302;TRUE;"a; b"\r\n\r\n' +
        '/old-two;blog/two;;false;\r\n',
    );
    if (!result.ok) throw new Error(result.error);
    expect(result.rows.map((r) => r.fields)).toEqual([
      {
        sourcePath: '/old-one',
        targetPath: '/blog/one',
        statusCode: 302,
        isActive: true,
        notes: 'a; b',
      },
      {
        sourcePath: '/old-two',
        targetPath: '/blog/two',
        statusCode: 301,
        isActive: false,
        notes: '',
      },
    ]);
  });

  it('maps a WordPress Redirection export and rejects its regex rows with the reason', () => {
    const result = plan(
      'source,target,regex,code,type,hits,title,status\n' +
        '/2019/elf-post,/blog/elf-post,0,301,url,14,Old permalink,enabled\n' +
        '/category/(.*),/blog,1,301,url,3,Categories,enabled\n' +
        '/gone,/blog,0,302,url,0,,disabled\n',
    );
    if (!result.ok) throw new Error(result.error);
    expect(result.rows.map((r) => [r.line, r.status, r.label, r.reason])).toEqual([
      [2, 'new', '/2019/elf-post', null],
      [3, 'rejected', '/category/(.*)', REDIRECT_TEXT.regexRow],
      [4, 'new', '/gone', null],
    ]);
    expect(result.rows[0]!.fields).toEqual({
      sourcePath: '/2019/elf-post',
      targetPath: '/blog/elf-post',
      statusCode: 301,
      isActive: true,
      notes: 'Old permalink',
    });
    expect(result.rows[2]!.fields).toMatchObject({ statusCode: 302, isActive: false });
    expect(result.ignoredColumns).toEqual(['type', 'hits']);
  });

  it('marks a repeated source (any case, trailing slash) as a duplicate of its first line', () => {
    const result = plan('source_path,target_path\n/a,/b\n/A/,/c\n');
    if (!result.ok) throw new Error(result.error);
    expect(result.rows.map((r) => [r.status, r.reason])).toEqual([
      ['new', null],
      ['duplicate', 'Duplicate of line 2'],
    ]);
  });
});

describe('files for other servers', () => {
  it('_redirects: active redirects only, 404 entries left out, with the Pages limit', () => {
    const file = pagesRedirectsFile(STORED);
    expect(file.text).toBe('/articles/elf-ideas /blog/elf-ideas 301\n/letters /blog 302\n');
    expect(file).toMatchObject({ lines: 2, overLimit: false });
    const many = Array.from({ length: 2001 }, (_, i) => redirect({ sourcePath: `/p${i}` }));
    expect(pagesRedirectsFile(many)).toMatchObject({ lines: 2001, overLimit: true });
  });

  it('nginx: one map per status code, with the server-block lines to use them', () => {
    const text = nginxMapFile(STORED);
    expect(text).toContain('if ($elf_redirect_302) { return 302 $elf_redirect_302$is_args$args; }');
    expect(text).toContain('if ($elf_redirect_404) { return 404; }');
    expect(text).toContain(
      'map $uri $elf_redirect_301 {\n    default "";\n    /articles/elf-ideas /blog/elf-ideas;\n}',
    );
    expect(text).not.toContain('/old ');
  });

  it('Firebase Hosting: 301 or 302 only', () => {
    const parsed = JSON.parse(
      firebaseHostingRedirects([...STORED, redirect({ sourcePath: '/p', statusCode: 307 })]),
    ) as { redirects: unknown[] };
    expect(parsed.redirects).toEqual([
      { source: '/articles/elf-ideas', destination: '/blog/elf-ideas', type: 301 },
      { source: '/letters', destination: '/blog', type: 302 },
      { source: '/p', destination: '/blog/elf-ideas', type: 302 },
    ]);
  });
});
