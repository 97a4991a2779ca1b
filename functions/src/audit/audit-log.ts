/**
 * The audit log's server side. Every admin change calls recordAudit inside the transaction that
 * makes the change, so the log holds exactly the changes that happened. Clients cannot write the
 * log (security rules); only admins read it, through GET /api/admin/activity.
 */
import { FieldPath, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import {
  ACTIVITY_CHANGES_SHOWN,
  ACTIVITY_PAGE_SIZE,
  type ActivityPage,
  type AuditActor,
  type AuditArea,
  type AuditEntry,
} from '@core/admin/audit';
import { COLLECTIONS } from '@core/paths';
import { decodeCursor, encodeCursor } from '../platform/page-cursor';
import { db } from '../platform/firebase';
import { serverSettings } from '../platform/config';

/** What the caller says about its change; who and when are added here. */
export type AuditRecord = Omit<AuditEntry, 'id' | 'at' | 'actor' | 'jobId' | 'changeCount'> & {
  jobId?: string;
};

/**
 * Adds the audit entry of a change to the transaction (or batch) that makes it; answers the
 * entry's id. Call it after the transaction's reads (Firestore wants every read before the first
 * write).
 */
export function recordAudit(
  tx: Pick<Transaction, 'create'> | Pick<WriteBatch, 'create'>,
  actor: AuditActor,
  record: AuditRecord,
  at: string = new Date().toISOString(),
): string {
  const ref = db().collection(COLLECTIONS.auditLog).doc();
  const entry: Omit<AuditEntry, 'id'> = {
    at,
    actor: { uid: actor.uid, email: actor.email },
    area: record.area,
    action: record.action,
    collection: record.collection,
    documentId: record.documentId,
    label: record.label,
    changes: record.changes,
    changeCount: record.changes.length,
    jobId: record.jobId ?? null,
  };
  tx.create(ref, entry);
  return ref.id;
}

/** The single-document change of a create (before null), update, or delete (after null). */
export function singleChange(
  record: Omit<AuditRecord, 'changes'> & { documentId: string },
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): AuditRecord {
  return { ...record, changes: [{ documentId: record.documentId, before, after }] };
}

export class BadCursor extends Error {}

/** One page of entries, newest first, optionally of one area. */
export async function readActivity(options: {
  area?: AuditArea;
  before?: string;
  limit?: number;
}): Promise<ActivityPage> {
  const limit = options.limit ?? ACTIVITY_PAGE_SIZE;
  let query = db().collection(COLLECTIONS.auditLog).orderBy('at', 'desc');
  if (options.area) query = query.where('area', '==', options.area);
  query = query.orderBy(FieldPath.documentId(), 'desc');
  if (options.before) {
    const cursor = decodeCursor(options.before);
    if (!cursor) throw new BadCursor();
    query = query.startAfter(...cursor);
  }
  const snapshot = await query.limit(limit + 1).get();
  const entries = snapshot.docs.slice(0, limit).map((doc) => {
    const entry = { id: doc.id, ...doc.data() } as AuditEntry;
    return { ...entry, changes: entry.changes.slice(0, ACTIVITY_CHANGES_SHOWN) };
  });
  const last = entries[entries.length - 1];
  return {
    entries,
    nextBefore: snapshot.size > limit && last ? encodeCursor(last.at, last.id) : null,
    keptMonths: serverSettings().activityLogMonths,
  };
}
