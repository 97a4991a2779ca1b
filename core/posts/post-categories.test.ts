import { categoryFeedPath, categoryPagePath, categoryPath } from './blog-paths';
import { POST_CATEGORIES } from '../models';
import { categoriesOf, POST_CATEGORY_PAGES, postCategory } from './post-categories';

describe('post categories', () => {
  it('are the spec’s four, each with a description of its own', () => {
    expect(POST_CATEGORY_PAGES.map(({ id, label }) => ({ id, label }))).toEqual(POST_CATEGORIES);
    const descriptions = POST_CATEGORY_PAGES.map((c) => c.description);
    expect(new Set(descriptions).size).toBe(4);
    for (const description of descriptions) expect(description.length).toBeLessThanOrEqual(160);
  });

  it('finds a category by id, and nothing for any other text', () => {
    expect(postCategory('elf-tips')?.label).toBe('Elf Tips');
    for (const id of ['Elf-Tips', 'elf-tip', '', 'constructor', '__proto__'])
      expect(postCategory(id)).toBeUndefined();
  });

  it('lists a post’s categories in the spec’s order, leaving out unknown ones', () => {
    const post = { metadata: { categories: ['elf-stories', 'nope', 'elf-tips'] } };
    expect(categoriesOf(post).map((c) => c.id)).toEqual(['elf-tips', 'elf-stories']);
    expect(categoriesOf({ metadata: {} })).toEqual([]);
  });

  it('has a page, older pages and a feed', () => {
    expect(categoryPath('elf-tips')).toBe('/blog/category/elf-tips');
    expect(categoryPagePath('elf-tips', '2026-11-20T09:00:00.000Z~a')).toBe(
      '/blog/category/elf-tips?before=2026-11-20T09%3A00%3A00.000Z~a',
    );
    expect(categoryFeedPath('elf-tips')).toBe('/blog/category/elf-tips/rss.xml');
  });
});
