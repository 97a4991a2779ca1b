import type { Post } from '../../../core/models';
import { COLLECTIONS } from '../../../core/paths';
import { monthOf, TRACKING_RATE_LIMIT_PER_MINUTE } from '../../../core/tracking';
import {
  createTestPost,
  deleteTestPost,
  forwardedFor,
  randomClientAddress,
  SITE_ORIGIN,
  startOfRateWindow,
} from '../../../test/support/emulators';
import { db } from '../platform/firebase';

const post = (path: string, body: unknown, headers = forwardedFor(randomClientAddress())) =>
  fetch(`${SITE_ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
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

  it('keys the rate limit on the address the proxy appended, however the client forges the leading hops', async () => {
    await startOfRateWindow();
    const windows = () => db().collection(COLLECTIONS.usageRateLimits).count().get();
    const windowsBefore = (await windows()).data().count;
    const client = randomClientAddress();
    const statuses: number[] = [];
    for (let i = 0; i < TRACKING_RATE_LIMIT_PER_MINUTE + 15; i++) {
      // 1 to 3 made-up entries in front of what the proxies append, new ones every time.
      const forged = Array.from({ length: (i % 3) + 1 }, randomClientAddress);
      const response = await post(
        '/api/track-view',
        { postId: published.id },
        forwardedFor(client, forged),
      );
      statuses.push(response.status);
    }
    expect(statuses.slice(0, TRACKING_RATE_LIMIT_PER_MINUTE).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(TRACKING_RATE_LIMIT_PER_MINUTE).every((s) => s === 429)).toBe(true);
    // One window for the one client, none for the made-up addresses.
    expect((await windows()).data().count).toBe(windowsBefore + 1);
    // Another client behind the same proxies still gets through.
    expect((await post('/api/track-view', { postId: published.id })).status).toBe(200);
  }, 90_000);

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
