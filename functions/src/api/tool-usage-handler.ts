import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { COLLECTIONS } from '../../../core/paths';
import {
  TOOL_USAGE_MAX_BODY_BYTES,
  TOOL_USAGE_RATE_LIMIT_PER_MINUTE,
  toolUsageInputSchema,
} from '../../../core/tool-usage';
import { errorJson } from '../http/fetch-adapter';
import { alreadyExists, consumeRateLimit, RateLimited } from '../http/rate-limit';
import { describeIssues, readJsonBody } from '../http/request-body';
import { db } from '../platform/firebase';

type DocRef = FirebaseFirestore.DocumentReference;

/**
 * A post counts as embedding the tool from its first use there: creating its embed document
 * succeeds only once, and only then does the tool's postEmbeds go up. Only published posts count:
 * unknown ids and drafts (whose ids a widget on any page can name) never do.
 */
async function countEmbed(embedRef: DocRef, statsRef: DocRef, now: Date): Promise<void> {
  try {
    await embedRef.create({ uses: 1, firstUsed: now.toISOString(), lastUsed: now.toISOString() });
  } catch (error) {
    if (!alreadyExists(error)) throw error;
    await embedRef.update({ uses: FieldValue.increment(1), lastUsed: now.toISOString() });
    return;
  }
  await statsRef.set({ postEmbeds: FieldValue.increment(1) }, { merge: true });
}

/**
 * POST /api/tool-usage: validates a widget's usage event, limits how many one client may send per
 * minute, stores the event and increments the aggregates the dashboard reads (total, per post,
 * last used) with plain increments, so events never wait on each other.
 */
export async function toolUsageHandler(request: Request): Promise<Response> {
  const event = await readJsonBody(request, toolUsageInputSchema, {
    maxBytes: TOOL_USAGE_MAX_BODY_BYTES,
    invalid: (issues) => `Invalid event: ${describeIssues(issues)}`,
  });
  if (event instanceof Response) return event;
  const now = new Date();
  const firestore = db();
  const statsRef = firestore.collection(COLLECTIONS.toolStats).doc(event.toolName);
  const embedRef = event.postId
    ? statsRef.collection(COLLECTIONS.toolStatsPosts).doc(event.postId)
    : null;
  const postRef = event.postId ? firestore.collection(COLLECTIONS.posts).doc(event.postId) : null;

  try {
    await consumeRateLimit(request, 'tool-usage', TOOL_USAGE_RATE_LIMIT_PER_MINUTE, now);
    const batch = firestore.batch();
    batch.create(firestore.collection(COLLECTIONS.toolUsageEvents).doc(), {
      ...event,
      createdAt: now.toISOString(),
    });
    batch.set(
      statsRef,
      {
        toolName: event.toolName,
        totalUsage: FieldValue.increment(1),
        lastUsed: now.toISOString(),
      },
      { merge: true },
    );
    await batch.commit();
    if (embedRef && postRef && (await postRef.get()).get('published') === true)
      await countEmbed(embedRef, statsRef, now);
  } catch (error) {
    if (error instanceof RateLimited) {
      return errorJson(429, 'Too many events from this client; try again in a minute');
    }
    logger.error('Could not record tool usage', { error: String(error) });
    return errorJson(500, 'Could not record the event');
  }
  return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });
}
