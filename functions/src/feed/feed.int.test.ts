import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { Post } from '@core/models';
import { DEFAULT_SITE_SETTINGS } from '@core/site/settings';
import { createTestPost, deleteTestPost, SITE_ORIGIN } from '@test/emulators';

const CANONICAL = DEFAULT_SITE_SETTINGS.siteUrl;
const RFC_822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;

interface Item {
  title: string;
  link: string;
  guid: { '#text': string; '@_isPermaLink': string };
  pubDate: string;
  author: string;
  category?: { '#text': string; '@_domain': string }[];
  description: string;
  'content:encoded': string;
  'media:content': { '@_url': string };
}
interface Channel {
  title: string;
  link: string;
  'atom:link': { '@_href': string };
  item?: Item[];
}

const parser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  isArray: (name) => name === 'item' || name === 'category',
});

/** A feed as a reader gets it: well-formed RSS 2.0, or the test fails. */
async function feed(path: string, headers: HeadersInit = {}) {
  const response = await fetch(`${SITE_ORIGIN}${path}`, { headers });
  const text = await response.text();
  if (response.status !== 200) return { response, text, channel: null };
  expect(XMLValidator.validate(text)).toBe(true);
  const parsed = parser.parse(text) as { rss: { '@_version': string; channel: Channel } };
  expect(parsed.rss['@_version']).toBe('2.0');
  return { response, text, channel: parsed.rss.channel };
}

/** Every link and image address in a channel, all of which must be absolute on the canonical host. */
function addresses(channel: Channel): string[] {
  return [
    channel.link,
    channel['atom:link']['@_href'],
    ...(channel.item ?? []).flatMap((item) => [
      item.link,
      item['media:content']['@_url'],
      ...(item.category ?? []).map((c) => c['@_domain']),
    ]),
  ];
}

