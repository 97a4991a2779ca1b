import { BUILTIN_ARTICLE_REDIRECTS } from './builtin-redirects';

describe('built-in article redirects', () => {
  it('holds 35 redirects: 33 articles to the blog (301) and 2 placeholder images (404 to /404)', () => {
    expect(BUILTIN_ARTICLE_REDIRECTS).toHaveLength(35);
    const articles = BUILTIN_ARTICLE_REDIRECTS.filter((r) => r.statusCode === 301);
    expect(articles).toHaveLength(33);
    for (const r of articles)
      expect(r.targetPath).toBe(r.sourcePath.replace('/articles/', '/blog/'));
    const placeholders = BUILTIN_ARTICLE_REDIRECTS.filter((r) => r.statusCode === 404);
    expect(placeholders.map((r) => r.targetPath)).toEqual(['/404', '/404']);
  });
  it('has unique source paths', () => {
    const sources = BUILTIN_ARTICLE_REDIRECTS.map((r) => r.sourcePath);
    expect(new Set(sources).size).toBe(sources.length);
  });
});
