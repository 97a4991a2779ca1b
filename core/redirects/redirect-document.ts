/**
 * A redirect as stored in urlRedirects/{id}, the id being its source key encoded (redirectDocId):
 * written by the admin API, the importer, the seed and the slug-change trigger alike.
 */
import type { Redirect } from './redirect-api';
import { redirectKey } from './redirect-paths';
import type { RedirectFields, StoredStatusCode } from './redirect-schema';

export interface StoredRedirect extends RedirectFields {
  /** The target's key, so the redirects pointing at a path are found by an indexed query. */
  targetKey: string;
  createdBy: string | null;
  automatic: boolean;
  createdAt: string;
  updatedAt: string;
  /** Copies of the hit counter's totals (docs/redirects.md: exact while small, then trailing a little). */
  accessCount: number;
  lastAccessedAt: string | null;
}

/** Fields only the counter writes: an edit keeps them as they are. */
export const COUNTER_COPY_FIELDS = ['accessCount', 'lastAccessedAt'] as const;

export function storedRedirect(
  fields: RedirectFields,
  meta: { now: string; createdBy: string | null; automatic?: boolean },
  previous?: Partial<StoredRedirect>,
): StoredRedirect {
  return {
    ...fields,
    targetKey: redirectKey(fields.targetPath),
    createdBy: previous ? (previous.createdBy ?? null) : meta.createdBy,
    automatic: previous ? (previous.automatic ?? false) : (meta.automatic ?? false),
    createdAt: previous?.createdAt ?? meta.now,
    updatedAt: meta.now,
    accessCount: previous?.accessCount ?? 0,
    lastAccessedAt: previous?.lastAccessedAt ?? null,
  };
}

const text = (value: unknown, fallback = '') => (typeof value === 'string' ? value : fallback);

export function redirectView(id: string, data: Record<string, unknown>): Redirect {
  return {
    id,
    sourcePath: text(data.sourcePath),
    targetPath: text(data.targetPath),
    statusCode: (typeof data.statusCode === 'number' ? data.statusCode : 301) as StoredStatusCode,
    isActive: data.isActive !== false,
    notes: text(data.notes),
    accessCount: typeof data.accessCount === 'number' ? data.accessCount : 0,
    lastAccessedAt: typeof data.lastAccessedAt === 'string' ? data.lastAccessedAt : null,
    createdBy: typeof data.createdBy === 'string' ? data.createdBy : null,
    automatic: data.automatic === true,
    createdAt: text(data.createdAt),
    updatedAt: text(data.updatedAt),
  };
}
