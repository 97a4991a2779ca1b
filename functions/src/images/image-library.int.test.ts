/**
 * The image library against the emulators: uploads land in it, saving and deleting posts through
 * the admin API keeps each image's users (the syncImageUsageOnPostWrite trigger), and only an
 * unused image can be deleted.
 */
import type { LibraryImage } from '@core/images/image-library';
import { COLLECTIONS } from '@core/paths';
import type { PostInput } from '@core/posts/post';
import { DEFAULT_SITE_SETTINGS } from '@core/site/settings';
import { createTestPost, deleteTestPost, SITE_ORIGIN, uniqueId } from '@test/emulators';
import { uploadSolidPng } from '@test/images';
import { bearer, sessionsForFile } from '@test/sessions';
import { db } from '../platform/firebase';

interface Uploaded {
  url: string;
  path: string;
}

const record = async (url: string) => {
  const snapshot = await db().collection(COLLECTIONS.images).where('url', '==', url).get();
  const doc = snapshot.docs[0];
  return doc ? ({ id: doc.id, ...doc.data() } as LibraryImage & { usedByPostIds: string[] }) : null;
};

/** Triggers run after the write's answer: wait for what they write. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('the image library', () => {
  const { admin } = sessionsForFile('admin');

  const upload = async (kind: 'featured' | 'inline', colour: string) => {
    const response = await uploadSolidPng(admin, kind, {
      width: 600,
      height: 400,
      background: colour,
    });
    expect(response.status).toBe(201);
    return (await response.json()) as Uploaded;
  };
  const putPost = (id: string, input: PostInput) =>
    fetch(`${SITE_ORIGIN}/api/admin/posts/${id}`, {
      method: 'PUT',
      headers: { ...bearer(admin), 'content-type': 'application/json' },
      body: JSON.stringify(input),
    });
  const deleteImage = (id: string) =>
    fetch(`${SITE_ORIGIN}/api/admin/images/${id}`, { method: 'DELETE', headers: bearer(admin) });

  /** Deletes the post, then each image once the usage trigger has let it go. */
  const deletePostAndImages = async (postId: string, images: Uploaded[]) => {
    await fetch(`${SITE_ORIGIN}/api/admin/posts/${postId}`, {
      method: 'DELETE',
      headers: bearer(admin),
    });
    for (const image of images) {
      const left = await eventually(
        () => record(image.url),
        (r) => r?.usedBy.length === 0,
      );
      expect((await deleteImage(left!.id)).status).toBe(204);
    }
  };

  it('records uploads, keeps their users on save and delete, and deletes only unused images', async () => {
    const featured = await upload('featured', '#1565c0');
    const inline = await upload('inline', '#c62828');
    const duplicate = await upload('inline', '#c62828');

    const uploaded = await record(inline.url);
    expect(uploaded).toMatchObject({ source: 'upload', uploadedBy: admin.uid, usedBy: [] });
    expect(uploaded?.variants.map((v) => v.width)).toEqual([480]);
    // The same picture uploaded twice has the same bytes after re-encoding: a duplicate.
    expect((await record(duplicate.url))?.sha256).toBe(uploaded?.sha256);

    const postId = db().collection(COLLECTIONS.posts).doc().id;
    const slug = uniqueId('images-post');
    const saved = await putPost(postId, {
      title: 'Elf pictures',
      slug,
      excerpt: 'Pictures.',
      content: `<p>Look:</p><img src="${inline.url}" alt="A red card">`,
      featuredImage: featured.url,
      published: false,
      metadata: { featuredImageAlt: '' },
    });
    expect(saved.status).toBe(201);

    const inlineUsed = await eventually(
      () => record(inline.url),
      (r) => (r?.usedBy.length ?? 0) > 0,
    );
    expect(inlineUsed?.usedBy).toEqual([
      { postId, title: 'Elf pictures', slug, featured: false, inline: true, alt: 'A red card' },
    ]);
    const featuredUsed = await eventually(
      () => record(featured.url),
      (r) => (r?.usedBy.length ?? 0) > 0,
    );
    expect(featuredUsed?.usedBy).toEqual([
      { postId, title: 'Elf pictures', slug, featured: true, inline: false, alt: '' },
    ]);

    const refused = await deleteImage(inlineUsed!.id);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: string }).error).toContain('"Elf pictures"');
    expect((await fetch(`${SITE_ORIGIN}${inline.url}`)).status).toBe(200);

    const removed = await fetch(`${SITE_ORIGIN}/api/admin/posts/${postId}`, {
      method: 'DELETE',
      headers: bearer(admin),
    });
    expect(removed.status).toBe(204);
    const unused = await eventually(
      () => record(inline.url),
      (r) => r?.usedBy.length === 0,
    );
    expect(unused?.usedByPostIds).toEqual([]);

    expect((await deleteImage(unused!.id)).status).toBe(204);
    expect(await record(inline.url)).toBeNull();
    expect((await fetch(`${SITE_ORIGIN}${inline.url}`)).status).toBe(404);
    expect((await fetch(`${SITE_ORIGIN}${unused!.variants[0]!.url}`)).status).toBe(404);
    const audit = await db()
      .collection(COLLECTIONS.auditLog)
      .where('documentId', '==', unused!.id)
      .get();
    expect(audit.docs.map((d) => [d.get('area'), d.get('action')]).sort()).toEqual([
      ['site', 'create'],
      ['site', 'delete'],
    ]);

    for (const other of [featured, duplicate]) {
      const left = await eventually(
        () => record(other.url),
        (r) => r?.usedBy.length === 0,
      );
      expect((await deleteImage(left!.id)).status).toBe(204);
    }
  });

  it('keeps the path of an upload, never the host it came through, in its record and in the posts that show it', async () => {
    const featured = await upload('featured', '#6a1b9a');
    const inline = await upload('inline', '#00838f');
    expect(featured.url).toBe(`/media/${featured.path}`);
    const stored = await record(featured.url);
    expect(stored?.url).toBe(`/media/${featured.path}`);
    expect(stored?.variants.map((v) => v.url)).toEqual(
      stored?.variants.map((v) => `/media/${v.path}`),
    );

    // A picture copied from the site's page, or from a record kept before, names the host it was
    // shown on: the post keeps the path.
    const postId = db().collection(COLLECTIONS.posts).doc().id;
    const saved = await putPost(postId, {
      title: 'Pasted pictures',
      slug: uniqueId('pasted-images'),
      excerpt: 'Pictures pasted from the page.',
      content: `<p>Look:</p><img src="${SITE_ORIGIN}${inline.url}" alt="A teal card">`,
      featuredImage: `${SITE_ORIGIN}${featured.url}`,
      published: false,
      metadata: {},
    });
    expect(saved.status).toBe(201);
    const post = (await db().collection(COLLECTIONS.posts).doc(postId).get()).data()!;
    expect(post.featuredImage).toBe(featured.url);
    expect(post.content).toBe(`<p>Look:</p><img src="${inline.url}" alt="A teal card">`);
    const used = await eventually(
      () => record(inline.url),
      (r) => (r?.usedBy.length ?? 0) > 0,
    );
    expect(used?.usedBy.map((use) => use.postId)).toEqual([postId]);

    await deletePostAndImages(postId, [featured, inline]);
  });

  it('reads records and posts kept with the host of their upload as the same images', async () => {
    // As the local stack stored them before paths: absolute on the address it ran at.
    const path = `blog/featured/${uniqueId('old-record')}.webp`;
    const small = path.replace(/\.webp$/, '-w480.webp');
    const old = (blobPath: string) => `${SITE_ORIGIN}/media/${blobPath}`;
    const image = db().collection(COLLECTIONS.images).doc();
    await image.set({
      path,
      url: old(path),
      contentType: 'image/webp',
      size: 100,
      width: 800,
      height: 450,
      sha256: '',
      source: 'upload',
      blogTitle: null,
      originalUrl: null,
      alt: '',
      title: '',
      uploadedBy: null,
      createdAt: new Date().toISOString(),
      variants: [{ width: 480, url: old(small), path: small }],
      usedBy: [],
      usedByPostIds: [],
    });
    const post = await createTestPost({
      title: 'Old pictures',
      featuredImage: old(path),
      content: `<p>Again:</p><img src="${old(path)}" alt="An old card">`,
    });
    try {
      const used = await eventually(
        () => image.get(),
        (doc) => ((doc.get('usedBy') as unknown[] | undefined)?.length ?? 0) > 0,
      );
      expect(used.get('usedByPostIds')).toEqual([post.id]);
      expect(used.get('usedBy')).toEqual([
        expect.objectContaining({ postId: post.id, featured: true, inline: true }),
      ]);

      const html = await (await fetch(`${SITE_ORIGIN}/blog/${post.slug}`)).text();
      expect(html).not.toContain(`${SITE_ORIGIN}/media/`);
      expect(html).toContain(
        `<meta property="og:image" content="${DEFAULT_SITE_SETTINGS.siteUrl}/media/${path}">`,
      );
      expect(html).toContain(`"image":"${DEFAULT_SITE_SETTINGS.siteUrl}/media/${path}"`);
      const body = /<img[^>]*alt="An old card"[^>]*>/.exec(html)?.[0] ?? '';
      expect(body).toContain(`src="/media/${path}"`);
      expect(body).toContain(`srcset="/media/${small} 480w, /media/${path} 800w"`);
    } finally {
      await deleteTestPost(post);
      await image.delete();
    }
  });

  it("gives a post page's images their stored size, widths and loading order", async () => {
    const featured = await upload('featured', '#2e7d32');
    const inline = await upload('inline', '#f9a825');
    const elsewhere = 'https://images.elsewhere.example/elf.jpg';
    const postId = db().collection(COLLECTIONS.posts).doc().id;
    const slug = uniqueId('sized-images');
    const saved = await putPost(postId, {
      title: 'Sized pictures',
      slug,
      excerpt: 'Pictures with sizes.',
      content: `<p>Here:</p><img src="${inline.url}" alt="A yellow card"><img src="${elsewhere}" alt="Linked">`,
      featuredImage: featured.url,
      published: true,
      metadata: { featuredImageAlt: 'A green card' },
    });
    expect(saved.status).toBe(201);

    const html = await (await fetch(`${SITE_ORIGIN}/blog/${slug}`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const tag = (src: string) => new RegExp(`<img[^>]*src="${src}"[^>]*>`).exec(html)?.[0] ?? '';
    const w480 = (url: string) => url.replace(/\.webp$/, '-w480.webp');

    // The featured image: preloaded from the head with its widths, fetched first.
    expect(head).toMatch(
      new RegExp(
        `<link rel="preload" as="image"[^>]*imageSrcSet="${w480(featured.url)} 480w, ${featured.url} 600w"[^>]*fetchPriority="high"`,
      ),
    );
    expect(tag(featured.url)).toContain('fetchPriority="high"');
    // A library image in the body: its stored size reserves its box; it loads when near the screen.
    expect(tag(inline.url)).toContain('width="600" height="400"');
    expect(tag(inline.url)).toContain(`srcset="${w480(inline.url)} 480w, ${inline.url} 600w"`);
    expect(tag(inline.url)).toContain('loading="lazy" decoding="async"');
    // An image from elsewhere has no stored size (the post body's styles give it a 16:9 box).
    expect(tag(elsewhere)).toContain('loading="lazy" decoding="async"');
    expect(tag(elsewhere)).not.toContain('width=');

    // The browser reads the same body from the API.
    const api = (await (await fetch(`${SITE_ORIGIN}/api/posts/${slug}`)).json()) as {
      content: string;
    };
    expect(api.content).toContain('width="600" height="400"');

    await deletePostAndImages(postId, [featured, inline]);
    // Its clean-up waits for the usage trigger twice, slow on a busy machine.
  });
});
