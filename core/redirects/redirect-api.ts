/**
 * The redirects API as its callers see it: request schemas and answers (paths in
 * core/api-routes.ts). The admin screens,
 * the client redirect check and the tests call these; functions/src/redirects implements them.
 */
import { z } from 'zod';
import type { FieldIssue } from '../generators/content-schemas';
import { SERVER_SETTINGS_ENV } from '../site/settings';
import type { RedirectIssue } from './redirect-checks';
import { MAX_REDIRECT_PATH_LENGTH } from './redirect-paths';
import { redirectInputSchema, type StoredStatusCode } from './redirect-schema';

/** A stored redirect as the admin API answers it (spec part 2 §3 url_redirects, camelCase). */
export interface Redirect {
  /** The document id: the source path's key, encoded. Changes when the source path does. */
  id: string;
  sourcePath: string;
  targetPath: string;
  statusCode: StoredStatusCode;
  isActive: boolean;
  notes: string;
  /** Hits, as last copied from the redirect's counter (exact while small; docs/redirects.md). */
  accessCount: number;
  lastAccessedAt: string | null;
  createdBy: string | null;
  /** Made by the site itself (a published post's slug changed), not by an admin. */
  automatic: boolean;
  createdAt: string;
  updatedAt: string;
}

/** Spec part 2 §3: redirect stats; the totals are exact (summed from the counters). */
export interface RedirectStats {
  total: number;
  active: number;
  inactive: number;
  totalAccesses: number;
  topRedirects: { source: string; target: string; count: number }[];
}

export const TOP_REDIRECTS = 5;

/** Create and update: the fields, and whether the admin has seen the warnings and saves anyway. */
export const redirectSaveSchema = redirectInputSchema.extend({
  confirmWarnings: z.boolean().optional(),
});
export type RedirectSaveRequest = z.input<typeof redirectSaveSchema>;

export interface RedirectSaved {
  redirect: Redirect;
  /** Update only: false when the save changed nothing (and wrote nothing). */
  changed?: boolean;
  warnings: RedirectIssue[];
}

/**
 * Why a save was refused: 400 with `issues` (invalid fields, a loop, a target equal to its
 * source), 409 with `duplicateOf` (the source path is taken) or with `warnings` (the admin has
 * not confirmed them yet; send again with confirmWarnings).
 */
export interface RedirectRefusal {
  error: string;
  issues?: FieldIssue[];
  checks?: RedirectIssue[];
  duplicateOf?: string;
  warnings?: RedirectIssue[];
}

/** The 400 answer to a redirect the checks refused: each message on the field it is about. */
export function checksRefusal(errors: RedirectIssue[]): RedirectRefusal {
  return {
    error: errors[0]!.message,
    checks: errors,
    issues: errors.map((issue) => ({
      field: issue.kind === 'reserved' ? 'sourcePath' : 'targetPath',
      message: issue.message,
    })),
  };
}

/** Spec §9: the article import writes 50 at a time. */
export const BUILTIN_IMPORT_BATCH = 50;
export interface BuiltinImportResult {
  imported: number;
  failed: number;
  /** Already stored (their source paths exist). */
  skipped: number;
}

/** Spec part 2 §3: the lookup's answer, in the spec's own field names. */
export interface RedirectLookupAnswer {
  found: boolean;
  target_path: string | null;
  status_code: StoredStatusCode | null;
}
export interface RedirectBatchAnswer {
  results: (RedirectLookupAnswer & { path: string })[];
}

/** Paths one batch lookup may ask for (the preload asks for 15). */
export const MAX_LOOKUP_PATHS = 50;
export const LOOKUP_MAX_BODY_BYTES = 32 * 1024;
export const LOOKUP_RATE_LIMIT_PER_MINUTE = 60;
/** New paths one client may add to the 404 log a minute; paths it holds count on regardless. */
export const NOT_FOUND_NEW_PATHS_PER_MINUTE = 10;

