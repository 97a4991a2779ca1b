/**
 * Import jobs on the server. The request that starts a job does the work itself (Firestore
 * triggers do not run in the local stack, and a job must not depend on the browser), writing its
 * progress to importJobs/{id} as it goes; the browser only starts it and polls that document.
 *
 * Rows are written in batches; each batch is one transaction that re-checks the keys (another
 * writer may have added one since the dry run), creates the new entries, records one audit entry
 * and advances the job's counters, so the job document always matches what was committed. A
 * batch that fails is reported with its rows and the next one goes on. Entry ids are
 * `{jobId}-{row}`: a batch retried after a lost answer cannot create an entry twice.
 */
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import {
  IMPORT_JOB_TEXT,
  IMPORT_STALE_AFTER_MS,
  type DryRunReport,
  type ImportJob,
  type ImportJobDetail,
} from '@core/admin/admin-content-api';
import type { AuditActor } from '@core/admin/audit';
import {
  countStatuses,
  IMPORT_ROW_TEXT,
  markStored,
  toReportRow,
  type ImportPlan,
  type ReportRow,
} from '@core/import/import-plan';
import { importBatches, type ImportBatch } from '@core/import/import-batches';
import { COLLECTIONS } from '@core/paths';
import { countOf } from '@core/lib/plural';
import { recordAudit } from '../audit/audit-log';
import { db } from '../platform/firebase';
import type { ImportDestination } from './import-destination';

type Stored = Record<string, unknown>;
type ReadyPlan = Extract<ImportPlan<Stored>, { ok: true }>;
type Batch = ImportBatch<Stored>;

const BATCH_CONCURRENCY = 4;
/** Rows of the report kept per issues document (far below 1 MiB). */
const ISSUES_PER_DOC = 500;

export const jobRef = (id: string) => db().collection(COLLECTIONS.importJobs).doc(id);

/** An entry a job created, as it wrote it: a later `updatedAt` means someone changed it since. */
export interface CreatedEntry {
  id: string;
  updatedAt: string;
}

const createdRef = (jobId: string, batch: number) =>
  jobRef(jobId).collection(COLLECTIONS.importJobCreated).doc(String(batch).padStart(4, '0'));

/** The dry run: every row as new, duplicate or rejected. Reads only. */
export async function dryRun(
  destination: ImportDestination,
  plan: ReadyPlan,
): Promise<DryRunReport> {
  const keys = plan.rows.filter((r) => r.status === 'new').map((r) => r.key!);
  const stored = await destination.storedKeys(keys);
  const reviewed = await reviewRows(destination, plan.rows);
  const rows = markStored(reviewed, stored).map(toReportRow);
  const { total, new: fresh, duplicate, rejected } = countStatuses(rows);
  return {
    kind: destination.id,
    format: plan.format,
    ignoredColumns: plan.ignoredColumns,
    counts: { total, new: fresh, duplicate, rejected },
    rows,
  };
}

export class JobExists extends Error {}

/** A failed commit's reason, without the project path Firestore puts in its messages. */
export function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/projects\/[^\s]*\/documents\//g, '').replace(/^\d+ [A-Z_]+: /, '');
}

const reviewRows = (destination: ImportDestination, rows: ReadyPlan['rows']) =>
  destination.review ? destination.review(rows) : Promise.resolve(rows);

export interface StartJob {
  id: string;
  destination: ImportDestination;
  plan: ReadyPlan;
  actor: AuditActor;
  fileName: string | null;
}

/** Runs a whole import and answers the finished job. Throws JobExists when the id is taken. */
export async function runImport({
  id,
  destination,
  plan,
  actor,
  fileName,
}: StartJob): Promise<ImportJob> {
  const ref = jobRef(id);
  const rows = await reviewRows(destination, plan.rows);
  const batches = importBatches(rows);
  const settledUpFront = rows.filter((r) => r.status !== 'new');
  const startedAt = new Date().toISOString();
  const job: Omit<ImportJob, 'id'> = {
    kind: destination.id,
    status: 'running',
    fileName,
    format: plan.format,
    total: rows.length,
    processed: settledUpFront.length,
    imported: 0,
    skipped: settledUpFront.filter((r) => r.status === 'duplicate').length,
    rejected: settledUpFront.filter((r) => r.status === 'rejected').length,
    failed: 0,
    batches: { total: batches.length, done: 0, failed: 0 },
    startedBy: actor,
    startedAt,
    updatedAt: startedAt,
    finishedAt: null,
    error: null,
  };
  await ref.create(job).catch((error: unknown) => {
    if ((error as { code?: number }).code === 6) throw new JobExists();
    throw error;
  });

  const outcome = new Map<number, ReportRow>();
  let stopped = false;
  const runBatch = async (batch: Batch) => {
    // Read outside the transaction, so batches running side by side do not contend on the job:
    // a job marked interrupted (see settleIfStale) starts no further batch.
    if ((await ref.get()).get('status') !== 'running') {
      stopped = true;
      return;
    }
    try {
      const results = await db().runTransaction((tx) =>
        writeBatch(tx, id, destination, batch, actor),
      );
      batch.rows.forEach(({ index, row }, i) =>
        outcome.set(index, { ...toReportRow(row), ...results[i]! }),
      );
    } catch (error) {
      const reason = IMPORT_ROW_TEXT.notWritten(reasonOf(error));
      logger.warn('Import batch failed', { job: id, batch: batch.number, reason });
      for (const { index, row } of batch.rows)
        outcome.set(index, { ...toReportRow(row), status: 'failed', reason });
      await ref.update({
        processed: FieldValue.increment(batch.rows.length),
        failed: FieldValue.increment(batch.rows.length),
        'batches.failed': FieldValue.increment(1),
        updatedAt: new Date().toISOString(),
      });
    }
  };
  // A few batches at a time: they touch different documents (the job's counters are increments).
  const queue = [...batches];
  const worker = async () => {
    for (let batch = queue.shift(); batch && !stopped; batch = queue.shift()) await runBatch(batch);
  };
  await Promise.all(Array.from({ length: BATCH_CONCURRENCY }, worker));

  const report = rows
    .map((row, index) => outcome.get(index) ?? toReportRow(row))
    .filter((row) => row.status !== 'imported' && row.status !== 'new');
  await saveIssues(id, report);
  const finishedAt = new Date().toISOString();
  await db().runTransaction(async (tx) => {
    const current = await tx.get(ref);
    if (current.get('status') === 'running')
      tx.update(ref, { status: 'done', finishedAt, updatedAt: finishedAt });
  });
  return (await readJob(id))!;
}

