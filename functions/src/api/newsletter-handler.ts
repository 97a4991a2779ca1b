import { createHash } from 'node:crypto';
import { logger } from 'firebase-functions';
import { NEWSLETTER_RATE_LIMIT_PER_MINUTE, NEWSLETTER_TEXT } from '../../../core/newsletter';
import { newsletterInputSchema } from '../../../core/newsletter-schema';
import { COLLECTIONS } from '../../../core/paths';
import { errorJson, json } from '../http/fetch-adapter';
import { alreadyExists, consumeRateLimit, RateLimited } from '../http/rate-limit';
import { db } from '../platform/firebase';

/**
 * POST /api/newsletter {email}: validates the address and stores it once (the document id is a
 * hash of the normalized address, so a repeat signup changes nothing), rate-limited per client.
 * The old site sent nothing; this keeps the signups for the owner.
 */
export async function newsletterHandler(request: Request): Promise<Response> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return errorJson(400, 'Body must be JSON');
  }
  const parsed = newsletterInputSchema.safeParse(body);
  if (!parsed.success) return errorJson(400, NEWSLETTER_TEXT.invalid);
  const { email } = parsed.data;
  const now = new Date();
  const ref = db()
    .collection(COLLECTIONS.newsletterSignups)
    .doc(createHash('sha256').update(email).digest('hex'));
  try {
    await consumeRateLimit(request, 'newsletter', NEWSLETTER_RATE_LIMIT_PER_MINUTE, now);
    let created = true;
    await ref.create({ email, createdAt: now.toISOString() }).catch((error: unknown) => {
      if (!alreadyExists(error)) throw error;
      created = false;
    });
    return json({ subscribed: true, new: created }, { headers: { 'cache-control': 'no-store' } });
  } catch (error) {
    if (error instanceof RateLimited) return errorJson(429, NEWSLETTER_TEXT.tooMany);
    logger.error('Newsletter signup failed', { error: String(error) });
    return errorJson(500, 'Could not subscribe right now. Please try again later.');
  }
}
