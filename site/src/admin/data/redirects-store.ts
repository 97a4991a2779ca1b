/**
 * The redirects screens' data: the admin redirects API, the shared import endpoints and the
 * public lookup, behind the RedirectsStore seam (tests and stories use the in-memory one in
 * site/src/admin/testing/).
 */
import type { User } from 'firebase/auth';
import type { BulkDeleteResult, DryRunReport, ImportJob } from '@core/admin/admin-content-api';
import type { FieldIssue } from '@core/generators/content-schemas';
import {
  type BuiltinImportResult,
  type EdgeSettings,
  type EdgeSettingsInput,
  type NotFoundEntry,
  type Redirect,
  type RedirectLookupAnswer,
  type RedirectRefusal,
  type RedirectSaved,
  type RedirectSaveRequest,
  type RedirectStats,
  type SyncResult,
} from '@core/redirects/redirect-api';
import type { RedirectIssue } from '@core/redirects/redirect-checks';
import { AdminApiError, callAdminApi, jsonRequest } from './admin-api';
import { apiPath } from '@core/api-routes';

export interface RedirectsStore {
  list(): Promise<Redirect[]>;
  stats(): Promise<RedirectStats>;
  /** Throws RedirectSaveError when refused (invalid, taken, loop) or warned and not confirmed. */
  create(input: RedirectSaveRequest): Promise<RedirectSaved>;
  update(id: string, input: RedirectSaveRequest): Promise<RedirectSaved>;
  remove(id: string): Promise<void>;
  /** At most MAX_BULK_DELETE ids in one request; ids it could not delete come back as failed. */
  removeMany(ids: readonly string[]): Promise<BulkDeleteResult>;
  importBuiltins(): Promise<BuiltinImportResult>;
  /** The shared import engine's dry run and import, kind 'redirects'. */
  dryRun(text: string): Promise<DryRunReport>;
  runImport(text: string, fileName?: string): Promise<ImportJob>;
  /** The public lookup (the test page): throws LookupError with the HTTP status text. */
  lookup(path: string): Promise<RedirectLookupAnswer>;
  notFoundLog(): Promise<NotFoundEntry[]>;
  edgeSettings(): Promise<EdgeSettings>;
  saveEdgeSettings(input: EdgeSettingsInput): Promise<EdgeSettings>;
  sync(): Promise<SyncResult>;
}

/** A save the server refused: field messages, or warnings to confirm (then save again). */
export class RedirectSaveError extends Error {
  constructor(
    message: string,
    readonly issues: FieldIssue[],
    readonly warnings: RedirectIssue[],
  ) {
    super(message);
    this.name = 'RedirectSaveError';
  }
}

/** A lookup that did not answer; the message is the HTTP status text, or 'Unknown error'. */
export class LookupError extends Error {}

async function save(call: () => Promise<RedirectSaved>): Promise<RedirectSaved> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AdminApiError && (error.status === 400 || error.status === 409)) {
      const body = (error.body ?? {}) as RedirectRefusal;
      throw new RedirectSaveError(error.message, body.issues ?? [], body.warnings ?? []);
    }
    throw error;
  }
}

export async function lookupRedirect(path: string): Promise<RedirectLookupAnswer> {
  let response: Response;
  try {
    response = await fetch(apiPath('handleRedirect'), jsonRequest({ path }));
  } catch {
    throw new LookupError('Unknown error');
  }
  if (!response.ok) throw new LookupError(response.statusText || 'Unknown error');
  return (await response.json()) as RedirectLookupAnswer;
}

/** The store over the real endpoints, as the signed-in user. */
export function apiRedirectsStore(currentUser: () => User | null): RedirectsStore {
  const call = <T>(path: string, init: RequestInit = {}) =>
    callAdminApi<T>(currentUser(), path, { cache: 'no-store', ...init });
  return {
    list: async () => (await call<{ redirects: Redirect[] }>(apiPath('redirects'))).redirects,
    stats: () => call<RedirectStats>(apiPath('redirectStats')),
    create: (input) => save(() => call<RedirectSaved>(apiPath('redirects'), jsonRequest(input))),
    update: (id, input) =>
      save(() => call<RedirectSaved>(apiPath('redirect', { id }), jsonRequest(input, 'PUT'))),
    remove: async (id) => {
      await call(apiPath('redirect', { id }), { method: 'DELETE' });
    },
    removeMany: (ids) =>
      call<BulkDeleteResult>(apiPath('bulkDelete', { kind: 'redirects' }), jsonRequest({ ids })),
    importBuiltins: () =>
      call<BuiltinImportResult>(apiPath('redirectBuiltins'), { method: 'POST' }),
    dryRun: (text) =>
      call<DryRunReport>(apiPath('importDryRun'), jsonRequest({ kind: 'redirects', text })),
    runImport: async (text, fileName) =>
      (
        await call<{ job: ImportJob }>(
          apiPath('imports'),
          jsonRequest({ kind: 'redirects', text, ...(fileName ? { fileName } : {}) }),
        )
      ).job,
    lookup: lookupRedirect,
    notFoundLog: async () =>
      (await call<{ entries: NotFoundEntry[] }>(apiPath('notFoundLog'))).entries,
    edgeSettings: () => call<EdgeSettings>(apiPath('edgeSettings')),
    saveEdgeSettings: (input) =>
      call<EdgeSettings>(apiPath('edgeSettings'), jsonRequest(input, 'PUT')),
    sync: () => call<SyncResult>(apiPath('edgeSync'), jsonRequest(undefined)),
  };
}
