import { logger } from 'firebase-functions';
import type { ToolName } from '@core/models';
import { COLLECTIONS } from '@core/paths';
import {
  TOOL_IMPRESSION_RATE_LIMIT_PER_MINUTE,
  TOOL_USAGE_MAX_BODY_BYTES,
  TOOL_USAGE_RATE_LIMIT_PER_MINUTE,
  toolUsageInputSchema,
  type ToolUsageInput,
} from '@core/tool-usage';
import { IMPRESSION_ACTION, TOOL_PAGES_DAYS, type EmbedPage } from '@core/tool-pages';
import { dayOf } from '@core/tracking';
import { addToCounter, addToDailyCounter } from '../counters/sharded-counter';
import {
  EMBED_COUNTERS,
  TOOL_COUNTERS,
  TOOL_PAGE_COUNTERS,
  toolEmbedRef,
  toolPageRef,
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

const DAY_MS = 86_400_000;
/**
 * How stale a page's `lastSeen` may get before an event rewrites it: the page record is written at
 * most about once a minute however busy the page is (its counts are in sharded day counters).
 */
const LAST_SEEN_EVERY_MS = 60_000;

/**
 * Counts an impression or a use on the tool's record of its host page, per day. Both the page
 * record and each day's shards carry `expiresAt` just past the window, for a TTL policy to remove
 * them; reads only look inside the window, so a late removal changes no figure.
 */
async function countOnPage(
  event: ToolUsageInput & { page: EmbedPage },
  impression: boolean,
  now: Date,
): Promise<void> {
  const firestore = db();
  const pageRef = toolPageRef(firestore, event.toolName, event.page.origin, event.page.path);
  const day = dayOf(now);
  const expiresAt = new Date(Date.parse(day) + (TOOL_PAGES_DAYS + 1) * DAY_MS);
  const batch = firestore.batch();
  addToDailyCounter(
    batch,
    TOOL_PAGE_COUNTERS,
    pageRef,
    day,
    impression ? { impressions: 1 } : { uses: 1 },
    { expiresAt },
  );
  // One read decides whether the record needs writing, so a busy page's record stays cool.
  const lastSeen = (await pageRef.get()).get('lastSeen') as string | undefined;
  if (!lastSeen || Date.parse(lastSeen) < now.getTime() - LAST_SEEN_EVERY_MS) {
    batch.set(pageRef, {
      toolName: event.toolName,
      origin: event.page.origin,
      path: event.page.path,
      lastSeen: now.toISOString(),
      expiresAt,
    });
  }
  await batch.commit();
}

/** A page cannot speak for another origin: what a browser sent as Origin must match the event's. */
function pageOriginMismatch(request: Request, event: ToolUsageInput): boolean {
  const origin = request.headers.get('origin');
  return !!event.page && !!origin && origin !== 'null' && origin !== event.page.origin;
}

/**
 * POST /api/tool-usage: validates a widget's usage event, limits how many one client may send per
 * minute, stores the event and counts it on the tool's distributed counter (with the time of last
 * use), on its host page's day counter and, in a published post, on that embed's, so events never
 * wait on each other. An impression (the widget first seen) counts on its page only.
 */
export async function toolUsageHandler(request: Request): Promise<Response> {
  const event = await readJsonBody(request, toolUsageInputSchema, {
    maxBytes: TOOL_USAGE_MAX_BODY_BYTES,
    invalid: (issues) => `Invalid event: ${describeIssues(issues)}`,
  });
  if (event instanceof Response) return event;
  if (pageOriginMismatch(request, event))
    return errorJson(
      400,
      'Invalid event: page.origin: must be the origin of the page that sent it',
    );
  const now = new Date();
  const firestore = db();
  const impression = event.metadata.action === IMPRESSION_ACTION;
  try {
    await (impression
      ? consumeRateLimit(request, 'tool-impression', TOOL_IMPRESSION_RATE_LIMIT_PER_MINUTE, now)
      : consumeRateLimit(request, 'tool-usage', TOOL_USAGE_RATE_LIMIT_PER_MINUTE, now));
    // An impression is no use: only its page's figures count it, and no event document is kept.
    if (!impression) {
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
    }
    const { page } = event;
    if (page) await countOnPage({ ...event, page }, impression, now);
    if (!impression && event.postId)
      await countEmbed(event.toolName, event.postId, now.toISOString());
  } catch (error) {
    if (error instanceof RateLimited) {
      return errorJson(429, 'Too many events from this client; try again in a minute');
    }
    logger.error('Could not record tool usage', { error: String(error) });
    return errorJson(500, 'Could not record the event');
  }
  return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });
}
