/**
 * What a content list request asks for (GET /api/admin/content/{kind}?sort=&q=&limit=&after=),
 * read once here so the server and the admin's in-memory store accept and refuse the same
 * requests and order entries the same way.
 */
import {
  CONTENT_PAGE_SIZE,
  MAX_CONTENT_PAGE_SIZE,
  type ContentSort,
} from '../admin/admin-content-api';
import { KEY_FIELD, type ContentKindId } from './content-kinds';
import { contentKey } from './content-schemas';

/** The orders each kind's list offers; the first is its default (spec §7: scenes newest first). */
export const CONTENT_LIST_SORTS: Record<ContentKindId, readonly ContentSort[]> = {
  prefixes: ['title'],
  suffixes: ['title'],
  'last-names': ['title'],
  crafts: ['title'],
  scenes: ['newest', 'title'],
  recipes: ['title', 'newest'],
};

export const CONTENT_LIST_TEXT = {
  sortOneOf: (sorts: readonly ContentSort[]) => `sort must be one of: ${sorts.join(', ')}`,
  searchSortsByTitle: 'q sorts by title',
  limitRange: `limit must be a whole number from 1 to ${MAX_CONTENT_PAGE_SIZE}`,
  badCursor: 'after is not a valid cursor',
} as const;

export interface ContentListPlan {
  /** The stored field the entries are ordered by, then by id in the same direction. */
  field: typeof KEY_FIELD | 'createdAt';
  direction: 'asc' | 'desc';
  /** The stored keys start with it (the title or name as a key: case and spaces ignored). */
  prefix: string;
  limit: number;
}

/** The list's order and page, or the 400 message that refuses the request. */
export function planContentList(
  kind: ContentKindId,
  params: { sort?: string | null; q?: string | null; limit?: string | null },
): ContentListPlan | { error: string } {
  const sorts = CONTENT_LIST_SORTS[kind];
  const q = params.q?.trim() ?? '';
  const sort = (params.sort ?? (q ? 'title' : sorts[0])) as ContentSort;
  if (!sorts.includes(sort)) return { error: CONTENT_LIST_TEXT.sortOneOf(sorts) };
  if (q && sort !== 'title') return { error: CONTENT_LIST_TEXT.searchSortsByTitle };
  const limit = Number(params.limit ?? CONTENT_PAGE_SIZE);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_CONTENT_PAGE_SIZE)
    return { error: CONTENT_LIST_TEXT.limitRange };
  return {
    field: sort === 'title' ? KEY_FIELD : 'createdAt',
    direction: sort === 'title' ? 'asc' : 'desc',
    prefix: q ? contentKey(q) : '',
    limit,
  };
}
