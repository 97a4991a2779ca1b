import { deriveSlug, isValidSlug, nextSlug, SLUG_MAX } from './slug';

describe('deriveSlug', () => {
  it.each([
    ['Elf on the Shelf Ideas', 'elf-on-the-shelf-ideas'],
    ['  Hot Cocoa:   Bar! ', 'hot-cocoa-bar'],
    ['What’s New? 2026 & Beyond', 'whats-new-2026-beyond'],
    ['snake_case stays', 'snake_case-stays'],
    ['!!!', ''],
  ])('derives %j as %j', (title, slug) => {
    expect(deriveSlug(title)).toBe(slug);
  });

  it('cuts the slug of a long title at the last whole word that fits', () => {
    const slug = deriveSlug(`${'Snowflake '.repeat(30)}Finale`);
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX);
    expect(slug).toBe(Array(20).fill('snowflake').join('-'));
    expect(isValidSlug(slug)).toBe(true);
    expect(deriveSlug('x'.repeat(250))).toBe('x'.repeat(SLUG_MAX));
  });
});

describe('isValidSlug', () => {
  it('accepts derived slugs and rejects what a document id or URL cannot carry', () => {
    expect(isValidSlug('elf-on-the-shelf')).toBe(true);
    expect(isValidSlug('')).toBe(false);
    expect(isValidSlug('a/b')).toBe(false);
    expect(isValidSlug('Upper')).toBe(false);
    expect(isValidSlug('-leading')).toBe(false);
    expect(isValidSlug('double--hyphen')).toBe(false);
  });
});

describe('nextSlug', () => {
  it('follows the title while the slug is empty', () => {
    expect(nextSlug('', '', 'My Post')).toBe('my-post');
  });
  it('follows the title while the slug still equals the previous title’s slug', () => {
    expect(nextSlug('my-post', 'My Post', 'My Post Two')).toBe('my-post-two');
  });
  it('keeps a slug the author edited', () => {
    expect(nextSlug('custom', 'My Post', 'My Post Two')).toBe('custom');
  });
});
