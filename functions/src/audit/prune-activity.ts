import { logger } from 'firebase-functions';
import { activityCutoff } from '@core/admin/audit';
import { COLLECTIONS } from '@core/paths';
import { db } from '../platform/firebase';
import { serverSettings } from '../platform/config';

/** Deletes per batch, below Firestore's 500 writes a commit. */
const BATCH = 400;

/**
 * Deletes the activity log's entries older than `months` (ACTIVITY_LOG_MONTHS, 13 by default):
 * the log holds admins' addresses and grew without end, backups included. Answers how many.
 */
export async function pruneActivityLog(
  now = new Date(),
  months = serverSettings().activityLogMonths,
): Promise<number> {
  const old = db()
    .collection(COLLECTIONS.auditLog)
    .where('at', '<', activityCutoff(now, months))
    .select()
    .limit(BATCH);
  let deleted = 0;
  for (let page = await old.get(); !page.empty; page = await old.get()) {
    const batch = db().batch();
    for (const doc of page.docs) batch.delete(doc.ref);
    await batch.commit();
    deleted += page.size;
  }
  if (deleted) logger.info('Deleted old activity log entries', { count: deleted, months });
  return deleted;
}
