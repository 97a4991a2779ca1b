import { doc, getDoc, type Firestore } from 'firebase/firestore/lite';
import type { ToolName, ToolStats } from '../../../../core/models';
import { COLLECTIONS } from '../../../../core/paths';

/** The usage aggregates of the given tools (zeros for a tool never used): one read each. */
export async function readToolStats(
  db: Firestore,
  tools: readonly ToolName[],
): Promise<ToolStats[]> {
  return Promise.all(
    tools.map(async (toolName) => {
      const data = (await getDoc(doc(db, COLLECTIONS.toolStats, toolName))).data() ?? {};
      const count = (value: unknown) => (typeof value === 'number' ? value : 0);
      return {
        toolName,
        totalUsage: count(data.totalUsage),
        postEmbeds: count(data.postEmbeds),
        lastUsed: typeof data.lastUsed === 'string' ? data.lastUsed : null,
      };
    }),
  );
}
