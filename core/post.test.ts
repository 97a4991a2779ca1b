import { normalizeMetadata, postInputSchema, REQUIRED_FIELDS_MESSAGE, toPost } from './post';

describe('normalizeMetadata', () => {
  it('treats anything that is not an object as empty', () => {
    expect(normalizeMetadata(null)).toEqual({});
    expect(normalizeMetadata('theme')).toEqual({});
    expect(normalizeMetadata([1, 2])).toEqual({});
  });
  it('keeps valid fields and drops malformed ones', () => {
    expect(
      normalizeMetadata({
        author: 'Pip',
        categories: ['elf-tips', 'bogus'],
        theme: 'christmas',
        extra: 1,
      }),
    ).toEqual({ author: 'Pip', theme: 'christmas' });
  });
});

describe('postInputSchema', () => {
  const valid = {
    title: 'Title',
    slug: 'title',
    excerpt: 'Excerpt',
    content: '<p>Body</p>',
    featuredImage: null,
    published: false,
    metadata: {},
  };
  it('accepts a complete post', () => {
    expect(postInputSchema.safeParse(valid).success).toBe(true);
  });
  it('reports missing required fields with the spec message', () => {
    const result = postInputSchema.safeParse({ ...valid, excerpt: '  ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(REQUIRED_FIELDS_MESSAGE);
  });
  it('rejects an SEO description over 160 characters', () => {
    expect(
      postInputSchema.safeParse({ ...valid, metadata: { seoDescription: 'x'.repeat(161) } })
        .success,
    ).toBe(false);
  });
});

describe('toPost', () => {
  it('coerces a malformed document into a renderable post', () => {
    const post = toPost('id1', {
      title: 7,
      published: 'yes',
      createdAt: { toDate: () => new Date(0) },
    });
    expect(post).toMatchObject({
      id: 'id1',
      title: '',
      published: false,
      createdAt: '1970-01-01T00:00:00.000Z',
    });
  });
});
