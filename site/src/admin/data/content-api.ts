import type { User } from 'firebase/auth';
import {
  ADMIN_CONTENT_PATHS,
  type ContentCounts,
  type ContentPage,
  type ImportJob,
  type ImportJobDetail,
  type ImportRequest,
} from '../../../../core/admin-content-api';
import type { ActivityPage, AuditArea } from '../../../../core/audit';
import type { ContentKindId } from '../../../../core/content-kinds';
import type { NamePartInput } from '../../../../core/content-schemas';
import type { NamePart } from '../../../../core/models';
import { callAdminApi } from './admin-api';

/** The name-part kinds of the admin content API. */
export type NamePartKind = Extract<ContentKindId, 'prefixes' | 'suffixes' | 'last-names'>;

/** Exact counts of every content kind (count() aggregations on the server). */
export const fetchContentCounts = (user: User | null) =>
  callAdminApi<ContentCounts>(user, ADMIN_CONTENT_PATHS.counts, { cache: 'no-store' });

const jsonBody = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** The API's largest page: name lists are short, so one page holds a kind whole. */
const NAME_PARTS_PAGE = 500;

/** Every entry of one name-part kind, in name order (following `nextAfter` past a full page). */
export async function listNameParts(user: User | null, kind: NamePartKind): Promise<NamePart[]> {
  const items: NamePart[] = [];
  let after: string | null = null;
  do {
    const query = new URLSearchParams({ limit: String(NAME_PARTS_PAGE) });
    if (after) query.set('after', after);
    const page: ContentPage<NamePart> = await callAdminApi<ContentPage<NamePart>>(
      user,
      `${ADMIN_CONTENT_PATHS.list(kind)}?${query.toString()}`,
      { cache: 'no-store' },
    );
    items.push(...page.items);
    after = page.nextAfter;
  } while (after);
  return items;
}

export async function createNamePart(
  user: User | null,
  kind: NamePartKind,
  input: NamePartInput,
): Promise<NamePart> {
  const { item } = await callAdminApi<{ item: NamePart }>(
    user,
    ADMIN_CONTENT_PATHS.list(kind),
    jsonBody('POST', input),
  );
  return item;
}

export async function updateNamePart(
  user: User | null,
  kind: NamePartKind,
  id: string,
  input: NamePartInput,
): Promise<NamePart> {
  const { item } = await callAdminApi<{ item: NamePart }>(
    user,
    ADMIN_CONTENT_PATHS.item(kind, id),
    jsonBody('PUT', input),
  );
  return item;
}

export async function deleteNamePart(
  user: User | null,
  kind: NamePartKind,
  id: string,
): Promise<void> {
  await callAdminApi(user, ADMIN_CONTENT_PATHS.item(kind, id), { method: 'DELETE' });
}

/** Runs an import on the server; answers the finished job with every row it did not import. */
export async function runImport(
  user: User | null,
  request: ImportRequest,
): Promise<ImportJobDetail> {
  const { job } = await callAdminApi<{ job: ImportJob }>(
    user,
    ADMIN_CONTENT_PATHS.imports,
    jsonBody('POST', request),
  );
  return callAdminApi<ImportJobDetail>(user, ADMIN_CONTENT_PATHS.importJob(job.id), {
    cache: 'no-store',
  });
}

/** One page of the audit log, newest first; `before` is the previous page's `nextBefore`. */
export function fetchActivity(
  user: User | null,
  options: { area?: AuditArea; before?: string | null },
): Promise<ActivityPage> {
  const query = new URLSearchParams();
  if (options.area) query.set('area', options.area);
  if (options.before) query.set('before', options.before);
  const suffix = query.size ? `?${query.toString()}` : '';
  return callAdminApi<ActivityPage>(user, `${ADMIN_CONTENT_PATHS.activity}${suffix}`, {
    cache: 'no-store',
  });
}
