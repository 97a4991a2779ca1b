/**
 * The import endpoints. A dry run answers the whole report and writes nothing; an import runs in
 * its own request (see import-runner.ts) while the browser polls the job.
 */
import { nanoid } from 'nanoid';
import {
  IMPORT_JOB_TEXT,
  importRequestSchema,
  isImportKindId,
  MAX_IMPORT_CHARS,
} from '@core/admin/admin-content-api';
import { planImport, reportCsv } from '@core/import/import-plan';
import { adminError, adminJson, readAdminInput, requireAdminActor } from '../admin-request';
import { destinationOf, type ImportDestination } from '../../imports/import-destination';
import {
  dryRun,
  JobExists,
  readJobDetail,
  recentJobs,
  runImport,
} from '../../imports/import-runner';
import { UndoRefused, undoImport } from '../../imports/import-undo';

/** The text plus JSON escaping: a file of MAX_IMPORT_CHARS fits, junk is refused unread. */
const MAX_IMPORT_BODY_BYTES = MAX_IMPORT_CHARS + 2 * 1024 * 1024;

type Planned = {
  destination: ImportDestination;
  plan: Extract<ReturnType<typeof planImport<Record<string, unknown>>>, { ok: true }>;
  jobId?: string;
  fileName: string | null;
};

async function plannedImport(request: Request): Promise<Planned | Response> {
  const input = await readAdminInput(request, importRequestSchema, MAX_IMPORT_BODY_BYTES);
  if (input instanceof Response) return input;
  const { kind: kindId, text, format, category, fileName, jobId } = input;
  const destination = destinationOf(kindId);
  if (category !== undefined && !destination.kind.listField)
    return adminError(400, { error: IMPORT_JOB_TEXT.categoryOnlyForNames });
  const plan = planImport(destination.kind, text, {
    format,
    defaults: category?.trim() ? { category } : {},
  });
  if (!plan.ok) return adminError(400, { error: plan.error, detail: plan.detail });
  return { destination, plan, jobId, fileName: fileName ?? null };
}

/** POST /api/admin/imports/dry-run {kind, text, format?, category?} */
export async function dryRunHandler(request: Request): Promise<Response> {
  const actor = await requireAdminActor(request);
  if (actor instanceof Response) return actor;
  const planned = await plannedImport(request);
  if (planned instanceof Response) return planned;
  return adminJson(await dryRun(planned.destination, planned.plan));
}

/** GET|POST /api/admin/imports */
export async function importsHandler(request: Request): Promise<Response> {
  const actor = await requireAdminActor(request);
  if (actor instanceof Response) return actor;
  if (request.method === 'GET') {
    const kind = new URL(request.url).searchParams.get('kind');
    if (kind !== null && !isImportKindId(kind)) return adminError(400, { error: 'Unknown kind' });
    return adminJson({ jobs: await recentJobs(kind) });
  }
  const planned = await plannedImport(request);
  if (planned instanceof Response) return planned;
  try {
    const job = await runImport({
      id: planned.jobId ?? nanoid(20),
      destination: planned.destination,
      plan: planned.plan,
      actor,
      fileName: planned.fileName,
    });
    return adminJson({ job }, 201);
  } catch (error) {
    if (error instanceof JobExists) return adminError(409, { error: IMPORT_JOB_TEXT.exists });
    throw error;
  }
}

const isJobId = (id: string) => /^[A-Za-z0-9_-]{1,40}$/.test(id);

/** GET /api/admin/imports/{id} and /api/admin/imports/{id}/report.csv */
export async function importJobHandler(
  request: Request,
  id: string,
  asCsv: boolean,
): Promise<Response> {
  const actor = await requireAdminActor(request);
  if (actor instanceof Response) return actor;
  const detail = isJobId(id) ? await readJobDetail(id) : null;
  if (!detail) return adminError(404, { error: IMPORT_JOB_TEXT.notFound });
  if (!asCsv) return adminJson(detail);
  return new Response(reportCsv(detail.rows), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="import-${id}-report.csv"`,
      'cache-control': 'no-store',
    },
  });
}

/** POST /api/admin/imports/{id}/undo: answers the job with its `undo` once it has finished. */
export async function importUndoHandler(request: Request, id: string): Promise<Response> {
  const actor = await requireAdminActor(request);
  if (actor instanceof Response) return actor;
  try {
    const job = isJobId(id) ? await undoImport(id, actor) : null;
    if (!job) return adminError(404, { error: IMPORT_JOB_TEXT.notFound });
    return adminJson({ job });
  } catch (error) {
    if (error instanceof UndoRefused) return adminError(409, { error: error.message });
    throw error;
  }
}
