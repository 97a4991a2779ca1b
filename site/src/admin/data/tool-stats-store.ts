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
import type { User } from 'firebase/auth';
import { apiPath } from '@core/api-routes';
import type { ToolName, ToolStats } from '@core/models';
import { COLLECTIONS } from '@core/paths';
import type { ToolResultsPage } from '@core/results/result-sharing';
import type { ToolPagesPage } from '@core/generators/tool-pages';
import { callAdminApi } from './admin-api';

/** The usage figures of the given tools, in their order (zeros for a tool never used). */
export type ToolStatsStore = (tools: readonly ToolName[]) => Promise<ToolStats[]>;

/** The pages that embedded a tool in the last 30 days, newest first; `after` pages on. */
export type ToolPagesStore = (tool: ToolName, after?: string | null) => Promise<ToolPagesPage>;

/** A tool's results that spread most (shares, link opens, page visits), most first. */
export type ToolResultsStore = (tool: ToolName) => Promise<ToolResultsPage>;

/**
 * Uses, and results' shares, link opens and visits, are a distributed counter (shards under
 * toolStats/{tool}, written by the usage function): summed with one aggregation each; the time of last use is the latest any shard holds; "embedded" counts the
 * published posts that recorded a use of the tool. A few reads per tool, whatever the traffic.
 */
export function firebaseToolStatsStore(db: Firestore): ToolStatsStore {
  return (tools) =>
    Promise.all(
      tools.map(async (toolName) => {
        const shards = collection(db, COLLECTIONS.toolStats, toolName, COLLECTIONS.toolStatsShards);
        // One aggregation a field: one with several counts only the shards holding them all.
        const total = async (field: string) =>
          (await getAggregate(shards, { total: sum(field) })).data().total;
        const [uses, latest, embeds, shares, linkOpens, visits] = await Promise.all([
          total('totalUsage'),
          getDocs(query(shards, orderBy('lastUsed', 'desc'), limit(1))),
          getCount(collection(db, COLLECTIONS.toolStats, toolName, COLLECTIONS.toolStatsPosts)),
          total('shares'),
          total('linkOpens'),
          total('visits'),
        ]);
        const lastUsed: unknown = latest.docs[0]?.get('lastUsed');
        return {
          toolName,
          totalUsage: uses,
          postEmbeds: embeds.data().count,
          lastUsed: typeof lastUsed === 'string' ? lastUsed : null,
          shares,
          linkOpens,
          visits,
        };
      }),
    );
}

/** The figures are summed by the server. */
export function apiToolPagesStore(user: () => User | null): ToolPagesStore {
  return (tool, after) =>
    callAdminApi<ToolPagesPage>(user(), apiPath('toolPages', { tool, after }), {
      cache: 'no-store',
    });
}

/** The server sums each result's figures and reads its title from the content. */
export function apiToolResultsStore(user: () => User | null): ToolResultsStore {
  return (tool) =>
    callAdminApi<ToolResultsPage>(user(), apiPath('toolResults', { tool }), { cache: 'no-store' });
}
