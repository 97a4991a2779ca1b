/**
 * Restoring a backup, all or nothing, as a merge or a replace (core/admin/backup.ts RestoreMode). A
 * site's content is far more than one transaction's 500 writes, and its documents keep their ids,
 * so there is nothing to stage aside and swap in: the restore reads what each document and file
 * holds now (the dry run's comparison), then writes in batches of at most MAX_BATCH_WRITES: the
 * file's files, the deletions (a replace's, and the shards a counter's totals take the place of),
 * the file's documents, and last the files a replace removes. If any write fails, it writes every
 * earlier one back as it was (a document that did not exist is deleted again, a deleted one
 * written again). While it runs, readers may see part of it; when it ends, either the whole file
 * is in place or none of it. A document changed by someone else during those seconds is
 * overwritten by the undo.
 *
 * The request that starts a restore only keeps the file, in pieces beside its job
 * (restoreJobs/{id}/upload), and answers the job, queued: a request through Hosting ends at 60 s,
 * and a large site's restore takes longer. The job's trigger (runRestoreOnJobCreate, index.ts: up
 * to 9 minutes) reads the file back and does the work, writing its progress to restoreJobs/{id}
 * with every batch (the browser polls it), and the last batch marks it done with one audit entry;
 * a job silent for IMPORT_STALE_AFTER_MS reads as interrupted.
 */
import { FieldValue, type WriteBatch } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { IMPORT_STALE_AFTER_MS } from '@core/admin/admin-content-api';
import type { AuditActor } from '@core/admin/audit';
import {
  BACKUP_TEXT,
  noTotals,
  readBackup,
  VERSIONED_COLLECTIONS,
  type Backup,
  type RestoreJob,
  type RestoreMode,
} from '@core/admin/backup';
import { COLLECTIONS } from '@core/paths';
import { mapWithConcurrency } from '@core/site/sitemap-url-check';
import { recordAudit } from '../audit/audit-log';
import { blobStore } from '../blob/blob-store-from-env';
import { reasonOf } from '../imports/import-runner';
import { db } from '../platform/firebase';
import { compareBackup, type DocumentWrite, type FileWrite } from './backup-store';
import { decodeData } from './backup-values';

/** Writes per batch, below Firestore's 500, leaving room for the job's progress. */
const MAX_BATCH_WRITES = 400;
/** Bytes of documents per batch, below the 10 MiB a commit may carry. */
const MAX_BATCH_BYTES = 8 * 1024 * 1024;
const FILES_PER_STEP = 20;
const BATCH_CONCURRENCY = 4;

export const restoreJobRef = (id: string) => db().collection(COLLECTIONS.restoreJobs).doc(id);

/** The file's pieces, each below a document's 1 MiB, named so their order is their ids'. */
const uploadRef = (id: string) => restoreJobRef(id).collection('upload');
const UPLOAD_PIECE_BYTES = 900 * 1024;
const pieceId = (n: number) => String(n).padStart(4, '0');

/** How often a running restore says it is alive while a long step writes no progress. */
const HEARTBEAT_MS = 30_000;

export class RestoreRefused extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** Documents in batches that Firestore takes in one commit. */
export function documentBatches(items: readonly DocumentWrite[]): DocumentWrite[][] {
  const batches: DocumentWrite[][] = [];
  let current: DocumentWrite[] = [];
  let bytes = 0;
  for (const item of items) {
    const size = JSON.stringify(item.data ?? {}).length + item.ref.path.length;
    if (current.length && (current.length >= MAX_BATCH_WRITES || bytes + size > MAX_BATCH_BYTES)) {
      batches.push(current);
      current = [];
      bytes = 0;
    }
    current.push(item);
    bytes += size;
  }
  if (current.length) batches.push(current);
  return batches;
}

const toJob = (id: string, data: FirebaseFirestore.DocumentData) => ({ id, ...data }) as RestoreJob;

const isStale = (job: RestoreJob, now: number) =>
  job.status === 'running' && now - Date.parse(job.updatedAt) >= IMPORT_STALE_AFTER_MS;

/** A restore as stored; one silent too long (its instance ended) is marked interrupted. */
export async function readRestoreJob(id: string): Promise<RestoreJob | null> {
  const snapshot = await restoreJobRef(id).get();
  if (!snapshot.exists) return null;
  const job = toJob(id, snapshot.data()!);
  const now = Date.now();
  if (!isStale(job, now)) return job;
  const settled = {
    status: 'interrupted' as const,
    phase: 'finished' as const,
    error: BACKUP_TEXT.interrupted,
    finishedAt: new Date(now).toISOString(),
  };
  await restoreJobRef(id).update(settled);
  return { ...job, ...settled };
}

