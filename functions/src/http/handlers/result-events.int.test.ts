import { randomBytes } from 'node:crypto';
import { apiPath } from '@core/api-routes';
import type { ToolName } from '@core/models';
import { COLLECTIONS } from '@core/paths';
import {
  RESULT_FIGURES,
  RESULTS_NEW_PER_CLIENT_DAY,
  type ResultFigures,
  type ResultRef,
  type ToolResultsPage,
} from '@core/results/result-sharing';
import type { ToolPagesPage } from '@core/generators/tool-pages';
import { forwardedFor, randomClientAddress, SITE_ORIGIN, uniqueId } from '@test/emulators';
import { bearer, sessionsForFile } from '@test/sessions';
import { counterTotals } from '../../counters/sharded-counter';
import {
  TOOL_COUNTERS,
  TOOL_RESULT_COUNTERS,
  toolResultRef,
  toolStatsRef,
} from '../../counters/site-counters';
import { rateWindowRef } from '../rate-limit';
import { db } from '../../platform/firebase';
import { newToolResultScope } from '../../results/result-events';

/** Letters only, as an elf name's words are. */
const letters = () => [...randomBytes(8)].map((b) => String.fromCharCode(97 + (b % 26))).join('');

const FIELDS = Object.fromEntries(RESULT_FIGURES.map((f) => [f, f])) as Record<
  keyof ResultFigures,
  string
>;

/** What a widget (or a result page) sends about a result. */
function send(
  event: { tool: ToolName; action: string; result?: unknown; page?: unknown },
  ip: string,
  origin?: string,
) {
  const body = {
    toolName: event.tool,
    instanceId: uniqueId('instance'),
    postId: null,
    metadata: {
      action: event.action,
      localCount: 0,
      browserInfo: '',
      screenWidth: 0,
      screenHeight: 0,
    },
    ...(event.result === undefined ? {} : { result: event.result }),
    ...(event.page === undefined ? {} : { page: event.page }),
  };
  return fetch(`${SITE_ORIGIN}/api/tool-usage`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain', ...forwardedFor(ip), ...(origin ? { origin } : {}) },
    body: JSON.stringify(body),
  });
}

const toolFigures = (tool: ToolName) =>
  counterTotals(TOOL_COUNTERS, toolStatsRef(db(), tool), FIELDS);
const resultFigures = (tool: ToolName, key: string) =>
  counterTotals(TOOL_RESULT_COUNTERS, toolResultRef(db(), tool, key), FIELDS);
const recorded = async (tool: ToolName, key: string) =>
  (await toolResultRef(db(), tool, key).get()).exists;

async function createCraft(title: string): Promise<string> {
  const id = uniqueId('craft');
  await db()
    .collection(COLLECTIONS.craftIdeas)
    .doc(id)
    .set({
      title,
      instructions: 'Glue.',
      requiredSupplies: ['glue'],
      difficulty: 'Easy',
      timeRequired: null,
      updatedAt: new Date().toISOString(),
    });
  return id;
}

