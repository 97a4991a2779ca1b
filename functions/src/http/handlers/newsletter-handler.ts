import { logger } from 'firebase-functions';
import {
  NEWSLETTER_MAX_BODY_BYTES,
  NEWSLETTER_RATE_LIMIT_PER_MINUTE,
  NEWSLETTER_RETURN_FIELD,
  NEWSLETTER_FIELD_ERRORS,
  NEWSLETTER_TEXT,
  newsletterPagePath,
  newsletterReturnPath,
  type NewsletterFieldError,
  type NewsletterResult,
} from '@core/newsletter/newsletter';
import { addressProblem, newsletterInputSchema } from '@core/newsletter/newsletter-schema';
import { errorJson, json } from '../fetch-adapter';
import { consumeRateLimit } from '../rate-limit';
import { RateLimited } from '../../platform/quotas';
import { readBodyBytes, readJsonBody } from '../request-body';
import { signUp } from '../../newsletter/signup';

/** What a browser sends for a form without script: `email=...&return=...`. */
const FORM_TYPE = 'application/x-www-form-urlencoded';

/**
 * POST /api/newsletter: validates the address, stores it as waiting and mails it a confirmation
 * link (double opt-in, functions/src/newsletter/signup.ts), rate-limited per client. The answer
 * is the same whatever the address's state (new, waiting, confirmed) and whether a mail went out,
 * so nobody can learn who subscribed.
 *
 * The form's script sends `{email, source}` as JSON and reads a JSON answer. The form sent without
 * its script is a form POST, answered with a 303 back to its page, the result in the query
 * (core/newsletter/newsletter.ts): the address is never in a URL, so never in a log line or a Referer.
 */
export async function newsletterHandler(request: Request): Promise<Response> {
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  return type === FORM_TYPE ? formSignup(request) : scriptSignup(request);
}

async function scriptSignup(request: Request): Promise<Response> {
  const body = await readJsonBody(request, newsletterInputSchema, {
    maxBytes: NEWSLETTER_MAX_BODY_BYTES,
    invalid: (issues) => NEWSLETTER_FIELD_ERRORS[addressProblem(issues)],
  });
  if (body instanceof Response) return body;
  const result = await subscribe(request, body.email, newsletterPagePath(body.source));
  if (result === 'too-many') return errorJson(429, NEWSLETTER_TEXT.tooMany);
  if (result === 'failed') return errorJson(500, NEWSLETTER_TEXT.unavailable);
  return json({ subscribed: true }, { headers: { 'cache-control': 'no-store' } });
}

async function formSignup(request: Request): Promise<Response> {
  const fields = await formFields(request);
  const parsed = newsletterInputSchema.safeParse({ email: fields.get('email') ?? '' });
  const page = fields.get(NEWSLETTER_RETURN_FIELD);
  const result = parsed.success
    ? await subscribe(request, parsed.data.email, newsletterPagePath(page))
    : addressProblem(parsed.error.issues);
  return new Response(null, {
    status: 303,
    headers: {
      location: newsletterReturnPath(page, result),
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

/** Signs up a valid address from the page `source`, within the client's rate limit. */
async function subscribe(
  request: Request,
  email: string,
  source: string,
): Promise<Exclude<NewsletterResult, NewsletterFieldError>> {
  const now = new Date();
  try {
    await consumeRateLimit(request, 'newsletter', NEWSLETTER_RATE_LIMIT_PER_MINUTE, now);
    await signUp(email, source, now);
    return 'subscribed';
  } catch (error) {
    if (error instanceof RateLimited) return 'too-many';
    logger.error('Newsletter signup failed', { error: String(error) });
    return 'failed';
  }
}
