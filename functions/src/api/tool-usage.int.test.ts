import { COLLECTIONS } from '../../../core/paths';
import { TOOL_USAGE_RATE_LIMIT_PER_MINUTE } from '../../../core/tool-usage';
import {
  createTestPost,
  deleteTestPost,
  forwardedFor,
  randomClientAddress,
  SITE_ORIGIN,
  startOfRateWindow,
  uniqueId,
} from '../../../test/support/emulators';
import { db } from '../platform/firebase';

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

const stats = async (tool: string) =>
  (await db().collection(COLLECTIONS.toolStats).doc(tool).get()).data() ?? {};

describe('tool usage events', () => {
  it('stores a valid event and increments the tool aggregate', async () => {
    const before = (await stats('sceneGenerator')).totalUsage ?? 0;
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
    const after = await stats('sceneGenerator');
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
      const before = (await stats('recipeGenerator')).postEmbeds ?? 0;
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
      expect((await stats('recipeGenerator')).postEmbeds).toBe(before + 1);
    } finally {
      await deleteTestPost(post);
    }
  });

  it.each([
    ['not JSON', 'hello', /Body must be JSON/],
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
    const before = (await stats('sceneGenerator')).totalUsage ?? 0;
    const response = await send(body, randomClientAddress());
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(reason);
    expect((await stats('sceneGenerator')).totalUsage ?? 0).toBe(before);
  });

  it(`allows ${TOOL_USAGE_RATE_LIMIT_PER_MINUTE} events a minute per client, then answers 429`, async () => {
    await startOfRateWindow();
    const ip = randomClientAddress();
    for (let i = 0; i < TOOL_USAGE_RATE_LIMIT_PER_MINUTE; i++) {
      expect((await send(event(), ip)).status).toBe(204);
    }
    const limited = await send(event(), ip);
    expect(limited.status).toBe(429);
    expect((await send(event(), randomClientAddress())).status).toBe(204);
  });

  it('refuses other methods', async () => {
    expect((await fetch(`${SITE_ORIGIN}/api/tool-usage`)).status).toBe(405);
  });
});
