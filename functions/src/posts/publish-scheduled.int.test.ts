import type { AuditEntry } from '@core/admin/audit';
import type { Post, StoredPost } from '@core/models';
import { COLLECTIONS } from '@core/paths';
import type { PostInput } from '@core/posts/post';
import { SCHEDULE_TEXT } from '@core/posts/post-schedule';
import { rfc822Date } from '@core/posts/feed';
import { createTestPost, deleteTestPost, SITE_ORIGIN, uniqueId } from '@test/emulators';
import { callAs, sessionsForFile } from '@test/sessions';
import { storedRedirect } from '@core/redirects/redirect-document';
import { redirectDocId } from '@core/redirects/redirect-paths';
import { db } from '../platform/firebase';
import { publishDuePosts, SCHEDULER_ACTOR } from './publish-scheduled';

const HOUR = 60 * 60_000;

function draft(slug: string, scheduledAt: string | null): PostInput {
  return {
    title: `Scheduled ${slug}`,
    slug,
    excerpt: `Excerpt of ${slug}`,
    content: `<p>Body of ${slug}</p>`,
    featuredImage: null,
    published: false,
    scheduledAt,
    metadata: {},
  };
}

const stored = async (id: string) =>
  (await db().collection(COLLECTIONS.posts).doc(id).get()).data() as StoredPost | undefined;

/** A public page or file, past any cache. */
const publicText = async (path: string) => {
  const response = await fetch(`${SITE_ORIGIN}${path}`, {
    headers: { 'cache-control': 'no-cache' },
  });
  return { status: response.status, text: await response.text() };
};

