import type { Post } from '../../../core/models';
import { COLLECTIONS } from '../../../core/paths';
import { monthOf } from '../../../core/tracking';
import { createTestPost, deleteTestPost, SITE_ORIGIN } from '../../../test/support/emulators';
import { db } from '../platform/firebase';

const clientIp = () => `10.7.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}`;
const post = (path: string, body: unknown) =>
  fetch(`${SITE_ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': clientIp() },
    body: JSON.stringify(body),
  });
const stats = async (postId: string) =>
  (await db().collection(COLLECTIONS.postStats).doc(postId).get()).data();
const monthClicks = async () =>
  ((await db().collection(COLLECTIONS.monthlyClicks).doc(monthOf(new Date())).get()).data()
    ?.clicks as number | undefined) ?? 0;

describe('view and click tracking', () => {
  let published: Post;
  let draft: Post;
  beforeAll(async () => {
    published = await createTestPost({ title: 'Tracked post' });
    draft = await createTestPost({ published: false });
  });
  afterAll(async () => {
    await deleteTestPost(published);
    await deleteTestPost(draft);
  });

  it('counts views of a published post and answers the new count', async () => {
    const first = await post('/api/track-view', { postId: published.id });
    expect(await first.json()).toEqual({ newCount: 1 });
    const second = await post('/api/track-view', { postId: published.id });
    expect(await second.json()).toEqual({ newCount: 2 });
    expect(await stats(published.id)).toMatchObject({
      postId: published.id,
      title: 'Tracked post',
      views: 2,
    });
  });

  it('counts CTA clicks per post and per month, with the default identifier', async () => {
    const before = await monthClicks();
    expect((await post('/api/track-click', { postId: published.id })).status).toBe(200);
    expect(
      (await post('/api/track-click', { postId: published.id, ctaIdentifier: 'sidebar-box' }))
        .status,
    ).toBe(200);
    expect((await stats(published.id))?.clicks).toBe(2);
    expect(await monthClicks()).toBe(before + 2);
  });

  it('does not count drafts or unknown posts, and rejects malformed bodies', async () => {
    expect((await post('/api/track-view', { postId: draft.id })).status).toBe(404);
    expect((await post('/api/track-view', { postId: 'nope' })).status).toBe(404);
    expect((await post('/api/track-view', { postId: '../x' })).status).toBe(400);
    expect(
      (await post('/api/track-click', { postId: published.id, ctaIdentifier: 'Bad Id!' })).status,
    ).toBe(400);
    expect(await stats(draft.id)).toBeUndefined();
  });
});
