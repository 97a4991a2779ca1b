import {
  buildSitemapFiles,
  CATEGORY_PAGES_UPDATED,
  checkSitemapXml,
  publicSitemapUrls,
  sitemapsMatch,
  urlsetXml,
  type SitemapPost,
} from './sitemap';

const ORIGIN = 'https://elfletter.example';

const post = (
  slug: string,
  updatedAt: string,
  featuredImage: string | null = null,
  categories?: SitemapPost['categories'],
): SitemapPost => ({
  slug,
  title: `Title of ${slug}`,
  updatedAt,
  featuredImage,
  categories,
});

describe('publicSitemapUrls', () => {
  const pages = [
    { path: '/', contentUpdated: '2026-01-01', listsPosts: true },
    { path: '/about', contentUpdated: '2026-02-03' },
  ];

  it('lists the pages, then each post with its last update and featured image', () => {
    const urls = publicSitemapUrls({
      origin: ORIGIN,
      pages,
      categories: [],
      posts: [
        post('a-letter', '2026-03-01T10:00:00.000Z', '/media/blog/featured/a.webp'),
        post('plain', '2026-02-01T10:00:00.000Z'),
      ],
    });
    expect(urls).toEqual([
      { loc: `${ORIGIN}/`, lastmod: '2026-03-01T10:00:00.000Z' },
      { loc: `${ORIGIN}/about`, lastmod: '2026-02-03' },
      {
        loc: `${ORIGIN}/blog/a-letter`,
        lastmod: '2026-03-01T10:00:00.000Z',
        images: [{ loc: `${ORIGIN}/media/blog/featured/a.webp`, title: 'Title of a-letter' }],
      },
      { loc: `${ORIGIN}/blog/plain`, lastmod: '2026-02-01T10:00:00.000Z', images: undefined },
    ]);
  });

  it('lists each curated result at its canonical address after the posts, dated by its last change', () => {
    const urls = publicSitemapUrls({
      origin: ORIGIN,
      pages: [],
      categories: [],
      posts: [post('plain', '2026-02-01T10:00:00.000Z')],
      results: [
        {
          kind: 'craft',
          id: 'job7-12',
          title: 'Paper Chain Countdown',
          updatedAt: '2026-11-20T10:00:00.000Z',
        },
        { kind: 'recipe', id: 'r1', title: '!!!', updatedAt: '' },
      ],
    });
    expect(urls.slice(1)).toEqual([
      {
        loc: `${ORIGIN}/generators/craft/job7-12/paper-chain-countdown`,
        lastmod: '2026-11-20T10:00:00.000Z',
      },
      { loc: `${ORIGIN}/generators/recipe/r1`, lastmod: undefined },
    ]);
  });

  it('lists the generators page and each generator’s page among the site’s own pages', () => {
    const locs = publicSitemapUrls({ origin: ORIGIN, posts: [] }).map((url) => url.loc);
    expect(locs).toEqual(
      expect.arrayContaining(
        ['', '/elf-name', '/craft', '/scene', '/recipe'].map(
          (kind) => `${ORIGIN}/generators${kind}`,
        ),
      ),
    );
  });

  it('dates a page that lists posts by its own change when no post is newer', () => {
    const urls = publicSitemapUrls({
      origin: ORIGIN,
      pages,
      categories: [],
      posts: [post('old', '2025-05-05')],
    });
    expect(urls[0]).toEqual({ loc: `${ORIGIN}/`, lastmod: '2026-01-01' });
  });

  it('keeps absolute image URLs and leaves out a lastmod it does not know', () => {
    const urls = publicSitemapUrls({
      origin: ORIGIN,
      pages: [],
      categories: [],
      posts: [post('x', '', 'https://cdn.example/i.png')],
    });
    expect(urls).toEqual([
      {
        loc: `${ORIGIN}/blog/x`,
        lastmod: undefined,
        images: [{ loc: 'https://cdn.example/i.png', title: 'Title of x' }],
      },
    ]);
  });

  it('gives a featured image kept with the host of its upload on the canonical origin', () => {
    const urls = publicSitemapUrls({
      origin: ORIGIN,
      pages: [],
      categories: [],
      posts: [post('x', '', 'http://127.0.0.1:5000/media/blog/featured/x.webp')],
    });
    expect(urls[0]!.images).toEqual([
      { loc: `${ORIGIN}/media/blog/featured/x.webp`, title: 'Title of x' },
    ]);
  });
});

describe('category pages in the sitemap', () => {
  it('lists the four category pages after the site’s pages, each dated by its newest post', () => {
    const urls = publicSitemapUrls({
      origin: ORIGIN,
      pages: [],
      posts: [
        post('tip', '2026-12-03T10:00:00.000Z', null, ['elf-tips']),
        post('both', '2026-12-01T10:00:00.000Z', null, ['elf-tips', 'elf-stories']),
      ],
    });
    expect(urls.slice(0, 4)).toEqual([
      { loc: `${ORIGIN}/blog/category/elf-tips`, lastmod: '2026-12-03T10:00:00.000Z' },
      { loc: `${ORIGIN}/blog/category/holiday-magic`, lastmod: CATEGORY_PAGES_UPDATED },
      { loc: `${ORIGIN}/blog/category/christmas-traditions`, lastmod: CATEGORY_PAGES_UPDATED },
      { loc: `${ORIGIN}/blog/category/elf-stories`, lastmod: '2026-12-01T10:00:00.000Z' },
    ]);
    expect(urls.slice(4).map((u) => u.loc)).toEqual([`${ORIGIN}/blog/tip`, `${ORIGIN}/blog/both`]);
  });
});

