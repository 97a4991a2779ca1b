/**
 * Pushes the active redirects to a Cloudflare Bulk Redirect List through Cloudflare's Lists API:
 * "Update all list items" (PUT accounts/{account}/rules/lists/{list}/items) replaces every item
 * in one asynchronous bulk operation, which is then polled (GET
 * accounts/{account}/rules/lists/bulk_operations/{operation}) until it completes or fails. The
 * edge then answers those paths before a request reaches Hosting; the server tier stays the
 * source of truth for everything else (inactive, new since the sync).
 */
import type { EdgeSettings } from '@core/redirects/redirect-api';
import { EDGE_TEXT } from '@core/redirects/redirect-api';
import type { StoredRedirect } from '@core/redirects/redirect-document';

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

export function edgeItems(
  redirects: readonly Pick<StoredRedirect, 'sourcePath' | 'targetPath' | 'statusCode'>[],
  siteHost: string,
): CloudflareRedirectItem[] {
  return redirects
    .filter((r) => r.statusCode !== 404)
    .map((r) => ({
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

async function call<T>(
  settings: EdgeSettings,
  token: string,
  path: string,
  init: RequestInit = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${settings.apiBaseUrl}/accounts/${settings.accountId}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });
  } catch (error) {
    throw new EdgeSyncFailed(
      EDGE_TEXT.failed(`cannot reach ${settings.apiBaseUrl} (${String(error)})`),
      502,
    );
  }
  const body = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (!response.ok || !body || body.success === false || body.result === undefined) {
    const message =
      body?.errors
        ?.map((e) => e.message)
        .filter(Boolean)
        .join('; ') || `HTTP ${response.status} ${response.statusText}`.trim();
    throw new EdgeSyncFailed(EDGE_TEXT.failed(message), 502);
  }
  return body.result;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Replaces the list's items with `items` and waits for Cloudflare to finish. */
export async function replaceListItems(
  settings: EdgeSettings,
  token: string,
  items: CloudflareRedirectItem[],
  timing: SyncTiming = DEFAULT_SYNC_TIMING,
): Promise<void> {
  const { operation_id: operationId } = await call<{ operation_id: string }>(
    settings,
    token,
    `/rules/lists/${settings.listId}/items`,
    { method: 'PUT', body: JSON.stringify(items) },
  );
  const deadline = Date.now() + timing.deadlineMs;
  let pause = timing.pollMs;
  for (;;) {
    const operation = await call<{ status: string; error?: string }>(
      settings,
      token,
      `/rules/lists/bulk_operations/${encodeURIComponent(operationId)}`,
    );
    if (operation.status === 'completed') return;
    if (operation.status === 'failed')
      throw new EdgeSyncFailed(
        EDGE_TEXT.failed(operation.error ?? 'the bulk operation failed'),
        502,
      );
    if (Date.now() + pause > deadline) throw new EdgeSyncFailed(EDGE_TEXT.timedOut, 504);
    await wait(pause);
    pause = Math.min(pause * 2, timing.maxPollMs);
  }
}
