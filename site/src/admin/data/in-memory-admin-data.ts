import type { ContentCounts, ImportJob } from '../../../../core/admin-content-api';
import { ACTIVITY_PAGE_SIZE, type ActivityPage, type AuditEntry } from '../../../../core/audit';
import { CONTENT_KINDS } from '../../../../core/content-kinds';
import { contentKey, fieldIssues, namePartSchema } from '../../../../core/content-schemas';
import { countStatuses, planImport, toReportRow } from '../../../../core/import/import-plan';
import type { AnalyticsData, NamePart, Post, ToolStats } from '../../../../core/models';
import { AdminApiError } from './admin-api';
import type { AdminData, NamePartsStore } from './admin-data';
import type { NamePartKind } from './content-api';
import { SlugTakenError } from './posts-store';

type NameLists = Record<NamePartKind, NamePart[]>;

/**
 * Name parts kept in memory with the API's rules: the shared schema (its messages, the 'custom'
 * category), no two entries with the same name, and list imports through the same import plan.
 */
function inMemoryNameParts(seed: Partial<NameLists>): NamePartsStore & { all(): NameLists } {
  const lists: NameLists = {
    prefixes: [...(seed.prefixes ?? [])],
    suffixes: [...(seed.suffixes ?? [])],
    'last-names': [...(seed['last-names'] ?? [])],
  };
  let ids = 0;
  const byName = (a: NamePart, b: NamePart) =>
    contentKey(a.value).localeCompare(contentKey(b.value));
  const validated = (kind: NamePartKind, input: unknown, exceptId?: string) => {
    const parsed = namePartSchema.safeParse(input);
    if (!parsed.success) {
      const issues = fieldIssues(parsed.error);
      throw new AdminApiError(issues[0]!.message, 400, issues);
    }
    const key = contentKey(parsed.data.value);
    if (lists[kind].some((p) => p.id !== exceptId && contentKey(p.value) === key))
      throw new AdminApiError(`This ${CONTENT_KINDS[kind].noun.one} already exists`, 409);
    return parsed.data;
  };
  return {
    all: () => lists,
    list: async (kind) => [...lists[kind]].sort(byName),
    add: async (kind, input) => {
      const saved = { id: `${kind}-${++ids}`, ...validated(kind, input) };
      lists[kind] = [...lists[kind], saved];
      return saved;
    },
    update: async (kind, id, input) => {
      if (!lists[kind].some((p) => p.id === id)) throw new AdminApiError('Not found', 404);
      const saved = { id, ...validated(kind, input, id) };
      lists[kind] = lists[kind].map((p) => (p.id === id ? saved : p));
      return saved;
    },
    remove: async (kind, id) => {
      lists[kind] = lists[kind].filter((p) => p.id !== id);
    },
    importList: async (kind, text, category) => {
      const plan = planImport(CONTENT_KINDS[kind], text, {
        format: 'list',
        defaults: category?.trim() ? { category } : {},
      });
      if (!plan.ok) throw new AdminApiError(plan.error, 400);
      const stored = new Set(lists[kind].map((p) => contentKey(p.value)));
      const rows = plan.rows.map((row) => {
        if (row.status !== 'new' || !row.fields) return toReportRow(row);
        if (stored.has(row.key!))
          return { ...toReportRow(row), status: 'duplicate' as const, reason: 'Already exists' };
        lists[kind] = [...lists[kind], { id: `${kind}-${++ids}`, ...row.fields }];
        return { ...toReportRow(row), status: 'imported' as const };
      });
      const counts = countStatuses(rows);
      const now = new Date().toISOString();
      const job: ImportJob = {
        id: `job-${++ids}`,
        kind,
        status: 'done',
        fileName: null,
        format: 'list',
        total: rows.length,
        processed: rows.length,
        imported: counts.imported,
        skipped: counts.duplicate,
        rejected: counts.rejected,
        failed: 0,
        batches: { total: 1, done: 1, failed: 0 },
        startedBy: { uid: 'admin', email: 'admin@example.com' },
        startedAt: now,
        updatedAt: now,
        finishedAt: now,
        error: null,
      };
      return { job, rows: rows.filter((row) => row.status !== 'imported') };
    },
  };
}

