import { listPageRedirect, pageCursor, parsePageCursor, publishedDate } from './blog-source';

describe("a post's public date", () => {
  const createdAt = '2026-11-01T08:00:00.000Z';
  const publishedAt = '2026-11-24T18:00:00.000Z';

  it('is when it went public, or when it was written if it never has', () => {
    expect(publishedDate({ createdAt, publishedAt })).toBe(publishedAt);
    expect(publishedDate({ createdAt })).toBe(createdAt);
  });

  it("is a scheduled draft's publish time (the admin's preview)", () => {
    const scheduledAt = '2026-12-24T07:00:00.000Z';
    expect(publishedDate({ createdAt, scheduledAt })).toBe(scheduledAt);
    expect(publishedDate({ createdAt, publishedAt, scheduledAt })).toBe(scheduledAt);
  });

  it('is what the page cursor carries, and reads back', () => {
    const cursor = pageCursor({ id: 'post-1', createdAt, publishedAt });
    expect(parsePageCursor(cursor)).toEqual({ publishedAt, id: 'post-1' });
    expect(parsePageCursor('yesterday~post-1')).toBeNull();
    expect(parsePageCursor(`${publishedAt}~../etc`)).toBeNull();
  });
});

describe("a list page's address", () => {
  const cursor = '2026-11-24T18:00:00.000Z~post-1';
  const at = (path: string) => listPageRedirect(new URL(path, 'https://elfletter.example'));

  it('is answered where it is with no query, a page cursor, or parameters that choose no posts', () => {
    expect(at('/blog')).toBeNull();
    expect(at(`/blog?before=${encodeURIComponent(cursor)}`)).toBeNull();
    expect(at('/blog/category/crafts?utm_source=letter&fbclid=x')).toBeNull();
  });

  it('leaves page numbers and a cursor that is none for the address of what it shows', () => {
    expect(at('/blog?page=2')).toBe('/blog');
    expect(at('/blog?paged=3')).toBe('/blog');
    expect(at('/blog/category/crafts?page=1&utm_source=letter')).toBe(
      '/blog/category/crafts?utm_source=letter',
    );
    expect(at(`/blog?page=2&before=${encodeURIComponent(cursor)}`)).toBe(
      `/blog?before=${encodeURIComponent(cursor)}`,
    );
    expect(at('/blog?before=yesterday')).toBe('/blog');
    expect(at(`/blog?before=${encodeURIComponent(cursor)}&before=x`)).toBe('/blog');
  });
});
