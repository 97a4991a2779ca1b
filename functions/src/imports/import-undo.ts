/**
 * Undoing an import job: each batch the job wrote recorded its entries with their `updatedAt`
 * (importJobs/{id}/created). The undo goes through those records one transaction each: an entry
 * still as the job wrote it is deleted as the single delete would (audited, with the job's id),
 * one changed since is kept, one gone is counted. Each record is marked undone in the same
 * transaction, so asking again skips it: an undo is idempotent and goes on where a failure
 * stopped it. Progress lands on the job's `undo`, which the admin polls as it polls an import.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import {
  IMPORT_STALE_AFTER_MS,
  IMPORT_UNDO_TEXT,
  type ImportJob,
  type ImportUndo,
} from '@core/admin/admin-content-api';
import type { AuditActor } from '@core/admin/audit';
import { COLLECTIONS } from '@core/paths';
import type { FoundEntry } from '../content/content-store';
import { db } from '../platform/firebase';
import { destinationOf, type ImportDestination } from './import-destination';
import { jobRef, readJob, reasonOf, type CreatedEntry } from './import-runner';

/** The undo cannot start now (the import or another undo is running). */
export class UndoRefused extends Error {}

const isLive = (undo: ImportUndo, now: number) =>
  undo.status === 'running' && now - Date.parse(undo.updatedAt) < IMPORT_STALE_AFTER_MS;

/** Undoes the job and answers it; null when there is no such job. Throws UndoRefused. */
export async function undoImport(jobId: string, actor: AuditActor): Promise<ImportJob | null> {
  const job = await readJob(jobId);
  if (!job) return null;
  if (job.status === 'running') throw new UndoRefused(IMPORT_UNDO_TEXT.stillRunning);
  if (job.undo?.status === 'done') return job;
  const ref = jobRef(jobId);
  const records = await ref.collection(COLLECTIONS.importJobCreated).orderBy('__name__').get();
  const total = records.docs.reduce(
    (sum, doc) => sum + (doc.get('entries') as unknown[]).length,
    0,
  );

  const started = await db().runTransaction(async (tx) => {
    const undo = (await tx.get(ref)).get('undo') as ImportUndo | null | undefined;
    if (undo?.status === 'done') return false;
    const now = new Date();
    if (undo && isLive(undo, now.getTime())) throw new UndoRefused(IMPORT_UNDO_TEXT.undoRunning);
    const at = now.toISOString();
    const fresh: ImportUndo = {
      status: 'running',
      total,
      processed: 0,
      removed: 0,
      changed: 0,
      gone: 0,
      startedBy: actor,
      startedAt: at,
      updatedAt: at,
      finishedAt: null,
    };
    tx.update(ref, { undo: undo ? { ...undo, status: 'running', updatedAt: at } : fresh });
    return true;
  });
  if (!started) return readJob(jobId);

  const destination = destinationOf(job.kind);
  let status: ImportUndo['status'] = 'done';
  // One record at a time: content deletes bump their collection's version document, which
  // transactions side by side would contend on.
  for (const record of records.docs) {
    try {
      await undoRecord(record.ref, destination, jobId, actor);
    } catch (error) {
      logger.warn('Import undo batch failed', {
        job: jobId,
        record: record.id,
        error: reasonOf(error),
      });
      status = 'stopped';
      break;
    }
  }
  const finishedAt = new Date().toISOString();
  await ref.update({
    'undo.status': status,
    'undo.updatedAt': finishedAt,
    'undo.finishedAt': status === 'done' ? finishedAt : null,
  });
  return readJob(jobId);
}

async function undoRecord(
  recordRef: FirebaseFirestore.DocumentReference,
  destination: ImportDestination,
  jobId: string,
  actor: AuditActor,
): Promise<void> {
  await db().runTransaction(async (tx) => {
    const record = await tx.get(recordRef);
    if (record.get('undone')) return;
    const entries = record.get('entries') as CreatedEntry[];
    const collection = db().collection(destination.collection);
    const docs = await tx.getAll(...entries.map(({ id }) => collection.doc(id)));
    const found: FoundEntry[] = [];
    let changed = 0;
    let gone = 0;
    docs.forEach((doc, i) => {
      if (!doc.exists) gone++;
      else if (String(doc.get('updatedAt')) !== entries[i]!.updatedAt) changed++;
      else found.push({ id: doc.id, data: doc.data()! });
    });
    await destination.deleteFound(tx, found, actor, jobId);
    const now = new Date().toISOString();
    tx.update(recordRef, { undone: { removed: found.length, changed, gone, at: now } });
    tx.update(jobRef(jobId), {
      'undo.processed': FieldValue.increment(entries.length),
      'undo.removed': FieldValue.increment(found.length),
      'undo.changed': FieldValue.increment(changed),
      'undo.gone': FieldValue.increment(gone),
      'undo.updatedAt': now,
    });
  });
}
