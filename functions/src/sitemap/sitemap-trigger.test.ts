import { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@core/paths';
import { resultPagesAffected, sitemapAffected } from './sitemap-trigger';

const published = {
  published: true,
  slug: 'a-letter',
  title: 'A letter',
  updatedAt: '2026-11-01T00:00:00.000Z',
  featuredImage: null,
  content: '<p>Hi</p>',
};

describe('sitemapAffected', () => {
  it('is true when a post is published, unpublished, created published or deleted published', () => {
    expect(sitemapAffected({ ...published, published: false }, published)).toBe(true);
    expect(sitemapAffected(published, { ...published, published: false })).toBe(true);
    expect(sitemapAffected(undefined, published)).toBe(true);
    expect(sitemapAffected(published, undefined)).toBe(true);
  });

  it('is true when a published post changes its slug, title, update time or image', () => {
    for (const change of [
      { slug: 'new-slug' },
      { title: 'New title' },
      { updatedAt: '2026-11-02T00:00:00.000Z' },
      { featuredImage: '/media/x.webp' },
    ]) {
      expect(sitemapAffected(published, { ...published, ...change })).toBe(true);
    }
  });

  it('is false for drafts, and for changes the sitemap does not show', () => {
    const draft = { ...published, published: false };
    expect(sitemapAffected(draft, { ...draft, slug: 'other' })).toBe(false);
    expect(sitemapAffected(undefined, draft)).toBe(false);
    expect(sitemapAffected(draft, undefined)).toBe(false);
    expect(sitemapAffected(published, { ...published, content: '<p>Changed</p>' })).toBe(false);
  });

  it('compares stored timestamps by time', () => {
    const at = (ms: number) => ({ ...published, updatedAt: Timestamp.fromMillis(ms) });
    expect(sitemapAffected(at(1000), at(1000))).toBe(false);
    expect(sitemapAffected(at(1000), at(2000))).toBe(true);
  });
});

describe('resultPagesAffected', () => {
  it('is true for the curated results, whose pages the sitemap lists, never for name parts', () => {
    for (const collection of [
      COLLECTIONS.craftIdeas,
      COLLECTIONS.elfScenes,
      COLLECTIONS.holidayRecipes,
    ])
      expect(resultPagesAffected(collection), collection).toBe(true);
    for (const collection of [COLLECTIONS.elfNamePrefixes, COLLECTIONS.elfLastNames, 'posts'])
      expect(resultPagesAffected(collection), collection).toBe(false);
  });
});
