/**
 * The image library against the emulators: uploads land in it, saving and deleting posts through
 * the admin API keeps each image's users (the syncImageUsageOnPostWrite trigger), and only an
 * unused image can be deleted.
 */
import type { LibraryImage } from '@core/image-library';
import { COLLECTIONS } from '@core/paths';
import type { PostInput } from '@core/post';
import { SITE_ORIGIN, uniqueId } from '../../../test/support/emulators';
import { uploadSolidPng } from '../../../test/support/images';
import {
  adminSession,
  bearer,
  deleteSession,
  type TestSession,
} from '../../../test/support/sessions';
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
  let admin: TestSession;
  beforeAll(async () => {
    admin = await adminSession();
  });
  afterAll(async () => {
    await deleteSession(admin);
  });

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
    expect((await fetch(inline.url)).status).toBe(200);

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
    expect((await fetch(inline.url)).status).toBe(404);
    expect((await fetch(unused!.variants[0]!.url)).status).toBe(404);
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

    await fetch(`${SITE_ORIGIN}/api/admin/posts/${postId}`, {
      method: 'DELETE',
      headers: bearer(admin),
    });
    for (const image of [featured, inline]) {
      const left = await eventually(
        () => record(image.url),
        (r) => r?.usedBy.length === 0,
      );
      expect((await deleteImage(left!.id)).status).toBe(204);
    }
    // Its clean-up waits for the usage trigger twice, slow on a busy machine.
  });
});