describe('buildSitemapFiles', () => {
  const urls = Array.from({ length: 5 }, (_, i) => ({
    loc: `${ORIGIN}/blog/p${i}`,
    lastmod: `2026-01-0${i + 1}`,
  }));

  it('writes one urlset while the URLs fit', () => {
    const files = buildSitemapFiles(urls, { origin: ORIGIN, maxUrls: 5 });
    expect(files.map((f) => f.name)).toEqual(['sitemap.xml']);
    expect(checkSitemapXml(files[0]!.xml)).toMatchObject({
      valid: true,
      kind: 'urlset',
      urlCount: 5,
    });
  });

  it('becomes an index of parts past the limit, each part dated by its newest URL', () => {
    const files = buildSitemapFiles(urls, { origin: ORIGIN, maxUrls: 2 });
    expect(files.map((f) => f.name)).toEqual([
      'sitemap.xml',
      'sitemap-1.xml',
      'sitemap-2.xml',
      'sitemap-3.xml',
    ]);
    const index = checkSitemapXml(files[0]!.xml);
    expect(index).toEqual({
      valid: true,
      kind: 'sitemapindex',
      urlCount: 3,
      locs: [`${ORIGIN}/sitemap-1.xml`, `${ORIGIN}/sitemap-2.xml`, `${ORIGIN}/sitemap-3.xml`],
    });
    expect(files[0]!.xml).toContain('<lastmod>2026-01-04</lastmod>');
    expect(files.slice(1).map((f) => checkSitemapXml(f.xml))).toMatchObject([
      { urlCount: 2 },
      { urlCount: 2 },
      { urlCount: 1 },
    ]);
  });
});

describe('urlsetXml', () => {
  it('escapes what XML reserves, so a query string or a title with & stays well-formed', () => {
    const xml = urlsetXml([
      {
        loc: `${ORIGIN}/blog/a?x=1&y=<2>`,
        images: [{ loc: `${ORIGIN}/i.png`, title: `Tom & Jerry's "elf"` }],
      },
    ]);
    expect(xml).toContain('<loc>https://elfletter.example/blog/a?x=1&amp;y=&lt;2&gt;</loc>');
    expect(xml).toContain('<image:title>Tom &amp; Jerry&apos;s &quot;elf&quot;</image:title>');
    expect(checkSitemapXml(xml)).toEqual({
      valid: true,
      kind: 'urlset',
      urlCount: 1,
      locs: [`${ORIGIN}/blog/a?x=1&y=<2>`],
    });
  });
});

describe('checkSitemapXml (spec part 1 §5)', () => {
  it("says 'Empty content' for nothing or blanks", () => {
    expect(checkSitemapXml('')).toEqual({ valid: false, error: 'Empty content' });
    expect(checkSitemapXml('  \n ')).toEqual({ valid: false, error: 'Empty content' });
  });

  it("says 'Missing urlset element' for well-formed XML of another kind", () => {
    expect(checkSitemapXml('<?xml version="1.0"?><html><body/></html>')).toEqual({
      valid: false,
      error: 'Missing urlset element',
    });
  });

  it('refuses XML that is not well-formed, saying where', () => {
    const result = checkSitemapXml('<?xml version="1.0"?>\n<urlset><url><loc>x</url></urlset>');
    expect(result.valid).toBe(false);
    expect(!result.valid && result.error).toMatch(/^Invalid XML: .+ \(line 2\)$/);
  });

  it('strips anything before the XML declaration', () => {
    const xml = urlsetXml([{ loc: `${ORIGIN}/` }, { loc: `${ORIGIN}/about` }]);
    expect(checkSitemapXml(`\uFEFFgarbage from a proxy\n${xml}`)).toMatchObject({
      valid: true,
      urlCount: 2,
    });
  });

  it('counts an empty urlset as valid with no URLs', () => {
    expect(checkSitemapXml(urlsetXml([]))).toEqual({
      valid: true,
      kind: 'urlset',
      urlCount: 0,
      locs: [],
    });
  });

  it('reads digits in a loc as text', () => {
    const check = checkSitemapXml('<urlset><url><loc>2026</loc></url></urlset>');
    expect(check).toMatchObject({ valid: true, locs: ['2026'] });
  });
});

describe('sitemapsMatch', () => {
  const two = checkSitemapXml(urlsetXml([{ loc: 'a' }, { loc: 'b' }]));
  const otherTwo = checkSitemapXml(urlsetXml([{ loc: 'c' }, { loc: 'd' }]));
  const three = checkSitemapXml(urlsetXml([{ loc: 'a' }, { loc: 'b' }, { loc: 'c' }]));

  it('matches two valid sitemaps with as many url entries', () => {
    expect(sitemapsMatch(two, otherTwo)).toBe(true);
  });

  it('does not match different counts, or when either is invalid', () => {
    expect(sitemapsMatch(two, three)).toBe(false);
    expect(sitemapsMatch(two, checkSitemapXml(''))).toBe(false);
    expect(sitemapsMatch(checkSitemapXml(''), checkSitemapXml(''))).toBe(false);
  });
});
