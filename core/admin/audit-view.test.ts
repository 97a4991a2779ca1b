import { auditFieldChanges, auditFieldLabel, auditSummary, formatAuditValue } from './audit-view';

describe('auditSummary', () => {
  it('says what was done to which thing', () => {
    expect(auditSummary({ action: 'create', collection: 'elfNamePrefixes', label: 'Frosty' })).toBe(
      'created the prefix “Frosty”',
    );
    expect(auditSummary({ action: 'delete', collection: 'elfLastNames', label: 'McSnow' })).toBe(
      'deleted the last name “McSnow”',
    );
    expect(auditSummary({ action: 'update', collection: 'posts', label: 'Elf Ideas' })).toBe(
      'updated the post “Elf Ideas”',
    );
    expect(
      auditSummary({ action: 'import', collection: 'holidayRecipes', label: '12 recipes' }),
    ).toBe('imported 12 recipes');
    expect(
      auditSummary({ action: 'export', collection: 'backup', label: 'a backup of the site' }),
    ).toBe('downloaded a backup of the site');
    expect(
      auditSummary({ action: 'erase', collection: 'newsletterSignups', label: '2 subscribers' }),
    ).toBe('erased 2 subscribers');
    expect(
      auditSummary({ action: 'update', collection: 'settings', label: 'Craft generator settings' }),
    ).toBe('updated Craft generator settings');
  });
});

describe('formatAuditValue', () => {
  it('puts values in words', () => {
    expect(formatAuditValue(null)).toBe('—');
    expect(formatAuditValue(undefined)).toBe('—');
    expect(formatAuditValue('')).toBe('(empty)');
    expect(formatAuditValue(true)).toBe('Yes');
    expect(formatAuditValue(false)).toBe('No');
    expect(formatAuditValue(1234)).toBe('1,234');
    expect(formatAuditValue(['glue', 'yarn'])).toBe('glue, yarn');
    expect(formatAuditValue([])).toBe('(none)');
    expect(formatAuditValue([{ id: 'paper', name: 'Colored Paper' }])).toBe(
      'id: paper; name: Colored Paper',
    );
  });
});

describe('auditFieldChanges', () => {
  it('lists every field of a created document, title first, without internal fields', () => {
    expect(
      auditFieldChanges({
        before: null,
        after: { value: 'Frosty', category: 'custom', key: 'frosty' },
      }),
    ).toEqual([
      { field: 'value', before: '—', after: 'Frosty' },
      { field: 'category', before: '—', after: 'custom' },
    ]);
  });

  it('lists only what an update changed, nested fields by their path', () => {
    expect(
      auditFieldChanges({
        before: {
          title: 'Elf Ideas',
          slug: 'elf-ideas',
          published: false,
          updatedAt: '2026-11-01',
          metadata: { author: 'Ann', theme: 'default' },
        },
        after: {
          title: 'Elf Ideas',
          slug: 'elf-ideas',
          published: true,
          updatedAt: '2026-11-02',
          metadata: { author: 'Bob', theme: 'default' },
        },
      }),
    ).toEqual([
      { field: 'published', before: 'No', after: 'Yes' },
      { field: 'metadata.author', before: 'Ann', after: 'Bob' },
    ]);
  });

  it('lists every field of a deleted document with nothing after', () => {
    expect(
      auditFieldChanges({ before: { value: 'toes', category: 'custom' }, after: null }),
    ).toEqual([
      { field: 'value', before: 'toes', after: '—' },
      { field: 'category', before: 'custom', after: '—' },
    ]);
  });
});

describe('auditFieldLabel', () => {
  it('names fields in words', () => {
    expect(auditFieldLabel('requiredSupplies')).toBe('Required supplies');
    expect(auditFieldLabel('metadata.seoDescription')).toBe('SEO description');
    expect(auditFieldLabel('value')).toBe('Name');
    expect(auditFieldLabel('imageUrl')).toBe('Image URL');
    expect(auditFieldLabel('title')).toBe('Title');
  });
});