describe('RSS feeds', () => {
  const hostile = 'Elves & <Reindeer> ]]> \u0001"Tricks"\u0008';
  let story: Post;
  let tip: Post;
  let draft: Post;
  beforeAll(async () => {
    tip = await createTestPost({
      title: 'Feed test: a tip',
      metadata: { categories: ['elf-tips'] },
      createdAt: new Date(Date.now() - 60_000).toISOString(),
    });
    story = await createTestPost({
      title: hostile,
      excerpt: 'A story & its excerpt',
      content:
        '<p>Read <a href="#end">the end</a>.<img src="/media/blog_images/inline/elf.webp" alt="Elf"><script>alert(1)</script></p>',
      featuredImage: '/media/blog/featured/story.webp',
      metadata: { categories: ['elf-stories', 'holiday-magic'], author: 'Pip Snowdrop' },
    });
    draft = await createTestPost({
      title: 'Feed test: a draft',
      published: false,
      metadata: { categories: ['elf-stories'] },
    });
  });
  afterAll(async () => {
    for (const post of [tip, story, draft]) await deleteTestPost(post);
  });

  it('/rss.xml is RSS 2.0 of the newest published posts, never drafts, on the canonical host', async () => {
    const { response, channel } = await feed('/rss.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    const items = channel!.item!;
    expect(items.length).toBeLessThanOrEqual(20);
    expect(items.map((item) => item.title).slice(0, 2)).toEqual([
      'Elves & <Reindeer> ]]> "Tricks"',
      'Feed test: a tip',
    ]);
    expect(items.map((item) => item.title)).not.toContain('Feed test: a draft');
    for (const address of addresses(channel!)) expect(address).toMatch(`${CANONICAL}/`);
    for (const item of items) expect(item.pubDate).toMatch(RFC_822);
    const dates = items.map((item) => Date.parse(item.pubDate));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('gives each post its link, guid, author, categories, excerpt, sanitized body and image', async () => {
    const { channel } = await feed('/rss.xml');
    const item = channel!.item!.find((i) => i.link === `${CANONICAL}/blog/${story.slug}`)!;
    expect(item.guid).toEqual({
      '#text': `elfletter.example:post:${story.id}`,
      '@_isPermaLink': 'false',
    });
    expect(item.author).toBe(`${DEFAULT_SITE_SETTINGS.supportEmail} (Pip Snowdrop)`);
    expect(item.category!.map((c) => c['#text'])).toEqual(['Holiday Magic', 'Elf Stories']);
    expect(item.description).toBe('A story & its excerpt');
    const body = item['content:encoded'];
    expect(body).not.toContain('<script');
    expect(body).toContain(`href="${CANONICAL}/blog/${story.slug}#end"`);
    expect(body).toContain(`src="${CANONICAL}/media/blog_images/inline/elf.webp"`);
    expect(item['media:content']['@_url']).toBe(`${CANONICAL}/media/blog/featured/story.webp`);
  });

  it('gives images stored with the host of their upload on the canonical origin', async () => {
    const old = await createTestPost({
      title: 'Feed test: pictures kept with their host',
      content: `<p><img src="${SITE_ORIGIN}/media/blog_images/inline/old.webp" alt="Old"></p>`,
      featuredImage: `${SITE_ORIGIN}/media/blog/featured/old.webp`,
    });
    try {
      const { channel } = await feed('/rss.xml');
      const item = channel!.item!.find((i) => i.link === `${CANONICAL}/blog/${old.slug}`)!;
      expect(item['media:content']['@_url']).toBe(`${CANONICAL}/media/blog/featured/old.webp`);
      expect(item['content:encoded']).toContain(
        `src="${CANONICAL}/media/blog_images/inline/old.webp"`,
      );
      expect(JSON.stringify(item)).not.toContain(SITE_ORIGIN);
    } finally {
      await deleteTestPost(old);
    }
  });

  it("links each embedded generator's page where a post shows the generator", async () => {
    const embeds = await createTestPost({
      title: 'Feed test: generators',
      content:
        '<p>Names first.</p><div data-elf-generator="elf-name" data-theme="christmas" data-post-id="x"></div><p>Then crafts.</p><div data-elf-generator="craft"></div>',
    });
    try {
      const { channel } = await feed('/rss.xml');
      const item = channel!.item!.find((i) => i.link === `${CANONICAL}/blog/${embeds.slug}`)!;
      const body = item['content:encoded'];
      expect(body).not.toContain('data-elf-generator');
      expect(body).toBe(
        `<p>Names first.</p><p><a href="${CANONICAL}/generators/elf-name">Try the Elf Name Generator</a></p><p>Then crafts.</p><p><a href="${CANONICAL}/generators/craft">Try the Craft Ideas Generator</a></p>`,
      );
    } finally {
      await deleteTestPost(embeds);
    }
  });

  it('answers 304 to a reader whose copy is current, and the new feed once it is not', async () => {
    const first = await feed('/rss.xml');
    const etag = first.response.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await fetch(`${SITE_ORIGIN}/rss.xml`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');

    const newer = await createTestPost({ title: 'Feed test: newer' });
    try {
      const changed = await feed('/rss.xml', { 'if-none-match': etag! });
      expect(changed.response.status).toBe(200);
      expect(changed.response.headers.get('etag')).not.toBe(etag);
      expect(changed.channel!.item![0]!.title).toBe('Feed test: newer');
    } finally {
      await deleteTestPost(newer);
    }
  });

  it('has a feed per category with only that category’s published posts', async () => {
    const { channel } = await feed('/blog/category/elf-stories/rss.xml');
    expect(channel!.title).toBe('Elf Stories | Elf Letter Blog');
    expect(channel!.link).toBe(`${CANONICAL}/blog/category/elf-stories`);
    expect(channel!['atom:link']['@_href']).toBe(`${CANONICAL}/blog/category/elf-stories/rss.xml`);
    const titles = channel!.item!.map((item) => item.title);
    expect(titles[0]).toBe('Elves & <Reindeer> ]]> "Tricks"');
    expect(titles).not.toContain('Feed test: a tip');
    expect(titles).not.toContain('Feed test: a draft');
    for (const item of channel!.item!)
      expect(item.category!.map((c) => c['#text'])).toContain('Elf Stories');
    for (const address of addresses(channel!)) expect(address).toMatch(`${CANONICAL}/`);
  });

  it('answers 404 for the feed of a category the spec does not name', async () => {
    const { response } = await feed('/blog/category/elf-recipes/rss.xml');
    expect(response.status).toBe(404);
  });
});

describe('category pages on the server', () => {
  let post: Post;
  let draft: Post;
  beforeAll(async () => {
    post = await createTestPost({
      title: 'Category test: a tradition',
      metadata: { categories: ['christmas-traditions'] },
    });
    draft = await createTestPost({
      title: 'Category test: a draft',
      published: false,
      metadata: { categories: ['christmas-traditions'] },
    });
  });
  afterAll(async () => {
    await deleteTestPost(post);
    await deleteTestPost(draft);
  });

  it('list the category’s published posts, newest first, with their feed announced', async () => {
    const response = await fetch(`${SITE_ORIGIN}/blog/category/christmas-traditions`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Christmas Traditions | Blog | Elf Letter</title>');
    expect(html).toContain(
      `<link rel="canonical" href="${CANONICAL}/blog/category/christmas-traditions">`,
    );
    expect(html).toContain(
      `<link rel="alternate" type="application/rss+xml" title="Christmas Traditions | Elf Letter Blog" href="${CANONICAL}/blog/category/christmas-traditions/rss.xml">`,
    );
    const cards = [...html.matchAll(/<h2><a href="\/blog\/([^"]+)">/g)].map((m) => m[1]);
    expect(cards[0]).toBe(post.slug);
    expect(html).not.toContain('Category test: a draft');
    expect(html).not.toContain('Category test: a tip');
  });

  it('answer 404 for a category the spec does not name', async () => {
    const response = await fetch(`${SITE_ORIGIN}/blog/category/elf-recipes`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page not found');
  });
});
