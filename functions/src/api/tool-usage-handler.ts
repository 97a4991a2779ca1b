import { logger } from 'firebase-functions';
import type { ToolName } from '../../../core/models';
import { COLLECTIONS } from '../../../core/paths';
import {
  TOOL_USAGE_MAX_BODY_BYTES,
  TOOL_USAGE_RATE_LIMIT_PER_MINUTE,
  toolUsageInputSchema,
} from '../../../core/tool-usage';
import { addToCounter } from '../counters/sharded-counter';
import {
  EMBED_COUNTERS,
  TOOL_COUNTERS,
  toolEmbedRef,
  toolStatsRef,
} from '../counters/site-counters';
import { errorJson } from '../http/fetch-adapter';
import { alreadyExists, consumeRateLimit, RateLimited } from '../http/rate-limit';
import { describeIssues, readJsonBody } from '../http/request-body';
import { db } from '../platform/firebase';

/**
 * A post counts as embedding the tool from its first use there: its embed record is created once
 * (the tool's "embedded" figure counts these records), and each use adds to the embed's own
 * counter. Only published posts count: unknown ids and drafts (whose ids a widget on any page can
 * name) never do.
 */
async function countEmbed(tool: ToolName, postId: string, now: string): Promise<void> {
  const firestore = db();
  const post = await firestore.collection(COLLECTIONS.posts).doc(postId).get();
  if (post.get('published') !== true) return;
  const embedRef = toolEmbedRef(firestore, tool, postId);
  // Read first: creating on every use would send every use of a popular post to one document.
  if (!(await embedRef.get()).exists) {
    await embedRef.create({ postId, firstUsed: now }).catch((error: unknown) => {
      if (!alreadyExists(error)) throw error;
    });
  }
  const batch = firestore.batch();
  addToCounter(batch, EMBED_COUNTERS, embedRef, { uses: 1 }, { lastUsed: now });
  await batch.commit();
}

/**
 * POST /api/tool-usage: validates a widget's usage event, limits how many one client may send per
 * minute, stores the event and counts it on the tool's distributed counter (with the time of last
 * use) and, in a published post, on that embed's, so events never wait on each other.
 */
export async function toolUsageHandler(request: Request): Promise<Response> {
  const event = await readJsonBody(request, toolUsageInputSchema, {
    maxBytes: TOOL_USAGE_MAX_BODY_BYTES,
    invalid: (issues) => `Invalid event: ${describeIssues(issues)}`,
  });
  if (event instanceof Response) return event;
  const now = new Date();
  const firestore = db();
  try {
    await consumeRateLimit(request, 'tool-usage', TOOL_USAGE_RATE_LIMIT_PER_MINUTE, now);
    const batch = firestore.batch();
    batch.create(firestore.collection(COLLECTIONS.toolUsageEvents).doc(), {
      ...event,
      createdAt: now.toISOString(),
    });
    addToCounter(
      batch,
      TOOL_COUNTERS,
      toolStatsRef(firestore, event.toolName),
      { totalUsage: 1 },
      { lastUsed: now.toISOString() },
    );
    await batch.commit();
    if (event.postId) await countEmbed(event.toolName, event.postId, now.toISOString());
  } catch (error) {
    if (error instanceof RateLimited) {
      return errorJson(429, 'Too many events from this client; try again in a minute');
    }
    logger.error('Could not record tool usage', { error: String(error) });
    return errorJson(500, 'Could not record the event');
  }
  return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });
}
