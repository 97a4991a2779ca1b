import { logger } from 'firebase-functions';
import { sendIdOfRef } from '@core/newsletter/newsletter-send';
import { COLLECTIONS } from '@core/paths';
import {
  monthOf,
  TRACKING_MAX_BODY_BYTES,
  TRACKING_RATE_LIMIT_PER_MINUTE,
} from '@core/analytics/tracking';
import { trackClickSchema, trackViewSchema } from '@core/analytics/tracking-schema';
import { addToCounter, counterTotals, shouldMirror } from '../../counters/sharded-counter';
import { POST_COUNT_FIELDS, POST_COUNTERS, postStatsRef } from '../../counters/site-counters';
import { errorJson, json } from '../fetch-adapter';
import { consumeRateLimit } from '../rate-limit';
import { RateLimited } from '../../platform/quotas';
import { readJsonBody } from '../request-body';
import { countForSend } from '../../newsletter/send-job';
import { db } from '../../platform/firebase';

/**
 * Counts one event for a published post on its distributed counter (views, or clicks and the
 * month's clicks): one shard written, no transaction, so a popular post's visitors never wait on
 * each other or on one document. Answers the post's exact new total.
 */
async function countFor(
  request: Request,
  postId: string,
  scope: string,
  field: keyof typeof POST_COUNT_FIELDS,
): Promise<Response> {
  const firestore = db();
  const now = new Date();
  const statsRef = postStatsRef(firestore, postId);
  try {
    await consumeRateLimit(request, scope, TRACKING_RATE_LIMIT_PER_MINUTE, now);
    const post = await firestore.collection(COLLECTIONS.posts).doc(postId).get();
    if (!post.exists || post.get('published') !== true)
      return errorJson(404, 'No published post with that id');
    const batch = firestore.batch();
    const shard = addToCounter(
      batch,
      POST_COUNTERS,
      statsRef,
      field === 'views' ? { views: 1 } : { clicks: 1, clicksByMonth: { [monthOf(now)]: 1 } },
    );
    await batch.commit();
    const totals = await counterTotals(POST_COUNTERS, statsRef, POST_COUNT_FIELDS);
    if (shouldMirror(shard, totals[field]))
      await statsRef.set({ postId, ...totals }, { merge: true });
    return json({ newCount: totals[field] }, { headers: { 'cache-control': 'no-store' } });
  } catch (error) {
    if (error instanceof RateLimited)
      return errorJson(429, 'Too many requests; try again in a minute');
    logger.error(`Could not count ${field}`, { postId, error: String(error) });
    return errorJson(500, 'Could not record it');
  }
}

/** POST /api/track-view {postId}: counts a view of a published post and answers {newCount}. */
export async function trackViewHandler(request: Request): Promise<Response> {
  const body = await readJsonBody(request, trackViewSchema, { maxBytes: TRACKING_MAX_BODY_BYTES });
  if (body instanceof Response) return body;
  const answer = await countFor(request, body.postId, 'track-view', 'views');
  const sendId = sendIdOfRef(body.ref);
  // A view that counted, from a newsletter's link: the owner sees what that send brought.
  if (answer.ok && sendId)
    await countForSend(sendId, 'visits').catch((error: unknown) => {
      logger.error('Could not count a newsletter visit', { sendId, error: String(error) });
    });
  return answer;
}

/** POST /api/track-click {postId, ctaIdentifier}: counts a call-to-action click per post and per month. */
export async function trackClickHandler(request: Request): Promise<Response> {
  const body = await readJsonBody(request, trackClickSchema, { maxBytes: TRACKING_MAX_BODY_BYTES });
  if (body instanceof Response) return body;
  return countFor(request, body.postId, 'track-click', 'clicks');
}