async function refuseWhileRunning(): Promise<void> {
  const running = await db()
    .collection(COLLECTIONS.restoreJobs)
    .where('status', '==', 'running')
    .get();
  const now = Date.now();
  if (running.docs.some((doc) => !isStale(toJob(doc.id, doc.data()), now)))
    throw new RestoreRefused(BACKUP_TEXT.running, 409);
}

/**
 * Keeps the file beside a new job and answers the job, queued; its trigger runs it
 * (runQueuedRestore). Refused while another restore runs, or if the id is taken.
 */
export async function queueRestore(
  id: string,
  file: { bytes: Uint8Array; backup: Backup },
  mode: RestoreMode,
  actor: AuditActor,
): Promise<RestoreJob> {
  await refuseWhileRunning();
  const ref = restoreJobRef(id);
  if ((await ref.get()).exists) throw new RestoreRefused(BACKUP_TEXT.jobExists, 409);
  const pieces: Promise<unknown>[] = [];
  for (let at = 0; at < file.bytes.length; at += UPLOAD_PIECE_BYTES)
    pieces.push(
      uploadRef(id)
        .doc(pieceId(pieces.length))
        .set({ bytes: Buffer.from(file.bytes.subarray(at, at + UPLOAD_PIECE_BYTES)) }),
    );
  await Promise.all(pieces);
  const startedAt = new Date().toISOString();
  const job: Omit<RestoreJob, 'id'> = {
    status: 'running',
    phase: 'queued',
    mode,
    total: 0,
    written: 0,
    totals: noTotals(),
    backupCreatedAt: file.backup.createdAt,
    startedBy: { uid: actor.uid, email: actor.email },
    startedAt,
    updatedAt: startedAt,
    finishedAt: null,
    error: null,
  };
  await ref.create(job).catch((error: unknown) => {
    if ((error as { code?: number }).code === 6)
      throw new RestoreRefused(BACKUP_TEXT.jobExists, 409);
    throw error;
  });
  return toJob(id, job);
}

/** The file as its request kept it, read again (the request checked it). */
async function readUpload(id: string): Promise<Backup> {
  const pieces = await uploadRef(id).orderBy('__name__').get();
  const bytes = Buffer.concat(pieces.docs.map((doc) => doc.get('bytes') as Buffer));
  const read = readBackup(JSON.parse(bytes.toString('utf8')));
  if (!read.ok) throw new Error(read.error);
  return read.backup;
}

/**
 * Runs a queued restore to its end (done, or failed with nothing changed), once: a second run of
 * its trigger finds it taken and does nothing. The file's pieces are deleted either way.
 */
export async function runQueuedRestore(id: string): Promise<void> {
  const ref = restoreJobRef(id);
  const job = await db().runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    const queued = snapshot.exists ? toJob(id, snapshot.data()!) : null;
    if (queued?.status !== 'running' || queued.phase !== 'queued') return null;
    transaction.update(ref, { phase: 'reading', updatedAt: new Date().toISOString() });
    return queued;
  });
  if (!job) return;
  // Reading a large site to compare it writes no progress for a while: the job must not look stale.
  const heartbeat = setInterval(
    () => void ref.update({ updatedAt: new Date().toISOString() }).catch(() => {}),
    HEARTBEAT_MS,
  );
  try {
    await runRestore(job, await readUpload(id));
  } catch (error) {
    const reason = reasonOf(error);
    logger.warn('Restore failed before writing', { job: id, reason });
    const finishedAt = new Date().toISOString();
    await ref.update({
      status: 'failed',
      phase: 'finished',
      error: BACKUP_TEXT.failed(reason),
      finishedAt,
      updatedAt: finishedAt,
    });
  } finally {
    clearInterval(heartbeat);
    await db().recursiveDelete(uploadRef(id));
  }
}

