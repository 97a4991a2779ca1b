import { createHash } from 'node:crypto';
import { logger } from 'firebase-functions';
import {
  NEWSLETTER_MAX_BODY_BYTES,
  NEWSLETTER_RATE_LIMIT_PER_MINUTE,
  NEWSLETTER_TEXT,
} from '@core/newsletter';
import { newsletterInputSchema } from '@core/newsletter-schema';
import { COLLECTIONS } from '@core/paths';
import { errorJson, json } from '../http/fetch-adapter';
import { alreadyExists, consumeRateLimit, RateLimited } from '../http/rate-limit';
import { readJsonBody } from '../http/request-body';
import { db } from '../platform/firebase';

/**
 * POST /api/newsletter {email}: validates the address and stores it once (the document id is a
 * hash of the normalized address, so a repeat signup changes nothing), rate-limited per client.
 * The answer is the same whether the address was new or not, so nobody can learn who subscribed.
 * The old site sent nothing; this keeps the signups for the owner.
 */
export async function newsletterHandler(request: Request): Promise<Response> {
  const body = await readJsonBody(request, newsletterInputSchema, {
    maxBytes: NEWSLETTER_MAX_BODY_BYTES,
    invalid: () => NEWSLETTER_TEXT.invalid,
  });
  if (body instanceof Response) return body;
  const now = new Date();
  const ref = db()
    .collection(COLLECTIONS.newsletterSignups)
    .doc(createHash('sha256').update(body.email).digest('hex'));
  try {
    await consumeRateLimit(request, 'newsletter', NEWSLETTER_RATE_LIMIT_PER_MINUTE, now);
    await ref
      .create({ email: body.email, createdAt: now.toISOString() })
      .catch((error: unknown) => {
        if (!alreadyExists(error)) throw error;
      });
    return json({ subscribed: true }, { headers: { 'cache-control': 'no-store' } });
  } catch (error) {
    if (error instanceof RateLimited) return errorJson(429, NEWSLETTER_TEXT.tooMany);
    logger.error('Newsletter signup failed', { error: String(error) });
    return errorJson(500, 'Could not subscribe right now. Please try again later.');
  }
}
