/**
 * What every ImportsStore does (the shared import engine), written once: run against the
 * in-memory store (in-memory-content.test.ts) and against the real adapter calling the API on
 * the emulators (test/contracts/admin-stores.int.test.ts). Each test's rows carry a marker of
 * its own; the jobs import nothing (their rows are refused), so others' content stays as it was.
 */
import { IMPORT_JOB_TEXT } from '@core/admin/admin-content-api';
import type { ImportsStore } from '@site/admin/data/imports-store';

const HEADER = 'title,description,instructions,prep_time,cook_time,total_time,servings';
const NO_TIMES = 'Prep time is required; Cook time is required; Total time is required';

export function importsStoreContract(backend: string, makeStore: () => Promise<ImportsStore>) {
  describe(`ImportsStore contract: ${backend}`, () => {
    let imports: ImportsStore;
    let marker: string;
    let jobId: string;
    beforeEach(async () => {
      imports = await makeStore();
      const unique = Math.random().toString(36).slice(2, 10);
      marker = `Contract ${unique}`;
      jobId = `contract-${unique}`;
    });
    const csv = (...rows: string[]) => [HEADER, ...rows].join('\r\n');
    const fresh = () => `${marker} new,Fresh.,Stir.,1 min,1 min,2 min,2`;
    const refused = () => `${marker} bad,No times.,Stir.,,,,`;

    it('plans every row as new or rejected, with the reason, and writes nothing', async () => {
      const request = { kind: 'recipes' as const, text: csv(fresh(), refused()) };
      const report = await imports.dryRun(request);
      expect(report).toEqual({
        kind: 'recipes',
        format: 'csv',
        ignoredColumns: [],
        counts: { total: 2, new: 1, duplicate: 0, rejected: 1 },
        rows: [
          { line: 2, status: 'new', label: `${marker} new`, reason: null },
          { line: 3, status: 'rejected', label: `${marker} bad`, reason: NO_TIMES },
        ],
      });
      expect(await imports.dryRun(request)).toEqual(report);
    });

    it('refuses a file with no rows', async () => {
      await expect(imports.dryRun({ kind: 'crafts', text: '  ' })).rejects.toMatchObject({
        status: 400,
        message: 'No data to import',
      });
    });

    it('runs a job, reports each row it did not import, and undoes it', async () => {
      const job = await imports.start({ kind: 'recipes', text: csv(refused()), jobId });
      expect(job).toMatchObject({ id: jobId, kind: 'recipes', status: 'done', total: 1 });
      expect(job).toMatchObject({ imported: 0, skipped: 0, rejected: 1 });
      expect(await imports.job(jobId)).toMatchObject({
        job: { id: jobId, status: 'done' },
        rows: [{ line: 2, status: 'rejected', label: `${marker} bad`, reason: NO_TIMES }],
      });
      expect((await imports.reportCsv(jobId)).split('\r\n')).toEqual([
        'line,status,title,reason',
        `2,rejected,${marker} bad,${NO_TIMES}`,
      ]);
      expect((await imports.undo(jobId)).undo).toMatchObject({ status: 'done', removed: 0 });
    });

    it('refuses a job id in use, and answers a job that does not exist as none', async () => {
      await imports.start({ kind: 'recipes', text: csv(refused()), jobId });
      await expect(
        imports.start({ kind: 'recipes', text: csv(refused()), jobId }),
      ).rejects.toMatchObject({ status: 409, message: IMPORT_JOB_TEXT.exists });
      expect(await imports.job(`${jobId}-none`)).toBeNull();
      await expect(imports.undo(`${jobId}-none`)).rejects.toMatchObject({
        status: 404,
        message: IMPORT_JOB_TEXT.notFound,
      });
    });
  });
}
