import { logger } from 'firebase-functions';
import type { ToolName } from '@core/models';
import { COLLECTIONS } from '@core/paths';
import {
  TOOL_IMPRESSION_RATE_LIMIT_PER_MINUTE,
  TOOL_USAGE_MAX_BODY_BYTES,
  TOOL_USAGE_RATE_LIMIT_PER_MINUTE,
  toolUsageInputSchema,
  type ToolUsageInput,
} from '@core/analytics/tool-usage';
import {
  embedMethodField,
  IMPRESSION_ACTION,
  TOOL_NEW_PAGES_PER_CLIENT_DAY,
  TOOL_NEW_PAGES_PER_DAY,
  TOOL_PAGES_DAYS,
  type EmbedPage,
  type PageFigure,
} from '@core/generators/tool-pages';
import { RESULT_ACTIONS } from '@core/results/result-sharing';
import { dayOf } from '@core/analytics/tracking';
import { EMBED_PATH_PREFIX } from '@core/embed/embed-page';
import { addToCounter, addToDailyCounter } from '../../counters/sharded-counter';
import {
  EMBED_COUNTERS,
  TOOL_COUNTERS,
  TOOL_METHOD_COUNTERS,
  TOOL_PAGE_COUNTERS,
  toolEmbedRef,
  toolPageRef,
  toolStatsRef,
} from '../../counters/site-counters';
import { errorJson } from '../fetch-adapter';
import { consumeRateLimit, quotaClient } from '../rate-limit';
import { alreadyExists, mayAddRecord, RateLimited } from '../../platform/quotas';
import { describeIssues, readJsonBody } from '../request-body';
import { servedOrigin } from '@core/embed/served-origin';
import { db } from '../../platform/firebase';
import { countResultEvent } from '../../results/result-events';
import { siteSettings } from '../../platform/config';

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

/** Counts an impression or a use on the tool's day counter of its embed method. */
async function countByMethod(event: ToolUsageInput, impression: boolean, now: Date): Promise<void> {
  const firestore = db();
  const day = dayOf(now);
  const batch = firestore.batch();
  addToDailyCounter(
    batch,
    TOOL_METHOD_COUNTERS,
    toolStatsRef(firestore, event.toolName),
    day,
    { [embedMethodField(event.method, impression ? 'impressions' : 'uses')]: 1 },
    { expiresAt: windowEnd(day) },
  );
  await batch.commit();
}

/** The rate-limit scope counting pages new to a tool's list. */
export const newToolPageScope = (tool: ToolName) => `tool-new-page-${tool}`;

const DAY_MS = 86_400_000;

/** The end of a day counter's window: a TTL policy on `expiresAt` removes it after. */
const windowEnd = (day: string) => new Date(Date.parse(day) + (TOOL_PAGES_DAYS + 1) * DAY_MS);
/**
 * How stale a page's `lastSeen` may get before an event rewrites it: the page record is written at
 * most about once a minute however busy the page is (its counts are in sharded day counters).
 */
const LAST_SEEN_EVERY_MS = 60_000;

const mayAddPage = (request: Request, tool: ToolName, now: Date) =>
  mayAddRecord(
    quotaClient(request),
    newToolPageScope(tool),
    { perClient: TOOL_NEW_PAGES_PER_CLIENT_DAY, perDay: TOOL_NEW_PAGES_PER_DAY },
    now,
  );

/**
 * Counts an impression, a use or a result's spread (a share, link open or pin) on the tool's record
 * of its host page, per day; a page new to the list counts only within the day's limits on new pages. Both the page record and each day's
 * shards carry `expiresAt` just past the window, for a TTL policy to remove them; reads only look
 * inside the window, so a late removal changes no figure.
 */
