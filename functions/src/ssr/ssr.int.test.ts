import { get } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Post } from '@core/models';
import { DEFAULT_SITE_SETTINGS } from '@core/site/settings';
import { oembedDiscoveryUrl } from '@core/embed/embed-snippets';
import { postPath } from '@core/posts/blog-paths';
import { COLLECTIONS } from '@core/paths';
import { storedRedirect } from '@core/redirects/redirect-document';
import { redirectDocId } from '@core/redirects/redirect-paths';
import {
  createTestPost,
  deleteTestPost,
  signUpAnyone,
  SITE_ORIGIN,
  uniqueId,
} from '@test/emulators';
import { db } from '../platform/firebase';

const page = async (path: string) => {
  const response = await fetch(`${SITE_ORIGIN}${path}`);
  return { status: response.status, html: await response.text(), headers: response.headers };
};

/** The bytes as sent (fetch would decode them), with the headers they came with. */
const raw = (path: string, acceptEncoding?: string) =>
  new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
      get(`${SITE_ORIGIN}${path}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ headers: response.headers, body: Buffer.concat(chunks) }),
        );
        response.on('error', reject);
      }).on('error', reject);
    },
  );

describe('server-rendered blog pages', () => {
  let post: Post;
  let draft: Post;
  let scheduled: Post;
  beforeAll(async () => {
    post = await createTestPost({
      title: 'Snowy Elf Adventures',
      excerpt: 'An excerpt about snow',
      content: '<p>The elves built a snow fort &amp; waited.</p>',
      metadata: { seoDescription: 'SEO text about snowy elves', author: 'Pip Snowdrop' },
    });
    draft = await createTestPost({ published: false, title: 'Secret draft' });
    scheduled = await createTestPost({
      published: false,
      title: 'Secret scheduled post',
      scheduledAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
  });
  afterAll(async () => {
    await deleteTestPost(post);
    await deleteTestPost(draft);
    await deleteTestPost(scheduled);
  });

  it('/blog/{slug} carries title, description, canonical, Open Graph, JSON-LD and the body', async () => {
    const { status, html, headers } = await page(`/blog/${post.slug}`);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toContain('s-maxage');
    expect(html).toContain(
      `<title>Snowy Elf Adventures | ${DEFAULT_SITE_SETTINGS.productName}</title>`,
    );
    expect(html).toContain('<meta name="description" content="SEO text about snowy elves">');
    expect(html).toContain(
      `<link rel="canonical" href="${DEFAULT_SITE_SETTINGS.siteUrl}/blog/${post.slug}">`,
    );
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toContain('"@type":"BlogPosting"');
    expect(html).toContain('The elves built a snow fort &amp; waited.');
    expect(html).toContain('Pip Snowdrop');
  });

  it('sends a page compressed when the browser takes it (br, else gzip), and as it is otherwise', async () => {
    const plain = await raw('/blog');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const html = plain.body.toString('utf8');
    expect(html).toContain('Snowy Elf Adventures');

    const br = await raw('/blog', 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(brotliDecompressSync(br.body).toString('utf8')).toContain('Snowy Elf Adventures');

    const gzip = await raw('/blog', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString('utf8')).toContain('Snowy Elf Adventures');
  });

  it('/blog lists the published post and not the draft', async () => {
    const { status, html } = await page('/blog');
    expect(status).toBe(200);
    expect(html).toContain('Snowy Elf Adventures');
    expect(html).not.toContain('Secret draft');
    expect(html).toContain(`<link rel="canonical" href="${DEFAULT_SITE_SETTINGS.siteUrl}/blog">`);
  });

  it('/blog?page=2 moves to /blog (301): page numbers are no address of its pages', async () => {
    const response = await fetch(`${SITE_ORIGIN}/blog?page=2`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/blog');
    const tagged = await page('/blog?utm_source=letter');
    expect(tagged.status).toBe(200);
    expect(tagged.html).toContain(
      `<link rel="canonical" href="${DEFAULT_SITE_SETTINGS.siteUrl}/blog">`,
    );
  });

  it('answers 404 with the spec text for an unknown slug and for a draft', async () => {
    for (const slug of ['no-such-post-here', draft.slug]) {
      const { status, html } = await page(`/blog/${slug}`);
      expect(status, slug).toBe(404);
      expect(html).toContain('Post not found');
      expect(html).toContain(
        'The blog post you’re looking for could not be found.'.replace('’', '&#x27;'),
      );
    }
  });

  it('renders no draft for a signed-in account either: only an admin browser previews drafts', async () => {
    const response = await fetch(`${SITE_ORIGIN}/blog/${draft.slug}`, {
      headers: { authorization: `Bearer ${await signUpAnyone()}` },
    });
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('Secret draft');
  });

  it('answers 404 with a way home for any other path', async () => {
    const { status, html } = await page('/no/such/page');
    expect(status).toBe(404);
    expect(html).toContain('Return to Homepage');
  });

  it('answers 404, cached as a 404, for paths starting with // (never the home page)', async () => {
    for (const path of ['//evil.example', '//evil.example/', '//blog', '//about']) {
      const response = await fetch(`${SITE_ORIGIN}${path}`, { redirect: 'manual' });
      expect(response.status, path).toBe(404);
      expect(response.headers.get('location'), path).toBeNull();
      expect(response.headers.get('cache-control'), path).toBe('public, max-age=0, s-maxage=60');
      expect(await response.text(), path).toContain('Return to Homepage');
    }
  });

  it('answers a path no page could have with the 404 page as it is, not rendered for the path', async () => {
    for (const path of ['/wp-login.php', '/blog/elf.ideas', `/${'deep/'.repeat(40)}x`]) {
      const { status, html } = await page(path);
      expect(status, path).toBe(404);
      expect(html, path).toContain('Page not found');
      expect(html, path).toContain('Return to Homepage');
      // A page rendered for the path names it (its canonical URL, the header's current path).
      expect(html, path).not.toContain(path.slice(1, 12));
    }
  });

  it.each(['/about', '/blog'])(
    '%s has the browser load and warm no code only the generators use',
    async (path) => {
      const { html } = await page(path);
      const scripts = [
        ...html.matchAll(/<script type="module" src="([^"]+)"|rel="modulepreload" href="([^"]+)"/g),
      ].map((match) => match[1] ?? match[2]!);
      const warm = /data-warm="([^"]*)"/.exec(html)?.[1]?.split(' ') ?? [];
      expect(warm.some((file) => file.includes('site-runtime-'))).toBe(true);
      const sources = await Promise.all(
        [...scripts, ...warm].map(async (file) => {
          const map = (await (await fetch(`${SITE_ORIGIN}${file}.map`)).json()) as {
            sources: string[];
          };
          return map.sources;
        }),
      );
      const generatorCode = sources
        .flat()
        .filter((source) =>
          /\/widgets\/(?!shared\/(react-for-styled|stylis-without))/.test(source),
        );
      expect(generatorCode).toEqual([]);
    },
  );

  it('serves /embed/{kind} as the generator alone on a transparent page, its options as markup', async () => {
    const { status, html } = await page(
      `/embed/elf-name?theme=christmas&title=${encodeURIComponent('Name "your" <elf>')}&show_history=false&utm_source=x`,
    );
    expect(status).toBe(200);
    const body = html.slice(html.indexOf('<body>'));
    // With its first frame, rendered by the server with those options.
    expect(body).toContain(
      '<div data-elf-generator="elf-name" data-elf-frame data-theme="christmas" data-title="Name &quot;your&quot; &lt;elf&gt;" data-show-history="false" data-elf-rendered=""><template shadowrootmode="open">',
    );
    expect(body).toContain('<h2>Name &quot;your&quot; &lt;elf></h2>');
    expect(body).toMatch(/<div style="[^"]*" data-theme="christmas"/);
    expect(body).toContain('<script src="/widgets/embed-page-loader.js"></script>');
    expect(html).toContain('background:transparent');
    expect(html).toContain('<meta name="robots" content="noindex">');
    // Nothing of the site around it: no header, footer or islands.
    expect(body).not.toMatch(/<header|<footer|<nav|data-island/);

    // A theme that is no theme's name is left out (the generator's own applies); the elf name
    // options belong to the elf name generator only.
    const craft = await page('/embed/craft?theme="><script>&title=Hi&show_history=false');
    expect(craft.status).toBe(200);
    expect(craft.html).toContain(
      '<div data-elf-generator="craft" data-elf-frame data-elf-rendered=""><template shadowrootmode="open">',
    );
  });

  it("/blog/{slug} carries the oEmbed discovery link of the host it is served from; a draft's page none", async () => {
    const { html } = await page(`/blog/${post.slug}`);
    const href = oembedDiscoveryUrl(SITE_ORIGIN, `${SITE_ORIGIN}/blog/${post.slug}`);
    expect(html).toContain(
      `<link rel="alternate" type="application/json+oembed" href="${href.replace(/&/g, '&amp;')}" title="Snowy Elf Adventures | ${DEFAULT_SITE_SETTINGS.productName}">`,
    );
    for (const slug of [draft.slug, scheduled.slug])
      expect((await page(`/blog/${slug}`)).html, slug).not.toContain('application/json+oembed');
  });

  it("serves /embed/blog/{slug} as the post's card alone on a transparent page any site may frame", async () => {
    const { status, html, headers } = await page(`/embed/blog/${post.slug}`);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe(
      (await page(`/blog/${post.slug}`)).headers.get('cache-control'),
    );
    expect(headers.get('content-security-policy')).toContain('frame-ancestors *');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('background:transparent');
    const body = html.slice(html.indexOf('<body>'));
    expect(body).toContain(
      `<a href="/blog/${post.slug}" target="_blank" rel="noopener">Snowy Elf Adventures</a>`,
    );
    expect(body).toContain('An excerpt about snow');
    expect(body).toContain(`Read on ${DEFAULT_SITE_SETTINGS.productName}`);
    expect(body).not.toMatch(/<header|<footer|<nav|data-island/);

    const head = await fetch(`${SITE_ORIGIN}/embed/blog/${post.slug}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await head.text()).toBe('');
  });

  it('answers the card of a draft, a scheduled post or no post with a small 404 page, framable, cached as a 404', async () => {
    for (const slug of [draft.slug, scheduled.slug, 'no-such-post-here', 'Not.A.Slug']) {
      const { status, html, headers } = await page(`/embed/blog/${slug}`);
      expect(status, slug).toBe(404);
      expect(html, slug).toContain('Post not found');
      expect(html, slug).not.toMatch(/Secret/);
      expect(headers.get('cache-control'), slug).toBe('public, max-age=0, s-maxage=60');
      expect(headers.get('content-security-policy'), slug).toContain('frame-ancestors *');
    }
    const head = await fetch(`${SITE_ORIGIN}/embed/blog/${draft.slug}`, { method: 'HEAD' });
    expect(head.status).toBe(404);
  });

  it("sends the card of a renamed post's old address where its redirect leads: hosts keep the old frame", async () => {
    const oldPath = postPath(uniqueId('renamed-post'));
    await db()
      .collection(COLLECTIONS.urlRedirects)
      .doc(redirectDocId(oldPath))
      .set(
        storedRedirect(
          {
            sourcePath: oldPath,
            targetPath: postPath(post.slug),
            statusCode: 301,
            isActive: true,
            notes: '',
          },
          { now: new Date().toISOString(), createdBy: null, automatic: true },
        ),
      );
    try {
      const moved = await fetch(`${SITE_ORIGIN}/embed${oldPath}?x=1`, { redirect: 'manual' });
      expect(moved.status).toBe(301);
      expect(moved.headers.get('location')).toBe(`/embed/blog/${post.slug}?x=1`);
    } finally {
      await db().collection(COLLECTIONS.urlRedirects).doc(redirectDocId(oldPath)).delete();
    }
    // No post there and no redirect: the card's 404.
    expect((await page(`/embed${postPath('no-such-post-here')}`)).status).toBe(404);
  });

  it('serves admin pages as a noindex shell', async () => {
    const { status, html, headers } = await page('/admin/login');
    expect(status).toBe(200);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(headers.get('x-robots-tag')).toBe('noindex, nofollow');
  });
});
