import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { COLLECTIONS } from '../../../core/paths';
import {
  monthOf,
  TRACKING_MAX_BODY_BYTES,
  TRACKING_RATE_LIMIT_PER_MINUTE,
} from '../../../core/tracking';
import { trackClickSchema, trackViewSchema } from '../../../core/tracking-schema';
import { errorJson, json } from '../http/fetch-adapter';
import { consumeRateLimit, RateLimited } from '../http/rate-limit';
import { readJsonBody } from '../http/request-body';
import { db } from '../platform/firebase';

/**
 * Counts one event for a published post: plain increments of its aggregate (and of the month's
 * clicks), no transaction, so a popular post's visitors never wait on each other. Answers the
 * post's new total.
 */
async function countFor(
  request: Request,
  postId: string,
  scope: string,
  field: 'views' | 'clicks',
): Promise<Response> {
  const firestore = db();
  const now = new Date();
  const statsRef = firestore.collection(COLLECTIONS.postStats).doc(postId);
  try {
    await consumeRateLimit(request, scope, TRACKING_RATE_LIMIT_PER_MINUTE, now);
    const post = await firestore.collection(COLLECTIONS.posts).doc(postId).get();
    if (!post.exists || post.get('published') !== true)
      return errorJson(404, 'No published post with that id');
    const batch = firestore.batch();
    batch.set(
      statsRef,
      { postId, title: post.get('title') ?? '', [field]: FieldValue.increment(1) },
      { merge: true },
    );
    if (field === 'clicks') {
      const month = monthOf(now);
      batch.set(
        firestore.collection(COLLECTIONS.monthlyClicks).doc(month),
        { month, clicks: FieldValue.increment(1) },
        { merge: true },
      );
    }
    await batch.commit();
    const newCount = ((await statsRef.get()).get(field) as number | undefined) ?? 0;
    return json({ newCount }, { headers: { 'cache-control': 'no-store' } });
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
  return countFor(request, body.postId, 'track-view', 'views');
}

/** POST /api/track-click {postId, ctaIdentifier}: counts a call-to-action click per post and per month. */
export async function trackClickHandler(request: Request): Promise<Response> {
  const body = await readJsonBody(request, trackClickSchema, { maxBytes: TRACKING_MAX_BODY_BYTES });
  if (body instanceof Response) return body;
  return countFor(request, body.postId, 'track-click', 'clicks');
}
