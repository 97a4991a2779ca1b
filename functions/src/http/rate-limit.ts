/**
 * Rate limits of requests: who the client is, as the trusted proxy saw it, and the 429 that says
 * when to come back. The counting itself is platform/quotas.ts.
 */
import { createHash } from 'node:crypto';
import { serverSettings } from '../platform/config';
import {
  clientWindowRef,
  consumeClientQuota,
  secondsLeftInWindow,
  type QuotaClient,
  type RateWindow,
} from '../platform/quotas';
import { clientAddress } from './client-address';
import { errorJson } from './fetch-adapter';

/**
 * Who is asking, without storing an address: per scope, a hash of the client's address as the
 * trusted proxy appended it (never an X-Forwarded-For entry the client wrote, see clientAddress).
 */
export function quotaClient(request: Request): QuotaClient {
  const ip =
    clientAddress(request.headers.get('x-forwarded-for'), serverSettings().trustedProxyHops) ??
    'unknown';
  return (scope) => createHash('sha256').update(`${scope}:${ip}`).digest('base64url').slice(0, 22);
}

/** The document counting this client's requests of one scope in the window holding `now`. */
export const rateWindowRef = (
  request: Request,
  scope: string,
  now: Date,
  window: RateWindow = 'minute',
) => clientWindowRef(quotaClient(request), scope, now, window);

/** Counts one request of this client in the current minute; throws RateLimited past `perMinute`. */
export const consumeRateLimit = (request: Request, scope: string, perMinute: number, now: Date) =>
  consumeClientQuota(quotaClient(request), scope, perMinute, now);

/** 429 with the message, and Retry-After: the end of the window that is full. */
export function tooManyRequests(message: string, window: RateWindow, now: Date): Response {
  const response = errorJson(429, message);
  response.headers.set('retry-after', String(secondsLeftInWindow(window, now)));
  return response;
}
