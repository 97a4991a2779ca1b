import {
  altCoverage,
  filterImages,
  imageHtmlSnippet,
  imageSrcSet,
  imagesOfPost,
  libraryLookup,
  POST_BODY_IMAGE_SIZES,
  withImageAttributes,
  parseImageInfo,
  type LibraryImage,
} from './image-library';

describe('parseImageInfo', () => {
  it("reads images begun by 'url:' and completed by 'alt text:' and 'title:'", () => {
    const text = [
      'url: https://cdn.example.com/a.png',
      'alt text: An elf on a shelf',
      'title: Shelf elf',
      '',
      'URL:https://cdn.example.com/b.jpg',
      '  Alt Text:  Cookies  ',
    ].join('\r\n');
    expect(parseImageInfo(text)).toEqual([
      { url: 'https://cdn.example.com/a.png', alt: 'An elf on a shelf', title: 'Shelf elf' },
      { url: 'https://cdn.example.com/b.jpg', alt: 'Cookies', title: '' },
    ]);
  });

  it("keeps the colon inside a value (a URL's scheme, a title with a colon)", () => {
    expect(parseImageInfo('url: http://x.test:8080/a.png\ntitle: Elves: a guide')).toEqual([
      { url: 'http://x.test:8080/a.png', alt: '', title: 'Elves: a guide' },
    ]);
  });

  it("ignores fields before any 'url:', other lines and empty URLs", () => {
    expect(parseImageInfo('alt text: lonely\ntitle: nobody\nhello\nurl:\nalt text: gone')).toEqual(
      [],
    );
    expect(parseImageInfo('')).toEqual([]);
    expect(parseImageInfo('https://cdn.example.com/a.png')).toEqual([]);
  });

  it('a later field of the same image replaces an earlier one', () => {
    expect(parseImageInfo('url: u\ntitle: one\ntitle: two')).toEqual([
      { url: 'u', alt: '', title: 'two' },
    ]);
  });
});

describe('imageHtmlSnippet', () => {
  it('is an inline image with class blog-inline-image at most 70% wide', () => {
    expect(imageHtmlSnippet({ url: 'https://s.test/a.webp', alt: 'Elf', title: 'Hi' })).toBe(
      '<img src="https://s.test/a.webp" alt="Elf" title="Hi" class="blog-inline-image" style="max-width: 70%; height: auto;" />',
    );
  });

  it('escapes attribute values and leaves out an empty title', () => {
    expect(imageHtmlSnippet({ url: 'https://s.test/a?x=1&y=2', alt: '"<b>"', title: '' })).toBe(
      '<img src="https://s.test/a?x=1&amp;y=2" alt="&quot;&lt;b&gt;&quot;" class="blog-inline-image" style="max-width: 70%; height: auto;" />',
    );
  });
});

const image = (overrides: Partial<LibraryImage> = {}): LibraryImage => ({
  id: 'a',
  path: 'blog_images/inline/image_1.webp',
  url: 'https://s.test/media/blog_images/inline/image_1.webp',
  contentType: 'image/webp',
  size: 10,
  width: 100,
  height: 100,
  sha256: 'h1',
  source: 'import',
  blogTitle: 'Elf ideas',
  originalUrl: 'https://cdn.test/elf.png',
  alt: 'An elf',
  title: 'Elf',
  uploadedBy: 'u',
  createdAt: '2026-11-01T00:00:00.000Z',
  variants: [],
  usedBy: [],
  ...overrides,
});
const use = (postId: string, alt: string) => ({
  postId,
  title: `Post ${postId}`,
  slug: postId,
  featured: false,
  inline: true,
  alt,
});

describe('altCoverage', () => {
  it("counts the library's alt for an unused image and each post's alt for a used one", () => {
    expect(altCoverage(image())).toEqual({ described: 1, places: 1 });
    expect(altCoverage(image({ alt: ' ' }))).toEqual({ described: 0, places: 1 });
    expect(altCoverage(image({ usedBy: [use('p1', 'Elf'), use('p2', '')] }))).toEqual({
      described: 1,
      places: 2,
    });
  });
});