const lookupPath = z
  .string({ error: 'path must be text' })
  .min(1, 'path is required')
  .max(MAX_REDIRECT_PATH_LENGTH * 3, 'path is too long');

export const lookupRequestSchema = z.union(
  [
    z.strictObject({ path: lookupPath }),
    z.strictObject({
      paths: z
        .array(lookupPath, { error: 'paths must be a list of paths' })
        .min(1, 'paths must not be empty')
        .max(MAX_LOOKUP_PATHS, `paths: at most ${MAX_LOOKUP_PATHS} per request`),
    }),
  ],
  { error: 'Send {path} or {paths}' },
);

/** One path that answered 404, as the admin's 404 log shows it (counts summed from its shards). */
export interface NotFoundEntry {
  id: string;
  path: string;
  count: number;
  lastSeenAt: string;
  lastReferrer: string | null;
  /** A redirect can be made from it (the spec's path characters; not under /admin, /api...). */
  redirectable: boolean;
  /** An active redirect now answers this path. */
  redirected: boolean;
}

/** Where the redirects are synced to; the token is never sent back (only whether one is set). */
export interface EdgeSettings {
  accountId: string;
  listId: string;
  /** The host the list's source URLs name, e.g. elfletter.example. */
  siteHost: string;
  /**
   * Where the sync sends the token: the host of the server's CLOUDFLARE_API_BASE_URL. Read-only:
   * server configuration, not a setting.
   */
  apiHost: string;
  /** Items the Cloudflare plan allows in Bulk Redirect Lists (a sync past it is refused). */
  itemLimit: number;
  tokenSet: boolean;
}

/** A sync can run: the list, the host its items name and a token are all set. */
export const edgeSyncConfigured = (settings: EdgeSettings): boolean =>
  Boolean(settings.accountId && settings.listId && settings.siteHost && settings.tokenSet);

/** The Free plan's Bulk Redirect items (Pro 500, Business 2,500, Enterprise more). */
export const DEFAULT_EDGE_ITEM_LIMIT = 20;

export const edgeSettingsSchema = z.strictObject({
  accountId: z
    .string()
    .trim()
    .regex(/^[a-f0-9]{32}$/i, 'Account ID: 32 hexadecimal characters'),
  listId: z
    .string()
    .trim()
    .regex(/^[a-f0-9]{32}$/i, 'List ID: 32 hexadecimal characters'),
  siteHost: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9.-]+(:\d{1,5})?$/, 'Site host: a host name such as elfletter.example'),
  // Named only to say why it is refused.
  apiBaseUrl: z.never({ error: () => EDGE_TEXT.apiIsServerConfig }).optional(),
  itemLimit: z.number().int().min(1).max(1_000_000).default(DEFAULT_EDGE_ITEM_LIMIT),
  /** Left out to keep the stored token. */
  apiToken: z.string().trim().min(1, 'API token is required').max(200).optional(),
});
export type EdgeSettingsInput = z.input<typeof edgeSettingsSchema>;

export const EDGE_TEXT = {
  notConfigured:
    'Cloudflare sync is not configured: set the account, list, site host and API token under Edge sync settings',
  overLimit: (count: number, limit: number) =>
    `${count.toLocaleString('en-US')} active redirects are more than the ${limit.toLocaleString('en-US')} items the Cloudflare plan allows in Bulk Redirect Lists; raise the limit in the settings if the plan allows more`,
  failed: (message: string) => `Cloudflare refused the sync: ${message}`,
  timedOut: 'Cloudflare did not finish the bulk operation in time; sync again later',
  apiIsServerConfig: `The Cloudflare API address is server configuration (${SERVER_SETTINGS_ENV.cloudflareApiBaseUrl}), not an edge setting`,
  tokenForOtherHost: (host: string) =>
    `The saved API token was not saved for ${host}, where the server now sends the sync: enter the API token again under Edge sync settings`,
} as const;

/** The sync's answer (spec §7: the response has count). */
export interface SyncResult {
  count: number;
}
