import type { ToolName } from '@core/models';
import { COLLECTIONS } from '@core/paths';
import {
  TOOL_PAGES_PAGE_SIZE,
  type ToolPageRow,
  type ToolPagesPage,
} from '@core/generators/tool-pages';
import { TOOL_NEW_PAGES_PER_CLIENT_DAY, TOOL_NEW_PAGES_PER_DAY } from '@core/generators/tool-pages';
import {
  TOOL_IMPRESSION_RATE_LIMIT_PER_MINUTE,
  TOOL_USAGE_RATE_LIMIT_PER_MINUTE,
} from '@core/analytics/tool-usage';
import { dayOf } from '@core/analytics/tracking';
import {
  forwardedFor,
  randomClientAddress,
  SITE_ORIGIN,
  inOneRateWindow,
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
import { addToDailyCounter } from '../../counters/sharded-counter';
import { TOOL_PAGE_COUNTERS, toolPageRef } from '../../counters/site-counters';
import { rateWindowRef } from '../rate-limit';
import { sharedWindowRef } from '../../platform/quotas';
import { newToolPageScope } from './tool-usage-handler';
import { db } from '../../platform/firebase';
import { apiPath } from '@core/api-routes';

const newOrigin = () => `https://${uniqueId('family-blog')}.example`;

/** What a widget on `page` sends (the browser adds Origin; a test names it or leaves it out). */
function send(
  event: { tool?: ToolName; action?: string; page?: unknown; method?: unknown },
  ip: string,
  origin?: string,
  referer?: string,
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
    ...(event.method === undefined ? {} : { method: event.method }),
  };
  return fetch(`${SITE_ORIGIN}/api/tool-usage`, {
    method: 'POST',
    headers: {
      'content-type': 'text/plain',
      ...forwardedFor(ip),
      ...(origin ? { origin } : {}),
      ...(referer ? { referer } : {}),
    },
    body: JSON.stringify(body),
  });
}

const pagesOf = async (origin: string) =>
  (await db().collection(COLLECTIONS.toolPages).where('origin', '==', origin).get()).docs;