/** The audit log, newest first, in pages of ACTIVITY_PAGE_SIZE (the cursor is an entry id). */
function inMemoryActivity(entries: AuditEntry[]): AdminData['activity'] {
  const newest = [...entries].sort((a, b) => b.at.localeCompare(a.at));
  return async ({ area, before }) => {
    const matching = newest.filter((e) => !area || e.area === area);
    const start = before ? matching.findIndex((e) => e.id === before) + 1 : 0;
    const page = matching.slice(start, start + ACTIVITY_PAGE_SIZE);
    const more = start + ACTIVITY_PAGE_SIZE < matching.length;
    return { entries: page, nextBefore: more ? page[page.length - 1]!.id : null } as ActivityPage;
  };
}

/**
 * AdminData kept in memory, for component tests and stories: the screens' behaviour without a
 * backend. It keeps the one rule the database enforces (a slug belongs to one post). The
 * emulator-backed tests (rules, functions, end to end) cover the real store.
 */
export function inMemoryAdminData(
  seed: {
    posts?: Post[];
    analytics?: () => Promise<AnalyticsData>;
    toolStats?: ToolStats[];
    /** Counts of crafts, scenes and recipes (the name parts are counted from `nameParts`). */
    contentCounts?: Partial<ContentCounts>;
    nameParts?: Partial<NameLists>;
    activity?: AuditEntry[];
  } = {},
  /** Calls that fail (or never answer), for error and loading states. */
  overrides: Partial<Pick<AdminData, 'toolStats' | 'contentCounts' | 'activity'>> & {
    nameParts?: Partial<NamePartsStore>;
  } = {},
): AdminData & {
  posts: AdminData['posts'] & { all(): Post[] };
  nameParts: NamePartsStore & { all(): NameLists };
} {
  const nameParts = inMemoryNameParts(seed.nameParts ?? {});
  let posts = [...(seed.posts ?? [])];
  let ids = 0;
  const newest = (list: Post[]) => [...list].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return {
    posts: {
      all: () => newest(posts),
      list: async (max) => newest(posts).slice(0, max),
      get: async (id) => posts.find((p) => p.id === id) ?? null,
      newId: () => `new-post-${++ids}`,
      save: async (id, input) => {
        if (posts.some((p) => p.slug === input.slug && p.id !== id))
          throw new SlugTakenError(input.slug);
        const now = new Date().toISOString();
        const previous = posts.find((p) => p.id === id);
        const saved: Post = {
          id,
          ...input,
          createdAt: previous?.createdAt ?? now,
          updatedAt: now,
        };
        posts = [...posts.filter((p) => p.id !== id), saved];
        return saved;
      },
      remove: async (post) => {
        posts = posts.filter((p) => p.id !== post.id);
      },
    },
    analytics:
      seed.analytics ??
      (async () => ({
        totalPosts: posts.length,
        publishedPosts: posts.filter((p) => p.published).length,
        draftPosts: posts.filter((p) => !p.published).length,
        totalViews: 0,
        totalClicks: 0,
        ctr: 0,
        topPosts: [],
        monthlyData: [],
      })),
    toolStats:
      overrides.toolStats ??
      (async (tools) =>
        tools.map(
          (toolName) =>
            seed.toolStats?.find((s) => s.toolName === toolName) ?? {
              toolName,
              totalUsage: 0,
              postEmbeds: 0,
              lastUsed: null,
            },
        )),
    uploadImage: async (file, kind) => `/media/test/${kind}/${file.name}.webp`,
    contentCounts:
      overrides.contentCounts ??
      (async () => {
        const lists = nameParts.all();
        return {
          crafts: 0,
          scenes: 0,
          recipes: 0,
          ...seed.contentCounts,
          prefixes: lists.prefixes.length,
          suffixes: lists.suffixes.length,
          'last-names': lists['last-names'].length,
        };
      }),
    nameParts: { ...nameParts, ...overrides.nameParts },
    activity: overrides.activity ?? inMemoryActivity(seed.activity ?? []),
  };
}
