import type { Post } from '@core/models';
import { createTestPost, deleteTestPost, signUpAnyone, SITE_ORIGIN } from '@test/emulators';
import { adminSession, bearer, deleteSession, userSession } from '@test/sessions';
import { LocalBlobStore } from '../blob/local-blob-store';

describe('public posts API (through Hosting)', () => {
  let published: Post;
  let draft: Post;
  beforeAll(async () => {
    published = await createTestPost({
      content:
        '<p>Safe</p><script>alert("x")</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">bad</a>',
    });
    draft = await createTestPost({ published: false });
  });
  afterAll(async () => {
    await deleteTestPost(published);
    await deleteTestPost(draft);
  });

  it('lists published posts newest first, without drafts or bodies, cacheable', async () => {
    const response = await fetch(`${SITE_ORIGIN}/api/posts`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('s-maxage');
    const { posts } = (await response.json()) as { posts: Post[] };
    const slugs = posts.map((p) => p.slug);
    expect(slugs).toContain(published.slug);
    expect(slugs).not.toContain(draft.slug);
    expect(posts[0]).not.toHaveProperty('content');
    // Newest is the most recently made public.
    const dates = posts.map((p) => p.publishedAt);
    expect(dates).not.toContain(undefined);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('answers one published post with its body sanitized', async () => {
    const response = await fetch(`${SITE_ORIGIN}/api/posts/${published.slug}`);
    expect(response.status).toBe(200);
    const post = (await response.json()) as Post;
    expect(post.content).toContain('<p>Safe</p>');
    expect(post.content).not.toMatch(/<script|onerror|javascript:/);
  });

  it('pages the list 12 at a time with a cursor, newest first, nothing lost or repeated', async () => {
    const base = Date.parse('2099-01-01T00:00:00.000Z');
    const newest = await Promise.all(
      Array.from({ length: 14 }, (_, i) =>
        createTestPost({ createdAt: new Date(base + i * 1000).toISOString() }),
      ),
    );
    try {
      const first = (await (await fetch(`${SITE_ORIGIN}/api/posts`)).json()) as {
        posts: Post[];
        nextBefore: string;
      };
      expect(first.posts).toHaveLength(12);
      expect(first.posts.map((p) => p.id)).toEqual(
        [...newest]
          .reverse()
          .slice(0, 12)
          .map((p) => p.id),
      );
      const second = (await (
        await fetch(`${SITE_ORIGIN}/api/posts?before=${encodeURIComponent(first.nextBefore)}`)
      ).json()) as {
        posts: Post[];
      };
      expect(second.posts.slice(0, 2).map((p) => p.id)).toEqual([newest[1]!.id, newest[0]!.id]);
    } finally {
      await Promise.all(newest.map(deleteTestPost));
    }
  });

  it('picks random published posts, never a draft or the excluded one, at most 10', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 15; i++) {
      const response = await fetch(
        `${SITE_ORIGIN}/api/posts/random?count=3&exclude=${published.id}`,
      );
      expect(response.status).toBe(200);
      const posts = (await response.json()) as Post[];
      expect(posts.length).toBeLessThanOrEqual(3);
      for (const post of posts) {
        expect(post.published).toBe(true);
        expect(post.id).not.toBe(published.id);
        seen.add(post.id);
      }
    }
    expect(seen.has(draft.id)).toBe(false);
    expect((await fetch(`${SITE_ORIGIN}/api/posts/random?count=11`)).status).toBe(400);
  });

  it('answers a draft to an admin (real ID token with the admin claim), never cached', async () => {
    const admin = await adminSession();
    try {
      const response = await fetch(`${SITE_ORIGIN}/api/posts/${draft.slug}`, {
        headers: bearer(admin),
      });
      expect(response.status).toBe(200);
      expect(((await response.json()) as Post).id).toBe(draft.id);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    } finally {
      await deleteSession(admin);
    }
  });

  it.each([
    ['an account that signed itself up a moment ago', signUpAnyone],
    ['a signed-in user without the admin claim', async () => (await userSession()).token],
    ['a token that does not verify', async () => 'not-a-token'],
  ])('answers %s what the public gets', async (_who, token) => {
    const headers = { authorization: `Bearer ${await token()}` };
    const hidden = await fetch(`${SITE_ORIGIN}/api/posts/${draft.slug}`, { headers });
    expect(hidden.status).toBe(404);
    expect(await hidden.json()).toEqual({ error: 'Post not found' });
    const shown = await fetch(`${SITE_ORIGIN}/api/posts/${published.slug}`, { headers });
    expect(shown.status).toBe(200);
    expect(((await shown.json()) as Post).id).toBe(published.id);
  });

  it('answers 404 for a draft, an unknown slug and an invalid slug', async () => {
    for (const slug of [draft.slug, 'no-such-post-anywhere', 'Bad%20Slug']) {
      const response = await fetch(`${SITE_ORIGIN}/api/posts/${slug}`);
      expect(response.status, slug).toBe(404);
    }
  });

  it('answers 404 with a message for an unknown endpoint', async () => {
    const response = await fetch(`${SITE_ORIGIN}/api/nothing-here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'No such endpoint: GET /api/nothing-here' });
  });
});

describe('stored files at stable URLs', () => {
  it('serves a file the local blob store wrote, with its type and cache control', async () => {
    const store = new LocalBlobStore(process.env.LOCAL_BLOB_DIR ?? '');
    const name = `test/${Date.now()}-hello.txt`;
    const stored = await store.put(name, {
      bytes: Buffer.from('hello elves'),
      contentType: 'text/plain',
      cacheControl: 'public, max-age=3600',
    });
    try {
      expect(stored.url).toBe(`/media/${name}`);
      const response = await fetch(`${SITE_ORIGIN}${stored.url}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/plain');
      expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
      expect(await response.text()).toBe('hello elves');
    } finally {
      await store.delete(name);
    }
    expect((await fetch(`${SITE_ORIGIN}${stored.url}`)).status).toBe(404);
  });

  it('never serves files from outside the store', async () => {
    const response = await fetch(`${SITE_ORIGIN}/media/..%2F..%2F..%2Fpackage.json`);
    expect([400, 404]).toContain(response.status);
    expect(await response.text()).not.toContain('elf-tradition');
  });
});
