/**
 * The lookup endpoint (spec part 2 §7 handle-redirect): POST {path} answers
 * {found, target_path, status_code}; POST {paths} answers {results} in the order asked; GET
 * ?path= answers like POST {path}, so a CDN can keep it. Lookups only: a hit is counted where a
 * redirect is applied (the server's answer to the old path), not where one is looked up.
 */
import { logger } from 'firebase-functions';
import {
  LOOKUP_MAX_BODY_BYTES,
  LOOKUP_RATE_LIMIT_PER_MINUTE,
  lookupRequestSchema,
  type RedirectBatchAnswer,
  type RedirectLookupAnswer,
} from '@core/redirects/redirect-api';
import type { StoredRedirect } from '@core/redirects/redirect-document';
import { cacheableJson } from '../cacheable-json';
import { errorJson } from '../fetch-adapter';
import { consumeRateLimit } from '../rate-limit';
import { RateLimited } from '../../platform/quotas';
import { readJsonBody } from '../request-body';
import { findActiveRedirects } from '../../redirects/redirect-lookup';

/**
 * Browsers and the CDN may keep an answer 5 minutes, as the client check caches it (spec §9):
 * a redirect created or changed reaches clients within that time.
 */
export const LOOKUP_CACHE = 'public, max-age=300, s-maxage=300';

const answer = (redirect: StoredRedirect | null): RedirectLookupAnswer =>
  redirect
    ? { found: true, target_path: redirect.targetPath, status_code: redirect.statusCode }
    : { found: false, target_path: null, status_code: null };

export async function handleRedirectHandler(request: Request): Promise<Response> {
  let body: { path: string } | { paths: string[] };
  if (request.method === 'GET') {
    const parsed = lookupRequestSchema.safeParse({
      path: new URL(request.url).searchParams.get('path') ?? undefined,
    });
    if (!parsed.success) return errorJson(400, parsed.error.issues[0]!.message);
    body = parsed.data;
  } else {
    // The route table lets only GET and POST through.
    const read = await readJsonBody(request, lookupRequestSchema, {
      maxBytes: LOOKUP_MAX_BODY_BYTES,
      invalid: (issues) => issues[0]?.message ?? 'Send {path} or {paths}',
    });
    if (read instanceof Response) return read;
    body = read;
  }
  try {
    await consumeRateLimit(request, 'handle-redirect', LOOKUP_RATE_LIMIT_PER_MINUTE, new Date());
    if ('path' in body) {
      const [redirect] = await findActiveRedirects([body.path]);
      return cacheableJson(request, answer(redirect ?? null), LOOKUP_CACHE);
    }
    const redirects = await findActiveRedirects(body.paths);
    const results: RedirectBatchAnswer['results'] = body.paths.map((path, i) => ({
      path,
      ...answer(redirects[i] ?? null),
    }));
    return cacheableJson(request, { results }, LOOKUP_CACHE);
  } catch (error) {
    if (error instanceof RateLimited)
      return errorJson(429, 'Too many requests; try again in a minute');
    logger.error('Redirect lookup failed', { error: String(error) });
    return errorJson(500, 'Could not look up the redirect');
  }
}
