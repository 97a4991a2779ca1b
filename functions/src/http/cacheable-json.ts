import { createHash } from 'node:crypto';
import { json } from './fetch-adapter';

/** Public data: browsers keep it 5 minutes, the CDN 10. */
export const PUBLIC_DATA_CACHE = 'public, max-age=300, s-maxage=600';

/** JSON with Cache-Control and an ETag; a matching If-None-Match gets 304 and no body. */
export function cacheableJson(
  request: Request,
  body: unknown,
  cacheControl = PUBLIC_DATA_CACHE,
): Response {
  const text = JSON.stringify(body);
  const etag = `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
  const headers = { 'cache-control': cacheControl, etag, vary: 'Accept-Encoding' };
  const ifNoneMatch = request.headers.get('if-none-match');
  if (
    ifNoneMatch &&
    ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
  ) {
    return new Response(null, { status: 304, headers });
  }
  return json(body, { headers });
}
