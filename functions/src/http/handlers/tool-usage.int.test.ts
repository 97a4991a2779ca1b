import { COLLECTIONS } from '@core/paths';
import { TOOL_USAGE_RATE_LIMIT_PER_MINUTE } from '@core/analytics/tool-usage';
import {
  createTestPost,
  deleteTestPost,
  forwardedFor,
  randomClientAddress,
  SITE_ORIGIN,
  inOneRateWindow,
  toolCounts,
  uniqueId,
} from '@test/emulators';
import { counterTotals } from '../../counters/sharded-counter';
import { EMBED_COUNTERS, toolEmbedRef } from '../../counters/site-counters';
import { db } from '../../platform/firebase';

function send(body: unknown, ip: string) {
  return fetch(`${SITE_ORIGIN}/api/tool-usage`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain', ...forwardedFor(ip) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const event = (overrides: Record<string, unknown> = {}) => ({
  toolName: 'sceneGenerator',
  instanceId: uniqueId('instance'),
  postId: null,
  metadata: {
    action: 'spin',
    localCount: 1,
    browserInfo: 'test',
    screenWidth: 1280,
    screenHeight: 800,
  },
  ...overrides,
});

describe('tool usage events', () => {
  it('stores a valid event and increments the tool aggregate', async () => {
    const before = (await toolCounts('sceneGenerator')).totalUsage;
    const body = event({
      metadata: {
        action: 'spin',
        localCount: 3,
        browserInfo: 'UA',
        screenWidth: 390,
        screenHeight: 844,
        theme: 'minimal',
      },
    });
    const response = await send(body, randomClientAddress());
    expect(response.status).toBe(204);
    const after = await toolCounts('sceneGenerator');
    expect(after.totalUsage).toBe(before + 1);
    expect(Date.parse(after.lastUsed as string)).toBeGreaterThan(Date.now() - 60_000);
    const stored = await db()
      .collection(COLLECTIONS.toolUsageEvents)
      .where('instanceId', '==', body.instanceId)
      .get();
    expect(stored.docs.map((d) => d.data())).toEqual([
      expect.objectContaining({ toolName: 'sceneGenerator', metadata: body.metadata }),
    ]);
  });

  it('counts a post as embedding the tool once, from its first use there, and ignores unknown posts', async () => {
    const post = await createTestPost();
    try {
      const before = (await toolCounts('recipeGenerator')).postEmbeds;
      const ip = randomClientAddress();
      expect((await send(event({ toolName: 'recipeGenerator', postId: post.id }), ip)).status).toBe(
        204,
      );
      expect((await send(event({ toolName: 'recipeGenerator', postId: post.id }), ip)).status).toBe(
        204,
      );
      expect(
        (await send(event({ toolName: 'recipeGenerator', postId: 'no-such-post' }), ip)).status,
      ).toBe(204);
      expect((await toolCounts('recipeGenerator')).postEmbeds).toBe(before + 1);
      const embed = toolEmbedRef(db(), 'recipeGenerator', post.id);
      expect(await counterTotals(EMBED_COUNTERS, embed, { uses: 'uses' })).toEqual({ uses: 2 });
    } finally {
      await deleteTestPost(post);
    }
  });

  it('does not count a draft as embedding the tool: only published posts do', async () => {
    const draft = await createTestPost({ published: false });
    try {
      const before = (await toolCounts('craftGenerator')).postEmbeds;
      const response = await send(
        event({ toolName: 'craftGenerator', postId: draft.id }),
        randomClientAddress(),
      );
      expect(response.status).toBe(204);
      expect((await toolCounts('craftGenerator')).postEmbeds).toBe(before);
    } finally {
      await deleteTestPost(draft);
    }
  });

  const withMetadata = (extra: Record<string, unknown>) =>
    event({
      metadata: {
        action: 'spin',
        localCount: 1,
        browserInfo: 'UA',
        screenWidth: 1,
        screenHeight: 1,
        ...extra,
      },
    });

  it.each([
    ['not JSON', 'hello', /Body must be JSON/],
    ['a reserved metadata key __x__', withMetadata({ __x__: 1 }), /key "__x__" is not allowed/],
    ['the metadata key __name__', withMetadata({ __name__: 'a' }), /key "__name__" is not allowed/],
    ['an empty metadata key', withMetadata({ '': 1 }), /key "" is not allowed/],
    [
      'a 1,600-character metadata key',
      withMetadata({ ['k'.repeat(1600)]: 1 }),
      /key "k{40}\.\.\. \(1600 characters\)" is not allowed: keys must be 1 to 40 letters/,
    ],
    [
      'an unpaired surrogate in instanceId',
      event({ instanceId: 'abc\ud800' }),
      /instanceId: must be valid Unicode text/,
    ],
    [
      'an unpaired surrogate in browserInfo',
      withMetadata({ browserInfo: 'Mozilla\udc00' }),
      /metadata\.browserInfo: must be valid Unicode text/,
    ],
    [
      'an unpaired surrogate in an extra value',
      withMetadata({ theme: '\ud83d' }),
      /metadata\.theme: must be valid Unicode text/,
    ],
    ['an unknown tool', event({ toolName: 'teleporter' }), /toolName/],
    [
      'a missing action',
      event({ metadata: { localCount: 1, browserInfo: '', screenWidth: 1, screenHeight: 1 } }),
      /metadata.action/,
    ],
    ['a bad post id', event({ postId: '../../etc' }), /postId/],
    [
      'too many extras',
      event({
        metadata: {
          action: 'a',
          localCount: 1,
          browserInfo: '',
          screenWidth: 1,
          screenHeight: 1,
          ...Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`x${i}`, i])),
        },
      }),
      /Too many metadata fields/,
    ],
  ])('rejects %s with 400 and a reason, storing nothing', async (_what, body, reason) => {
    const before = (await toolCounts('sceneGenerator')).totalUsage;
    const response = await send(body, randomClientAddress());
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(reason);
    expect((await toolCounts('sceneGenerator')).totalUsage).toBe(before);
  });

  it("does not count refused events against the caller's limit", async () => {
    await inOneRateWindow(async () => {
      const ip = randomClientAddress();
      for (let i = 0; i < TOOL_USAGE_RATE_LIMIT_PER_MINUTE; i++) {
        expect((await send(withMetadata({ __x__: i }), ip)).status).toBe(400);
      }
      for (let i = 0; i < TOOL_USAGE_RATE_LIMIT_PER_MINUTE; i++) {
        expect((await send(event(), ip)).status).toBe(204);
      }
      expect((await send(event(), ip)).status).toBe(429);
    });
  });

  it(`allows ${TOOL_USAGE_RATE_LIMIT_PER_MINUTE} events a minute per client, then answers 429`, async () => {
    await inOneRateWindow(async () => {
      const ip = randomClientAddress();
      for (let i = 0; i < TOOL_USAGE_RATE_LIMIT_PER_MINUTE; i++) {
        expect((await send(event(), ip)).status).toBe(204);
      }
      const limited = await send(event(), ip);
      expect(limited.status).toBe(429);
    });
    expect((await send(event(), randomClientAddress())).status).toBe(204);
  });

  it('refuses other methods', async () => {
    expect((await fetch(`${SITE_ORIGIN}/api/tool-usage`)).status).toBe(405);
  });
});