async function countOnPage(
  request: Request,
  event: ToolUsageInput & { page: EmbedPage },
  figure: PageFigure,
  now: Date,
): Promise<void> {
  const firestore = db();
  const pageRef = toolPageRef(firestore, event.toolName, event.page.origin, event.page.path);
  // One read tells a new page and whether the record needs writing, so a busy page's stays cool.
  const lastSeen = (await pageRef.get()).get('lastSeen') as string | undefined;
  if (!lastSeen && !(await mayAddPage(request, event.toolName, now))) return;
  const day = dayOf(now);
  const expiresAt = windowEnd(day);
  const batch = firestore.batch();
  addToDailyCounter(batch, TOOL_PAGE_COUNTERS, pageRef, day, { [figure]: 1 }, { expiresAt });
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

/**
 * The origin of the page that sent the request, as the browser states it: its Origin header, or
 * without one its Referer's origin; null when neither names one (not a browser, or a page whose
 * policy sends neither). Script on a page cannot make its browser name another origin.
 */
function senderOrigin(request: Request): string | null {
  const origin = request.headers.get('origin');
  if (origin && origin !== 'null') return origin;
  const referer = request.headers.get('referer');
  if (!referer || !URL.canParse(referer)) return null;
  return new URL(referer).origin;
}

/**
 * The page an event may be counted on. A script embed's page is the page the browser says sent
 * the request. An iframe embed's request comes from our embed page, which names its parent: the
 * parent's origin as the browser gave it to the frame (ancestorOrigins, the referrer, or a message
 * from the parent), which no page can make up for another site, so such a request (Origin ours,
 * Referer an embed page of ours) may name another origin.
 */
function countedPage(request: Request, event: ToolUsageInput): EmbedPage | undefined {
  const { page, method } = event;
  if (!page) return undefined;
  // A frame its host sandboxed (WordPress) has an opaque origin: its browser sends `Origin: null`
  // and no Referer, so nothing says which page sent it. Such a use counts on the site it names
  // with the page unknown, which is all such a frame can tell anyway, never on a page of it; new
  // sites are bounded like new pages (TOOL_NEW_PAGES_PER_DAY).
  if (request.headers.get('origin') === 'null')
    return method === 'iframe' && page.path === null ? page : undefined;
  const sender = senderOrigin(request);
  if (sender === page.origin) return page;
  if (method !== 'iframe' || !sender || !ownOrigins(request).includes(sender)) return undefined;
  const referer = request.headers.get('referer');
  const from = referer && URL.canParse(referer) ? new URL(referer) : null;
  return from?.origin === sender && from.pathname.startsWith(EMBED_PATH_PREFIX) ? page : undefined;
}

/** The site's origins: the canonical one and the one this request came to (the local stack's). */
const ownOrigins = (request: Request) => [
  siteSettings().siteUrl,
  servedOrigin(request, siteSettings().siteUrl),
];

/**
 * POST /api/tool-usage: validates a widget's usage event, limits how many one client may send per
 * minute, stores the event and counts it on the tool's distributed counter (with the time of last
 * use), on its embed method's and its host page's day counters and, in a published post, on that
 * embed's, so events never wait on each other. An impression (the widget first seen) counts on its
 * method and page only; a share, link open, pin or result-page visit on its result's figures
 * (result-events.ts), and is neither a use nor stored as an event.
 */
export async function toolUsageHandler(request: Request): Promise<Response> {
  const event = await readJsonBody(request, toolUsageInputSchema, {
    maxBytes: TOOL_USAGE_MAX_BODY_BYTES,
    invalid: (issues) => `Invalid event: ${describeIssues(issues)}`,
  });
  if (event instanceof Response) return event;
  // A page is counted only from a browser on it (or on our embed page it frames), so no caller can
  // list another site's pages; the use counts all the same, and the answer does not say whether
  // the page was taken.
  const { page: _named, ...usage } = event;
  const page = countedPage(request, event);
  const now = new Date();
  const firestore = db();
  const impression = event.metadata.action === IMPRESSION_ACTION;
  try {
    await (impression
      ? consumeRateLimit(request, 'tool-impression', TOOL_IMPRESSION_RATE_LIMIT_PER_MINUTE, now)
      : consumeRateLimit(request, 'tool-usage', TOOL_USAGE_RATE_LIMIT_PER_MINUTE, now));
    if (event.result) {
      await countResultEvent(quotaClient(request), { ...event, result: event.result }, now);
      // A visit is of our result page, which embeds nothing; the rest name the page they came from.
      if (page && event.metadata.action !== RESULT_ACTIONS.visit)
        await countOnPage(request, { ...event, page }, 'spreads', now);
      return noContent();
    }
    // An impression is no use: only its page's and its method's figures count it, and no event
    // document is kept.
    if (!impression) {
      const batch = firestore.batch();
      batch.create(firestore.collection(COLLECTIONS.toolUsageEvents).doc(), {
        ...usage,
        ...(page && { page }),
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
    await countByMethod(event, impression, now);
    if (page)
      await countOnPage(request, { ...event, page }, impression ? 'impressions' : 'uses', now);
    if (!impression && event.postId)
      await countEmbed(event.toolName, event.postId, now.toISOString());
  } catch (error) {
    if (error instanceof RateLimited) {
      return errorJson(429, 'Too many events from this client; try again in a minute');
    }
    logger.error('Could not record tool usage', { error: String(error) });
    return errorJson(500, 'Could not record the event');
  }
  return noContent();
}

const noContent = () =>
  new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });
