import {
  bulkDeleteSchema,
  IMPORT_JOB_TEXT,
  type AdminErrorBody,
  type BulkDeleteResult,
  type ContentCounts,
  type ContentView,
  type DryRunReport,
  IMPORT_UNDO_TEXT,
  type ImportJob,
  type ImportRequest,
  type SettingsName,
  type SettingsTypes,
  type StoredSettings,
} from '@core/admin/admin-content-api';
import {
  CONTENT_KIND_IDS,
  contentKind,
  isContentKindId,
  duplicateText,
  KEY_FIELD,
  notFoundText,
  type ContentKind,
  type ContentKindId,
} from '@core/generators/content-kinds';
import { CONTENT_LIST_TEXT, planContentList } from '@core/generators/content-list-query';
import {
  craftSettingsSchema,
  fieldIssues,
  sceneSettingsSchema,
} from '@core/generators/content-schemas';
import {
  DEFAULT_CRAFT_SETTINGS,
  DEFAULT_SCENE_SETTINGS,
} from '@core/generators/generator-settings';
import {
  countStatuses,
  IMPORT_ROW_TEXT,
  markStored,
  planImport,
  reportCsv,
  toReportRow,
  type PlannedRow,
  type ReportRow,
} from '@core/import/import-plan';
import { DEFAULT_ROBOTS_SETTINGS, robotsSettingsSchema } from '@core/site/robots';
import { AdminApiError } from '../data/admin-api';
import type { ContentStore } from '../data/content-store';
import type { ImportsStore } from '../data/imports-store';
import type { SettingsStore } from '../data/settings-store';

type Stored = Record<string, unknown>;

/** A refusal as the API answers it: the whole body, as the real adapter keeps it. */
const refused = (status: number, body: AdminErrorBody) =>
  new AdminApiError(body.error, status, { ...body });

/** A page cursor: the last entry's sort value and id (the server's holds the same, encoded). */
function readCursor(after: string): string[] {
  try {
    const cursor: unknown = JSON.parse(after);
    if (Array.isArray(cursor) && cursor.length === 2 && cursor.every((v) => typeof v === 'string'))
      return cursor as string[];
  } catch {
    // Not a cursor this store made: refused below as the server refuses it.
  }
  throw refused(400, { error: CONTENT_LIST_TEXT.badCursor });
}

export type ContentSeed = { [K in ContentKindId]?: ContentView<K>[] };

export interface InMemoryContentOptions {
  /** Rows an import job writes each time it is polled (the server writes 100 a batch). */
  importBatchSize?: number;
  settings?: Partial<{ [N in SettingsName]: SettingsTypes[N] }>;
}

const SETTINGS_SCHEMAS = {
  'craft-generator': craftSettingsSchema,
  'scene-generator': sceneSettingsSchema,
  robots: robotsSettingsSchema,
} as const;

/** The ids of a bulk delete, refused as the server refuses them (400, its message and issues). */
export function checkedBulkIds(ids: readonly string[]): string[] {
  const parsed = bulkDeleteSchema.safeParse({ ids });
  if (parsed.success) return parsed.data.ids;
  const issues = fieldIssues(parsed.error);
  throw refused(400, { error: issues[0]!.message, issues });
}

/** What a bulk delete answers, given which ids were stored. */
export function bulkResult(
  ids: readonly string[],
  stored: (id: string) => boolean,
): BulkDeleteResult {
  return {
    deleted: ids.filter(stored),
    missing: ids.filter((id) => !stored(id)),
    failed: [],
  };
}

interface Job {
  job: ImportJob;
  kind: ContentKind;
  /** What the job created, as it wrote it (an undo removes those still so). */
  created: { id: string; updatedAt: string }[];
  pending: PlannedRow<Stored>[];
  report: ReportRow[];
  finished: () => void;
}

/**
 * The admin content API kept in memory, for component tests and stories. It validates with the
 * same core schemas and keys as the server, so forms show the server's own messages; the
 * emulator-backed tests cover the real thing.
 */
export function inMemoryContent(seed: ContentSeed = {}, options: InMemoryContentOptions = {}) {
  const docs = new Map<ContentKindId, Map<string, Stored>>(
    CONTENT_KIND_IDS.map((id) => [id, new Map()]),
  );
  let ids = 0;
  const clock = { now: Date.parse('2026-11-20T09:00:00.000Z') };
  const now = () => new Date((clock.now += 1000)).toISOString();

  for (const id of CONTENT_KIND_IDS) {
    const kind = contentKind(id);
    for (const view of (seed[id] ?? []) as unknown as Stored[]) {
      const { id: docId, createdAt, updatedAt, ...fields } = view;
      const stamp = typeof updatedAt === 'string' ? updatedAt : now();
      docs.get(id)!.set(String(docId), {
        ...kind.toDocument(kind.schema.parse(fields), stamp),
        ...(typeof createdAt === 'string' ? { createdAt } : {}),
      });
    }
  }

  const keyOf = (kind: ContentKind, doc: Stored) => String(doc.key);
  const findKey = (kind: ContentKindId, key: string, except?: string) =>
    [...docs.get(kind)!].find(
      ([id, doc]) => id !== except && keyOf(contentKind(kind), doc) === key,
    );

  function validate(kind: ContentKind, input: unknown): Stored {
    const parsed = kind.schema.safeParse(input);
    if (parsed.success) return parsed.data as Stored;
    const issues = fieldIssues(parsed.error);
    throw refused(400, { error: kind.summary(issues), issues });
  }

  const view = <K extends ContentKindId>(kind: K, id: string) =>
    contentKind(kind).toView(id, docs.get(kind)!.get(id)!) as ContentView<K>;

  const content: ContentStore & { all<K extends ContentKindId>(kind: K): ContentView<K>[] } = {
    all: (kind) => [...docs.get(kind)!.keys()].map((id) => view(kind, id)),
    // The server's query (planContentList), and its cursor's meaning: after this value and id.
    list: async (kind, query = {}) => {
      const plan = planContentList(kind, {
        sort: query.sort,
        q: query.q,
        // As the real adapter sends them (content-store.ts listPath).
        limit: query.limit ? String(query.limit) : undefined,
      });
      if ('error' in plan) throw refused(400, { error: plan.error });
      const { field, direction, prefix, limit } = plan;
      const sign = direction === 'asc' ? 1 : -1;
      // Firestore orders strings by code point, not by locale.
      const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
      const compare = ([value, id]: string[], [otherValue, otherId]: string[]) =>
        sign * (order(value!, otherValue!) || order(id!, otherId!));
      const positionOf = (id: string, doc: Stored) => [String(doc[field]), id];
      const cursor = query.after ? readCursor(query.after) : null;
      const entries = [...docs.get(kind)!]
        .filter(([, doc]) => String(doc[KEY_FIELD]).startsWith(prefix))
        .map(([id, doc]) => positionOf(id, doc))
        .sort(compare)
        .filter((position) => !cursor || compare(position, cursor) > 0);
      const page = entries.slice(0, limit);
      const last = page[page.length - 1];
      return {
        items: page.map(([, id]) => view(kind, id!)),
        nextAfter: entries.length > limit && last ? JSON.stringify(last) : null,
      };
    },
    create: async (kindId, input) => {
      const kind = contentKind(kindId);
      const fields = validate(kind, input);
      const taken = findKey(kindId, kind.key(fields));
      if (taken) throw refused(409, { error: duplicateText(kind), duplicateOf: taken[0] });
      const id = `${kindId}-${++ids}`;
      docs.get(kindId)!.set(id, kind.toDocument(fields, now()));
      return view(kindId, id);
    },
    update: async (kindId, id, input) => {
      const kind = contentKind(kindId);
      const previous = docs.get(kindId)!.get(id);
      if (!previous) throw refused(404, { error: notFoundText(kind) });
      const fields = validate(kind, input);
      const taken = findKey(kindId, kind.key(fields), id);
      if (taken) throw refused(409, { error: duplicateText(kind), duplicateOf: taken[0] });
      const next = kind.toDocument(fields, now(), previous);
      const same = (doc: Stored) => JSON.stringify({ ...doc, updatedAt: null });
      const changed = same(next) !== same(previous);
      if (changed) docs.get(kindId)!.set(id, next);
      return { item: view(kindId, id), changed };
    },
    remove: async (kindId, id) => {
      if (!docs.get(kindId)!.delete(id))
        throw refused(404, { error: notFoundText(contentKind(kindId)) });
    },
    removeMany: async (kindId, ids) => {
      const stored = docs.get(kindId)!;
      const result = bulkResult(checkedBulkIds(ids), (id) => stored.has(id));
      for (const id of result.deleted) stored.delete(id);
      return result;
    },
    counts: async () =>
      Object.fromEntries(CONTENT_KIND_IDS.map((id) => [id, docs.get(id)!.size])) as ContentCounts,
  };

  const stored = new Map<SettingsName, StoredSettings<SettingsTypes[SettingsName]>>();
  if (options.settings?.['craft-generator'])
    stored.set('craft-generator', {
      settings: options.settings['craft-generator'],
      updatedAt: '2026-11-01T09:00:00.000Z',
    });
  if (options.settings?.['scene-generator'])
    stored.set('scene-generator', {
      settings: options.settings['scene-generator'],
      updatedAt: '2026-11-01T09:00:00.000Z',
    });
  const defaults: SettingsTypes = {
    'craft-generator': DEFAULT_CRAFT_SETTINGS,
    'scene-generator': DEFAULT_SCENE_SETTINGS,
    robots: DEFAULT_ROBOTS_SETTINGS,
  };
  const settings: SettingsStore = {
    get: async <N extends SettingsName>(name: N) =>
      (stored.get(name) as StoredSettings<SettingsTypes[N]> | undefined) ?? {
        settings: structuredClone(defaults[name]),
        updatedAt: null,
      },
    save: async <N extends SettingsName>(name: N, value: SettingsTypes[N]) => {
      const parsed = SETTINGS_SCHEMAS[name].safeParse(value);
      if (!parsed.success) {
        const issues = fieldIssues(parsed.error);
        throw refused(400, { error: issues[0]?.message ?? 'Invalid settings', issues });
      }
      const previous = stored.get(name);
      // As the server: settings saved again unchanged keep their time (and audit nothing).
      if (previous && JSON.stringify(previous.settings) === JSON.stringify(parsed.data))
        return previous as StoredSettings<SettingsTypes[N]>;
      const answer = { settings: parsed.data as SettingsTypes[N], updatedAt: now() };
      stored.set(name, answer);
      return answer;
    },
  };

  const jobs = new Map<string, Job>();
  const batchSize = options.importBatchSize ?? 100;

  function plan(request: ImportRequest) {
    // Redirect imports have their own in-memory store (in-memory-redirects.ts).
    if (!isContentKindId(request.kind))
      throw new AdminApiError(`No in-memory import for ${request.kind}`, 400);
    const kind = contentKind(request.kind);
    const planned = planImport(kind, request.text, {
      format: request.format,
      defaults: request.category?.trim() ? { category: request.category } : {},
    });
    if (!planned.ok)
      throw refused(400, {
        error: planned.error,
        detail: planned.detail,
      });
    const keys = new Set([...docs.get(kind.id)!.values()].map((doc) => String(doc.key)));
    return { kind, planned, rows: markStored(planned.rows, keys) };
  }

  /** One batch per poll, so progress shows as it does against the server. */
  function advance(entry: Job) {
    const { job, kind } = entry;
    if (job.status !== 'running') return;
    for (const row of entry.pending.splice(0, batchSize)) {
      job.processed += 1;
      if (findKey(kind.id, row.key!)) {
        job.skipped += 1;
        entry.report.push({
          ...toReportRow(row),
          status: 'duplicate',
          reason: IMPORT_ROW_TEXT.alreadyStored,
        });
        continue;
      }
      const id = `${kind.id}-${++ids}`;
      const doc = kind.toDocument(row.fields!, now());
      docs.get(kind.id)!.set(id, doc);
      entry.created.push({ id, updatedAt: String(doc.updatedAt) });
      job.imported += 1;
    }
    job.batches.done += 1;
    job.updatedAt = now();
    if (entry.pending.length === 0) {
      job.status = 'done';
      job.finishedAt = job.updatedAt;
      entry.report.sort((a, b) => a.line - b.line);
      entry.finished();
    }
  }

  const imports: ImportsStore = {
    dryRun: async (request): Promise<DryRunReport> => {
      const { planned, rows } = plan(request);
      const { total, new: fresh, duplicate, rejected } = countStatuses(rows);
      return {
        kind: request.kind,
        format: planned.format,
        ignoredColumns: planned.ignoredColumns,
        counts: { total, new: fresh, duplicate, rejected },
        rows: rows.map(toReportRow),
      };
    },
    start: (request) => {
      const { kind, planned, rows } = plan(request);
      if (jobs.has(request.jobId))
        return Promise.reject(refused(409, { error: IMPORT_JOB_TEXT.exists }));
      const pending = rows.filter((r) => r.status === 'new');
      const settled = rows.filter((r) => r.status !== 'new').map(toReportRow);
      const at = now();
      const job: ImportJob = {
        id: request.jobId,
        kind: request.kind,
        status: pending.length ? 'running' : 'done',
        fileName: request.fileName ?? null,
        format: planned.format,
        total: rows.length,
        processed: settled.length,
        imported: 0,
        skipped: settled.filter((r) => r.status === 'duplicate').length,
        rejected: settled.filter((r) => r.status === 'rejected').length,
        failed: 0,
        batches: { total: Math.ceil(pending.length / batchSize), done: 0, failed: 0 },
        startedBy: { uid: 'admin', email: 'admin@example.com' },
        startedAt: at,
        updatedAt: at,
        finishedAt: pending.length ? null : at,
        error: null,
      };
      return new Promise((resolve) => {
        jobs.set(job.id, {
          job,
          kind,
          created: [],
          pending,
          report: settled,
          finished: () => resolve({ ...job }),
        });
        if (!pending.length) resolve({ ...job });
      });
    },
    job: async (id) => {
      const entry = jobs.get(id);
      if (!entry) return null;
      const before = { ...entry.job, batches: { ...entry.job.batches } };
      advance(entry);
      // The server writes the report rows when the job ends.
      return { job: before, rows: before.status === 'running' ? [] : [...entry.report] };
    },
    reportCsv: async (id) => reportCsv(jobs.get(id)?.report ?? []),
    undo: async (id) => {
      const entry = jobs.get(id);
      if (!entry) throw new AdminApiError(IMPORT_JOB_TEXT.notFound, 404);
      const { job, kind, created } = entry;
      if (job.status === 'running') throw new AdminApiError(IMPORT_UNDO_TEXT.stillRunning, 409);
      if (job.undo?.status !== 'done') {
        const stored = docs.get(kind.id)!;
        const at = now();
        const undo = { removed: 0, changed: 0, gone: 0 };
        for (const { id: docId, updatedAt } of created) {
          const doc = stored.get(docId);
          if (!doc) undo.gone += 1;
          else if (doc.updatedAt !== updatedAt) undo.changed += 1;
          else {
            stored.delete(docId);
            undo.removed += 1;
          }
        }
        job.undo = {
          status: 'done',
          total: created.length,
          processed: created.length,
          ...undo,
          startedBy: job.startedBy,
          startedAt: at,
          updatedAt: at,
          finishedAt: at,
        };
      }
      return { ...job };
    },
  };

  return { content, settings, imports };
}
