import { toolStatsStoreContract } from './contracts/tool-stats-store-contract';
import { inMemoryAdminData } from './in-memory-admin-data';

toolStatsStoreContract('in memory', async () => {
  const { toolStats, toolPages, toolResults } = inMemoryAdminData({
    toolStats: [
      {
        toolName: 'craftGenerator',
        totalUsage: 12,
        postEmbeds: 2,
        lastUsed: '2026-11-20T10:00:00.000Z',
        shares: 2,
      },
    ],
    toolResults: {
      craftGenerator: [
        { kind: 'craft', key: 'c1', title: 'Paper Chain', shares: 1, linkOpens: 0, visits: 2 },
        { kind: 'craft', key: 'gone', title: null, shares: 0, linkOpens: 4, visits: 5 },
      ],
    },
  });
  return { toolStats, toolPages, toolResults };
});