describe('filterImages', () => {
  const images = [
    image({ id: 'unused' }),
    image({ id: 'used', sha256: 'h2', usedBy: [use('p1', 'Elf')], title: 'Cookies' }),
    image({ id: 'no-alt', sha256: 'h3', alt: '', usedBy: [use('p2', '')] }),
    image({ id: 'copy', sha256: 'h2', title: 'Cookie copy' }),
  ];
  const ids = (list: LibraryImage[]) => list.map((i) => i.id);

  it('filters unused, missing alt text and duplicates', () => {
    expect(ids(filterImages(images, 'all', ''))).toEqual(['unused', 'used', 'no-alt', 'copy']);
    expect(ids(filterImages(images, 'unused', ''))).toEqual(['unused', 'copy']);
    expect(ids(filterImages(images, 'missing-alt', ''))).toEqual(['no-alt']);
    expect(ids(filterImages(images, 'duplicates', ''))).toEqual(['used', 'copy']);
  });

  it('searches titles, alt text, blog titles and the titles of the posts using an image', () => {
    expect(ids(filterImages(images, 'all', 'cookie'))).toEqual(['used', 'copy']);
    expect(ids(filterImages(images, 'all', 'POST P2'))).toEqual(['no-alt']);
    expect(ids(filterImages(images, 'duplicates', 'copy'))).toEqual(['copy']);
  });
});

describe('imagesOfPost', () => {
  it('finds the featured image and every inline image with its alt text', () => {
    const uses = imagesOfPost({
      featuredImage: 'https://s.test/f.webp',
      metadata: { featuredImageAlt: 'Featured elf' },
      content:
        '<p>Hi</p><img src="https://s.test/a.webp" alt="A &amp; B"><img class="x" src=\'https://s.test/b.webp\'><IMG SRC=https://s.test/f.webp alt="">',
    });
    expect(Object.fromEntries(uses)).toEqual({
      'https://s.test/a.webp': { featured: false, inline: true, alt: 'A & B' },
      'https://s.test/b.webp': { featured: false, inline: true, alt: '' },
      'https://s.test/f.webp': { featured: true, inline: true, alt: 'Featured elf' },
    });
  });

  it('finds nothing in a post without images', () => {
    expect(imagesOfPost({ featuredImage: null, content: '<p>No images</p>' }).size).toBe(0);
  });
});

describe('withImageAttributes', () => {
  const stored = 'https://s.test/a.webp';
  const srcSet = imageSrcSet({
    url: stored,
    width: 1200,
    variants: [{ width: 480, url: 'https://s.test/a-w480.webp', path: 'a-w480.webp' }],
  });
  const known = new Map([[stored, { width: 1200, height: 800, srcSet }]]);

  it('gives a stored image its size and widths, and every image lazy loading', () => {
    const html = `<p><img src="${stored}" alt="A"><img src="https://elsewhere.test/b.jpg"></p>`;
    expect(srcSet).toBe('https://s.test/a-w480.webp 480w, https://s.test/a.webp 1200w');
    expect(withImageAttributes(html, known)).toBe(
      `<p><img width="1200" height="800" srcset="${srcSet}" sizes="${POST_BODY_IMAGE_SIZES}" loading="lazy" decoding="async" src="${stored}" alt="A">` +
        '<img loading="lazy" decoding="async" src="https://elsewhere.test/b.jpg"></p>',
    );
  });

  it('gives a stored image without smaller widths its size only', () => {
    const small = new Map([[stored, { width: 300, height: 200 }]]);
    expect(withImageAttributes(`<img src="${stored}">`, small)).toBe(
      `<img width="300" height="200" loading="lazy" decoding="async" src="${stored}">`,
    );
  });

  it('keeps what the author wrote', () => {
    const html = `<img src="${stored}" width="600" loading="eager" decoding="sync" srcset="x.webp 1x">`;
    expect(withImageAttributes(html, known)).toBe(html);
  });

  it('leaves a body without images as it is', () => {
    expect(withImageAttributes('<p>No images</p>', known)).toBe('<p>No images</p>');
  });
});

describe('libraryLookup', () => {
  const SITE = 'https://elfletter.example';

  it('finds our own media by the stored file and any other image by its URL', () => {
    const lookup = libraryLookup(
      ['/media/blog/featured/a%20b.webp', 'https://cdn.example/c.webp'],
      SITE,
    );
    expect(lookup.paths).toEqual(['blog/featured/a b.webp']);
    expect(lookup.urls).toEqual(['https://cdn.example/c.webp']);
  });

  it('answers which address a record stands for, whatever host the record was kept with', () => {
    const lookup = libraryLookup(
      ['/media/blog/featured/a.webp', 'https://cdn.example/c.webp'],
      SITE,
    );
    expect(
      lookup.addressOf({
        path: 'blog/featured/a.webp',
        url: 'http://127.0.0.1:5000/media/blog/featured/a.webp',
      }),
    ).toBe('/media/blog/featured/a.webp');
    expect(lookup.addressOf({ path: 'x/c.webp', url: 'https://cdn.example/c.webp' })).toBe(
      'https://cdn.example/c.webp',
    );
    expect(lookup.addressOf({ path: 'other.webp', url: '/media/other.webp' })).toBeUndefined();
  });
});
