/**
 * A RedirectsStore kept in memory, for component tests and stories. It keeps the rules the
 * server enforces with the same core code (schema, unique source keys, loop/chain checks, the
 * import's review), so the screens behave as against the real API; the emulator-backed tests
 * cover the real one.
 */
import type { DryRunReport, ImportJob } from '@core/admin/admin-content-api';
import { fieldIssues } from '@core/generators/content-schemas';
import { countStatuses, markStored, planImport, toReportRow } from '@core/import/import-plan';
import { BUILTIN_ARTICLE_REDIRECTS } from '@core/redirects/builtin-redirects';
import {
  checksRefusal,
  EDGE_TEXT,
  edgeSettingsSchema,
  edgeSyncConfigured,
  TOP_REDIRECTS,
  type EdgeSettings,
  type NotFoundEntry,
  type Redirect,
  type RedirectSaved,
  type RedirectSaveRequest,
} from '@core/redirects/redirect-api';
import {
  checkRedirect,
  errorsOf,
  isApplied,
  RedirectTable,
  warningsOf,
} from '@core/redirects/redirect-checks';
import { redirectView, storedRedirect } from '@core/redirects/redirect-document';
import { redirectImportKind, reviewRedirectRows } from '@core/redirects/redirect-import-kind';
import {
  lookupKeyOf,
  redirectable,
  redirectDocId,
  redirectKey,
} from '@core/redirects/redirect-paths';
import {
  REDIRECT_TEXT,
  redirectInputSchema,
  type RedirectFields,
} from '@core/redirects/redirect-schema';
import { DEFAULT_SITE_SETTINGS } from '@core/site/settings';
import { AdminApiError } from '../data/admin-api';
import { LookupError, RedirectSaveError, type RedirectsStore } from '../data/redirects-store';
import { bulkResult, checkedBulkIds } from './in-memory-content';

const IMPORT_KIND = redirectImportKind(DEFAULT_SITE_SETTINGS.siteUrl);

export interface InMemoryRedirectsSeed {
  redirects?: Redirect[];
  notFound?: NotFoundEntry[];
  edgeSettings?: EdgeSettings;
  /** Makes every call of these fail (error states in stories and tests). */
  failing?: readonly (keyof RedirectsStore)[];
  /** Answers lookups after this many ms (the test page's loading state). */
  lookupDelayMs?: number;
}

const NOT_CONFIGURED: EdgeSettings = {
  accountId: '',
  listId: '',
  siteHost: '',
  apiHost: 'api.cloudflare.com',
  itemLimit: 20,
  tokenSet: false,
};

/** A redirect as stored, for seeds: defaults for everything but the paths. */
export function sampleRedirect(fields: Partial<Redirect> & Pick<Redirect, 'sourcePath'>): Redirect {
  return {
    id: redirectDocId(fields.sourcePath),
    targetPath: '/blog',
    statusCode: 301,
    isActive: true,
    notes: '',
    accessCount: 0,
    lastAccessedAt: null,
    createdBy: 'admin-1',
    automatic: false,
    createdAt: '2026-11-01T09:00:00.000Z',
    updatedAt: '2026-11-01T09:00:00.000Z',
    ...fields,
  };
}

export function inMemoryRedirects(seed: InMemoryRedirectsSeed = {}): RedirectsStore & {
  all(): Redirect[];
  /** The server's undo of a redirect import job (null for a job that is not one). */
  undoImport(id: string): ImportJob | null;
  /** A visitor's request for a path the site does not have: counted in the 404 log. */
  visitMissing(path: string): Promise<void>;
} {
  let redirects = [...(seed.redirects ?? [])];
  // Each import job with the redirects it created, as it wrote them.
  const imported = new Map<string, { job: ImportJob; created: Redirect[] }>();
  let edge = seed.edgeSettings ?? NOT_CONFIGURED;
  const missing = new Map((seed.notFound ?? []).map((entry) => [entry.path, entry]));
  const failing = new Set(seed.failing ?? []);
  const guard = (name: keyof RedirectsStore) => {
    if (failing.has(name))
      throw new AdminApiError(
        'Something went wrong on our side.',
        500,
        {},
        'Internal Server Error',
      );
  };
  const sorted = () =>
    [...redirects].sort((a, b) =>
      a.sourcePath < b.sourcePath ? -1 : a.sourcePath > b.sourcePath ? 1 : 0,
    );
  const table = (except?: string) => new RedirectTable(redirects.filter((r) => r.id !== except));

  /** The server's order: the fields, then the checks (refusals, then warnings to confirm). */
  function validate(input: RedirectSaveRequest, except?: string) {
    const { confirmWarnings, ...rest } = input;
    const parsed = redirectInputSchema.safeParse(rest);
    if (!parsed.success) {
      const issues = fieldIssues(parsed.error);
      throw new RedirectSaveError(issues[0]!.message, issues, []);
    }
    const issues = checkRedirect(parsed.data, table(except));
    const errors = errorsOf(issues);
    if (errors.length) {
      const refusal = checksRefusal(errors);
      throw new RedirectSaveError(refusal.error, refusal.issues!, []);
    }
    const warnings = warningsOf(issues);
    if (warnings.length && !confirmWarnings)
      throw new RedirectSaveError(warnings[0]!.message, [], warnings);
    return { fields: parsed.data, warnings };
  }

  const duplicate = () =>
    new RedirectSaveError(
      REDIRECT_TEXT.duplicate,
      [{ field: 'sourcePath', message: REDIRECT_TEXT.duplicate }],
      [],
    );

  /** The redirect as the server would store it (storedRedirect keeps counters and creator). */
  const saved = (fields: RedirectFields, previous?: Redirect): Redirect =>
    redirectView(redirectDocId(fields.sourcePath), {
      ...storedRedirect(fields, { now: new Date().toISOString(), createdBy: 'admin-1' }, previous),
    });

  function store(redirect: Redirect, previous?: Redirect): Redirect {
    redirects = [...redirects.filter((r) => r.id !== previous?.id), redirect];
    return redirect;
  }

  /** What an edit can change: everything but the time of the save. */
  const edited = (r: Redirect) => JSON.stringify(redirectView(r.id, { ...r, updatedAt: '' }));

  const notFound = () =>
    new AdminApiError(REDIRECT_TEXT.notFound, 404, { error: REDIRECT_TEXT.notFound }, 'Not Found');

  return {
    all: sorted,
    list: async () => {
      guard('list');
      return sorted();
    },
    stats: async () => {
      guard('stats');
      const active = redirects.filter((r) => r.isActive).length;
      return {
        total: redirects.length,
        active,
        inactive: redirects.length - active,
        totalAccesses: redirects.reduce((sum, r) => sum + r.accessCount, 0),
        topRedirects: [...redirects]
          .filter((r) => r.accessCount > 0)
          .sort((a, b) => b.accessCount - a.accessCount)
          .slice(0, TOP_REDIRECTS)
          .map((r) => ({ source: r.sourcePath, target: r.targetPath, count: r.accessCount })),
      };
    },
    create: async (input): Promise<RedirectSaved> => {
      guard('create');
      const { fields, warnings } = validate(input);
      if (redirects.some((r) => r.id === redirectDocId(fields.sourcePath))) throw duplicate();
      return { redirect: store(saved(fields)), warnings };
    },
    update: async (id, input): Promise<RedirectSaved> => {
      guard('update');
      const { fields, warnings } = validate(input, id);
      const previous = redirects.find((r) => r.id === id);
      if (!previous) throw notFound();
      const next = saved(fields, previous);
      if (next.id !== id && redirects.some((r) => r.id === next.id)) throw duplicate();
      if (edited(next) === edited(previous))
        return { redirect: previous, warnings, changed: false };
      return { redirect: store(next, previous), warnings, changed: true };
    },
    remove: async (id) => {
      guard('remove');
      if (!redirects.some((r) => r.id === id)) throw notFound();
      redirects = redirects.filter((r) => r.id !== id);
    },
    removeMany: async (ids) => {
      guard('removeMany');
      const result = bulkResult(checkedBulkIds(ids), (id) => redirects.some((r) => r.id === id));
      redirects = redirects.filter((r) => !result.deleted.includes(r.id));
      return result;
    },
    importBuiltins: async () => {
      guard('importBuiltins');
      let imported = 0;
      for (const builtin of BUILTIN_ARTICLE_REDIRECTS) {
        if (redirects.some((r) => r.id === redirectDocId(builtin.sourcePath))) continue;
        store(saved({ ...builtin, isActive: true, notes: 'Built-in article redirect' }));
        imported += 1;
      }
      return { imported, failed: 0, skipped: BUILTIN_ARTICLE_REDIRECTS.length - imported };
    },
    dryRun: async (text): Promise<DryRunReport> => {
      guard('dryRun');
      const plan = planImport(IMPORT_KIND, text);
      if (!plan.ok) throw new AdminApiError(plan.error, 400, plan, 'Bad Request');
      const stored = new Set(redirects.map((r) => redirectKey(r.sourcePath)));
      const rows = markStored(reviewRedirectRows(plan.rows, table(), stored), stored).map(
        toReportRow,
      );
      const { total, new: fresh, duplicate, rejected } = countStatuses(rows);
      return {
        kind: 'redirects',
        format: plan.format,
        ignoredColumns: plan.ignoredColumns,
        counts: { total, new: fresh, duplicate, rejected },
        rows,
      };
    },
    runImport: async (text, fileName): Promise<ImportJob> => {
      guard('runImport');
      const plan = planImport(IMPORT_KIND, text);
      if (!plan.ok) throw new AdminApiError(plan.error, 400, plan, 'Bad Request');
      const stored = new Set(redirects.map((r) => redirectKey(r.sourcePath)));
      const rows = markStored(reviewRedirectRows(plan.rows, table(), stored), stored);
      const created = rows
        .filter((row) => row.status === 'new')
        .map((row) => store(saved(row.fields!)));
      const counts = countStatuses(rows);
      const now = new Date().toISOString();
      const job: ImportJob = {
        id: `redirects-job-${imported.size + 1}`,
        kind: 'redirects',
        status: 'done',
        fileName: fileName ?? null,
        format: plan.format,
        total: counts.total,
        processed: counts.total,
        imported: counts.new,
        skipped: counts.duplicate,
        rejected: counts.rejected,
        failed: 0,
        batches: { total: 1, done: 1, failed: 0 },
        startedBy: { uid: 'admin-1', email: 'admin@elf.test' },
        startedAt: now,
        updatedAt: now,
        finishedAt: now,
        error: null,
      };
      imported.set(job.id, { job, created });
      return { ...job };
    },
    undoImport: (id) => {
      const entry = imported.get(id);
      if (!entry) return null;
      if (entry.job.undo?.status !== 'done') {
        const at = new Date().toISOString();
        const undo = { removed: 0, changed: 0, gone: 0 };
        for (const created of entry.created) {
          const now = redirects.find((r) => r.id === created.id);
          if (!now) undo.gone += 1;
          else if (now.updatedAt !== created.updatedAt) undo.changed += 1;
          else {
            redirects = redirects.filter((r) => r !== now);
            undo.removed += 1;
          }
        }
        entry.job.undo = {
          status: 'done',
          total: entry.created.length,
          processed: entry.created.length,
          ...undo,
          startedBy: entry.job.startedBy,
          startedAt: at,
          updatedAt: at,
          finishedAt: at,
        };
      }
      return { ...entry.job };
    },
    lookup: async (path) => {
      if (seed.lookupDelayMs)
        await new Promise((resolve) => setTimeout(resolve, seed.lookupDelayMs));
      if (failing.has('lookup')) throw new LookupError('Internal Server Error');
      const key = lookupKeyOf(path);
      const found = redirects.find(
        (r) => r.isActive && key !== null && redirectKey(r.sourcePath) === key,
      );
      return found
        ? { found: true, target_path: found.targetPath, status_code: found.statusCode }
        : { found: false, target_path: null, status_code: null };
    },
    visitMissing: async (path) => {
      const logged = missing.get(path);
      missing.set(path, {
        id: logged?.id ?? `missing-${missing.size + 1}`,
        path,
        count: (logged?.count ?? 0) + 1,
        lastSeenAt: new Date().toISOString(),
        lastReferrer: null,
        redirectable: redirectable(path),
        redirected: false,
      });
    },
    // Busiest first, the latest first among equals, as the server sums its counters.
    notFoundLog: async () => {
      guard('notFoundLog');
      return [...missing.values()]
        .sort((a, b) => b.count - a.count || b.lastSeenAt.localeCompare(a.lastSeenAt))
        .map((entry) => {
          const key = lookupKeyOf(entry.path);
          return {
            ...entry,
            redirectable: redirectable(entry.path),
            redirected: redirects.some((r) => r.isActive && redirectKey(r.sourcePath) === key),
          };
        });
    },
    edgeSettings: async () => {
      guard('edgeSettings');
      return edge;
    },
    saveEdgeSettings: async (input) => {
      guard('saveEdgeSettings');
      const parsed = edgeSettingsSchema.safeParse(input);
      if (!parsed.success) {
        const issues = fieldIssues(parsed.error);
        throw new AdminApiError(issues[0]!.message, 400, { error: issues[0]!.message, issues });
      }
      const { apiToken, accountId, listId, siteHost, itemLimit } = parsed.data;
      edge = {
        ...edge,
        accountId,
        listId,
        siteHost,
        itemLimit,
        tokenSet: edge.tokenSet || Boolean(apiToken),
      };
      return edge;
    },
    sync: async () => {
      guard('sync');
      if (!edgeSyncConfigured(edge))
        throw new AdminApiError(EDGE_TEXT.notConfigured, 400, {}, 'Bad Request');
      return { count: redirects.filter(isApplied).length };
    },
  };
}
