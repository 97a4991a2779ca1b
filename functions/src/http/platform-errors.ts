import { subscribe } from 'node:diagnostics_channel';
import type { Server } from 'node:http';
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { FILE_CSP, securityHeaders } from '@core/site/security-headers';
import { BODY_TEXT } from './body-text';

/** What body-parser puts on the errors it passes on (http-errors). */
interface BodyParserError {
  status?: unknown;
  type?: unknown;
}

/** body-parser's error types, in our words. */
const MESSAGES: Record<string, string> = {
  'entity.parse.failed': BODY_TEXT.notJson,
  'entity.too.large': 'Body too large',
  'charset.unsupported': 'Unsupported body charset: send UTF-8',
  'encoding.unsupported': 'Unsupported Content-Encoding',
};

function answerAsJson(
  error: unknown,
  _req: ExpressRequest,
  res: ExpressResponse,
  next: NextFunction,
): void {
  if (res.headersSent) return next(error);
  const { status, type } = (error ?? {}) as BodyParserError;
  const code = typeof status === 'number' && status >= 400 && status < 500 ? status : 500;
  const message =
    MESSAGES[String(type)] ??
    (code < 500
      ? BODY_TEXT.unreadable
      : 'Something went wrong on our side. Please try again later.');
  res
    .status(code)
    .set({
      ...securityHeaders(FILE_CSP),
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      // Widgets on other sites must be able to read the error, as they read our answers.
      'access-control-allow-origin': '*',
    })
    .end(JSON.stringify({ error: message }));
}

interface ExpressAppLike {
  use(handler: typeof answerAsJson): unknown;
  handle: unknown;
}

const servers = new WeakSet<Server>();
let subscribed = false;

/**
 * The platform (Cloud Functions' Functions Framework, and the emulator alike) parses request
 * bodies with Express's body-parser before the function runs, and answers a body it cannot parse
 * (malformed JSON under Content-Type: application/json, an unknown charset or encoding) with an
 * HTML page; our handler never sees the request. Its Express app does pass those errors to error
 * handlers added after the function's route: before a server handles its first request, this
 * appends one that answers them as `{error}`, like every endpoint.
 */
export function answerPlatformErrorsAsJson(): void {
  if (subscribed) return;
  subscribed = true;
  subscribe('http.server.request.start', (message) => {
    const { server } = message as { server: Server };
    if (servers.has(server)) return;
    servers.add(server);
    for (const listener of server.listeners('request')) {
      const app = listener as unknown as Partial<ExpressAppLike>;
      if (typeof app.use === 'function' && typeof app.handle === 'function') app.use(answerAsJson);
    }
  });
}
