import type { z } from 'zod';
import { fieldIssues } from '../content-schemas';
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
  const row = (values: Record<string, unknown>) => redirectImportRowSchema.safeParse(values);

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
    expect(
      messages({ sourcePath: '/a', targetPath: '/b', regex: '1' }, redirectImportRowSchema),
    ).toEqual([REDIRECT_TEXT.regexRow]);
    expect(
      messages({ sourcePath: '/a', targetPath: '/b', regex: '0' }, redirectImportRowSchema),
    ).toEqual([]);
    expect(
      messages({ sourcePath: '/a', targetPath: '/b', statusCode: '410' }, redirectImportRowSchema),
    ).toEqual([REDIRECT_TEXT.statusInvalid]);
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
