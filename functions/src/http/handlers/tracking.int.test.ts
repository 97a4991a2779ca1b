import type { Post } from '@core/models';
import { COLLECTIONS } from '@core/paths';
import { monthOf, TRACKING_RATE_LIMIT_PER_MINUTE } from '@core/analytics/tracking';
import {
  createTestPost,
  deleteTestPost,
  forwardedFor,
  postCounts,
  randomClientAddress,
  SITE_ORIGIN,
  inOneRateWindow,
} from '@test/emulators';
import { familyTotals } from '../../counters/sharded-counter';
import { monthClicksField, POST_COUNTERS, postStatsRef } from '../../counters/site-counters';
import { db } from '../../platform/firebase';

const post = (path: string, body: unknown, headers = forwardedFor(randomClientAddress())) =>
  fetch(`${SITE_ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
/** This month's clicks over every post, as the dashboard sums them. */
const monthClicks = async () =>
  (await familyTotals(db(), POST_COUNTERS, { month: monthClicksField(monthOf(new Date())) })).month;

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
    expect(await postCounts(published.id)).toEqual({ views: 2, clicks: 0 });
  });

  it('counts CTA clicks per post and per month, with the default identifier', async () => {
    const before = await monthClicks();
    expect((await post('/api/track-click', { postId: published.id })).status).toBe(200);
    expect(
      (await post('/api/track-click', { postId: published.id, ctaIdentifier: 'sidebar-box' }))
        .status,
    ).toBe(200);
    expect((await postCounts(published.id)).clicks).toBe(2);
    expect(await monthClicks()).toBe(before + 2);
  });

  it('keys the rate limit on the address the proxy appended, however the client forges the leading hops', async () => {
    await inOneRateWindow(async () => {
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
    });
    // Another client behind the same proxies still gets through.
    expect((await post('/api/track-view', { postId: published.id })).status).toBe(200);
  });

  it('counts 300 views sent concurrently from 300 clients exactly, over several shards', async () => {
    const viral = await createTestPost({ title: 'Viral post' });
    try {
      const answers: number[] = [];
      const send = async () => {
        const response = await post('/api/track-view', { postId: viral.id });
        expect(response.status).toBe(200);
        answers.push(((await response.json()) as { newCount: number }).newCount);
      };
      // The functions emulator starts a process for each request in flight, so the 300 requests
      // go out IN_FLIGHT at a time; each of them is its own client (see forwardedFor).
      const IN_FLIGHT = 6;
      await Promise.all(
        Array.from({ length: IN_FLIGHT }, async (_, lane) => {
          for (let i = lane; i < 300; i += IN_FLIGHT) await send();
        }),
      );
      expect(await postCounts(viral.id)).toEqual({ views: 300, clicks: 0 });
      expect(Math.max(...answers)).toBe(300);
      const shards = await postStatsRef(db(), viral.id).collection(POST_COUNTERS.shards).get();
      expect(shards.size).toBeGreaterThan(1);
      expect(shards.size).toBeLessThanOrEqual(POST_COUNTERS.shardCount);
    } finally {
      await deleteTestPost(viral);
    }
  }, 180_000);

  it('does not count drafts or unknown posts, and rejects malformed bodies', async () => {
    expect((await post('/api/track-view', { postId: draft.id })).status).toBe(404);
    expect((await post('/api/track-view', { postId: 'nope' })).status).toBe(404);
    expect((await post('/api/track-view', { postId: '../x' })).status).toBe(400);
    expect(
      (await post('/api/track-click', { postId: published.id, ctaIdentifier: 'Bad Id!' })).status,
    ).toBe(400);
    expect(await postCounts(draft.id)).toEqual({ views: 0, clicks: 0 });
  });
});
