import { describe, expect, it } from 'vitest';
import {
  elfNameImagePath,
  elfNamePagePath,
  isResultId,
  readElfNameSegment,
  resultImagePath,
  resultPagePath,
  resultTitleSlug,
} from './result-pages';

describe('result addresses', () => {
  it('put the id first and the title after it, so ids with hyphens stay readable', () => {
    expect(resultPagePath('craft', { id: 'job7-12', title: 'Paper Snowflake Elf!' })).toBe(
      '/generators/craft/job7-12/paper-snowflake-elf',
    );
    expect(resultPagePath('recipe', { id: 'abc', title: '!!!' })).toBe('/generators/recipe/abc');
  });

  it('cut a long title at a whole word', () => {
    const slug = resultTitleSlug('Reindeer '.repeat(20));
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slug.endsWith('-')).toBe(false);
    expect(slug.split('-').every((word) => word === 'reindeer')).toBe(true);
  });

  it('take only ids a document can have and an address can carry', () => {
    expect(isResultId('Ab_9-x')).toBe(true);
    expect(isResultId('')).toBe(false);
    expect(isResultId('a/b')).toBe(false);
    expect(isResultId('a%20b')).toBe(false);
  });

  it('write an elf name with its letters as they are, and read it back', () => {
    const name = { firstName: 'Jingletoes', lastName: 'McSparkle' };
    expect(elfNamePagePath(name)).toBe('/generators/elf-name/Jingletoes-McSparkle');
    expect(readElfNameSegment('Jingletoes-McSparkle')).toEqual(name);
    expect(readElfNameSegment('Jingletoes')).toEqual({ firstName: 'Jingletoes' });
    for (const bad of ['', 'a-b-c', 'Buy%20now', '1ngle', 'A'.repeat(41), 'Jingle-']) {
      expect(readElfNameSegment(bad)).toBeNull();
    }
  });
});

describe('preview image addresses', () => {
  it('change with the content version, so a long cache never shows an old title', () => {
    const item = { id: 'abc', updatedAt: '2026-11-01T10:00:00.000Z' };
    const first = resultImagePath('craft', item, 'og');
    expect(first).toMatch(/^\/media\/results\/craft\/abc\/[0-9a-z]+-og\.png$/);
    expect(
      resultImagePath('craft', { ...item, updatedAt: '2026-11-02T10:00:00.000Z' }, 'og'),
    ).not.toBe(first);
    expect(elfNameImagePath({ firstName: 'Jingletoes' }, 'pin')).toBe(
      '/media/results/elf-name/Jingletoes-pin.png',
    );
  });
});
