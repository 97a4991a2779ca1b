/**
 * Generator content, its settings and its imports, through the admin content API (the rules let
 * no client write these: every write is validated, de-duplicated and audited on the server).
 */
import type { User } from 'firebase/auth';
import { ADMIN_ACCESS_TEXT } from '@core/admin-access';
import {
  type BulkDeleteResult,
  type ContentCounts,
  type ContentInput,
  type ContentPage,
  type ContentQuery,
  type ContentUpdate,
  type ContentView,
  type DryRunReport,
  type ImportJob,
  type ImportJobDetail,
  type ImportRequest,
  type SettingsName,
  type SettingsTypes,
  type StoredSettings,
} from '@core/admin-content-api';
import type { ContentKindId } from '@core/content-kinds';
import { AdminApiError, callAdminApi } from './admin-api';
import { apiPath } from '@core/api-routes';

export interface ContentData {
  /** One page in the kind's order (see ContentQuery); `nextAfter` asks for the next. */
  list<K extends ContentKindId>(
    kind: K,
    query?: ContentQuery,
  ): Promise<ContentPage<ContentView<K>>>;
  /** A refused input throws AdminApiError: 400 with `issues`, 409 with `duplicateOf`. */
  create<K extends ContentKindId>(kind: K, input: ContentInput<K>): Promise<ContentView<K>>;
  update<K extends ContentKindId>(
    kind: K,
    id: string,
    input: ContentInput<K>,
  ): Promise<ContentUpdate<ContentView<K>>>;
  remove(kind: ContentKindId, id: string): Promise<void>;
  /** At most MAX_BULK_DELETE ids in one request; ids it could not delete come back as failed. */
  removeMany(kind: ContentKindId, ids: readonly string[]): Promise<BulkDeleteResult>;
  /** Exact counts of every kind. */
  counts(): Promise<ContentCounts>;
}

/** Creates an entry of `kind`, or updates the one with `id`: the stored entry, and whether it is new. */
export async function saveContent<K extends ContentKindId>(
  content: ContentData,
  kind: K,
  id: string | null,
  input: ContentInput<K>,
): Promise<{ item: ContentView<K>; created: boolean }> {
  if (id === null) return { item: await content.create(kind, input), created: true };
  return { item: (await content.update(kind, id, input)).item, created: false };
}

export interface SettingsData {
  get<N extends SettingsName>(name: N): Promise<StoredSettings<SettingsTypes[N]>>;
  save<N extends SettingsName>(
    name: N,
    settings: SettingsTypes[N],
  ): Promise<StoredSettings<SettingsTypes[N]>>;
}

export interface ImportsData {
  /** Every row as new, duplicate or rejected; writes nothing. Whole-file problems throw (400). */
  dryRun(request: ImportRequest): Promise<DryRunReport>;
  /**
   * Runs the import as job `jobId`; settles when the server has finished it (or the connection
   * gave up: the job goes on, so callers watch `job`, not this promise).
   */
  start(request: ImportRequest & { jobId: string }): Promise<ImportJob>;
  /** The job with every row it did not import, or null while it does not exist. */
  job(id: string): Promise<ImportJobDetail | null>;
  /** The same rows as CSV (line, status, title, reason). */
  reportCsv(id: string): Promise<string>;
  /**
   * Removes what the job created and nobody changed since; settles with the job (its `undo`)
   * when the server has finished, which `job` shows meanwhile as progress.
   */
  undo(id: string): Promise<ImportJob>;
}

const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

function listPath(kind: ContentKindId, query: ContentQuery): string {
  const params = new URLSearchParams();
  if (query.sort) params.set('sort', query.sort);
  if (query.q?.trim()) params.set('q', query.q.trim());
  if (query.after) params.set('after', query.after);
  if (query.limit) params.set('limit', String(query.limit));
  return apiPath('contentList', { kind }, params);
}

export function apiContentData(currentUser: () => User | null): ContentData {
  return {
    list: (kind, query = {}) =>
      callAdminApi(currentUser(), listPath(kind, query), { cache: 'no-store' }),
    create: async (kind, input) =>
      (
        await callAdminApi<{ item: ContentView<typeof kind> }>(
          currentUser(),
          apiPath('contentList', { kind }),
          json('POST', input),
        )
      ).item,
    update: (kind, id, input) =>
      callAdminApi(currentUser(), apiPath('contentItem', { kind, id }), json('PUT', input)),
    remove: async (kind, id) => {
      await callAdminApi(currentUser(), apiPath('contentItem', { kind, id }), { method: 'DELETE' });
    },
    removeMany: (kind, ids) =>
      callAdminApi(currentUser(), apiPath('bulkDelete', { kind }), json('POST', { ids })),
    counts: () => callAdminApi(currentUser(), apiPath('contentCounts'), { cache: 'no-store' }),
  };
}

export function apiSettingsData(currentUser: () => User | null): SettingsData {
  return {
    get: (name) =>
      callAdminApi(currentUser(), apiPath('settings', { name }), { cache: 'no-store' }),
    save: (name, settings) =>
      callAdminApi(currentUser(), apiPath('settings', { name }), json('PUT', settings)),
  };
}

export function apiImportsData(currentUser: () => User | null): ImportsData {
  return {
    dryRun: (request) =>
      callAdminApi(currentUser(), apiPath('importDryRun'), json('POST', request)),
    start: async (request) =>
      (
        await callAdminApi<{ job: ImportJob }>(
          currentUser(),
          apiPath('imports'),
          json('POST', request),
        )
      ).job,
    job: async (id) => {
      try {
        return await callAdminApi<ImportJobDetail>(currentUser(), apiPath('importJob', { id }), {
          cache: 'no-store',
        });
      } catch (error) {
        if (error instanceof AdminApiError && error.status === 404) return null;
        throw error;
      }
    },
    reportCsv: async (id) => {
      const user = currentUser();
      if (!user) throw new AdminApiError(ADMIN_ACCESS_TEXT.noSession, 401);
      const response = await fetch(apiPath('importReport', { id }), {
        headers: { authorization: `Bearer ${await user.getIdToken()}` },
        cache: 'no-store',
      });
      if (!response.ok)
        throw new AdminApiError(`Request failed (HTTP ${response.status})`, response.status);
      return response.text();
    },
    undo: async (id) =>
      (
        await callAdminApi<{ job: ImportJob }>(
          currentUser(),
          apiPath('importUndo', { id }),
          json('POST', {}),
        )
      ).job,
  };
}