/** One batch in one transaction; answers each row's outcome. */
async function writeBatch(
  tx: Transaction,
  jobId: string,
  destination: ImportDestination,
  batch: Batch,
  actor: AuditActor,
): Promise<Pick<ReportRow, 'status' | 'reason'>[]> {
  const ref = jobRef(jobId);
  const keys = batch.rows.map(({ row }) => row.key!);
  const stored = await destination.storedKeys(keys, tx);
  const now = new Date().toISOString();
  const changes: { documentId: string; before: null; after: Stored }[] = [];
  const created: CreatedEntry[] = [];
  const results = batch.rows.map(({ index, row }) => {
    if (stored.has(row.key!))
      return { status: 'duplicate' as const, reason: IMPORT_ROW_TEXT.alreadyStored };
    const { documentId, data } = destination.create(tx, {
      jobId,
      index,
      fields: row.fields!,
      key: row.key!,
      now,
      actor,
    });
    changes.push({ documentId, before: null, after: data });
    created.push({ id: documentId, updatedAt: String(data.updatedAt) });
    return { status: 'imported' as const, reason: null };
  });
  if (changes.length) {
    tx.create(createdRef(jobId, batch.number), { entries: created, undone: null });
    destination.afterBatch?.(tx, now);
    recordAudit(
      tx,
      actor,
      {
        area: destination.area,
        action: 'import',
        collection: destination.collection,
        documentId: null,
        label: countOf(changes.length, destination.kind.noun),
        changes,
        jobId,
      },
      now,
    );
  }
  tx.update(ref, {
    processed: FieldValue.increment(batch.rows.length),
    imported: FieldValue.increment(changes.length),
    skipped: FieldValue.increment(batch.rows.length - changes.length),
    'batches.done': FieldValue.increment(1),
    updatedAt: now,
  });
  return results;
}

async function saveIssues(jobId: string, rows: ReportRow[]): Promise<void> {
  const issues = jobRef(jobId).collection(COLLECTIONS.importJobIssues);
  const writer = db().bulkWriter();
  for (let i = 0; i * ISSUES_PER_DOC < rows.length; i++) {
    void writer.set(issues.doc(String(i).padStart(4, '0')), {
      rows: rows.slice(i * ISSUES_PER_DOC, (i + 1) * ISSUES_PER_DOC),
    });
  }
  await writer.close();
}

const toJob = (id: string, data: FirebaseFirestore.DocumentData) => ({ id, ...data }) as ImportJob;

/**
 * A job as stored; a running job that has given no sign of life for IMPORT_STALE_AFTER_MS (its
 * instance crashed or timed out) is marked interrupted, so it never shows as running forever.
 */
export async function readJob(id: string): Promise<ImportJob | null> {
  const snapshot = await jobRef(id).get();
  if (!snapshot.exists) return null;
  return settleIfStale(toJob(id, snapshot.data()!));
}

async function settleIfStale(job: ImportJob, now = Date.now()): Promise<ImportJob> {
  if (job.status !== 'running' || now - Date.parse(job.updatedAt) < IMPORT_STALE_AFTER_MS)
    return job;
  const ref = jobRef(job.id);
  return db().runTransaction(async (tx) => {
    const current = toJob(job.id, (await tx.get(ref)).data()!);
    if (current.status !== 'running' || now - Date.parse(current.updatedAt) < IMPORT_STALE_AFTER_MS)
      return current;
    const at = new Date(now).toISOString();
    const settled = {
      status: 'interrupted' as const,
      error: IMPORT_JOB_TEXT.interrupted(current),
      finishedAt: at,
    };
    tx.update(ref, settled);
    return { ...current, ...settled };
  });
}

export async function readJobDetail(id: string): Promise<ImportJobDetail | null> {
  const job = await readJob(id);
  if (!job) return null;
  const issues = await jobRef(id).collection(COLLECTIONS.importJobIssues).orderBy('__name__').get();
  return { job, rows: issues.docs.flatMap((doc) => doc.get('rows') as ReportRow[]) };
}

/** The most recent jobs, newest first (a reloaded page finds its running job here). */
export async function recentJobs(kind: string | null, limit = 20): Promise<ImportJob[]> {
  let query = db().collection(COLLECTIONS.importJobs).orderBy('startedAt', 'desc');
  if (kind) query = query.where('kind', '==', kind);
  const snapshot = await query.limit(limit).get();
  return Promise.all(snapshot.docs.map((doc) => settleIfStale(toJob(doc.id, doc.data()))));
}
