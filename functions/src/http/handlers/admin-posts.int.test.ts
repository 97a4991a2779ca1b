import { ADMIN_ACCESS_TEXT } from '@core/admin/admin-access';
import { AUDIT_TEXT_MAX, clipAuditText, type AuditEntry } from '@core/admin/audit';
import type { AnalyticsData, Post, StoredPost } from '@core/models';
import {
  FEATURED_IMAGE_URL_MESSAGE,
  REQUIRED_FIELDS_MESSAGE,
  type PostInput,
} from '@core/posts/post';
import { COLLECTIONS } from '@core/paths';
import { SLUG_MAX } from '@core/posts/slug';
import { monthOf } from '@core/analytics/tracking';
import {
  createTestPost,
  deleteTestPost,
  forwardedFor,
  postCounts,
  randomClientAddress,
  SITE_ORIGIN,
  toolCounts,
  uniqueId,
} from '@test/emulators';
import {
  bearer,
  deleteSession,
  userSession,
  type TestSession,
  sessionsForFile,
} from '@test/sessions';
import { POST_COUNTERS, postStatsRef, toolEmbedRef } from '../../counters/site-counters';
import { db } from '../../platform/firebase';

const postUrl = (id: string) => `${SITE_ORIGIN}/api/admin/posts/${id}`;

