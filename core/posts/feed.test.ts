import { XMLParser, XMLValidator } from 'fast-xml-parser';
import {
  categoryFeedLink,
  generatorFeedLink,
  rfc822Date,
  rssXml,
  siteFeedLink,
  xmlSafe,
} from './feed';
import type { Post } from '../models';
import { postCategory } from './post-categories';
import { DEFAULT_SITE_SETTINGS } from '../site/settings';

const ORIGIN = DEFAULT_SITE_SETTINGS.siteUrl;

const post = (overrides: Partial<Post> = {}): Post => ({
  id: 'post-1',
  title: 'Elf Ideas',
  slug: 'elf-ideas',
  excerpt: 'Easy setups.',
  content: '<p>Body</p>',
  featuredImage: null,
  published: true,
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-21T10:30:00.000Z',
  metadata: {},
  ...overrides,
});

const parser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  isArray: (name) => ['item', 'category'].includes(name),
});

interface Parsed {
  rss: {
    '@_version': string;
    channel: Record<string, unknown> & { item?: Record<string, unknown>[] };
  };
}

function parse(xml: string): Parsed {
  expect(XMLValidator.validate(xml)).toBe(true);
  return parser.parse(xml) as Parsed;
}

const feed = (posts: Post[], category?: Parameters<typeof rssXml>[0]['category']) =>
  rssXml({
    settings: DEFAULT_SITE_SETTINGS,
    category,
    posts,
    defaultImage: '/images/default-holiday.webp',
  });

/** RFC 822 as RSS 2.0 uses it: day, date, month, 4-digit year (RFC 1123), time, zone. */
const RFC_822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;

