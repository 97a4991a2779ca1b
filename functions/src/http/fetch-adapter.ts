import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { logger } from 'firebase-functions';
import { FILE_CSP, securityHeaders } from '@core/site/security-headers';
import {
  acceptedEncoding,
  compress,
  compressor,
  MIN_COMPRESSED_BYTES,
  shouldCompress,
  varyOnEncoding,
  type Encoding,
} from './compression';
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

/** Answers whose body goes out as the handler makes it, rather than once it is whole. */
const STREAMED = new WeakSet<Response>();

/**
 * An answer written as `chunks` come: the first bytes leave at once and the next chunk is asked
 * for only when the connection has taken the last one, so neither the time to the first byte nor
 * the memory grows with the body. A chunk that throws ends the connection without the body's end,
 * which the client sees as a failed download rather than a whole-looking file.
 */
export function streamedResponse(chunks: AsyncIterable<string>, init: ResponseInit): Response {
  const encoder = new TextEncoder();
  const iterator = chunks[Symbol.asyncIterator]();
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const next = await iterator.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      },
      async cancel() {
        await iterator.return?.();
      },
    },
    // Nothing read ahead: the next chunk is made when the last one is taken.
    { highWaterMark: 0 },
  );
  const response = new Response(body, init);
  STREAMED.add(response);
  return response;
}

/**
 * How long compressed bytes may wait in the compressor for more: without a flush it holds its
 * output until it has a block's worth, and the first bytes of a slow answer would wait with it.
 */
const STREAM_FLUSH_MS = 250;

/** Sends a streamed answer's body, compressed as it goes when the client takes an encoding. */
async function sendStreamed(
  res: ExpressResponse,
  response: Response,
  encoding: Encoding | null,
): Promise<void> {
  const body = Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>);
  const compressed = encoding && shouldCompress(response.headers, MIN_COMPRESSED_BYTES);
  if (compressed) {
    res.setHeader('vary', varyOnEncoding(response.headers.get('vary')));
    res.setHeader('content-encoding', encoding);
  }
  try {
    if (compressed) {
      const zip = compressor(encoding);
      let flushedAt = 0;
      const flushing = async function* (source: AsyncIterable<Uint8Array>) {
        for await (const chunk of source) {
          yield chunk;
          if (performance.now() - flushedAt >= STREAM_FLUSH_MS) {
            zip.flush();
            flushedAt = performance.now();
          }
        }
      };
      await pipeline(body, flushing, zip, res);
    } else await pipeline(body, res);
  } catch (error) {
    logger.error('A streamed answer stopped before its end', { error: String(error) });
    res.destroy();
  }
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
    if (STREAMED.has(response))
      return sendStreamed(
        res,
        response,
        req.method === 'HEAD' ? null : acceptedEncoding(req.get('accept-encoding') ?? null),
      );
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
