/**
 * What every ActivityStore does (the audit log, read a page at a time), written once: run against
 * the in-memory log (in-memory-activity.test.ts) and against the real adapter calling the API on
 * the emulators (test/contracts/admin-stores.int.test.ts). The log is the whole site's: the tests
 * hold for whatever entries it has (the in-memory run seeds more than a page).
 */
import {
  ACTIVITY_API_TEXT,
  DEFAULT_ACTIVITY_KEPT_MONTHS,
  type AuditEntry,
} from '@core/admin/audit';
import type { ActivityStore } from '@site/admin/data/activity-store';

const newestFirst = (entries: AuditEntry[]) =>
  entries.every((entry, i) => i === 0 || entries[i - 1]!.at >= entry.at);

export function activityStoreContract(backend: string, makeStore: () => Promise<ActivityStore>) {
  describe(`ActivityStore contract: ${backend}`, () => {
    let activity: ActivityStore;
    beforeEach(async () => {
      activity = await makeStore();
    });

    it('answers the log newest first, each page going on where the one before ended', async () => {
      const first = await activity({});
      expect(newestFirst(first.entries)).toBe(true);
      if (!first.nextBefore) return;
      const next = await activity({ before: first.nextBefore });
      expect(next.entries).not.toEqual([]);
      expect(newestFirst([...first.entries, ...next.entries])).toBe(true);
      const ids = new Set(first.entries.map((entry) => entry.id));
      expect(next.entries.filter((entry) => ids.has(entry.id))).toEqual([]);
    });

    it('answers only the entries of the area asked for', async () => {
      const page = await activity({ area: 'redirects' });
      expect(page.entries.filter((entry) => entry.area !== 'redirects')).toEqual([]);
      expect(newestFirst(page.entries)).toBe(true);
    });

    it('says how many months the log keeps an entry, the default where none is configured', async () => {
      expect((await activity({})).keptMonths).toBe(DEFAULT_ACTIVITY_KEPT_MONTHS);
    });

    it('refuses a cursor it did not give', async () => {
      await expect(activity({ before: 'not-a-cursor' })).rejects.toMatchObject({
        status: 400,
        message: ACTIVITY_API_TEXT.badCursor,
      });
    });
  });
}
