import {
  BACKUP_FORMAT,
  BACKUP_TEXT,
  BACKUP_VERSION,
  backupSections,
  isRestoreJobId,
  isRestoreMode,
  readBackup,
  type Backup,
  type BackupDocument,
  type RestoreJob,
} from '@core/admin/backup';
import {
  compareWithSite,
  documentEntries,
  FILES_GROUP,
  type BackupEntry,
  type RestoreOperation,
} from '@core/admin/backup-plan';
import { AdminApiError } from '../data/admin-api';
import type { BackupStore } from '../data/backup-store';

export interface InMemoryBackupOptions {
  /** The site's documents: collection name, then documents (subcollections too). */
  collections?: Record<string, BackupDocument[]>;
  /** Makes the download fail with this message. */
  downloadError?: string;
  /** Makes every restore fail (and put everything back) for this reason. */
  restoreFails?: string;
  /** Keeps every restore running at this many writes, for the running state. */
  holdAt?: number;
  /** Answers a restore queued, as the server does, its end read by the next look at the job. */
  answersQueued?: boolean;
  /** Ids of subscribers erased since (erasedSubscribers): a restore leaves them out. */
  erasedSubscribers?: string[];
}

const CREATED_AT = '2026-11-20T08:00:00.000Z';

/** The item a written path belongs to: its top document's id, or a file's path. */
const itemOf = ({ group, path }: RestoreOperation) =>
  group === FILES_GROUP ? path : path.split('/')[1]!;

/**
 * The backup store in memory: a download holds the seeded documents; a restore compares and
 * writes as the server does (core/admin/backup-plan.ts: the same plan, the same writes and deletions,
 * counters as their totals), refusing what the core reader refuses.
 */
export function inMemoryBackup(options: InMemoryBackupOptions = {}): BackupStore & {
  /** What the site holds, by path: each document's (or counter's totals') data as JSON. */
  documents(): Map<string, string>;
} {
  const erased = new Set(options.erasedSubscribers);
  let site: BackupEntry[] = Object.entries(options.collections ?? {}).flatMap(([name, docs]) =>
    documentEntries(name, docs),
  );
  const jobs = new Map<string, RestoreJob>();
  let ids = 0;

  const read = async (file: Blob) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(await file.text());
    } catch {
      throw new AdminApiError(BACKUP_TEXT.notJson, 400);
    }
    const result = readBackup(parsed);
    if (!result.ok) throw new AdminApiError(result.error, 400);
    return result.backup;
  };

  /** Each write in order: a document (or totals) put in place, or a stored part deleted. */
  const apply = (operations: readonly RestoreOperation[]) => {
    for (const op of operations) {
      if (op.data === null) {
        site = site
          .map((entry) =>
            entry.group === op.group
              ? { ...entry, parts: entry.parts.filter((p) => p !== op.path) }
              : entry,
          )
          .filter((entry) => entry.parts.length > 0);
        continue;
      }
      const written = { group: op.group, item: itemOf(op), path: op.path, data: op.data };
      const at = site.findIndex((entry) => entry.group === op.group && entry.path === op.path);
      if (at === -1) site.push({ ...written, parts: [op.path] });
      else site[at] = { ...written, parts: [...new Set([...site[at]!.parts, op.path])] };
    }
  };

  return {
    documents: () =>
      new Map(
        site
          .filter((entry) => entry.group !== FILES_GROUP)
          .map((entry) => [entry.path, JSON.stringify(entry.data)]),
      ),
    download: async () => {
      if (options.downloadError) throw new AdminApiError(options.downloadError, 500);
      return {
        blob: new Blob(
          [
            JSON.stringify({
              format: BACKUP_FORMAT,
              version: BACKUP_VERSION,
              createdAt: CREATED_AT,
              site: 'https://elfletter.example',
              ...backupSections(options.collections ?? {}),
              files: [],
            } satisfies Backup),
          ],
          { type: 'application/json' },
        ),
        fileName: 'elfletter.example-backup-2026-11-20T08-00-00-000Z.json',
      };
    },
    dryRun: async (file) => compareWithSite(await read(file), site, erased).plan,
    restore: async (file, jobId, mode) => {
      if (!isRestoreJobId(jobId)) throw new AdminApiError(BACKUP_TEXT.badJobId, 400);
      if (!isRestoreMode(mode)) throw new AdminApiError(BACKUP_TEXT.badMode, 400);
      const backup = await read(file);
      const { plan, operations } = compareWithSite(backup, site, erased);
      const at = new Date().toISOString();
      const job: RestoreJob = {
        id: jobId,
        status: 'running',
        phase: 'writing',
        mode,
        total: operations[mode].length,
        written: options.holdAt ?? 0,
        totals: plan[mode].totals,
        backupCreatedAt: backup.createdAt,
        startedBy: { uid: 'admin', email: 'admin@elf.test' },
        startedAt: at,
        updatedAt: at,
        finishedAt: null,
        error: null,
      };
      jobs.set(jobId, job);
      if (options.holdAt !== undefined) return new Promise<RestoreJob>(() => {});
      const finished: RestoreJob = options.restoreFails
        ? { ...job, status: 'failed', error: BACKUP_TEXT.failed(options.restoreFails) }
        : { ...job, status: 'done', written: operations[mode].length };
      if (!options.restoreFails) apply(operations[mode]);
      jobs.set(jobId, { ...finished, phase: 'finished', finishedAt: at });
      return options.answersQueued ? { ...job, phase: 'queued', total: 0 } : jobs.get(jobId)!;
    },
    job: async (id) => {
      const job = jobs.get(id);
      if (!job) throw new AdminApiError(BACKUP_TEXT.notFound, 404);
      return job;
    },
    newJobId: () => `restore-${++ids}`,
  };
}
