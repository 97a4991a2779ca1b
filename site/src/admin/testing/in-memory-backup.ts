import {
  BACKUP_FORMAT,
  BACKUP_TEXT,
  BACKUP_VERSION,
  PERSONAL_COLLECTIONS,
  PERSONAL_DATA_NOTE,
  readBackup,
  slugsTakenBack,
  sumTotals,
  type Backup,
  type BackupDocument,
  type RestoreGroup,
  type RestoreJob,
  type RestorePlan,
} from '@core/backup';
import { COLLECTIONS } from '@core/paths';
import { AdminApiError } from '../data/admin-api';
import type { BackupStore } from '../data/backup-api';

export interface InMemoryBackupOptions {
  /** The site's documents: collection name, then documents (subcollections too). */
  collections?: Record<string, BackupDocument[]>;
  /** Makes the download fail with this message. */
  downloadError?: string;
  /** Makes every restore fail (and put everything back) for this reason. */
  restoreFails?: string;
  /** Keeps every restore running at this many writes, for the running state. */
  holdAt?: number;
}

const CREATED_AT = '2026-11-20T08:00:00.000Z';

/** A documents map keyed by path, as the server compares them. */
function flatten(
  prefix: string,
  group: string,
  docs: readonly BackupDocument[],
  into: Map<string, { group: string; json: string }>,
) {
  for (const doc of docs) {
    const path = `${prefix}/${doc.id}`;
    into.set(path, { group, json: JSON.stringify(doc.data) });
    for (const [name, children] of Object.entries(doc.subcollections ?? {}))
      flatten(`${path}/${name}`, group, children, into);
  }
}

/**
 * The backup store in memory: a download holds the seeded documents; a restore compares and
 * writes as the server does (documents only: the fake keeps no files), refusing what the core
 * reader refuses.
 */
export function inMemoryBackup(options: InMemoryBackupOptions = {}): BackupStore & {
  documents(): Map<string, string>;
} {
  const stored = new Map<string, string>();
  const seeded = new Map<string, { group: string; json: string }>();
  for (const [name, docs] of Object.entries(options.collections ?? {}))
    flatten(name, name, docs, seeded);
  for (const [path, { json }] of seeded) stored.set(path, json);
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

  const compare = (backup: Backup) => {
    const items = new Map<string, { group: string; json: string }>();
    // Every collection the file names is a group, an empty one too, as the server counts them.
    const groups = new Map<string, RestoreGroup>();
    for (const [name, docs] of Object.entries({
      ...backup.collections,
      ...backup.personalData.collections,
    })) {
      flatten(name, name, docs ?? [], items);
      groups.set(name, {
        name,
        personal: (PERSONAL_COLLECTIONS as readonly string[]).includes(name),
        added: 0,
        changed: 0,
        unchanged: 0,
      });
    }
    const writes: [string, string][] = [];
    for (const [path, { group, json }] of items) {
      const before = stored.get(path);
      const status = before === undefined ? 'added' : before === json ? 'unchanged' : 'changed';
      groups.get(group)![status] += 1;
      if (status !== 'unchanged') writes.push([path, json]);
    }
    const claimsNow = (slug: string): unknown => {
      const json = stored.get(`${COLLECTIONS.postSlugs}/${slug}`);
      return json === undefined ? undefined : (JSON.parse(json) as { postId?: unknown }).postId;
    };
    const plan: RestorePlan = {
      createdAt: backup.createdAt,
      version: backup.version,
      groups: [...groups.values()],
      totals: sumTotals([...groups.values()]),
      slugsTaken: slugsTakenBack(
        (backup.collections.postSlugs ?? []).map(({ id, data }) => ({
          slug: id,
          now: claimsNow(id),
          inFile: data.postId,
        })),
      ),
    };
    return { plan, writes };
  };

  return {
    documents: () => stored,
    download: async () => {
      if (options.downloadError) throw new AdminApiError(options.downloadError, 500);
      const backup: Backup = {
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        createdAt: CREATED_AT,
        site: 'https://elfletter.example',
        collections: options.collections ?? {},
        personalData: { note: PERSONAL_DATA_NOTE, collections: {} },
        files: [],
      };
      return {
        blob: new Blob([JSON.stringify(backup)], { type: 'application/json' }),
        fileName: 'elfletter.example-backup-2026-11-20T08-00-00-000Z.json',
      };
    },
    dryRun: async (file) => compare(await read(file)).plan,
    restore: async (file, jobId) => {
      const backup = await read(file);
      const { plan, writes } = compare(backup);
      const at = new Date().toISOString();
      const job: RestoreJob = {
        id: jobId,
        status: 'running',
        phase: 'writing',
        total: writes.length,
        written: options.holdAt ?? 0,
        totals: plan.totals,
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
        : { ...job, status: 'done', written: writes.length };
      if (!options.restoreFails) for (const [path, json] of writes) stored.set(path, json);
      jobs.set(jobId, { ...finished, phase: 'finished', finishedAt: at });
      return jobs.get(jobId)!;
    },
    job: async (id) => {
      const job = jobs.get(id);
      if (!job) throw new AdminApiError(BACKUP_TEXT.notFound, 404);
      return job;
    },
    newJobId: () => `restore-${++ids}`,
  };
}
