/**
 * What every ToolStatsStore and ToolPagesStore do (each tool's usage, and the pages that embed
 * it), written once: run against the in-memory stores (in-memory-tool-stats.test.ts) and against
 * the real adapters on the emulators (test/contracts/admin-stores.int.test.ts). The figures are
 * the whole site's: the tests hold for whatever visits it has had.
 */
import { TOOL_NAMES } from '@core/models';
import { EMBED_METHODS, TOOL_PAGES_PAGE_SIZE } from '@core/generators/tool-pages';
import { RESULT_FIGURES, spreadOf, TOP_RESULTS } from '@core/results/result-sharing';
import type {
  ToolPagesStore,
  ToolResultsStore,
  ToolStatsStore,
} from '@site/admin/data/tool-stats-store';

interface Stores {
  toolStats: ToolStatsStore;
  toolPages: ToolPagesStore;
  toolResults: ToolResultsStore;
}

export function toolStatsStoreContract(backend: string, makeStores: () => Promise<Stores>) {
  describe(`ToolStatsStore contract: ${backend}`, () => {
    let stores: Stores;
    beforeEach(async () => {
      stores = await makeStores();
    });

    it('answers each tool asked for, in the order asked, with figures never below zero', async () => {
      const tools = [...TOOL_NAMES].reverse();
      const stats = await stores.toolStats(tools);
      expect(stats.map((s) => s.toolName)).toEqual(tools);
      for (const { totalUsage, postEmbeds, lastUsed, ...spread } of stats) {
        expect(Math.min(totalUsage, postEmbeds)).toBeGreaterThanOrEqual(0);
        for (const figure of RESULT_FIGURES) expect(spread[figure]).toBeGreaterThanOrEqual(0);
        if (lastUsed !== null) expect(new Date(lastUsed).toISOString()).toBe(lastUsed);
      }
    });

    it('answers a page of a tool’s embedding pages, newest first, with every method’s figures', async () => {
      const page = await stores.toolPages(TOOL_NAMES[0]);
      expect(page.pages.length).toBeLessThanOrEqual(TOOL_PAGES_PAGE_SIZE);
      const seen = page.pages.map((row) => row.lastSeen);
      expect(seen).toEqual([...seen].sort().reverse());
      expect(Object.keys(page.methods).sort()).toEqual([...EMBED_METHODS].sort());
      for (const row of page.pages) expect(row.spreads).toBeGreaterThanOrEqual(0);
    });

    it('answers a tool’s results that spread most, most first, each of the tool’s kind with a title or null', async () => {
      const { results } = await stores.toolResults('craftGenerator');
      expect(results.length).toBeLessThanOrEqual(TOP_RESULTS);
      const spreads = results.map(spreadOf);
      expect(spreads).toEqual([...spreads].sort((a, b) => b - a));
      for (const row of results) {
        expect(row.kind).toBe('craft');
        expect(row.title === null || typeof row.title === 'string').toBe(true);
      }
    });
  });
}
