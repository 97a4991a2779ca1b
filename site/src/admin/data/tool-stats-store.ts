import {
  collection,
  getAggregate,
  getCount,
  getDocs,
  limit,
  orderBy,
  query,
  sum,
  type Firestore,
} from 'firebase/firestore/lite';
import type { ToolName, ToolStats } from '@core/models';
import { COLLECTIONS } from '@core/paths';

/**
 * The usage figures of the given tools (zeros for a tool never used). Uses are a distributed
 * counter (shards under toolStats/{tool}, written by the usage function): summed with one
 * aggregation; the time of last use is the latest any shard holds; "embedded" counts the
 * published posts that recorded a use of the tool. A few reads per tool, whatever the traffic.
 */
export async function readToolStats(
  db: Firestore,
  tools: readonly ToolName[],
): Promise<ToolStats[]> {
  return Promise.all(
    tools.map(async (toolName) => {
      const shards = collection(db, COLLECTIONS.toolStats, toolName, COLLECTIONS.toolStatsShards);
      const [uses, latest, embeds] = await Promise.all([
        getAggregate(shards, { total: sum('totalUsage') }),
        getDocs(query(shards, orderBy('lastUsed', 'desc'), limit(1))),
        getCount(collection(db, COLLECTIONS.toolStats, toolName, COLLECTIONS.toolStatsPosts)),
      ]);
      const lastUsed: unknown = latest.docs[0]?.get('lastUsed');
      return {
        toolName,
        totalUsage: uses.data().total,
        postEmbeds: embeds.data().count,
        lastUsed: typeof lastUsed === 'string' ? lastUsed : null,
      };
    }),
  );
}
