import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { FILE_CSP, securityHeaders } from '@core/security-headers';
import { acceptedEncoding, compress, shouldCompress, varyOnEncoding } from './compression';
import { answerPlatformErrorsAsJson } from './platform-errors';

/** A handler in the web's own terms: a Request in, a Response out (easy to call from tests). */
export type FetchHandler = (request: Request) => Promise<Response>;

/**
 * The URL a request names on this origin. Its target is a path even when it starts with `//`
 * (`//evil.example/x`, or `/\evil.example`, which the Hosting emulator passes on as `//`): resolved
 * against the origin, the URL parser would read another host there.
 */
export function requestUrl(origin: string, target: string): URL {
  return new URL(target.startsWith('/') ? `${origin}${target}` : target, origin);
}

/**
 * Runs a FetchHandler behind Cloud Functions' Express-style onRequest. The body is the one the
 * platform already read (`rawBody`, whatever its type); bodies the platform fails to parse are
 * answered as JSON errors too (answerPlatformErrorsAsJson).
 */
export function toExpressHandler(handler: FetchHandler) {
  answerPlatformErrorsAsJson();
  return async (
    req: ExpressRequest & { rawBody?: Buffer },
    res: ExpressResponse,
  ): Promise<void> => {
    const origin = `${req.protocol}://${req.get('host') ?? 'localhost'}`;
    const headers = new Headers();
    for (const [key, value] of Object.entries(req.headers)) {
      if (typeof value === 'string') headers.set(key, value);
      else if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    }
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && req.rawBody;
    const request = new Request(requestUrl(origin, req.originalUrl || req.url), {
      method: req.method,
      headers,
      body: hasBody ? new Uint8Array(req.rawBody!) : undefined,
    });
    const response = await handler(request);
    res.status(response.status);
    // Every answer carries the security headers; one that renders a document sets its own policy.
    for (const [key, value] of Object.entries(securityHeaders(FILE_CSP))) res.setHeader(key, value);
    response.headers.forEach((value, key) => res.setHeader(key, value));
    let body: Buffer = Buffer.from(await response.arrayBuffer());
    // Compressed here: Hosting passes a function's answer on as it is, and a page of 16 KB that
    // leaves as 4 KB arrives in the first round trip of a phone's connection instead of the second.
    if (shouldCompress(response.headers, body.length)) {
      res.setHeader('vary', varyOnEncoding(response.headers.get('vary')));
      const encoding =
        req.method === 'HEAD' ? null : acceptedEncoding(req.get('accept-encoding') ?? null);
      if (encoding) {
        body = compress(body, encoding);
        res.setHeader('content-encoding', encoding);
      }
    }
    res.end(body);
  };
}

export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set('content-type', 'application/json; charset=utf-8');
  return new Response(JSON.stringify(body), { ...init, headers });
}

export function errorJson(status: number, message: string): Response {
  return json({ error: message }, { status, headers: { 'cache-control': 'no-store' } });
}
