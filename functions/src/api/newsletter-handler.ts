import { createHash } from 'node:crypto';
import { logger } from 'firebase-functions';
import {
  NEWSLETTER_MAX_BODY_BYTES,
  NEWSLETTER_RATE_LIMIT_PER_MINUTE,
  NEWSLETTER_RETURN_FIELD,
  NEWSLETTER_TEXT,
  newsletterReturnPath,
  type NewsletterResult,
} from '@core/newsletter';
import { newsletterInputSchema } from '@core/newsletter-schema';
import { COLLECTIONS } from '@core/paths';
import { errorJson, json } from '../http/fetch-adapter';
import { alreadyExists, consumeRateLimit, RateLimited } from '../http/rate-limit';
import { readBodyBytes, readJsonBody } from '../http/request-body';
import { db } from '../platform/firebase';

/** What a browser sends for a form without script: `email=...&return=...`. */
const FORM_TYPE = 'application/x-www-form-urlencoded';

/**
 * POST /api/newsletter: validates the address and stores it once (the document id is a hash of the
 * normalized address, so a repeat signup changes nothing), rate-limited per client. The answer is
 * the same whether the address was new or not, so nobody can learn who subscribed. The old site
 * sent nothing; this keeps the signups for the owner.
 *
 * The form's script sends `{email}` as JSON and reads a JSON answer. The form sent without its
 * script is a form POST, answered with a 303 back to its page, the result in the query
 * (core/newsletter.ts): the address is never in a URL, so never in a log line or a Referer.
 */
export async function newsletterHandler(request: Request): Promise<Response> {
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  return type === FORM_TYPE ? formSignup(request) : scriptSignup(request);
}

async function scriptSignup(request: Request): Promise<Response> {
  const body = await readJsonBody(request, newsletterInputSchema, {
    maxBytes: NEWSLETTER_MAX_BODY_BYTES,
    invalid: () => NEWSLETTER_TEXT.invalid,
  });
  if (body instanceof Response) return body;
  const result = await subscribe(request, body.email);
  if (result === 'too-many') return errorJson(429, NEWSLETTER_TEXT.tooMany);
  if (result === 'failed') return errorJson(500, NEWSLETTER_TEXT.unavailable);
  return json({ subscribed: true }, { headers: { 'cache-control': 'no-store' } });
}

async function formSignup(request: Request): Promise<Response> {
  const fields = await formFields(request);
  const parsed = newsletterInputSchema.safeParse({ email: fields.get('email') ?? '' });
  const result = parsed.success ? await subscribe(request, parsed.data.email) : 'invalid';
  return new Response(null, {
    status: 303,
    headers: {
      location: newsletterReturnPath(fields.get(NEWSLETTER_RETURN_FIELD), result),
      'cache-control': 'no-store',
    },
  });
}

/** The form's fields; none for a body over the cap or not UTF-8 (its address is then invalid). */
async function formFields(request: Request): Promise<URLSearchParams> {
  const bytes = await readBodyBytes(request, NEWSLETTER_MAX_BODY_BYTES);
  if (bytes instanceof Response) return new URLSearchParams();
  try {
    return new URLSearchParams(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return new URLSearchParams();
  }
}

/** Stores a valid address once, within the client's rate limit. */
async function subscribe(
  request: Request,
  email: string,
): Promise<Exclude<NewsletterResult, 'invalid'>> {
  const now = new Date();
  const ref = db()
    .collection(COLLECTIONS.newsletterSignups)
    .doc(createHash('sha256').update(email).digest('hex'));
  try {
    await consumeRateLimit(request, 'newsletter', NEWSLETTER_RATE_LIMIT_PER_MINUTE, now);
    await ref.create({ email, createdAt: now.toISOString() }).catch((error: unknown) => {
      if (!alreadyExists(error)) throw error;
    });
    return 'subscribed';
  } catch (error) {
    if (error instanceof RateLimited) return 'too-many';
    logger.error('Newsletter signup failed', { error: String(error) });
    return 'failed';
  }
}
