import {
  FEATURED_IMAGE_URL_MESSAGE,
  isFeaturedImageUrl,
  missingPublishedAt,
  normalizeMetadata,
  POST_LIMITS,
  POST_TEXT,
  postInputSchema,
  REQUIRED_FIELDS_MESSAGE,
  toPost,
} from './post';

/** Featured image values no page may preload or put in Open Graph tags. */
const UNSAFE_FEATURED_IMAGES = [
  ['javascript:alert(1)', 'javascript:alert(1)'],
  ['JavaScript:alert(1)', 'JavaScript:alert(1)'],
  ['a data: URL', 'data:image/svg+xml,<svg onload=alert(1)>'],
  ['vbscript:', 'vbscript:msgbox'],
  ['a protocol-relative URL', '//evil.example/x.png'],
  ['a backslash path', '/\\evil.example/x.png'],
  ['https:// without a host', 'https://'],
  ['https:/ with one slash', 'https:/x.png'],
  ['an ftp: URL', 'ftp://files.example/x.png'],
  ['a relative path', 'media/x.png'],
  ['a leading space', ' https://cdn.example/x.png'],
  ['a URL over 2048 characters', `https://cdn.example/${'x'.repeat(2048)}.png`],
];

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
  it('accepts http(s) URLs and site paths as the featured image', () => {
    for (const featuredImage of [
      'https://cdn.example/elf.webp',
      'http://127.0.0.1:5000/media/blog/featured/a.webp',
      '/media/blog/featured/a.webp',
    ]) {
      expect(postInputSchema.safeParse({ ...valid, featuredImage }).success, featuredImage).toBe(
        true,
      );
    }
  });
  it.each(UNSAFE_FEATURED_IMAGES)(
    'refuses %s as the featured image, with a message',
    (_what, url) => {
      const result = postInputSchema.safeParse({ ...valid, featuredImage: url });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({
        path: ['featuredImage'],
        message: FEATURED_IMAGE_URL_MESSAGE,
      });
    },
  );
  it('rejects an SEO description over 160 characters', () => {
    expect(
      postInputSchema.safeParse({ ...valid, metadata: { seoDescription: 'x'.repeat(161) } })
        .success,
    ).toBe(false);
  });
  it.each([
    ['title', 'Title is too long: use at most 300 characters', POST_LIMITS.title],
    ['slug', 'URL slug is too long: use at most 200 characters', POST_LIMITS.slug],
    ['excerpt', 'Excerpt is too long: use at most 1,000 characters', POST_LIMITS.excerpt],
  ] as const)('says in plain words when the %s is too long', (field, message, max) => {
    expect(postInputSchema.safeParse({ ...valid, [field]: 'a'.repeat(max) }).success).toBe(true);
    const result = postInputSchema.safeParse({ ...valid, [field]: 'a'.repeat(max + 1) });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: [field], message })]);
  });
  it('tells a slug with other characters what it may hold', () => {
    const result = postInputSchema.safeParse({ ...valid, slug: 'Elf Tips!' });
    expect(result.error?.issues[0]?.message).toBe(POST_TEXT.slugCharacters);
  });
});

describe('toPost', () => {
  it('drops a stored featured image that is not a web address', () => {
    expect(toPost('p', { featuredImage: 'javascript:alert(1)' }).featuredImage).toBeNull();
    expect(toPost('p', { featuredImage: '/media/a.webp' }).featuredImage).toBe('/media/a.webp');
    expect(isFeaturedImageUrl('https://cdn.example/a.webp')).toBe(true);
  });
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

describe('missingPublishedAt', () => {
  it('is the creation time of a public post stored without one, and nothing otherwise', () => {
    const createdAt = '2026-11-01T08:00:00.000Z';
    expect(missingPublishedAt({ published: true, createdAt })).toBe(createdAt);
    expect(
      missingPublishedAt({ published: true, createdAt, publishedAt: '2026-11-02T08:00:00.000Z' }),
    ).toBeNull();
    expect(missingPublishedAt({ published: false, createdAt })).toBeNull();
    expect(missingPublishedAt({ published: true })).toBeNull();
    expect(missingPublishedAt(undefined)).toBeNull();
  });
});