describe('scheduled posts', () => {
  const { admin } = sessionsForFile('admin');
  const created: string[] = [];
  afterAll(async () => {
    await Promise.all(created.map((id) => deleteTestPost({ id })));
  });

  async function put(id: string, input: PostInput) {
    created.push(id);
    return callAs<{ post?: Post; error?: string }>(admin, 'PUT', `/api/admin/posts/${id}`, input);
  }

  it('refuses a publish time that has passed, or one on a published post, writing nothing', async () => {
    const id = uniqueId('past');
    const past = await put(id, draft(id, new Date(Date.now() - 60_000).toISOString()));
    expect(past.status).toBe(400);
    expect(past.body.error).toBe(SCHEDULE_TEXT.past);
    const publishedToo = await put(id, {
      ...draft(id, new Date(Date.now() + HOUR).toISOString()),
      published: true,
    });
    expect(publishedToo.status).toBe(400);
    expect(publishedToo.body.error).toBe(SCHEDULE_TEXT.published);
    expect(await stored(id)).toBeUndefined();
  });

  it('is a draft everywhere until its time, then publishDuePosts makes it public as a manual publish does', async () => {
    const id = uniqueId('scheduled');
    const at = new Date(Date.now() + HOUR).toISOString();
    const saved = await put(id, draft(id, at));
    expect(saved.status).toBe(201);
    expect(saved.body.post).toMatchObject({ published: false, scheduledAt: at });

    expect(await publishDuePosts(new Date(Date.parse(at) - 1000))).not.toContain(id);
    expect((await publicText(`/blog/${id}`)).status).toBe(404);
    expect((await publicText(`/api/posts/${id}`)).status).toBe(404);
    expect((await publicText('/blog')).text).not.toContain(`/blog/${id}`);

    // The run a minute after the publish time, as the scheduled function (or the stack's timer) does.
    expect(await publishDuePosts(new Date(Date.parse(at) + 1000))).toEqual([id]);
    const post = await stored(id);
    expect(post).toMatchObject({ published: true, publishedAt: at });
    expect(post).not.toHaveProperty('scheduledAt');

    expect((await publicText(`/blog/${id}`)).status).toBe(200);
    expect((await publicText('/blog')).text).toContain(`/blog/${id}`);
    // The post trigger republishes the sitemap, as for a manual publish.
    await expect
      .poll(async () => (await publicText(`/sitemap.xml?verify=${Date.now()}`)).text, {
        timeout: 60_000,
      })
      .toContain(`/blog/${id}`);
    const audit = await db().collection(COLLECTIONS.auditLog).where('documentId', '==', id).get();
    const entry = audit.docs
      .map((doc) => doc.data() as AuditEntry)
      .find((e) => e.actor.uid === SCHEDULER_ACTOR.uid);
    expect(entry?.changes[0]?.after).toMatchObject({ published: true, publishedAt: at });

    // Already public: a later run leaves it alone.
    expect(await publishDuePosts(new Date(Date.parse(at) + 120_000))).not.toContain(id);
  });

  it('once public, heads the blog and its feed, dated when it went public, not when it was written', async () => {
    const id = uniqueId('written-earlier');
    const at = new Date(Date.now() + HOUR).toISOString();
    expect((await put(id, draft(id, at))).status).toBe(201);
    // Written after the draft, public before it.
    const meanwhile = await createTestPost({ title: 'Published while the other waited' });
    try {
      expect(await publishDuePosts(new Date(Date.parse(at) + 1000))).toEqual([id]);

      const list = JSON.parse((await publicText('/api/posts')).text) as { posts: Post[] };
      const ids = list.posts.map((post) => post.id);
      expect(ids.indexOf(id)).toBeGreaterThanOrEqual(0);
      expect(ids.indexOf(id)).toBeLessThan(ids.indexOf(meanwhile.id));
      expect(list.posts.find((post) => post.id === id)?.publishedAt).toBe(at);

      const blog = (await publicText('/blog')).text;
      expect(blog.indexOf(`/blog/${id}"`)).toBeLessThan(blog.indexOf(`/blog/${meanwhile.slug}"`));
      expect(blog).toContain(`dateTime="${at}"`);
      const page = (await publicText(`/blog/${id}`)).text;
      expect(page).toContain(`dateTime="${at}"`);
      expect(page).toContain(`"datePublished":"${at}"`);
      const feed = (await publicText('/rss.xml')).text;
      expect(feed.indexOf(`/blog/${id}<`)).toBeLessThan(feed.indexOf(`/blog/${meanwhile.slug}<`));
      expect(feed).toContain(`<pubDate>${rfc822Date(at)}</pubDate>`);
    } finally {
      await deleteTestPost(meanwhile);
    }
  });

  it('a public post stored without publishedAt gets its creation time, and is listed', async () => {
    const post = await createTestPost({ published: false });
    created.push(post.id);
    await db().collection(COLLECTIONS.posts).doc(post.id).update({ published: true });
    await expect
      .poll(async () => (await stored(post.id))?.publishedAt, { timeout: 60_000 })
      .toBe(post.createdAt);
    const list = JSON.parse((await publicText('/api/posts')).text) as { posts: Post[] };
    expect(list.posts.map((listed) => listed.id)).toContain(post.id);
  });

  it('a manual publish sets publishedAt, which later saves keep', async () => {
    const id = uniqueId('manual');
    expect((await put(id, draft(id, null))).status).toBe(201);
    expect(await stored(id)).not.toHaveProperty('publishedAt');
    const published = await put(id, { ...draft(id, null), published: true });
    const publishedAt = published.body.post?.publishedAt;
    expect(publishedAt).toBe((await stored(id))?.updatedAt);
    await put(id, { ...draft(id, null), title: 'Edited', published: true });
    expect(await stored(id)).toMatchObject({ title: 'Edited', publishedAt });
  });

  it('going public at its time, it takes its address over from a redirect standing there', async () => {
    const id = uniqueId('takes-over');
    const at = new Date(Date.now() + HOUR).toISOString();
    const redirect = db()
      .collection(COLLECTIONS.urlRedirects)
      .doc(redirectDocId(`/blog/${id}`));
    await redirect.set(
      storedRedirect(
        {
          sourcePath: `/blog/${id}`,
          targetPath: '/blog',
          statusCode: 302,
          isActive: true,
          notes: '',
        },
        { now: new Date().toISOString(), createdBy: 'an-admin' },
      ),
    );
    try {
      expect((await put(id, draft(id, at))).status).toBe(201);
      expect((await redirect.get()).exists).toBe(true);
      expect(await publishDuePosts(new Date(Date.parse(at) + 1000))).toEqual([id]);
      expect((await redirect.get()).exists).toBe(false);
      expect((await publicText(`/blog/${id}`)).status).toBe(200);
    } finally {
      await redirect.delete();
    }
  });

  it('unscheduled (saved without a time), it stays a draft that publishDuePosts leaves alone', async () => {
    const id = uniqueId('unscheduled');
    const at = new Date(Date.now() + HOUR).toISOString();
    expect((await put(id, draft(id, at))).status).toBe(201);
    const unscheduled = await put(id, draft(id, null));
    expect(unscheduled.status).toBe(200);
    expect(unscheduled.body.post).not.toHaveProperty('scheduledAt');
    expect(await publishDuePosts(new Date(Date.parse(at) + 1000))).not.toContain(id);
    expect(await stored(id)).toMatchObject({ published: false });
  });
});
