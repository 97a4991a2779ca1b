/**
 * What every BackupStore does, written once: run against the in-memory store
 * (in-memory-backup.test.ts) and against the real adapter calling the API on the emulators
 * (test/contracts/admin-stores.int.test.ts). A backup is the whole site's: a restore that runs
 * rewrites everything the file holds (its round trips, which wipe and restore the site, are
 * functions/src/backup/backup.int.test.ts, run last); here a restore is only refused, and the dry
 * run, which writes nothing, is of a file holding one redirect of the test's own.
 */
import { COLLECTIONS } from '@core/paths';
import {
  BACKUP_FORMAT,
  BACKUP_TEXT,
  BACKUP_VERSION,
  backupFileName,
  backupSections,
  isRestoreJobId,
  readBackup,
  type RestoreMode,
} from '@core/admin/backup';
import { redirectDocId } from '@core/redirects/redirect-paths';
import type { BackupStore } from '@site/admin/data/backup-store';

export function backupStoreContract(backend: string, makeStore: () => Promise<BackupStore>) {
  describe(`BackupStore contract: ${backend}`, () => {
    let store: BackupStore;
    let sourcePath: string;
    beforeEach(async () => {
      store = await makeStore();
      sourcePath = `/contract-${Math.random().toString(36).slice(2, 10)}`;
    });
    const json = (value: unknown) => new Blob([JSON.stringify(value)]);
    /** A backup holding nothing but one redirect the site does not have. */
    const oneRedirect = () =>
      json({
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        createdAt: '2026-11-20T08:00:00.000Z',
        site: 'https://elfletter.example',
        ...backupSections({
          [COLLECTIONS.urlRedirects]: [
            {
              id: redirectDocId(sourcePath),
              data: { sourcePath, targetPath: '/blog', statusCode: 301, isActive: true },
            },
          ],
        }),
        files: [],
      });

    it('downloads the site as a backup it can read, named for the site and the time', async () => {
      const { blob, fileName } = await store.download();
      const read = readBackup(JSON.parse(await blob.text()));
      expect(read.ok).toBe(true);
      if (read.ok) expect(fileName).toBe(backupFileName(read.backup.site, read.backup.createdAt));
    });

    it('plans a restore without writing: a merge adds what the site lacks and keeps the rest', async () => {
      const plan = await store.dryRun(oneRedirect());
      const redirects = plan.merge.groups.find((g) => g.name === COLLECTIONS.urlRedirects);
      expect(redirects).toMatchObject({ added: 1, changed: 0, removed: 0 });
      expect(redirects?.names.added).toEqual([sourcePath]);
      expect(plan.merge.totals).toMatchObject({ added: 1, changed: 0, removed: 0 });
      expect(plan.replace.totals).toMatchObject({ added: 1, kept: 0 });
      // Planned again, the redirect is still to add: the dry run wrote nothing.
      expect((await store.dryRun(oneRedirect())).merge.totals.added).toBe(1);
    });

    it('refuses a file that is not a backup, a bad job id or mode, and starts no restore', async () => {
      const jobId = store.newJobId();
      expect(isRestoreJobId(jobId)).toBe(true);
      expect(store.newJobId()).not.toBe(jobId);
      const refused = (message: string) => ({ status: 400, message });
      await expect(store.restore(new Blob(['not json']), jobId, 'merge')).rejects.toMatchObject(
        refused(BACKUP_TEXT.notJson),
      );
      await expect(store.restore(json({ posts: [] }), jobId, 'merge')).rejects.toMatchObject(
        refused(BACKUP_TEXT.notBackup),
      );
      await expect(store.restore(oneRedirect(), 'a/b', 'merge')).rejects.toMatchObject(
        refused(BACKUP_TEXT.badJobId),
      );
      await expect(
        store.restore(oneRedirect(), jobId, 'everything' as RestoreMode),
      ).rejects.toMatchObject(refused(BACKUP_TEXT.badMode));
      await expect(store.job(jobId)).rejects.toMatchObject({
        status: 404,
        message: BACKUP_TEXT.notFound,
      });
      expect((await store.dryRun(oneRedirect())).merge.totals.added).toBe(1);
    });
  });
}
