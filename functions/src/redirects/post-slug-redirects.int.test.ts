/**
 * A published post's slug change, however the post is saved, leaves a 301 from its old address,
 * renaming it back causes no loop, and no redirect is left standing over a live post's address:
 * in the admin API's save (the editor's way) at once, and for writes around it by the Firestore
 * trigger on posts, as deployed.
 */
import { COLLECTIONS } from '@core/paths';
import { redirectDocId } from '@core/redirects/redirect-paths';
import type { StoredRedirect } from '@core/redirects/redirect-document';
import { storedRedirect } from '@core/redirects/redirect-document';
import { createTestPost, deleteTestPost, SITE_ORIGIN, uniqueId } from '@test/emulators';
import { callAs, sessionsForFile } from '@test/sessions';
import type { PostInput } from '@core/posts/post';
import { db } from '../platform/firebase';
import { settlePostAddress } from './post-slug-redirects';

/** Renames a post around the admin API (a console edit): the post, its new slug claim, the old claim gone. */
async function renameSlug(postId: string, from: string, to: string, published = true) {
  const batch = db().batch();
  batch.update(db().collection(COLLECTIONS.posts).doc(postId), { slug: to, published });
  batch.create(db().collection(COLLECTIONS.postSlugs).doc(to), { postId });
  batch.delete(db().collection(COLLECTIONS.postSlugs).doc(from));
  await batch.commit();
}

const redirectAt = async (path: string) =>
  (await db().collection(COLLECTIONS.urlRedirects).doc(redirectDocId(path)).get()).data() as
    StoredRedirect | undefined;

describe('slug changes of published posts', () => {
  it('create an automatic 301 from the old address and re-point redirects to it', async () => {
    const oldSlug = uniqueId('old-slug');
    const newSlug = uniqueId('new-slug');
    const post = await createTestPost({ slug: oldSlug, title: 'Elf Slug Story' });
    const legacy = `/${uniqueId('articles')}`;
    await db()
      .collection(COLLECTIONS.urlRedirects)
      .doc(redirectDocId(legacy))
      .set(
        storedRedirect(
          {
            sourcePath: legacy,
            targetPath: `/blog/${oldSlug}`,
            statusCode: 301,
            isActive: true,
            notes: '',
          },
          { now: new Date().toISOString(), createdBy: null },
        ),
      );
    try {
      await renameSlug(post.id, oldSlug, newSlug);
      await vi.waitFor(async () => expect(await redirectAt(`/blog/${oldSlug}`)).toBeDefined(), {
        timeout: 90_000,
      });
      expect(await redirectAt(`/blog/${oldSlug}`)).toMatchObject({
        targetPath: `/blog/${newSlug}`,
        statusCode: 301,
        isActive: true,
        automatic: true,
        notes: 'Automatic: the post “Elf Slug Story” changed its slug',
      });
      expect((await redirectAt(legacy))?.targetPath).toBe(`/blog/${newSlug}`);
      const response = await fetch(`${SITE_ORIGIN}/blog/${oldSlug}?ref=x`, { redirect: 'manual' });
      expect(response.status).toBe(301);
      expect(response.headers.get('location')).toBe(`/blog/${newSlug}?ref=x`);

      // Back to the first slug: the post lives there again, so no loop is left behind.
      await renameSlug(post.id, newSlug, oldSlug);
      await vi.waitFor(
        async () =>
          expect((await redirectAt(`/blog/${newSlug}`))?.targetPath).toBe(`/blog/${oldSlug}`),
        { timeout: 90_000 },
      );
      expect(await redirectAt(`/blog/${oldSlug}`)).toBeUndefined();
      expect((await fetch(`${SITE_ORIGIN}/blog/${oldSlug}`, { redirect: 'manual' })).status).toBe(
        200,
      );
    } finally {
      await deleteTestPost(post);
    }
  }, 240_000);

  it('go when the post is deleted (as DELETE /api/admin/posts does); an admin’s redirect stays', async () => {
    const oldSlug = uniqueId('gone-old');
    const newSlug = uniqueId('gone-new');
    const post = await createTestPost({ slug: oldSlug, title: 'Elf Gone' });
    const manual = `/${uniqueId('manual')}`;
    const manualRef = db().collection(COLLECTIONS.urlRedirects).doc(redirectDocId(manual));
    await manualRef.set(
      storedRedirect(
        {
          sourcePath: manual,
          targetPath: `/blog/${newSlug}`,
          statusCode: 301,
          isActive: true,
          notes: '',
        },
        { now: new Date().toISOString(), createdBy: 'an-admin' },
      ),
    );
    try {
      await renameSlug(post.id, oldSlug, newSlug);
      await vi.waitFor(async () => expect(await redirectAt(`/blog/${oldSlug}`)).toBeDefined(), {
        timeout: 90_000,
      });
      await deleteTestPost(post);
      expect(await redirectAt(`/blog/${oldSlug}`)).toBeUndefined();
      expect((await redirectAt(manual))?.targetPath).toBe(`/blog/${newSlug}`);
      expect((await fetch(`${SITE_ORIGIN}/blog/${oldSlug}`, { redirect: 'manual' })).status).toBe(
        404,
      );
    } finally {
      await manualRef.delete();
      await deleteTestPost(post);
    }
  }, 240_000);

  it('leave drafts alone: their address was never public', async () => {
    const oldSlug = uniqueId('draft-old');
    const newSlug = uniqueId('draft-new');
    const laterSlug = uniqueId('draft-later');
    const post = await createTestPost({ slug: oldSlug, published: false });
    try {
      await renameSlug(post.id, oldSlug, newSlug, false);
      // The trigger has had its chance at the draft's rename once it has acted on a later change
      // of the same post: published, then renamed again.
      await db().collection(COLLECTIONS.posts).doc(post.id).update({ published: true });
      await renameSlug(post.id, newSlug, laterSlug);
      await vi.waitFor(async () => expect(await redirectAt(`/blog/${newSlug}`)).toBeDefined(), {
        timeout: 90_000,
      });
      expect(await redirectAt(`/blog/${oldSlug}`)).toBeUndefined();
    } finally {
      await deleteTestPost(post);
    }
  });

  it('leave a redirect the owner saved over the live post after its write, however late its trigger runs', async () => {
    const slug = uniqueId('shadowed');
    const post = await createTestPost({ slug });
    const { updateTime: writtenAt } = await db().collection(COLLECTIONS.posts).doc(post.id).get();
    const source = `/blog/${slug}`;
    const ref = db().collection(COLLECTIONS.urlRedirects).doc(redirectDocId(source));
    await ref.set(
      storedRedirect(
        { sourcePath: source, targetPath: '/blog', statusCode: 302, isActive: true, notes: '' },
        { now: new Date().toISOString(), createdBy: 'an-admin' },
      ),
    );
    try {
      // The post's creation settled late, as a slow trigger would: the owner's later choice stands.
      await settlePostAddress(post.id, undefined, { slug, published: true }, writtenAt);
      expect((await redirectAt(source))?.targetPath).toBe('/blog');
    } finally {
      await ref.delete();
      await deleteTestPost(post);
    }
  });
});

