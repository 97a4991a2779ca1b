import { createHash } from 'node:crypto';

/** Public data: browsers keep it 5 minutes, the CDN 10. */
export const PUBLIC_DATA_CACHE = 'public, max-age=300, s-maxage=600';

const JSON_TYPE = 'application/json; charset=utf-8';

/** A JSON body serialized once, with its strong ETag (a hash of the bytes). */
export interface JsonEntity {
  text: string;
  etag: string;
  /** JSON unless said otherwise. */
  contentType?: string;
}

/** Any text answer, with its strong ETag, for the same conditional answers as JSON. */
export function textEntity(text: string, contentType: string): JsonEntity {
  return {
    text,
    etag: `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`,
    contentType,
  };
}

/** JSON already serialized, with its ETag. */
export function jsonTextEntity(json: string): JsonEntity {
  const { text, etag } = textEntity(json, JSON_TYPE);
  return { text, etag };
}

export const jsonEntity = (body: unknown): JsonEntity => jsonTextEntity(JSON.stringify(body));

/** JSON with Cache-Control and an ETag; a matching If-None-Match gets 304 and no body. */
export function cacheableJson(
  request: Request,
  body: unknown,
  cacheControl = PUBLIC_DATA_CACHE,
): Response {
  return cacheableEntity(request, jsonEntity(body), cacheControl);
}

export function cacheableEntity(
  request: Request,
  entity: JsonEntity,
  cacheControl = PUBLIC_DATA_CACHE,
): Response {
  const { etag } = entity;
  const headers = { 'cache-control': cacheControl, etag, vary: 'Accept-Encoding' };
  const ifNoneMatch = request.headers.get('if-none-match');
  if (
    ifNoneMatch &&
    ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
  ) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(entity.text, {
    headers: { ...headers, 'content-type': entity.contentType ?? JSON_TYPE },
  });
}