/** What visitors do on a post, through the public API. */
async function visit(postId: string, { views, clicks }: { views: number; clicks: number }) {
  const send = (path: string, body: unknown) =>
    fetch(`${SITE_ORIGIN}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...forwardedFor(randomClientAddress()) },
      body: JSON.stringify(body),
    });
  for (let i = 0; i < views; i++) expect((await send('/api/track-view', { postId })).ok).toBe(true);
  for (let i = 0; i < clicks; i++)
    expect((await send('/api/track-click', { postId })).ok).toBe(true);
  const use = {
    toolName: 'craftGenerator',
    instanceId: 'delete-test',
    postId,
    metadata: {
      action: 'generate',
      localCount: 1,
      browserInfo: '',
      screenWidth: 1,
      screenHeight: 1,
    },
  };
  expect((await send('/api/tool-usage', use)).status).toBe(204);
}

describe('DELETE /api/admin/posts/{id}', () => {
  const { admin } = sessionsForFile('admin');

  const analytics = async () =>
    (await (
      await fetch(`${SITE_ORIGIN}/api/admin/analytics`, { headers: bearer(admin) })
    ).json()) as AnalyticsData;
  const thisMonthClicks = (data: AnalyticsData) =>
    data.monthlyData.find((m) => m.month === monthOf(new Date()))?.clicks ?? 0;

  it('answers 401 without a session and 403 to a non-admin, deleting nothing', async () => {
    const post = await createTestPost();
    const user = await userSession();
    try {
      const anonymous = await fetch(postUrl(post.id), { method: 'DELETE' });
      expect(anonymous.status).toBe(401);
      expect(await anonymous.json()).toEqual({ error: ADMIN_ACCESS_TEXT.noSession });
      const denied = await fetch(postUrl(post.id), { method: 'DELETE', headers: bearer(user) });
      expect(denied.status).toBe(403);
      expect(await denied.json()).toEqual({ error: ADMIN_ACCESS_TEXT.notAdmin });
      expect((await db().collection(COLLECTIONS.posts).doc(post.id).get()).exists).toBe(true);
    } finally {
      await deleteSession(user);
      await deleteTestPost(post);
    }
  });

  it('deletes the post with its slug claim, counters and embed records; the dashboard totals follow', async () => {
    const doomed = await createTestPost({ title: 'Doomed post' });
    const kept = await createTestPost({ title: 'Kept post' });
    try {
      await visit(doomed.id, { views: 3, clicks: 2 });
      await visit(kept.id, { views: 1, clicks: 1 });
      const before = await analytics();
      const embedsBefore = (await toolCounts('craftGenerator')).postEmbeds;

      const response = await fetch(postUrl(doomed.id), {
        method: 'DELETE',
        headers: bearer(admin),
      });
      expect(response.status).toBe(204);

      expect((await db().collection(COLLECTIONS.posts).doc(doomed.id).get()).exists).toBe(false);
      expect((await db().collection(COLLECTIONS.postSlugs).doc(doomed.slug).get()).exists).toBe(
        false,
      );
      expect(await postCounts(doomed.id)).toEqual({ views: 0, clicks: 0 });
      const stats = postStatsRef(db(), doomed.id);
      expect((await stats.get()).exists).toBe(false);
      expect((await stats.collection(POST_COUNTERS.shards).get()).empty).toBe(true);
      expect((await toolEmbedRef(db(), 'craftGenerator', doomed.id).get()).exists).toBe(false);

      const after = await analytics();
      expect(after.totalPosts).toBe(before.totalPosts - 1);
      expect(after.totalViews).toBe(before.totalViews - 3);
      expect(after.totalClicks).toBe(before.totalClicks - 2);
      expect(thisMonthClicks(after)).toBe(thisMonthClicks(before) - 2);
      expect(after.topPosts.map((p) => p.title)).not.toContain('Doomed post');
      expect((await toolCounts('craftGenerator')).postEmbeds).toBe(embedsBefore - 1);
      // Another post's counters are untouched.
      expect(await postCounts(kept.id)).toEqual({ views: 1, clicks: 1 });
    } finally {
      await deleteTestPost(kept);
    }
  });

  it('answers 204 for a post already gone, and 405 to other methods', async () => {
    const gone = await fetch(postUrl('no-such-post'), { method: 'DELETE', headers: bearer(admin) });
    expect(gone.status).toBe(204);
    const patch = await fetch(postUrl('no-such-post'), { method: 'PATCH', headers: bearer(admin) });
    expect(patch.status).toBe(405);
    expect(patch.headers.get('allow')).toBe('PUT, DELETE');
  });

  it('records who deleted the post and what it held in the audit log', async () => {
    const doomed = await createTestPost({ title: 'Audited goodbye', published: false });
    const response = await fetch(postUrl(doomed.id), { method: 'DELETE', headers: bearer(admin) });
    expect(response.status).toBe(204);
    const [entry] = await auditEntries(doomed.id);
    expect(entry).toMatchObject({
      area: 'posts',
      action: 'delete',
      collection: COLLECTIONS.posts,
      documentId: doomed.id,
      label: 'Audited goodbye',
      actor: { uid: admin.uid },
      changes: [
        {
          documentId: doomed.id,
          before: expect.objectContaining({ title: 'Audited goodbye', slug: doomed.slug }),
          after: null,
        },
      ],
    });
    expect(entry!.changes[0]!.before).not.toHaveProperty('rand');
  });
});

/** The audit entries of one document, oldest first. */
async function auditEntries(documentId: string): Promise<AuditEntry[]> {
  const snapshot = await db()
    .collection(COLLECTIONS.auditLog)
    .where('documentId', '==', documentId)
    .get();
  return snapshot.docs
    .map((doc) => ({ id: doc.id, ...doc.data() }) as AuditEntry)
    .sort((a, b) => a.at.localeCompare(b.at));
}

describe('PUT /api/admin/posts/{id}', () => {
  const { admin } = sessionsForFile('admin');

  const input = (overrides: Partial<PostInput> = {}): PostInput => ({
    title: 'Elf Arrival Ideas',
    slug: uniqueId('elf-arrival'),
    excerpt: 'How the elf arrives.',
    content: '<p>On a zipline.</p>',
    featuredImage: null,
    published: false,
    metadata: { author: 'Elf Letter Team', categories: ['elf-tips'] },
    ...overrides,
  });
  const put = (id: string, body: unknown, session: TestSession | null = admin) =>
    fetch(postUrl(id), {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...(session ? bearer(session) : {}) },
      body: JSON.stringify(body),
    });
  const stored = async (id: string) =>
    (await db().collection(COLLECTIONS.posts).doc(id).get()).data() as StoredPost | undefined;
  const claim = async (slug: string) =>
    (await db().collection(COLLECTIONS.postSlugs).doc(slug).get()).data();
  const newId = () => db().collection(COLLECTIONS.posts).doc().id;

  it('answers 401 without a session and 403 to a non-admin, writing nothing', async () => {
    const id = newId();
    const user = await userSession();
    try {
      const anonymous = await put(id, input(), null);
      expect(anonymous.status).toBe(401);
      expect(await anonymous.json()).toEqual({ error: ADMIN_ACCESS_TEXT.noSession });
      const denied = await put(id, input(), user);
      expect(denied.status).toBe(403);
      expect(await denied.json()).toEqual({ error: ADMIN_ACCESS_TEXT.notAdmin });
      expect(await stored(id)).toBeUndefined();
    } finally {
      await deleteSession(user);
    }
  });

  it('creates the post with its slug claim and audits the create', async () => {
    const id = newId();
    const body = input();
    const response = await put(id, body);
    expect(response.status).toBe(201);
    const { post } = (await response.json()) as { post: Post };
    expect(post).toMatchObject({ id, ...body, createdAt: post.updatedAt });
    const saved = await stored(id);
    expect(saved).toMatchObject({ title: body.title, slug: body.slug, published: false });
    expect(saved!.rand).toBeGreaterThanOrEqual(0);
    expect(await claim(body.slug)).toEqual({ postId: id });
    const [entry, ...more] = await auditEntries(id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      area: 'posts',
      action: 'create',
      collection: COLLECTIONS.posts,
      label: body.title,
      actor: { uid: admin.uid },
      changes: [
        { documentId: id, before: null, after: expect.objectContaining({ slug: body.slug }) },
      ],
    });
    expect(entry!.changes[0]!.after).not.toHaveProperty('rand');
    await deleteTestPost({ id });
  });

  it('updates it keeping createdAt and its random key; a new slug releases the old claim; audited before and after', async () => {
    const id = newId();
    const first = input();
    await put(id, first);
    const before = await stored(id);
    const moved = input({
      title: 'Elf Departure Ideas',
      slug: uniqueId('elf-departure'),
      published: true,
    });
    const response = await put(id, moved);
    expect(response.status).toBe(200);
    const after = await stored(id);
    expect(after).toMatchObject({ title: moved.title, slug: moved.slug, published: true });
    expect(after!.createdAt).toBe(before!.createdAt);
    expect(after!.rand).toBe(before!.rand);
    expect(await claim(moved.slug)).toEqual({ postId: id });
    expect(await claim(first.slug)).toBeUndefined();
    const entries = await auditEntries(id);
    expect(entries.map((e) => e.action)).toEqual(['create', 'update']);
    expect(entries[1]!.changes[0]).toMatchObject({
      before: expect.objectContaining({ title: first.title, slug: first.slug, published: false }),
      after: expect.objectContaining({ title: moved.title, slug: moved.slug, published: true }),
    });
    await deleteTestPost({ id });
  });

  it('refuses a slug another post holds with 409, writing nothing', async () => {
    const holder = await createTestPost();
    const id = newId();
    const response = await put(id, input({ slug: holder.slug }));
    expect(response.status).toBe(409);
    expect(((await response.json()) as { error: string }).error).toBe(
      `The URL slug "${holder.slug}" is already used by another post. Choose a different slug.`,
    );
    expect(await stored(id)).toBeUndefined();
    expect(await claim(holder.slug)).toEqual({ postId: holder.id });
    expect(await auditEntries(id)).toEqual([]);
    await deleteTestPost(holder);
  });

  it('refuses missing fields with the spec message, and bad values with the schema message', async () => {
    const id = newId();
    const missing = await put(id, { ...input(), title: '  ', excerpt: '' });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { error: string }).error).toBe(REQUIRED_FIELDS_MESSAGE);
    const notJson = await fetch(postUrl(id), {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...bearer(admin) },
      body: '{"title": ',
    });
    expect(notJson.status).toBe(400);
    expect(await stored(id)).toBeUndefined();
  });

  it.each([
    ['javascript:alert(1)', 'javascript:alert(1)'],
    ['a data: URL', 'data:image/svg+xml,<svg onload=alert(1)>'],
    ['a protocol-relative URL', '//evil.example/x.png'],
    ['an ftp: URL', 'ftp://files.example/x.png'],
    ['a URL over 2048 characters', `https://cdn.example/${'x'.repeat(2048)}.png`],
  ])('refuses %s as the featured image', async (_what, featuredImage) => {
    const id = newId();
    const response = await put(id, input({ featuredImage }));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe(FEATURED_IMAGE_URL_MESSAGE);
    expect(await stored(id)).toBeUndefined();
  });

  it('accepts http(s) URLs and site paths as the featured image', async () => {
    for (const featuredImage of ['https://cdn.example/elf.webp', '/media/blog/featured/a.webp']) {
      const id = newId();
      expect((await put(id, input({ featuredImage }))).status).toBe(201);
      expect((await stored(id))!.featuredImage).toBe(featuredImage);
      await deleteTestPost({ id });
    }
  });

  it('holds slugs to the length the editor allows, writing nothing past it', async () => {
    const stem = uniqueId('long');
    const longest = `${stem}-${'a'.repeat(SLUG_MAX - stem.length - 1)}`;
    const fits = newId();
    expect((await put(fits, input({ slug: longest }))).status).toBe(201);
    expect((await stored(fits))!.slug).toBe(longest);
    await deleteTestPost({ id: fits });
    const over = newId();
    expect((await put(over, input({ slug: `${longest}b` }))).status).toBe(400);
    expect(await stored(over)).toBeUndefined();
  });

  it('keeps a long body whole in the post but clipped in the audit log', async () => {
    const id = newId();
    const content = `<p>${'Snow '.repeat(90_000)}</p>`;
    expect((await put(id, input({ content }))).status).toBe(201);
    expect((await stored(id))!.content).toBe(content);
    const [entry] = await auditEntries(id);
    const logged = entry!.changes[0]!.after!.content as string;
    expect(logged.length).toBeLessThan(AUDIT_TEXT_MAX + 100);
    expect(logged).toBe(clipAuditText(content));
    await deleteTestPost({ id });
  });
});
