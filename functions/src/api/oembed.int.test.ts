import { publicApiPath } from '@core/public-api-routes';
import { EMBED_KINDS } from '@core/embed/embed-kinds';
import { embedFirstFrameHeight } from '@core/embed/embed-page';
import { OEMBED_URL_MAX } from '@core/embed/oembed';
import { postCardHeight } from '@core/embed/post-card';
import type { Post } from '@core/models';
import { createTestPost, deleteTestPost, SITE_ORIGIN } from '@test/emulators';
import { siteSettings } from '../platform/config';

const oembed = (query: Record<string, string>, method = 'GET') =>
  fetch(SITE_ORIGIN + publicApiPath('oembed', query), {
    method,
    headers: { origin: 'https://consumer.example' },
  });

describe('oEmbed', () => {
  it.each(EMBED_KINDS)(
    'answers the rich type for /generators/%s on the host it is served from, with an iframe of the embed page',
    async (kind) => {
      const response = await oembed({ url: `${SITE_ORIGIN}/generators/${kind}`, format: 'json' });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('application/json');
      // Consumers fetch it from their own pages' scripts too.
      expect(response.headers.get('access-control-allow-origin')).toBe('https://consumer.example');
      const body = (await response.json()) as Record<string, unknown>;
      expect(body).toMatchObject({
        version: '1.0',
        type: 'rich',
        provider_name: siteSettings().productName,
        provider_url: siteSettings().siteUrl,
        width: 600,
        height: embedFirstFrameHeight(kind, 600),
      });
      expect(body.html).toMatch(
        new RegExp(
          `^<blockquote data-elf-embed-fallback><a href="${SITE_ORIGIN}/generators/${kind}">[^<]+</a></blockquote>` +
            `<iframe src="${SITE_ORIGIN}/embed/${kind}" title="[^"]+" width="100%" height="${embedFirstFrameHeight(kind, 600)}"`,
        ),
      );
    },
  );

  it('answers for the canonical host too, and fits the frame to maxwidth and maxheight', async () => {
    const { siteUrl } = siteSettings();
    const response = await oembed({
      url: `${siteUrl}/generators/craft`,
      maxwidth: '320',
      maxheight: '400',
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { html: string; width: number; height: number };
    expect(body).toMatchObject({ width: 320, height: 400 });
    expect(body.html).toContain(`src="${siteUrl}/embed/craft"`);
    expect(body.html).toContain('width="100%" height="400"');
    // Limits above the frame's own size leave it as it is.
    const roomy = await oembed({ url: `${siteUrl}/generators/craft`, maxwidth: '2000' });
    expect(await roomy.json()).toMatchObject({
      width: 600,
      height: embedFirstFrameHeight('craft', 600),
    });
  });

  it('answers 404 for any other URL, 501 for format=xml, 400 for a malformed limit', async () => {
    for (const url of [
      `${SITE_ORIGIN}/generators/teleporter`,
      `${SITE_ORIGIN}/blog`,
      `${SITE_ORIGIN}/generators`,
      'https://elsewhere.example/generators/craft',
      'not a url',
    ]) {
      const response = await oembed({ url });
      expect({ url, status: response.status }).toEqual({ url, status: 404 });
    }
    const xml = await oembed({ url: `${SITE_ORIGIN}/generators/craft`, format: 'xml' });
    expect(xml.status).toBe(501);
    const bad = await oembed({ url: `${SITE_ORIGIN}/generators/craft`, maxwidth: '-5' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toContain('maxwidth');
  });

  it('answers HEAD as GET, without the body', async () => {
    const query = { url: `${SITE_ORIGIN}/generators/craft`, format: 'json' };
    const get = await oembed(query);
    const head = await oembed(query, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'));
    expect(head.headers.get('cache-control')).toBe(get.headers.get('cache-control'));
    expect(await head.text()).toBe('');
    expect((await oembed({}, 'HEAD')).status).toBe(400);
  });

  it('answers 400 without a url, takes format in any case, fits an oversized maxwidth', async () => {
    const queries: Record<string, string>[] = [{}, { url: '' }, { format: 'json' }];
    for (const query of queries) {
      const response = await oembed(query);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: 'url is required' });
    }
    const upper = await oembed({ url: `${SITE_ORIGIN}/generators/craft`, format: 'JSON' });
    expect(upper.status).toBe(200);
    const wide = await oembed({ url: `${SITE_ORIGIN}/generators/craft`, maxwidth: '100000' });
    expect(await wide.json()).toMatchObject({
      width: 600,
      height: embedFirstFrameHeight('craft', 600),
    });
  });

  it('frames the theme named on the pasted URL', async () => {
    const response = await oembed({ url: `${SITE_ORIGIN}/generators/scene?theme=christmas` });
    const { html } = (await response.json()) as { html: string };
    expect(html).toContain(`src="${SITE_ORIGIN}/embed/scene?theme=christmas"`);
  });
});

describe('oEmbed for posts', () => {
  let post: Post;
  let draft: Post;
  let scheduled: Post;
  beforeAll(async () => {
    post = await createTestPost({
      title: 'Elves "say" <hello>',
      metadata: { author: 'Pip Snowdrop' },
    });
    draft = await createTestPost({ published: false });
    scheduled = await createTestPost({
      published: false,
      scheduledAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
  });
  afterAll(async () => {
    for (const each of [post, draft, scheduled]) await deleteTestPost(each);
  });

  it("answers a published post with the rich type: its card page framed at the card's height", async () => {
    const postUrl = `${SITE_ORIGIN}/blog/${post.slug}`;
    const response = await oembed({ url: postUrl, format: 'json' });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('https://consumer.example');
    const body = (await response.json()) as { html: string; height: number };
    expect(body).toMatchObject({
      version: '1.0',
      type: 'rich',
      title: 'Elves "say" <hello>',
      provider_name: siteSettings().productName,
      provider_url: siteSettings().siteUrl,
      author_name: 'Pip Snowdrop',
      thumbnail_url: `${SITE_ORIGIN}/images/default-holiday.webp`,
      width: 600,
      height: postCardHeight(600),
    });
    const src = `${SITE_ORIGIN}/embed/blog/${post.slug}`;
    expect(body.html).toContain(`<a href="${postUrl}">Elves &quot;say&quot; &lt;hello&gt;</a>`);
    expect(body.html).toContain(`<iframe src="${src}"`);
    expect(body.html).toContain(`height="${postCardHeight(600)}"`);
    // The frame it names shows the card.
    const card = await fetch(src);
    expect(card.status).toBe(200);
    expect(await card.text()).toContain('Elves &quot;say&quot; &lt;hello&gt;');
  });

  it("sizes the frame for the consumer's column: taller narrow, capped by maxheight", async () => {
    const url = `${SITE_ORIGIN}/blog/${post.slug}`;
    const narrow = await oembed({ url, maxwidth: '374' });
    expect(await narrow.json()).toMatchObject({ width: 374, height: postCardHeight(374) });
    const capped = await oembed({ url, maxwidth: '374', maxheight: '300' });
    expect(await capped.json()).toMatchObject({ width: 374, height: 300 });
  });

  it('answers 404 for a draft, a scheduled post and an unknown slug, 400 for an overlong url', async () => {
    for (const slug of [draft.slug, scheduled.slug, 'no-such-post-anywhere']) {
      const response = await oembed({ url: `${SITE_ORIGIN}/blog/${slug}` });
      expect({ slug, status: response.status }).toEqual({ slug, status: 404 });
      expect(await response.json()).toEqual({ error: 'url is not a published post of this site' });
    }
    const long = await oembed({ url: `${SITE_ORIGIN}/blog/${'a'.repeat(OEMBED_URL_MAX)}` });
    expect(long.status).toBe(400);
  });
});
