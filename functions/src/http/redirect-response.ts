import type { StoredRedirect } from '@core/redirects/redirect-document';
import { locationWithQuery } from '@core/redirects/redirect-paths';

/**
 * Redirect answers are never stored by the CDN or the browser (docs/redirects.md): every
 * request reaches the function, so every hit is counted and an edit or a deactivation applies to
 * the next request. A 301 that a browser kept would go on applying after the admin changed it.
 */
export const REDIRECT_CACHE = 'no-store';

/**
 * What the server answers for an active redirect: its status and Location, with the request's
 * query string kept; the built-in placeholder entries answer 404.
 */
export function redirectResponse(
  redirect: Pick<StoredRedirect, 'statusCode' | 'targetPath'>,
  search: string,
): Response {
  if (redirect.statusCode === 404)
    return new Response('Not found', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': REDIRECT_CACHE },
    });
  return new Response(null, {
    status: redirect.statusCode,
    headers: {
      location: locationWithQuery(redirect.targetPath, search),
      'cache-control': REDIRECT_CACHE,
    },
  });
}
