import { pageCursor, parsePageCursor, publishedDate } from './blog-source';

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