describe('slug changes saved through the admin API (the editor)', () => {
  const { admin } = sessionsForFile('admin');

  const body = (
    slug: string,
    published: boolean,
    autosave = false,
  ): PostInput & { autosave: boolean } => ({
    title: 'Elf Address Story',
    slug,
    excerpt: 'Where the post lives',
    content: '<p>Still here.</p>',
    featuredImage: null,
    published,
    metadata: {},
    autosave,
  });
  const put = async (id: string, slug: string, published: boolean, autosave = false) => {
    const { status } = await callAs(
      admin,
      'PUT',
      `/api/admin/posts/${id}`,
      body(slug, published, autosave),
    );
    expect(status).toBeLessThan(300);
  };
  const liveAt = async (slug: string) =>
    (await fetch(`${SITE_ORIGIN}/blog/${slug}`, { redirect: 'manual' })).status;

  it('leave no redirect over the live post: saved as draft under a new slug, back to the first, published', async () => {
    const id = uniqueId('address');
    const first = uniqueId('first-slug');
    const followed = uniqueId('followed-slug');
    try {
      await put(id, first, true);
      // "Save as draft" on the published post while its slug had followed a title edit.
      await put(id, followed, false);
      await vi.waitFor(async () => expect(await redirectAt(`/blog/${first}`)).toBeDefined(), {
        timeout: 90_000,
      });
      // Autosaves of the draft while the slug follows the title back, then Publish.
      await put(id, first, false, true);
      await put(id, first, true);
      expect(await redirectAt(`/blog/${first}`)).toBeUndefined();
      expect(await liveAt(first)).toBe(200);
    } finally {
      await deleteTestPost({ id });
    }
  }, 120_000);

  it('settle with the save itself: renamed and renamed back at once, the old address redirects, the live one does not', async () => {
    const id = uniqueId('quick');
    const first = uniqueId('quick-first');
    const second = uniqueId('quick-second');
    try {
      await put(id, first, true);
      await put(id, second, true);
      expect(await redirectAt(`/blog/${first}`)).toMatchObject({
        targetPath: `/blog/${second}`,
        automatic: true,
      });
      await put(id, first, true);
      expect(await redirectAt(`/blog/${first}`)).toBeUndefined();
      expect(await redirectAt(`/blog/${second}`)).toMatchObject({ targetPath: `/blog/${first}` });
      expect(await liveAt(first)).toBe(200);
    } finally {
      await deleteTestPost({ id });
    }
  });

  it('a post published at an address another redirect holds takes it over', async () => {
    const id = uniqueId('taken');
    const slug = uniqueId('taken-slug');
    const elsewhere = `/${uniqueId('elsewhere')}`;
    await db()
      .collection(COLLECTIONS.urlRedirects)
      .doc(redirectDocId(`/blog/${slug}`))
      .set(
        storedRedirect(
          {
            sourcePath: `/blog/${slug}`,
            targetPath: elsewhere,
            statusCode: 301,
            isActive: true,
            notes: '',
          },
          { now: new Date().toISOString(), createdBy: 'an-admin' },
        ),
      );
    try {
      await put(id, slug, false);
      // A draft is not public: the redirect still answers its address.
      expect(await redirectAt(`/blog/${slug}`)).toBeDefined();
      await put(id, slug, true);
      expect(await redirectAt(`/blog/${slug}`)).toBeUndefined();
      expect(await liveAt(slug)).toBe(200);
    } finally {
      await db()
        .collection(COLLECTIONS.urlRedirects)
        .doc(redirectDocId(`/blog/${slug}`))
        .delete();
      await deleteTestPost({ id });
    }
  });
});