describe('where the widgets are embedded', () => {
  const sessions: TestSession[] = [];
  const { admin } = sessionsForFile('admin');
  afterAll(() => Promise.all(sessions.map(deleteSession)));

  async function list(tool: ToolName, after?: string | null): Promise<ToolPagesPage> {
    const response = await fetch(SITE_ORIGIN + apiPath('toolPages', { tool, after }), {
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
      [{ tool: 'recipeGenerator', action: 'find', page }, origin],
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

  it("counts each tool's impressions and uses by embed method; none given counts as 'script', an unknown one is refused", async () => {
    const origin = newOrigin();
    const page = { origin, path: '/by-method' };
    const ip = randomClientAddress();
    const before = (await list('recipeGenerator')).methods;
    const sent: Parameters<typeof send>[0][] = [
      { tool: 'recipeGenerator', action: 'impression', page, method: 'element' },
      { tool: 'recipeGenerator', action: 'find', page, method: 'element' },
      { tool: 'recipeGenerator', action: 'find', page, method: 'markup' },
      { tool: 'recipeGenerator', action: 'find', page, method: 'iframe' },
      { tool: 'recipeGenerator', action: 'find', page },
    ];
    for (const event of sent) expect((await send(event, ip, origin)).status).toBe(204);
    const refused = await send({ tool: 'recipeGenerator', page, method: 'telepathy' }, ip, origin);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toContain(
      'must be one of: script, markup, element, iframe',
    );

    const after = (await list('recipeGenerator')).methods;
    const added = Object.fromEntries(
      Object.entries(after).map(([method, figures]) => [
        method,
        {
          impressions: figures.impressions - before[method as keyof typeof before].impressions,
          uses: figures.uses - before[method as keyof typeof before].uses,
        },
      ]),
    );
    expect(added).toEqual({
      script: { impressions: 0, uses: 1 },
      markup: { impressions: 0, uses: 1 },
      element: { impressions: 1, uses: 1 },
      iframe: { impressions: 0, uses: 1 },
    });
    const events = await db()
      .collection(COLLECTIONS.toolUsageEvents)
      .where('page.origin', '==', origin)
      .get();
    expect(events.docs.map((doc) => doc.get('method')).sort()).toEqual([
      'element',
      'iframe',
      'markup',
      'script',
    ]);
    // The refused event changed nothing: its page counts the four accepted uses only.
    expect(await rowOf('recipeGenerator', origin)).toMatchObject({ impressions: 1, uses: 4 });
  });

  it("counts an iframe embed's events on the parent page it names, only when sent from our embed page", async () => {
    const parent = { origin: newOrigin(), path: '/our-advent-calendar' };
    const ip = randomClientAddress();
    const fromEmbed = `${SITE_ORIGIN}/embed/scene?theme=minimal`;
    const impression = { tool: 'sceneGenerator' as const, action: 'impression', page: parent };
    expect(
      (await send({ ...impression, method: 'iframe' }, ip, SITE_ORIGIN, fromEmbed)).status,
    ).toBe(204);
    expect(await rowOf('sceneGenerator', parent.origin)).toMatchObject({
      path: parent.path,
      impressions: 1,
    });

    // Not from an embed page, not an iframe embed, or from another site's /embed/: no page.
    const elsewhere = { ...parent, origin: newOrigin() };
    const refusals: [Parameters<typeof send>[0], string, string][] = [
      [{ ...impression, page: elsewhere, method: 'iframe' }, SITE_ORIGIN, `${SITE_ORIGIN}/blog`],
      [{ ...impression, page: elsewhere, method: 'markup' }, SITE_ORIGIN, fromEmbed],
      [
        { ...impression, page: elsewhere, method: 'iframe' },
        'https://mimic.example',
        'https://mimic.example/embed/scene',
      ],
    ];
    for (const [event, origin, referer] of refusals)
      expect((await send(event, ip, origin, referer)).status).toBe(204);
    expect(await pagesOf(elsewhere.origin)).toEqual([]);
  });

  it('counts the events of an embed page a host sandboxed (an opaque origin: Origin null, no Referer) on the site it names, the page unknown', async () => {
    const parent = { origin: newOrigin(), path: null };
    const ip = randomClientAddress();
    const spin = {
      tool: 'sceneGenerator' as const,
      action: 'spin',
      page: parent,
      method: 'iframe',
    };
    expect((await send(spin, ip, 'null')).status).toBe(204);
    expect(await rowOf('sceneGenerator', parent.origin)).toMatchObject({ path: null, uses: 1 });

    // Nothing says which page sent it: never a page of that site, nor anything but an iframe's.
    const elsewhere = { origin: newOrigin(), path: '/advent' };
    for (const event of [
      { ...spin, page: elsewhere },
      { ...spin, page: elsewhere, method: 'markup' },
    ])
      expect((await send(event, ip, 'null')).status).toBe(204);
    expect(await pagesOf(elsewhere.origin)).toEqual([]);
  });

  it("counts an iframe embed whose parent did not say its page as unknown on that site, apart from the site's home page", async () => {
    const origin = newOrigin();
    const ip = randomClientAddress();
    const fromEmbed = `${SITE_ORIGIN}/embed/craft`;
    const unknown = { origin, path: null };
    const sent: Parameters<typeof send>[0][] = [
      { tool: 'craftGenerator', action: 'impression', page: unknown, method: 'iframe' },
      { tool: 'craftGenerator', action: 'generate', page: unknown, method: 'iframe' },
      {
        tool: 'craftGenerator',
        action: 'impression',
        page: { origin, path: '/' },
        method: 'iframe',
      },
    ];
    for (const event of sent)
      expect((await send(event, ip, SITE_ORIGIN, fromEmbed)).status).toBe(204);
    const rows = (await list('craftGenerator')).pages.filter((row) => row.origin === origin);
    expect(rows.map(({ path, impressions, uses }) => ({ path, impressions, uses }))).toEqual(
      expect.arrayContaining([
        { path: null, impressions: 1, uses: 1 },
        { path: '/', impressions: 1, uses: 0 },
      ]),
    );
    expect(rows).toHaveLength(2);
    const events = await db()
      .collection(COLLECTIONS.toolUsageEvents)
      .where('page.origin', '==', origin)
      .get();
    expect(events.docs.map((doc) => doc.get('page') as unknown)).toEqual([unknown]);
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
        (await send({ action: 'impression', page: { origin, path: '/old' } }, ip, origin)).status,
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
    ['angle brackets in the path', { page: page({ path: '/elves/<img src=x>' }) }, /page\.path/],
    [
      'a double quote in the path',
      { page: page({ path: '/elves/"onmouseover="x' }) },
      /page\.path/,
    ],
    ['dot segments in the path', { page: page({ path: '/blog/../admin' }) }, /page\.path/],
    ['a backslash in the path', { page: page({ path: '/\\evil.example' }) }, /page\.path/],
    ['a relative path', { page: page({ path: 'elves' }) }, /page\.path/],
    [
      'an unknown page from a script embed',
      { page: page({ path: null }), method: 'script' },
      /page\.path: only an iframe embed may leave its page unknown/,
    ],
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

  /** The use counts for the tool; no page of `origin` is recorded, nor kept in the event. */
  async function expectUseWithoutPage(
    origin: string,
    headers: { origin?: string; referer?: string },
  ) {
    const before = (await toolCounts('sceneGenerator')).totalUsage;
    const instanceId = uniqueId('instance');
    const ip = randomClientAddress();
    const page = { origin, path: '/elves' };
    for (const action of ['impression', 'spin']) {
      const response = await fetch(`${SITE_ORIGIN}/api/tool-usage`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain', ...forwardedFor(ip), ...headers },
        body: JSON.stringify({
          toolName: 'sceneGenerator',
          instanceId,
          postId: null,
          metadata: { action, localCount: 1, browserInfo: 'test', screenWidth: 1, screenHeight: 1 },
          page,
        }),
      });
      // The same answer as for a recorded page: the sender learns nothing of what was kept.
      expect(response.status).toBe(204);
    }
    expect((await toolCounts('sceneGenerator')).totalUsage).toBe(before + 1);
    const events = await db()
      .collection(COLLECTIONS.toolUsageEvents)
      .where('instanceId', '==', instanceId)
      .get();
    expect(events.docs.map((doc) => doc.get('page'))).toEqual([undefined]);
    expect(await pagesOf(origin)).toEqual([]);
  }

  it("records no page on another origin than the browser's Origin; the use still counts", async () => {
    const origin = newOrigin();
    await expectUseWithoutPage(origin, { origin: 'https://elsewhere.example' });
    // A Referer does not speak for the page when the Origin names another.
    await expectUseWithoutPage(origin, {
      origin: 'https://elsewhere.example',
      referer: `${origin}/elves`,
    });
  });

  it('records no page when neither Origin nor Referer names its origin; the use still counts', async () => {
    const origin = newOrigin();
    await expectUseWithoutPage(origin, {});
    await expectUseWithoutPage(origin, { origin: 'null' });
    await expectUseWithoutPage(origin, { referer: 'https://elsewhere.example/elves' });
  });

  it('without an Origin header, records the page its Referer names', async () => {
    const origin = newOrigin();
    const ip = randomClientAddress();
    const response = await fetch(`${SITE_ORIGIN}/api/tool-usage`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', ...forwardedFor(ip), referer: `${origin}/elves` },
      body: JSON.stringify({
        toolName: 'sceneGenerator',
        instanceId: uniqueId('instance'),
        postId: null,
        metadata: {
          action: 'impression',
          localCount: 1,
          browserInfo: 'test',
          screenWidth: 1,
          screenHeight: 1,
        },
        page: { origin, path: '/elves' },
      }),
    });
    expect(response.status).toBe(204);
    expect(await rowOf('sceneGenerator', origin)).toMatchObject({ path: '/elves', impressions: 1 });
  });

  it('stores a path as a URL holds it: a quote is percent-encoded, so none reaches the list', async () => {
    const origin = newOrigin();
    const impression = {
      action: 'impression',
      page: { origin, path: "/login'onmouseover=alert(1)" },
    };
    expect((await send(impression, randomClientAddress(), origin)).status).toBe(204);
    const rows = (await list('sceneGenerator')).pages.filter((row) => row.origin === origin);
    expect(rows.map((row) => row.path)).toEqual(['/login%27onmouseover=alert(1)']);
  });

  it(`adds at most ${TOOL_NEW_PAGES_PER_CLIENT_DAY} new pages of a tool a day per client; its known pages keep counting`, async () => {
    const origin = newOrigin();
    const ip = randomClientAddress();
    const impression = (path: string) => ({ action: 'impression', page: { origin, path } });
    expect((await send(impression('/known'), ip, origin)).status).toBe(204);
    // The client has added all but one of today's new pages (one by one takes minutes here).
    await rateWindowRef(
      new Request(SITE_ORIGIN, { headers: forwardedFor(ip) }),
      newToolPageScope('sceneGenerator'),
      new Date(),
      'day',
    ).set({ count: TOOL_NEW_PAGES_PER_CLIENT_DAY - 1 }, { merge: true });
    for (const path of ['/last', '/one-too-many', '/known', '/last'])
      expect((await send(impression(path), ip, origin)).status).toBe(204);
    // Another tool's list, and another client, are not limited by this one.
    expect(
      (await send({ tool: 'craftGenerator', ...impression('/other-tool') }, ip, origin)).status,
    ).toBe(204);
    expect((await send(impression('/other-client'), randomClientAddress(), origin)).status).toBe(
      204,
    );

    const scene = (await list('sceneGenerator')).pages.filter((row) => row.origin === origin);
    expect(scene.map(({ path, impressions }) => ({ path, impressions }))).toEqual(
      expect.arrayContaining([
        { path: '/known', impressions: 2 },
        { path: '/last', impressions: 2 },
        { path: '/other-client', impressions: 1 },
      ]),
    );
    expect(scene).toHaveLength(3);
    expect(await rowOf('craftGenerator', origin)).toMatchObject({ path: '/other-tool' });
  });

  it(`adds at most ${TOOL_NEW_PAGES_PER_DAY} new pages of a tool a day from all clients together`, async () => {
    const origin = newOrigin();
    const impression = (path: string) => ({
      tool: 'recipeGenerator' as const,
      action: 'impression',
      page: { origin, path },
    });
    expect((await send(impression('/known'), randomClientAddress(), origin)).status).toBe(204);
    const today = sharedWindowRef(newToolPageScope('recipeGenerator'), new Date(), 'day');
    const counted = ((await today.get()).get('count') as number | undefined) ?? 0;
    await today.set({ count: TOOL_NEW_PAGES_PER_DAY }, { merge: true });
    try {
      for (const path of ['/new', '/known'])
        expect((await send(impression(path), randomClientAddress(), origin)).status).toBe(204);
      const rows = (await list('recipeGenerator')).pages.filter((row) => row.origin === origin);
      expect(rows.map(({ path, impressions }) => ({ path, impressions }))).toEqual([
        { path: '/known', impressions: 2 },
      ]);
    } finally {
      // Other files' pages of this tool today are not to be refused.
      await today.set({ count: counted }, { merge: true });
    }
  });

  it(`limits impressions to ${TOOL_IMPRESSION_RATE_LIMIT_PER_MINUTE} a minute per client apart from uses; a limited one is not counted`, async () => {
    await inOneRateWindow(async () => {
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
  });

  it('answers 401 without a session, 403 to a non-admin, 400 to an unknown tool or cursor', async () => {
    const url = SITE_ORIGIN + apiPath('toolPages', { tool: 'craftGenerator' });
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
