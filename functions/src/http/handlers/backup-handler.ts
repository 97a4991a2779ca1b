/**
 * The backup endpoints (routes in core/api-routes.ts, format in core/admin/backup.ts):
 *   GET  /api/admin/backup                 the whole backup as a JSON file to save, streamed
 *   POST /api/admin/restore?dryRun=true    the file as the body: what a merge and a replace would do
 *   POST /api/admin/restore?jobId={id}&mode=merge|replace
 *                                          keeps it and answers the job, queued; its trigger
 *                                          restores it (restore-runner.ts)
 *   GET  /api/admin/restore/{id}           the job, while it runs and after
 */
import {
  BACKUP_TEXT,
  backupFileName,
  isRestoreJobId,
  isRestoreMode,
  MAX_BACKUP_BYTES,
  readBackup,
  type Backup,
  type RestoreMode,
} from '@core/admin/backup';
import { COLLECTIONS } from '@core/paths';
import { adminError, adminJson, requireAdminActor } from '../admin-request';
import type { ApiHandlers } from './api-handlers';
import { recordAudit } from '../../audit/audit-log';
import { streamedResponse } from '../fetch-adapter';
import { readBodyBytes } from '../request-body';
import { siteSettings } from '../../platform/config';
import { db } from '../../platform/firebase';
import { backupText, compareBackup } from '../../backup/backup-store';
import { queueRestore, readRestoreJob, RestoreRefused } from '../../backup/restore-runner';

/**
 * The download, written as it is read (backupText) so its first bytes leave at once: a large
 * site's file took longer to make than Hosting waits for a function's answer. It holds every
 * reader's email address, so who took a copy is on record before the first byte, and of how much
 * once the last is made.
 */
async function backup(request: Request): Promise<Response> {
  const actor = await requireAdminActor(request);
  if (actor instanceof Response) return actor;
  // Taken before its own activity entry: that entry is what happened since, not what it copies.
  const createdAt = new Date().toISOString();
  const audit = db().batch();
  const entryId = recordAudit(audit, actor, {
    area: 'site',
    action: 'export',
    collection: 'backup',
    documentId: null,
    label: BACKUP_TEXT.downloadStartedAuditLabel,
    changes: [],
  });
  await audit.commit();
  const totals = { documents: 0, files: 0 };
  async function* text() {
    let bytes = 0;
    for await (const chunk of backupText(totals, createdAt, entryId)) {
      bytes += Buffer.byteLength(chunk);
      if (bytes > MAX_BACKUP_BYTES) throw new Error(BACKUP_TEXT.backupTooLarge(bytes));
      yield chunk;
    }
    await db()
      .collection(COLLECTIONS.auditLog)
      .doc(entryId)
      .update({ label: BACKUP_TEXT.downloadAuditLabel(totals.documents, totals.files) });
  }
  return streamedResponse(text(), {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': `attachment; filename="${backupFileName(siteSettings().siteUrl, createdAt)}"`,
      'cache-control': 'no-store',
    },
  });
}

/** The body, and it as a backup of a version this release reads; or the refusal to answer. */
async function readBackupBody(
  request: Request,
): Promise<{ bytes: Uint8Array; backup: Backup } | Response> {
  const bytes = await readBodyBytes(request, MAX_BACKUP_BYTES, BACKUP_TEXT.tooLarge);
  if (bytes instanceof Response) return bytes;
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return adminError(400, { error: BACKUP_TEXT.notJson });
  }
  const read = readBackup(parsed);
  if (!read.ok) return adminError(400, { error: read.error });
  return { bytes, backup: read.backup };
}

async function restore(request: Request): Promise<Response> {
  const actor = await requireAdminActor(request);
  if (actor instanceof Response) return actor;
  const query = new URL(request.url).searchParams;
  const dryRun = query.get('dryRun') === 'true';
  const jobId = query.get('jobId') ?? '';
  // A merge unless the owner chose to replace: what earlier clients asked for.
  const mode = query.get('mode') ?? 'merge';
  if (!dryRun && !isRestoreJobId(jobId)) return adminError(400, { error: BACKUP_TEXT.badJobId });
  if (!dryRun && !isRestoreMode(mode)) return adminError(400, { error: BACKUP_TEXT.badMode });
  const file = await readBackupBody(request);
  if (file instanceof Response) return file;
  if (dryRun) return adminJson({ plan: (await compareBackup(file.backup)).plan });
  try {
    return adminJson({ job: await queueRestore(jobId, file, mode as RestoreMode, actor) });
  } catch (error) {
    if (error instanceof RestoreRefused) return adminError(error.status, { error: error.message });
    throw error;
  }
}

async function restoreJob(request: Request, id: string): Promise<Response> {
  const actor = await requireAdminActor(request);
  if (actor instanceof Response) return actor;
  const job = isRestoreJobId(id) ? await readRestoreJob(id) : null;
  if (!job) return adminError(404, { error: BACKUP_TEXT.notFound });
  return adminJson({ job });
}

export const BACKUP_HANDLERS: Pick<ApiHandlers, 'backup' | 'restore' | 'restoreJob'> = {
  backup,
  restore,
  restoreJob: (request, { id }) => restoreJob(request, id),
};
