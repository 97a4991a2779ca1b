/**
 * The backup endpoints (routes in core/api-routes.ts, format in core/backup.ts):
 *   GET  /api/admin/backup                 the whole backup as a JSON file to save
 *   POST /api/admin/restore?dryRun=true    the file as the body: what a merge and a replace would do
 *   POST /api/admin/restore?jobId={id}&mode=merge|replace
 *                                          restores it (restore-runner.ts), answers the job
 *   GET  /api/admin/restore/{id}           the job, while it runs and after
 */
import {
  BACKUP_TEXT,
  backupDocumentCount,
  backupFileName,
  isRestoreJobId,
  isRestoreMode,
  MAX_BACKUP_BYTES,
  readBackup,
  type Backup,
  type RestoreMode,
} from '@core/backup';
import { adminError, adminJson, requireAdminActor } from '../admin-content/admin-request';
import type { ApiHandlers } from '../api/api-handlers';
import { recordAudit } from '../audit/audit-log';
import { readBodyBytes } from '../http/request-body';
import { db } from '../platform/firebase';
import { makeBackup, compareBackup } from './backup-store';
import { readRestoreJob, RestoreRefused, runRestore } from './restore-runner';

async function backup(request: Request): Promise<Response> {
  const actor = await requireAdminActor(request);
  if (actor instanceof Response) return actor;
  const made = await makeBackup();
  const text = JSON.stringify(made);
  const bytes = Buffer.byteLength(text);
  if (bytes > MAX_BACKUP_BYTES)
    return adminError(413, { error: BACKUP_TEXT.backupTooLarge(bytes) });
  // It holds every reader's email address: who took a copy, and when, is on record.
  const audit = db().batch();
  recordAudit(audit, actor, {
    area: 'site',
    action: 'export',
    collection: 'backup',
    documentId: null,
    label: BACKUP_TEXT.downloadAuditLabel(backupDocumentCount(made), made.files.length),
    changes: [],
  });
  await audit.commit();
  return new Response(text, {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': `attachment; filename="${backupFileName(made.site, made.createdAt)}"`,
      'cache-control': 'no-store',
    },
  });
}

/** The body as a backup of a version this release reads, or the refusal to answer. */
async function readBackupBody(request: Request): Promise<Backup | Response> {
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
  return read.backup;
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
  if (dryRun) return adminJson({ plan: (await compareBackup(file)).plan });
  try {
    return adminJson({ job: await runRestore(jobId, file, mode as RestoreMode, actor) });
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
