import type { User } from 'firebase/auth';
import { nanoid } from 'nanoid';
import { ADMIN_ACCESS_TEXT } from '@core/admin/admin-access';
import { apiPath } from '@core/api-routes';
import type { RestoreJob, RestoreMode, RestorePlan } from '@core/admin/backup';
import { AdminApiError, callAdminApi } from './admin-api';

/** The dashboard's backup and restore (core/admin/backup.ts says what a backup holds). */
export interface BackupStore {
  /** The whole site's backup, as the browser saves it. */
  download(): Promise<{ blob: Blob; fileName: string }>;
  /** What a merge and a replace of the file would add, change and remove; writes nothing. */
  dryRun(file: Blob): Promise<RestorePlan>;
  /**
   * Starts restoring the file as job `jobId`; answers the job as it stands: running (the server
   * restores it after answering, `job` follows it) or already finished.
   */
  restore(file: Blob, jobId: string, mode: RestoreMode): Promise<RestoreJob>;
  /** A restore's progress and end. */
  job(id: string): Promise<RestoreJob>;
  newJobId(): string;
}

const fileNameOf = (disposition: string | null) =>
  /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? 'backup.json';

export function apiBackupStore(user: () => User | null): BackupStore {
  const send = (file: Blob, query: Record<string, string>) =>
    callAdminApi<Record<string, unknown>>(user(), apiPath('restore', query), {
      method: 'POST',
      // As bytes: the platform would otherwise parse a JSON body of up to 30 MB a second time.
      headers: { 'content-type': 'application/octet-stream' },
      body: file,
    });
  return {
    download: async () => {
      const current = user();
      if (!current) throw new AdminApiError(ADMIN_ACCESS_TEXT.noSession, 401);
      // Not callAdminApi: the answer is a file to save, read as bytes rather than parsed.
      const response = await fetch(apiPath('backup'), {
        headers: { authorization: `Bearer ${await current.getIdToken()}` },
        cache: 'no-store',
      });
      if (!response.ok) {
        const body = (await response.json().catch(() => ({}))) as { error?: string };
        throw new AdminApiError(
          body.error ?? `Request failed (HTTP ${response.status})`,
          response.status,
        );
      }
      return {
        blob: await response.blob(),
        fileName: fileNameOf(response.headers.get('content-disposition')),
      };
    },
    dryRun: async (file) => (await send(file, { dryRun: 'true' })).plan as RestorePlan,
    restore: async (file, jobId, mode) => (await send(file, { jobId, mode })).job as RestoreJob,
    job: async (id) =>
      (
        await callAdminApi<{ job: RestoreJob }>(user(), apiPath('restoreJob', { id }), {
          cache: 'no-store',
        })
      ).job,
    newJobId: () => nanoid(20),
  };
}
