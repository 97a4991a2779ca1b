import { toolStatsStoreContract } from './contracts/tool-stats-store-contract';
import { inMemoryAdminData } from './in-memory-admin-data';

toolStatsStoreContract('in memory', async () => {
  const { toolStats, toolPages } = inMemoryAdminData({
    toolStats: [
      {
        toolName: 'craftGenerator',
        totalUsage: 12,
        postEmbeds: 2,
        lastUsed: '2026-11-20T10:00:00.000Z',
      },
    ],
  });
  return { toolStats, toolPages };
});
