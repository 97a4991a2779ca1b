import type { ToolName } from '@core/models';
import { COLLECTIONS } from '@core/paths';
import {
  toolPagesPath,
  TOOL_PAGES_PAGE_SIZE,
  type ToolPageRow,
  type ToolPagesPage,
} from '@core/tool-pages';
import {
  TOOL_IMPRESSION_RATE_LIMIT_PER_MINUTE,
  TOOL_USAGE_RATE_LIMIT_PER_MINUTE,
} from '@core/tool-usage';
import { dayOf } from '@core/tracking';
import {
  forwardedFor,
  randomClientAddress,
  SITE_ORIGIN,
  startOfRateWindow,
  toolCounts,
  uniqueId,
} from '../../../test/support/emulators';
import {
  adminSession,
  bearer,
  deleteSession,
  userSession,
  type TestSession,
} from '../../../test/support/sessions';
import { addToDailyCounter } from '../counters/sharded-counter';
import { TOOL_PAGE_COUNTERS, toolPageRef } from '../counters/site-counters';
import { db } from '../platform/firebase';

const newOrigin = () => `https://${uniqueId('family-blog')}.example`;

/** What a widget on `page` sends (the browser adds Origin; a test names it or leaves it out). */
function send(
  event: { tool?: ToolName; action?: string; page?: unknown },
  ip: string,
  origin?: string,
) {
  const body = {
    toolName: event.tool ?? 'sceneGenerator',
    instanceId: uniqueId('instance'),
    postId: null,
    metadata: {
      action: event.action ?? 'spin',
      localCount: 1,
      browserInfo: 'test',
      screenWidth: 1280,
      screenHeight: 800,
    },
    ...(event.page === undefined ? {} : { page: event.page }),
  };
  return fetch(`${SITE_ORIGIN}/api/tool-usage`, {
    method: 'POST',
    headers: {
      'content-type': 'text/plain',
      ...forwardedFor(ip),
      ...(origin ? { origin } : {}),
    },
    body: JSON.stringify(body),
  });
}

const pagesOf = async (origin: string) =>
  (await db().collection(COLLECTIONS.toolPages).where('origin', '==', origin).get()).docs;

