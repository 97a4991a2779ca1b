import type { z } from 'zod';
import { fieldIssues } from '../generators/content-schemas';
import { REDIRECT_TEXT, redirectImportRowSchema, redirectInputSchema } from './redirect-schema';

const messages = (input: unknown, schema: z.ZodType = redirectInputSchema) => {
  const result = schema.safeParse(input);
  return result.success ? [] : fieldIssues(result.error).map((i) => i.message);
};

describe('redirect form and API schema', () => {
  it('fills the defaults: 301, active, no notes; normalizes both paths', () => {
    expect(redirectInputSchema.parse({ sourcePath: ' /old/ ', targetPath: '/blog//new' })).toEqual({
      sourcePath: '/old',
      targetPath: '/blog/new',
      statusCode: 301,
      isActive: true,
      notes: '',
    });
  });

  it('says the spec’s messages for missing and malformed paths', () => {
    expect(messages({ sourcePath: '  ', targetPath: '' })).toEqual([
      REDIRECT_TEXT.sourceRequired,
      REDIRECT_TEXT.targetRequired,
    ]);
    expect(messages({ sourcePath: 'old', targetPath: '/new page' })).toEqual([
      REDIRECT_TEXT.sourceInvalid,
      REDIRECT_TEXT.targetInvalid,
    ]);
    expect(REDIRECT_TEXT.sourceInvalid).toBe(
      'Source path must start with / and contain only letters, numbers, hyphens, and slashes',
    );
    expect(messages({ sourcePath: '/a.html', targetPath: '/b?x=1' })).toHaveLength(2);
  });

  it('accepts 301, 302, 307, 308 and the stored 404, nothing else', () => {
    for (const statusCode of [301, 302, 307, 308, 404])
      expect(messages({ sourcePath: '/a', targetPath: '/b', statusCode })).toEqual([]);
    expect(messages({ sourcePath: '/a', targetPath: '/b', statusCode: 303 })).toEqual([
      REDIRECT_TEXT.statusInvalid,
    ]);
  });

  it('refuses sources the site never redirects', () => {
    expect(messages({ sourcePath: '/admin/old', targetPath: '/b' })).toEqual([
      REDIRECT_TEXT.reserved('/admin/old'),
    ]);
  });

  it('refuses unknown fields and overlong notes', () => {
    expect(messages({ sourcePath: '/a', targetPath: '/b', hits: 3 })).toHaveLength(1);
    expect(messages({ sourcePath: '/a', targetPath: '/b', notes: 'x'.repeat(501) })).toEqual([
      REDIRECT_TEXT.notesInvalid,
    ]);
  });
});

describe('imported redirect rows (spec §5)', () => {
  const rowSchema = redirectImportRowSchema('https://elfletter.example');
  const row = (values: Record<string, unknown>) => rowSchema.safeParse(values);

  it('adds a missing leading slash, defaults a missing or non-numeric status to 301', () => {
    expect(row({ sourcePath: 'old-page', targetPath: 'blog/new', statusCode: 'abc' }).data).toEqual(
      {
        sourcePath: '/old-page',
        targetPath: '/blog/new',
        statusCode: 301,
        isActive: true,
        notes: '',
      },
    );
    expect(row({ sourcePath: '/a', targetPath: '/b', statusCode: '302' }).data?.statusCode).toBe(
      302,
    );
  });

  it('reads is_active as true/false, yes/no, 1/0 in any case and refuses any other word', () => {
    const active = (isActive: string) => row({ sourcePath: '/a', targetPath: '/b', isActive });
    for (const word of ['true', 'TRUE', 'Yes', 'y', '1', 't', 'Active'])
      expect(active(word).data?.isActive).toBe(true);
    for (const word of ['false', 'False', 'NO', 'n', '0', 'f', 'disabled'])
      expect(active(word).data?.isActive).toBe(false);
    for (const word of ['maybe', 'on', '2', 'ja'])
      expect(messages({ sourcePath: '/a', targetPath: '/b', isActive: word }, rowSchema)).toEqual([
        REDIRECT_TEXT.activeInvalid,
      ]);
  });

  it('takes a target on the site’s own host as its path and refuses other hosts', () => {
    const target = (targetPath: string) => row({ sourcePath: '/a', targetPath });
    expect(target('https://elfletter.example/blog/x').data?.targetPath).toBe('/blog/x');
    expect(target('http://www.ELFLETTER.example/blog/y/').data?.targetPath).toBe('/blog/y');
    expect(target('//elfletter.example/about').data?.targetPath).toBe('/about');
    expect(messages({ sourcePath: '/a', targetPath: 'https://evil.example/x' }, rowSchema)).toEqual(
      [REDIRECT_TEXT.offSite('evil.example', 'elfletter.example')],
    );
    expect(REDIRECT_TEXT.offSite('evil.example', 'elfletter.example')).toMatch(
      /^Off-site targets are not supported/,
    );
  });

  it('keeps the export’s hit count and last access, and refuses ones it cannot read', () => {
    const base = { sourcePath: '/a', targetPath: '/b' };
    expect(
      row({ ...base, accessCount: '12', lastAccessedAt: '2025-12-24T08:30:00.000Z' }).data,
    ).toMatchObject({ accessCount: 12, lastAccessedAt: '2025-12-24T08:30:00.000Z' });
    expect(messages({ ...base, accessCount: '-3', lastAccessedAt: 'soon' }, rowSchema)).toEqual([
      REDIRECT_TEXT.accessCountInvalid,
      REDIRECT_TEXT.lastAccessedInvalid,
    ]);
  });

  it('is active when the column is absent or says true in any case; otherwise inactive', () => {
    expect(row({ sourcePath: '/a', targetPath: '/b' }).data?.isActive).toBe(true);
    expect(row({ sourcePath: '/a', targetPath: '/b', isActive: 'TRUE' }).data?.isActive).toBe(true);
    expect(row({ sourcePath: '/a', targetPath: '/b', isActive: 'false' }).data?.isActive).toBe(
      false,
    );
    expect(row({ sourcePath: '/a', targetPath: '/b', isActive: 'disabled' }).data?.isActive).toBe(
      false,
    );
    expect(row({ sourcePath: '/a', targetPath: '/b', isActive: 'enabled' }).data?.isActive).toBe(
      true,
    );
  });

  it('refuses WordPress regular-expression rows and unknown status numbers', () => {
    expect(messages({ sourcePath: '/a', targetPath: '/b', regex: '1' }, rowSchema)).toEqual([
      REDIRECT_TEXT.regexRow,
    ]);
    expect(messages({ sourcePath: '/a', targetPath: '/b', regex: '0' }, rowSchema)).toEqual([]);
    expect(messages({ sourcePath: '/a', targetPath: '/b', statusCode: '410' }, rowSchema)).toEqual([
      REDIRECT_TEXT.statusInvalid,
    ]);
  });

  it('removes the apostrophe the export puts before a formula-like note', () => {
    expect(row({ sourcePath: '/a', targetPath: '/b', notes: "'=SUM(A1)" }).data?.notes).toBe(
      '=SUM(A1)',
    );
    expect(row({ sourcePath: '/a', targetPath: '/b', notes: "'quoted'" }).data?.notes).toBe(
      "'quoted'",
    );
  });
});
