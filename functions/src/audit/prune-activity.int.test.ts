/** The activity log's daily prune against the emulators (issue 47, point 18). */
import { COLLECTIONS } from '@core/paths';
import { uniqueId } from '@test/emulators';
import { db } from '../platform/firebase';
import { pruneActivityLog } from './prune-activity';

const NOW = new Date('2026-12-06T12:00:00.000Z');
const monthsBefore = (months: number, days = 0) => {
  const at = new Date(NOW);
  at.setUTCMonth(at.getUTCMonth() - months);
  at.setUTCDate(at.getUTCDate() - days);
  return at.toISOString();
};

/** Entries written straight to the log, as recordAudit writes them, at the given times. */
async function entriesAt(times: Record<string, string>): Promise<Record<string, string>> {
  const ids = Object.fromEntries(Object.keys(times).map((name) => [name, uniqueId('prune')]));
  const batch = db().batch();
  for (const [name, at] of Object.entries(times))
    batch.create(db().collection(COLLECTIONS.auditLog).doc(ids[name]!), {
      at,
      actor: { uid: 'prune-test', email: 'owner@elf.test' },
      area: 'site',
      action: 'update',
      collection: 'settings',
      documentId: null,
      label: name,
      changes: [],
      changeCount: 0,
      jobId: null,
    });
  await batch.commit();
  return ids;
}

async function kept(ids: Record<string, string>): Promise<Record<string, boolean>> {
  const entries = await Promise.all(
    Object.entries(ids).map(
      async ([name, id]) =>
        [name, (await db().collection(COLLECTIONS.auditLog).doc(id).get()).exists] as const,
    ),
  );
  return Object.fromEntries(entries);
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('pruning the activity log', () => {
  it('deletes the entries older than 13 months and keeps the rest', async () => {
    const ids = await entriesAt({
      twoYears: monthsBefore(24),
      thirteenMonthsAndADay: monthsBefore(13, 1),
      twelveMonths: monthsBefore(12),
      today: NOW.toISOString(),
    });
    expect(await pruneActivityLog(NOW)).toBeGreaterThanOrEqual(2);
    expect(await kept(ids)).toEqual({
      twoYears: false,
      thirteenMonthsAndADay: false,
      twelveMonths: true,
      today: true,
    });
  });

  it('keeps as many months as ACTIVITY_LOG_MONTHS says', async () => {
    vi.stubEnv('ACTIVITY_LOG_MONTHS', '2');
    vi.resetModules();
    const { pruneActivityLog: pruneAsConfigured } = await import('./prune-activity');
    const ids = await entriesAt({ threeMonths: monthsBefore(3), oneMonth: monthsBefore(1) });
    await pruneAsConfigured(NOW);
    expect(await kept(ids)).toEqual({ threeMonths: false, oneMonth: true });
  });
});