/** Runs a claimed restore; a failing write puts back what was written (undo). */
async function runRestore(job: RestoreJob, backup: Backup): Promise<void> {
  const { id, mode } = job;
  const actor = job.startedBy;
  const compared = await compareBackup(backup);
  const { documents, files } = compared.writes(mode);
  const outcome = compared.plan[mode];
  const ref = restoreJobRef(id);
  await ref.update({
    phase: 'writing',
    total: documents.length + files.length,
    totals: outcome.totals,
    updatedAt: new Date().toISOString(),
  });

  const progress = (n: number) => ({
    written: FieldValue.increment(n),
    updatedAt: new Date().toISOString(),
  });
  const writtenFiles: FileWrite[] = [];
  const writtenBatches: DocumentWrite[][] = [];
  const store = blobStore();
  const firestore = db();
  const writeFiles = async (items: readonly FileWrite[]) => {
    for (let i = 0; i < items.length; i += FILES_PER_STEP) {
      const step = items.slice(i, i + FILES_PER_STEP);
      await mapWithConcurrency(step, 4, async (file) => {
        if (file.content) await store.put(file.path, file.content, { overwrite: true });
        else await store.delete(file.path);
        writtenFiles.push(file);
      });
      await ref.update(progress(step.length));
    }
  };
  // A few batches side by side: they write different documents (the progress is an increment).
  // One that fails stops the others from starting more, and the undo takes what committed.
  const writeDocuments = async (items: readonly DocumentWrite[]) => {
    const queue = documentBatches(items);
    let failed = false;
    const worker = async () => {
      for (let batchItems = queue.shift(); batchItems && !failed; batchItems = queue.shift()) {
        const batch = firestore.batch();
        for (const item of batchItems)
          if (item.data) batch.set(item.ref, decodeData(firestore, item.data));
          else batch.delete(item.ref);
        batch.update(ref, progress(batchItems.length));
        try {
          await batch.commit();
        } catch (error) {
          failed = true;
          throw error;
        }
        writtenBatches.push(batchItems);
      }
    };
    const results = await Promise.allSettled(Array.from({ length: BATCH_CONCURRENCY }, worker));
    const rejected = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (rejected) throw rejected.reason;
  };
  try {
    await writeFiles(files.filter((file) => file.content));
    // Deletions first: once they are in, a failing write has them to put back.
    await writeDocuments(documents.filter((item) => !item.data));
    await writeDocuments(documents.filter((item) => item.data));
    await writeFiles(files.filter((file) => !file.content));
  } catch (error) {
    const reason = reasonOf(error);
    logger.warn('Restore failed; putting back what it wrote', { job: id, reason });
    await undo(id, writtenFiles, writtenBatches, reason);
    return;
  }

  const finishedAt = new Date().toISOString();
  const batch = firestore.batch();
  if (documents.some((item) => (VERSIONED_COLLECTIONS as readonly string[]).includes(item.group)))
    bumpVersions(batch, finishedAt);
  recordAudit(
    batch,
    actor,
    {
      area: 'site',
      action: 'import',
      collection: 'backup',
      documentId: null,
      label: BACKUP_TEXT.auditLabel(backup.createdAt, outcome.totals, mode),
      changes: outcome.groups.map(({ name, added, changed, unchanged, removed, kept }) => ({
        documentId: name,
        before: null,
        after: { added, changed, unchanged, removed, kept },
      })),
      jobId: id,
    },
    finishedAt,
  );
  batch.update(ref, { status: 'done', phase: 'finished', finishedAt, updatedAt: finishedAt });
  await batch.commit();
}

/** Widget answers are cached per content version: restored entries must not hide behind one. */
function bumpVersions(batch: WriteBatch, now: string): void {
  for (const collection of VERSIONED_COLLECTIONS)
    batch.set(
      db().collection(COLLECTIONS.contentVersions).doc(collection),
      { version: FieldValue.increment(1), updatedAt: now },
      { merge: true },
    );
}

/** Puts back every document and file the failed restore wrote or deleted, newest first. */
async function undo(
  id: string,
  files: readonly FileWrite[],
  batches: readonly DocumentWrite[][],
  reason: string,
): Promise<void> {
  const ref = restoreJobRef(id);
  const firestore = db();
  const store = blobStore();
  const back = (n: number) => ({
    written: FieldValue.increment(-n),
    updatedAt: new Date().toISOString(),
  });
  let error: string;
  try {
    await ref.update({ phase: 'undoing', updatedAt: new Date().toISOString() });
    for (const items of [...batches].reverse()) {
      const batch = firestore.batch();
      for (const item of items)
        if (item.before) batch.set(item.ref, item.before);
        else batch.delete(item.ref);
      batch.update(ref, back(items.length));
      await batch.commit();
    }
    await mapWithConcurrency(files, 4, async (file) => {
      if (file.before) await store.put(file.path, file.before, { overwrite: true });
      else await store.delete(file.path);
    });
    if (files.length) await ref.update(back(files.length));
    error = BACKUP_TEXT.failed(reason);
  } catch (undoError) {
    logger.error('Undoing a failed restore failed', { job: id, error: String(undoError) });
    error = BACKUP_TEXT.undoFailed(reasonOf(undoError));
  }
  const finishedAt = new Date().toISOString();
  await ref.update({
    status: 'failed',
    phase: 'finished',
    error,
    finishedAt,
    updatedAt: finishedAt,
  });
}
