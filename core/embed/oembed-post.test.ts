import type { Post } from '../models';
import { oembedHtml } from './embed-snippets';
import { OEMBED_URL_MAX, oembedAnswer, oembedPostSlug, type OembedPost } from './oembed';
import { postCardHeight } from './post-card';

const CANONICAL = 'https://elfletter.example';
const SERVED = 'http://127.0.0.1:5000';
const ORIGINS = [CANONICAL, SERVED];

const published: OembedPost = {
  slug: 'elf-arrival-ideas',
  title: 'Elf Arrival Ideas',
  featuredImage: null,
  published: true,
  metadata: {},
};

const ask = (query: string, post: OembedPost | null = published) =>
  oembedAnswer({
    query: new URLSearchParams(query),
    origins: ORIGINS,
    productName: 'Elf Letter',
    siteUrl: CANONICAL,
    post,
  });

const slugOf = (url: string) =>
  oembedPostSlug(new URLSearchParams({ url, format: 'json' }), ORIGINS);

describe('which post an oEmbed request names', () => {
  it("reads the slug of a post's URL on the canonical origin or the served one", () => {
    expect(slugOf(`${CANONICAL}/blog/elf-arrival-ideas`)).toBe('elf-arrival-ideas');
    expect(slugOf(`${SERVED}/blog/elf-arrival-ideas/?utm_source=mail#top`)).toBe(
      'elf-arrival-ideas',
    );
  });

  it('names no post for other sites, other pages and addresses no slug can have', () => {
    for (const url of [
      'https://evil.example/blog/elf-arrival-ideas',
      `${CANONICAL}/generators/craft`,
      `${CANONICAL}/blog`,
      `${CANONICAL}/blog/category/crafts`,
      `${CANONICAL}/blog/Elf.Arrival`,
      `${CANONICAL}/blog/${'a'.repeat(201)}`,
      'not a url',
    ])
      expect(slugOf(url), url).toBeNull();
    expect(oembedPostSlug(new URLSearchParams(), ORIGINS)).toBeNull();
  });
});

describe('oEmbed answers for a post', () => {
  it('gives the rich type, framing the post card page at its height for the widest card', () => {
    const answer = ask(`url=${SERVED}/blog/elf-arrival-ideas`);
    expect(answer).toEqual({
      status: 200,
      body: {
        version: '1.0',
        type: 'rich',
        title: 'Elf Arrival Ideas',
        provider_name: 'Elf Letter',
        provider_url: CANONICAL,
        thumbnail_url: `${SERVED}/images/default-holiday.webp`,
        thumbnail_width: 1280,
        thumbnail_height: 720,
        html: oembedHtml(SERVED, {
          pageUrl: `${SERVED}/blog/elf-arrival-ideas`,
          title: 'Elf Arrival Ideas',
          src: `${SERVED}/embed/blog/elf-arrival-ideas`,
          height: postCardHeight(600),
        }),
        width: 600,
        height: postCardHeight(600),
        cache_age: 86_400,
      },
    });
  });

  it('sizes the frame for maxwidth (the card is taller narrow) and caps it at maxheight', () => {
    const narrow = ask(`url=${CANONICAL}/blog/elf-arrival-ideas&maxwidth=374`);
    expect(narrow).toMatchObject({
      status: 200,
      body: { width: 374, height: postCardHeight(374) },
    });
    expect(narrow.status === 200 && narrow.body.html).toContain(`height="${postCardHeight(374)}"`);
    const capped = ask(`url=${CANONICAL}/blog/elf-arrival-ideas&maxwidth=374&maxheight=300`);
    expect(capped).toMatchObject({ status: 200, body: { width: 374, height: 300 } });
    expect(ask(`url=${CANONICAL}/blog/elf-arrival-ideas&maxwidth=-1`).status).toBe(400);
  });

  it('names the author and the featured image, absolute, when the post has them', () => {
    const answer = ask(`url=${CANONICAL}/blog/elf-arrival-ideas`, {
      ...published,
      featuredImage: '/media/blog/featured/arrival.webp',
      metadata: { author: ' Pip Snowdrop ' },
    });
    expect(answer.status === 200 && answer.body).toMatchObject({
      author_name: 'Pip Snowdrop',
      thumbnail_url: `${CANONICAL}/media/blog/featured/arrival.webp`,
    });
    // Its size is not kept with the post: oEmbed wants both or neither.
    expect(answer.status === 200 && answer.body).not.toHaveProperty('thumbnail_width');
    expect(ask(`url=${CANONICAL}/blog/elf-arrival-ideas`)).not.toHaveProperty('body.author_name');
  });

  it('escapes a title with quotes and < in the html, and keeps it as written in the JSON', () => {
    const title = 'Elves "say" <hi> & wave';
    const answer = ask(`url=${CANONICAL}/blog/elf-arrival-ideas`, { ...published, title });
    if (answer.status !== 200) throw new Error(`answered ${answer.status}`);
    expect(answer.body.title).toBe(title);
    expect(answer.body.html).toContain('Elves &quot;say&quot; &lt;hi&gt; &amp; wave');
    expect(answer.body.html).not.toContain('<hi>');
    expect(answer.body.html).not.toContain('"say"');
  });

  it('answers 404 for a draft, a scheduled post and a post there is none of', () => {
    const draft = { ...published, published: false };
    const scheduled: OembedPost & Pick<Post, 'scheduledAt'> = {
      ...draft,
      scheduledAt: '2099-12-01T08:00:00.000Z',
    };
    for (const post of [draft, scheduled, null, { ...published, slug: 'another-post' }])
      expect(ask(`url=${CANONICAL}/blog/elf-arrival-ideas`, post)).toEqual({
        status: 404,
        error: 'url is not a published post of this site',
      });
  });

  it('refuses a url longer than any address of this site with 400, before reading it', () => {
    const long = `${CANONICAL}/blog/${'a'.repeat(OEMBED_URL_MAX)}`;
    expect(ask(`url=${encodeURIComponent(long)}`)).toEqual({
      status: 400,
      error: `url must be at most ${OEMBED_URL_MAX} characters`,
    });
    expect(slugOf(long)).toBeNull();
  });
});
