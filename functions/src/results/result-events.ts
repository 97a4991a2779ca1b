import { FieldValue } from 'firebase-admin/firestore';
import { CONTENT_KINDS } from '@core/generators/content-kinds';
import { RESULT_CONTENT } from '@core/results/result-pages';
import {
  RESULT_ACTION_FIGURE,
  RESULTS_NEW_PER_CLIENT_DAY,
  RESULTS_NEW_PER_DAY,
  type ResultAction,
  type ResultRef,
} from '@core/results/result-sharing';
import type { ToolUsageInput } from '@core/analytics/tool-usage';
import { addToCounter, shouldMirror } from '../counters/sharded-counter';
import {
  TOOL_COUNTERS,
  TOOL_RESULT_COUNTERS,
  toolResultRef,
  toolStatsRef,
} from '../counters/site-counters';
import { mayAddRecord, type QuotaClient } from '../platform/quotas';
import { db } from '../platform/firebase';

/** The rate-limit scope counting results new to a tool's analytics. */
export const newToolResultScope = (tool: ToolUsageInput['toolName']) => `tool-new-result-${tool}`;

/**
 * Whether a result not counted before may be: a curated one only while its content exists (one
 * read, made only for a new record), and any within the day's bounds on new results, so no
 * caller can fill the analytics with keys of its choosing.
 */
async function mayAddResult(
  client: QuotaClient,
  event: ToolUsageInput & { result: ResultRef },
  now: Date,
): Promise<boolean> {
  const { kind, key } = event.result;
  if (kind !== 'elf-name') {
    const content = CONTENT_KINDS[RESULT_CONTENT[kind]].collection;
    if (!(await db().collection(content).doc(key).get()).exists) return false;
  }
  return mayAddRecord(
    client,
    newToolResultScope(event.toolName),
    { perClient: RESULTS_NEW_PER_CLIENT_DAY, perDay: RESULTS_NEW_PER_DAY },
    now,
  );
}

/**
 * Counts a share, link open, pin or result-page visit: on the tool's counter (its figure per tool)
 * and on the result's own, whose record keeps a copy of its total (`spread`) to order the results
 * by, written as postStats' is (shouldMirror). Nothing about the visitor is kept.
 */
export async function countResultEvent(
  client: QuotaClient,
  event: ToolUsageInput & { result: ResultRef },
  now: Date,
): Promise<void> {
  const firestore = db();
  const figure = RESULT_ACTION_FIGURE[event.metadata.action as ResultAction];
  const recordRef = toolResultRef(firestore, event.toolName, event.result.key);
  const spread = (await recordRef.get()).get('spread') as number | undefined;
  const batch = firestore.batch();
  addToCounter(batch, TOOL_COUNTERS, toolStatsRef(firestore, event.toolName), { [figure]: 1 });
  if (spread !== undefined || (await mayAddResult(client, event, now))) {
    const shard = addToCounter(batch, TOOL_RESULT_COUNTERS, recordRef, { [figure]: 1 });
    if (spread === undefined || shouldMirror(shard, spread))
      batch.set(
        recordRef,
        {
          kind: event.result.kind,
          key: event.result.key,
          spread: FieldValue.increment(1),
          ...(spread === undefined && { firstSeen: now.toISOString() }),
        },
        { merge: true },
      );
  }
  await batch.commit();
}