describe('where the widgets are embedded', () => {
  const sessions: TestSession[] = [];
  let admin: TestSession;
  beforeAll(async () => {
    admin = await adminSession();
    sessions.push(admin);
  });
  afterAll(() => Promise.all(sessions.map(deleteSession)));

  async function list(tool: ToolName, after?: string | null): Promise<ToolPagesPage> {
    const response = await fetch(SITE_ORIGIN + toolPagesPath(tool, after), {
      headers: bearer(admin),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as ToolPagesPage;
  }
  const rowOf = async (tool: ToolName, origin: string): Promise<ToolPageRow | undefined> =>
    (await list(tool)).pages.find((row) => row.origin === origin);

  it('counts impressions and uses per page; an impression is no use and stores no event', async () => {
    const origin = newOrigin();
    const page = { origin, path: '/elves/ideas' };
    const other = { origin, path: '/elves/more' };
    const ip = randomClientAddress();
    const before = (await toolCounts('craftGenerator')).totalUsage;
    const sent: [Parameters<typeof send>[0], string?][] = [
      [{ tool: 'craftGenerator', action: 'impression', page }, origin],
      [{ tool: 'craftGenerator', action: 'impression', page }, origin],
      [{ tool: 'craftGenerator', action: 'impression', page }, origin],
      [{ tool: 'craftGenerator', action: 'generate', page }, origin],
      [{ tool: 'craftGenerator', action: 'impression', page: other }, origin],
      // No Origin header (not a browser): the page as sent.
      [{ tool: 'recipeGenerator', action: 'find', page }],
    ];
    // One after the other: each concurrent request would start a cold function worker.
    for (const [event, from] of sent) expect((await send(event, ip, from)).status).toBe(204);

    expect((await toolCounts('craftGenerator')).totalUsage).toBe(before + 1);
    const events = await db()
      .collection(COLLECTIONS.toolUsageEvents)
      .where('page.origin', '==', origin)
      .get();
    expect(events.docs.map((doc) => doc.get('metadata.action')).sort()).toEqual([
      'find',
      'generate',
    ]);

    const craft = (await list('craftGenerator')).pages.filter((row) => row.origin === origin);
    expect(craft.map(({ path, impressions, uses }) => ({ path, impressions, uses }))).toEqual(
      expect.arrayContaining([
        { path: '/elves/ideas', impressions: 3, uses: 1 },
        { path: '/elves/more', impressions: 1, uses: 0 },
      ]),
    );
    expect(craft).toHaveLength(2);
    expect(Date.parse(craft[0]!.lastSeen)).toBeGreaterThan(Date.now() - 60_000);
    expect(await rowOf('recipeGenerator', origin)).toMatchObject({ impressions: 0, uses: 1 });
    // Aggregates, not a document per event: one record per tool and page.
    expect(await pagesOf(origin)).toHaveLength(3);
  });

  it('a use without a page (a widget built before pages were reported) still counts for the tool', async () => {
    const before = (await toolCounts('elfNameGenerator')).totalUsage;
    const response = await send({ tool: 'elfNameGenerator' }, randomClientAddress());
    expect(response.status).toBe(204);
    expect((await toolCounts('elfNameGenerator')).totalUsage).toBe(before + 1);
  });

  it('counts the last 30 days only: older days and pages not seen since are left out', async () => {
    const origin = newOrigin();
    const ref = toolPageRef(db(), 'sceneGenerator', origin, '/old');
    const gone = toolPageRef(db(), 'sceneGenerator', origin, '/gone');
    const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
    const batch = db().batch();
    addToDailyCounter(batch, TOOL_PAGE_COUNTERS, ref, dayOf(daysAgo(30)), { impressions: 500 });
    addToDailyCounter(batch, TOOL_PAGE_COUNTERS, ref, dayOf(daysAgo(29)), { impressions: 7 });
    batch.set(ref, {
      toolName: 'sceneGenerator',
      origin,
      path: '/old',
      lastSeen: daysAgo(29).toISOString(),
    });
    addToDailyCounter(batch, TOOL_PAGE_COUNTERS, gone, dayOf(daysAgo(31)), { uses: 9 });
    batch.set(gone, {
      toolName: 'sceneGenerator',
      origin,
      path: '/gone',
      lastSeen: daysAgo(31).toISOString(),
    });
    await batch.commit();
    try {
      const ip = randomClientAddress();
      expect(
        (await send({ action: 'impression', page: { origin, path: '/old' } }, ip)).status,
      ).toBe(204);
      let rows: ToolPageRow[] = [];
      for (let after: string | null | undefined; after !== null;) {
        const page = await list('sceneGenerator', after);
        rows = [...rows, ...page.pages.filter((row) => row.origin === origin)];
        after = page.nextAfter;
      }
      expect(rows.map(({ path, impressions, uses }) => ({ path, impressions, uses }))).toEqual([
        { path: '/old', impressions: 8, uses: 0 },
      ]);
    } finally {
      for (const doc of [ref, gone]) await db().recursiveDelete(doc);
    }
  });

  it(`pages the list ${TOOL_PAGES_PAGE_SIZE} at a time, newest first`, async () => {
    const origin = newOrigin();
    // Seen "in the future", so no other test's page comes between them.
    const refs = Array.from({ length: TOOL_PAGES_PAGE_SIZE + 2 }, (_, i) => {
      const ref = toolPageRef(db(), 'elfNameGenerator', origin, `/p${i}`);
      return { ref, i };
    });
    await Promise.all(
      refs.map(({ ref, i }) =>
        ref.set({
          toolName: 'elfNameGenerator',
          origin,
          path: `/p${i}`,
          lastSeen: new Date(Date.UTC(2100, 0, 1, 0, i)).toISOString(),
        }),
      ),
    );
    try {
      const first = await list('elfNameGenerator');
      expect(first.pages.map((row) => row.path)).toEqual(
        Array.from({ length: TOOL_PAGES_PAGE_SIZE }, (_, i) => `/p${TOOL_PAGES_PAGE_SIZE + 1 - i}`),
      );
      const second = await list('elfNameGenerator', first.nextAfter);
      expect(second.pages.slice(0, 2).map((row) => row.path)).toEqual(['/p1', '/p0']);
    } finally {
      await Promise.all(refs.map(({ ref }) => ref.delete()));
    }
  });

  const page = (overrides: Record<string, unknown> = {}) => ({
    origin: 'https://example.com',
    path: '/elves',
    ...overrides,
  });

  it.each([
    [
      'an impression without its page',
      { action: 'impression' },
      /page: an impression needs its page/,
    ],
    [
      'a file: page',
      { page: page({ origin: 'file://' }) },
      /page\.origin: must be an http\(s\) origin/,
    ],
    ['the opaque origin', { page: page({ origin: 'null' }) }, /page\.origin/],
    [
      'an origin with a path',
      { page: page({ origin: 'https://example.com/blog' }) },
      /page\.origin/,
    ],
    ['a javascript: origin', { page: page({ origin: 'javascript:alert(1)' }) }, /page\.origin/],
    [
      'a query string',
      { page: page({ path: '/elves?email=a@b.example' }) },
      /page\.path: must be a path without query/,
    ],
    ['a fragment', { page: page({ path: '/elves#me' }) }, /page\.path/],
    ['a relative path', { page: page({ path: 'elves' }) }, /page\.path/],
    ['a 513-character path', { page: page({ path: `/${'a'.repeat(512)}` }) }, /page\.path/],
    ['an unpaired surrogate in the path', { page: page({ path: '/\ud800' }) }, /page\.path/],
    ['an extra page field', { page: page({ title: 'My page' }) }, /page: Unrecognized key/],
    ['a page that is not an object', { page: 'https://example.com/elves' }, /page/],
  ])('rejects %s with 400 and a reason, counting nothing', async (_what, event, reason) => {
    const response = await send(event, randomClientAddress());
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(reason);
    expect(await pagesOf('https://example.com')).toEqual([]);
  });

  it("rejects a page on another origin than the browser's Origin, counting nothing", async () => {
    const origin = newOrigin();
    const response = await send(
      { action: 'impression', page: { origin, path: '/' } },
      randomClientAddress(),
      'https://elsewhere.example',
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(
      /page\.origin: must be the origin of the page that sent it/,
    );
    expect(await pagesOf(origin)).toEqual([]);
  });

  it(`limits impressions to ${TOOL_IMPRESSION_RATE_LIMIT_PER_MINUTE} a minute per client apart from uses; a limited one is not counted`, async () => {
    await startOfRateWindow();
    const origin = newOrigin();
    const ip = randomClientAddress();
    const impression = { action: 'impression', page: { origin, path: '/busy' } };
    for (let i = 0; i < TOOL_IMPRESSION_RATE_LIMIT_PER_MINUTE; i++)
      expect((await send(impression, ip, origin)).status).toBe(204);
    expect((await send(impression, ip, origin)).status).toBe(429);
    // Uses keep their own limit: the impressions took none of it.
    for (let i = 0; i < TOOL_USAGE_RATE_LIMIT_PER_MINUTE; i++)
      expect((await send({ page: { origin, path: '/busy' } }, ip, origin)).status).toBe(204);
    expect((await send({ page: { origin, path: '/busy' } }, ip, origin)).status).toBe(429);
    expect(await rowOf('sceneGenerator', origin)).toMatchObject({
      impressions: TOOL_IMPRESSION_RATE_LIMIT_PER_MINUTE,
      uses: TOOL_USAGE_RATE_LIMIT_PER_MINUTE,
    });
  });

  it('answers 401 without a session, 403 to a non-admin, 400 to an unknown tool or cursor', async () => {
    const url = SITE_ORIGIN + toolPagesPath('craftGenerator');
    expect((await fetch(url)).status).toBe(401);
    const user = await userSession();
    sessions.push(user);
    expect((await fetch(url, { headers: bearer(user) })).status).toBe(403);
    const unknown = await fetch(`${SITE_ORIGIN}/api/admin/tool-pages?tool=teleporter`, {
      headers: bearer(admin),
    });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({
      error:
        'tool must be one of: elfNameGenerator, craftGenerator, sceneGenerator, recipeGenerator',
    });
    const cursor = await fetch(`${url}&after=nonsense`, { headers: bearer(admin) });
    expect(cursor.status).toBe(400);
  });
});
