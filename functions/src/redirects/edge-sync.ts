/**
 * Pushes the active redirects to a Cloudflare Bulk Redirect List through Cloudflare's Lists API:
 * "Update all list items" (PUT accounts/{account}/rules/lists/{list}/items) replaces every item
 * in one asynchronous bulk operation, which is then polled (GET
 * accounts/{account}/rules/lists/bulk_operations/{operation}) until it completes or fails. The
 * edge then answers those paths before a request reaches Hosting; the server tier stays the
 * source of truth for everything else (inactive, new since the sync).
 *
 * The token goes to the configured API only (CLOUDFLARE_API_BASE_URL), through the guarded fetch,
 * and no redirect is followed: a redirect would carry the request somewhere it was not meant for.
 */
import type { EdgeSettings } from '@core/redirects/redirect-api';
import { EDGE_TEXT } from '@core/redirects/redirect-api';
import { isApplied, type RedirectRule } from '@core/redirects/redirect-checks';
import {
  FetchRefused,
  guardedFetch,
  hostKey,
  jsonBody,
  type SafeResponse,
} from '../platform/safe-fetch';

/** One item of a Bulk Redirect List (Cloudflare's list item object, kind "redirect"). */
export interface CloudflareRedirectItem {
  redirect: {
    source_url: string;
    target_url: string;
    status_code: number;
    preserve_query_string: boolean;
    include_subdomains: boolean;
    subpath_matching: boolean;
    preserve_path_suffix: boolean;
  };
}

/** Cloudflare's answer envelope: `success` false comes with `errors`. */
interface Envelope<T> {
  success?: boolean;
  errors?: { code?: number; message?: string }[];
  result?: T;
}

export class EdgeSyncFailed extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** The list's items: only redirects that send visitors on (core's isApplied: active, not 404). */
export function edgeItems(
  redirects: readonly RedirectRule[],
  siteHost: string,
): CloudflareRedirectItem[] {
  return redirects.filter(isApplied).map((r) => ({
    redirect: {
      source_url: `${siteHost}${r.sourcePath}`,
      target_url: `https://${siteHost}${r.targetPath}`,
      status_code: r.statusCode,
      preserve_query_string: true,
      include_subdomains: false,
      subpath_matching: false,
      preserve_path_suffix: false,
    },
  }));
}

export interface SyncTiming {
  /** First wait between polls; it doubles up to maxPollMs. */
  pollMs: number;
  maxPollMs: number;
  /** Give up after this long. */
  deadlineMs: number;
}

export const DEFAULT_SYNC_TIMING: SyncTiming = {
  pollMs: 500,
  maxPollMs: 4000,
  deadlineMs: 120_000,
};

/** Where the sync goes: the configured API (CLOUDFLARE_API_BASE_URL) and the token saved for it. */
export interface EdgeTarget {
  apiBaseUrl: string;
  token: string;
}

/** One API call's limits: Cloudflare answers small envelopes quickly. */
const CALL_LIMITS = { maxBytes: 1024 * 1024, timeoutMs: 30_000, maxRedirects: 0 };
/** Most characters of Cloudflare's own error messages repeated to the admin. */
const EDGE_ERROR_MAX = 300;

const clipped = (text: string) =>
  text.length > EDGE_ERROR_MAX ? `${text.slice(0, EDGE_ERROR_MAX)}…` : text;

/** Cloudflare's `errors[].message` texts, bounded; nothing else of an answer is repeated. */
function errorText(body: Envelope<unknown> | null, status: number): string {
  const messages = Array.isArray(body?.errors)
    ? body.errors
        .map((e) => e?.message)
        .filter((m): m is string => typeof m === 'string' && m !== '')
        .join('; ')
    : '';
  return messages ? clipped(messages) : `HTTP ${status}`;
}

async function call<T>(
  target: EdgeTarget,
  settings: EdgeSettings,
  path: string,
  init: { method?: 'GET' | 'PUT'; json?: unknown } = {},
): Promise<T> {
  let response: SafeResponse;
  try {
    response = await guardedFetch(
      `${target.apiBaseUrl}/accounts/${encodeURIComponent(settings.accountId)}${path}`,
      {
        ...CALL_LIMITS,
        ...init,
        headers: { authorization: `Bearer ${target.token}`, accept: 'application/json' },
        // The configured API is reachable wherever the configuration puts it (a test server here).
        allowHosts: new Set([hostKey(target.apiBaseUrl)]),
      },
    );
  } catch (error) {
    if (!(error instanceof FetchRefused)) throw error;
    throw new EdgeSyncFailed(EDGE_TEXT.failed(error.message), error.status === 504 ? 504 : 502);
  }
  if (response.status >= 300 && response.status <= 399)
    throw new EdgeSyncFailed(
      EDGE_TEXT.failed(`HTTP ${response.status}, a redirect, which is not followed`),
      502,
    );
  const body = jsonBody(response) as Envelope<T> | null;
  const ok = response.status >= 200 && response.status <= 299;
  if (!ok || !body || body.success === false || body.result === undefined)
    throw new EdgeSyncFailed(EDGE_TEXT.failed(errorText(body, response.status)), 502);
  return body.result;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Replaces the list's items with `items` and waits for Cloudflare to finish. */
export async function replaceListItems(
  target: EdgeTarget,
  settings: EdgeSettings,
  items: CloudflareRedirectItem[],
  timing: SyncTiming = DEFAULT_SYNC_TIMING,
): Promise<void> {
  const { operation_id: operationId } = await call<{ operation_id: string }>(
    target,
    settings,
    `/rules/lists/${encodeURIComponent(settings.listId)}/items`,
    { method: 'PUT', json: items },
  );
  const deadline = Date.now() + timing.deadlineMs;
  let pause = timing.pollMs;
  for (;;) {
    const operation = await call<{ status: string; error?: string }>(
      target,
      settings,
      `/rules/lists/bulk_operations/${encodeURIComponent(operationId)}`,
    );
    if (operation.status === 'completed') return;
    if (operation.status === 'failed')
      throw new EdgeSyncFailed(
        EDGE_TEXT.failed(
          typeof operation.error === 'string' && operation.error
            ? clipped(operation.error)
            : 'the bulk operation failed',
        ),
        502,
      );
    if (Date.now() + pause > deadline) throw new EdgeSyncFailed(EDGE_TEXT.timedOut, 504);
    await wait(pause);
    pause = Math.min(pause * 2, timing.maxPollMs);
  }
}
