/**
 * Generator content (name parts, craft ideas, scenes, recipes) through the admin content API (the
 * rules let no client write it: every write is validated, de-duplicated and audited on the server).
 */
import type { User } from 'firebase/auth';
import { apiPath } from '@core/api-routes';
import type {
  BulkDeleteResult,
  ContentCounts,
  ContentInput,
  ContentPage,
  ContentQuery,
  ContentUpdate,
  ContentView,
} from '@core/admin/admin-content-api';
import type { ContentKindId } from '@core/generators/content-kinds';
import { callAdminApi, jsonRequest } from './admin-api';

export interface ContentStore {
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
  content: ContentStore,
  kind: K,
  id: string | null,
  input: ContentInput<K>,
): Promise<{ item: ContentView<K>; created: boolean }> {
  if (id === null) return { item: await content.create(kind, input), created: true };
  return { item: (await content.update(kind, id, input)).item, created: false };
}

function listPath(kind: ContentKindId, query: ContentQuery): string {
  const params = new URLSearchParams();
  if (query.sort) params.set('sort', query.sort);
  if (query.q?.trim()) params.set('q', query.q.trim());
  if (query.after) params.set('after', query.after);
  if (query.limit) params.set('limit', String(query.limit));
  return apiPath('contentList', { kind }, params);
}

export function apiContentStore(currentUser: () => User | null): ContentStore {
  return {
    list: (kind, query = {}) =>
      callAdminApi(currentUser(), listPath(kind, query), { cache: 'no-store' }),
    create: async (kind, input) =>
      (
        await callAdminApi<{ item: ContentView<typeof kind> }>(
          currentUser(),
          apiPath('contentList', { kind }),
          jsonRequest(input),
        )
      ).item,
    update: (kind, id, input) =>
      callAdminApi(currentUser(), apiPath('contentItem', { kind, id }), jsonRequest(input, 'PUT')),
    remove: async (kind, id) => {
      await callAdminApi(currentUser(), apiPath('contentItem', { kind, id }), { method: 'DELETE' });
    },
    removeMany: (kind, ids) =>
      callAdminApi(currentUser(), apiPath('bulkDelete', { kind }), jsonRequest({ ids })),
    counts: () => callAdminApi(currentUser(), apiPath('contentCounts'), { cache: 'no-store' }),
  };
}