describe('shares, link opens and result-page visits', () => {
  const { admin } = sessionsForFile('admin');

  async function adminRead<T>(path: string): Promise<T> {
    const response = await fetch(SITE_ORIGIN + path, { headers: bearer(admin) });
    expect(response.status).toBe(200);
    return (await response.json()) as T;
  }

  it('count per tool and per result, with the page a share came from, and the admin reads them with titles', async () => {
    const id = await createCraft('Paper Chain Countdown');
    const result: ResultRef = { kind: 'craft', key: id };
    const ip = randomClientAddress();
    const origin = `https://${uniqueId('family-blog')}.example`;
    const page = { origin, path: '/advent' };
    const before = await toolFigures('craftGenerator');
    for (const action of ['share', 'pin', 'link-open', 'link-open', 'result-visit'])
      expect(
        (await send({ tool: 'craftGenerator', action, result, page }, ip, origin)).status,
      ).toBe(204);
    expect(await toolFigures('craftGenerator')).toEqual({
      shares: before.shares + 2,
      linkOpens: before.linkOpens + 2,
      visits: before.visits + 1,
    });
    expect(await resultFigures('craftGenerator', id)).toEqual({
      shares: 2,
      linkOpens: 2,
      visits: 1,
    });
    // Nothing about the visitor is kept: no event document, no use.
    const events = await db()
      .collection(COLLECTIONS.toolUsageEvents)
      .where('page.origin', '==', origin)
      .get();
    expect(events.empty).toBe(true);
    // The embedding page carries what spread from it: the share, the pin and the link opens.
    const pages = await adminRead<ToolPagesPage>(apiPath('toolPages', { tool: 'craftGenerator' }));
    expect(pages.pages.find((row) => row.origin === origin)).toMatchObject({
      spreads: 4,
      uses: 0,
      impressions: 0,
    });
    const spread = await adminRead<ToolResultsPage>(
      apiPath('toolResults', { tool: 'craftGenerator' }),
    );
    const row = spread.results.find((r) => r.key === id);
    // The table lists the top results: ours made the list unless ten others spread more.
    if (spread.results.length < 10 || row)
      expect(row).toEqual({
        kind: 'craft',
        key: id,
        title: 'Paper Chain Countdown',
        shares: 2,
        linkOpens: 2,
        visits: 1,
      });

    // Deleted since: its figures stay, its title is gone.
    await db().collection(COLLECTIONS.craftIdeas).doc(id).delete();
    const after = await adminRead<ToolResultsPage>(
      apiPath('toolResults', { tool: 'craftGenerator' }),
    );
    const gone = after.results.find((r) => r.key === id);
    if (gone) expect(gone.title).toBeNull();
  });

  it('refuses bad kinds, keys and tools with 400 and writes nothing', async () => {
    const ip = randomClientAddress();
    const before = await toolFigures('elfNameGenerator');
    const bad: Parameters<typeof send>[0][] = [
      { tool: 'elfNameGenerator', action: 'share', result: { kind: 'poem', key: 'x' } },
      {
        tool: 'elfNameGenerator',
        action: 'share',
        result: { kind: 'elf-name', key: 'Buy-cheap-pills' },
      },
      { tool: 'elfNameGenerator', action: 'share', result: { kind: 'elf-name', key: '<b>x</b>' } },
      { tool: 'craftGenerator', action: 'share', result: { kind: 'craft', key: '../secrets' } },
      { tool: 'elfNameGenerator', action: 'share', result: { kind: 'craft', key: 'c1' } },
      { tool: 'elfNameGenerator', action: 'share' },
      { tool: 'elfNameGenerator', action: 'generate', result: { kind: 'elf-name', key: 'Jingle' } },
    ];
    for (const event of bad) {
      const response = await send(event, ip);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(/^Invalid event: /);
    }
    expect(await toolFigures('elfNameGenerator')).toEqual(before);
    expect(await recorded('elfNameGenerator', 'Buy-cheap-pills')).toBe(false);
  });

  it('counts an elf name by its address, but no curated id that names no content', async () => {
    const ip = randomClientAddress();
    const name = `Jingle${letters()}-McSparkle`;
    const missing = uniqueId('no-such-craft');
    expect(
      (
        await send(
          { tool: 'elfNameGenerator', action: 'share', result: { kind: 'elf-name', key: name } },
          ip,
        )
      ).status,
    ).toBe(204);
    expect(
      (
        await send(
          { tool: 'craftGenerator', action: 'share', result: { kind: 'craft', key: missing } },
          ip,
        )
      ).status,
    ).toBe(204);
    expect(await resultFigures('elfNameGenerator', name)).toEqual({
      shares: 1,
      linkOpens: 0,
      visits: 0,
    });
    expect(await recorded('craftGenerator', missing)).toBe(false);
  });

  it(`lets a client add at most ${RESULTS_NEW_PER_CLIENT_DAY} new results a day; counted ones keep counting`, async () => {
    const ip = randomClientAddress();
    const nameEvent = (key: string) => ({
      tool: 'elfNameGenerator' as const,
      action: 'link-open',
      result: { kind: 'elf-name', key },
    });
    const known = `Known${letters()}`;
    expect((await send(nameEvent(known), ip)).status).toBe(204);
    // The client has added all but one of today's new results (one by one takes minutes here).
    await rateWindowRef(
      new Request(SITE_ORIGIN, { headers: forwardedFor(ip) }),
      newToolResultScope('elfNameGenerator'),
      new Date(),
      'day',
    ).set({ count: RESULTS_NEW_PER_CLIENT_DAY - 1 }, { merge: true });
    const last = `Last${letters()}`;
    const tooMany = `Toomany${letters()}`;
    for (const key of [last, tooMany, known])
      expect((await send(nameEvent(key), ip)).status).toBe(204);
    expect(await recorded('elfNameGenerator', last)).toBe(true);
    expect(await recorded('elfNameGenerator', tooMany)).toBe(false);
    expect((await resultFigures('elfNameGenerator', known)).linkOpens).toBe(2);
    // Another client is not limited by this one.
    expect((await send(nameEvent(tooMany), randomClientAddress())).status).toBe(204);
    expect(await recorded('elfNameGenerator', tooMany)).toBe(true);
  });
});