describe('rssXml', () => {
  it('is an RSS 2.0 channel of the posts with absolute links on the canonical origin', () => {
    const { rss } = parse(
      feed([
        post({
          metadata: { author: 'Pip', categories: ['holiday-magic', 'elf-tips'] },
          featuredImage: '/media/blog/featured/a.webp',
        }),
      ]),
    );
    expect(rss['@_version']).toBe('2.0');
    const { channel } = rss;
    expect(channel.title).toBe('Elf Letter Blog');
    expect(channel.link).toBe(`${ORIGIN}/blog`);
    expect(channel.description).toBe(
      'Elf tips, holiday magic and Christmas traditions from the Elf Letter team.',
    );
    expect(channel['atom:link']).toMatchObject({ '@_href': `${ORIGIN}/rss.xml`, '@_rel': 'self' });
    expect(channel.lastBuildDate).toBe('Sat, 21 Nov 2026 10:30:00 GMT');
    const [item] = channel.item!;
    expect(item).toMatchObject({
      title: 'Elf Ideas',
      link: `${ORIGIN}/blog/elf-ideas`,
      guid: { '#text': 'elfletter.example:post:post-1', '@_isPermaLink': 'false' },
      pubDate: 'Fri, 20 Nov 2026 09:00:00 GMT',
      author: 'support@elfletter.example (Pip)',
      'dc:creator': 'Pip',
      description: 'Easy setups.',
      'content:encoded': '<p>Body</p>',
      'media:content': { '@_url': `${ORIGIN}/media/blog/featured/a.webp`, '@_medium': 'image' },
    });
    expect(item!.pubDate).toMatch(RFC_822);
    // The spec's order of categories, each naming its page.
    expect(item!.category).toEqual([
      { '#text': 'Elf Tips', '@_domain': `${ORIGIN}/blog/category/elf-tips` },
      { '#text': 'Holiday Magic', '@_domain': `${ORIGIN}/blog/category/holiday-magic` },
    ]);
  });

  it('dates a post by when it went public, not when its draft was written', () => {
    const { rss } = parse(feed([post({ publishedAt: '2026-11-24T18:00:00.000Z' })]));
    expect(rss.channel.item![0]!.pubDate).toBe('Tue, 24 Nov 2026 18:00:00 GMT');
  });

  it('gives a post without a featured image the default picture, and the default author', () => {
    const [item] = parse(feed([post()])).rss.channel.item!;
    expect(item!['media:content']).toMatchObject({
      '@_url': `${ORIGIN}/images/default-holiday.webp`,
    });
    expect(item!['dc:creator']).toBe('Elf Letter Team');
  });

  it('gives a featured image kept with the host of its upload on the canonical origin', () => {
    const [item] = parse(
      feed([post({ featuredImage: 'http://127.0.0.1:5000/media/blog/featured/old.webp' })]),
    ).rss.channel.item!;
    expect(item!['media:content']).toMatchObject({
      '@_url': `${ORIGIN}/media/blog/featured/old.webp`,
    });
  });

  it('keeps hostile text as text: markup, CDATA ends and control characters', () => {
    const hostile =
      'Tom & Jerry <script>alert(1)</script> ]]> "quotes" \u0001\u0008\u001f\uFFFF\uD800end';
    const xml = feed([
      post({
        title: hostile,
        excerpt: hostile,
        content: '<p>a ]]> b &amp; <b>bold</b></p>',
        metadata: { author: hostile },
      }),
    ]);
    const [item] = parse(xml).rss.channel.item!;
    const clean = 'Tom & Jerry <script>alert(1)</script> ]]> "quotes" end';
    expect(item!.title).toBe(clean);
    expect(item!.description).toBe(clean);
    expect(item!['dc:creator']).toBe(clean);
    expect(item!['content:encoded']).toBe('<p>a ]]> b &amp; <b>bold</b></p>');
    expect(xml).not.toContain('<script>');
  });

  it('is a category feed of that category, linking its page and its own address', () => {
    const category = postCategory('elf-stories')!;
    const { channel } = parse(feed([post()], category)).rss;
    expect(channel.title).toBe('Elf Stories | Elf Letter Blog');
    expect(channel.link).toBe(`${ORIGIN}/blog/category/elf-stories`);
    expect(channel.description).toBe(category.description);
    expect(channel['atom:link']).toMatchObject({
      '@_href': `${ORIGIN}/blog/category/elf-stories/rss.xml`,
    });
  });

  it('is a valid, empty channel when there are no posts', () => {
    const { channel } = parse(feed([])).rss;
    expect(channel.item).toBeUndefined();
    expect(channel.lastBuildDate).toBeUndefined();
  });

  it('is the same text for the same posts (its hash is the ETag)', () => {
    expect(feed([post()])).toBe(feed([post()]));
  });
});

describe('feed parts', () => {
  it('writes RFC 822 dates in GMT and none for a date it cannot read', () => {
    expect(rfc822Date('2026-01-05T23:59:59.000Z')).toBe('Mon, 05 Jan 2026 23:59:59 GMT');
    expect(rfc822Date('')).toBeUndefined();
    expect(rfc822Date('soon')).toBeUndefined();
  });

  it('drops only the characters XML 1.0 forbids', () => {
    expect(xmlSafe('a\tb\nc\rd\u0000e\u000bf\uFFFEg😀h\uDC00')).toBe('a\tb\nc\rdefg😀h');
  });

  it("links a generator's page, named as the site names it, on the canonical origin", () => {
    expect(generatorFeedLink('elf-name', ORIGIN)).toEqual({
      href: `${ORIGIN}/generators/elf-name`,
      text: 'Try the Elf Name Generator',
    });
    expect(generatorFeedLink('recipe', ORIGIN)).toEqual({
      href: `${ORIGIN}/generators/recipe`,
      text: 'Try the Holiday Recipe Generator',
    });
  });

  it('names the site feed and each category feed', () => {
    expect(siteFeedLink('Elf Letter')).toEqual({ title: 'Elf Letter Blog', path: '/rss.xml' });
    expect(categoryFeedLink(postCategory('elf-tips')!, 'Elf Letter')).toEqual({
      title: 'Elf Tips | Elf Letter Blog',
      path: '/blog/category/elf-tips/rss.xml',
    });
  });
});
