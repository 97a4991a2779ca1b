/** Newsletter sends stored as the send job stores them, for tests of what the owner sees. */
import {
  DEFAULT_SEND_SETTINGS,
  emptyCounts,
  type RecipientState,
  type SendCounts,
  type SendStatus,
} from '@core/newsletter/newsletter-send';
import { COLLECTIONS } from '@core/paths';
import { sendRef } from '../../functions/src/newsletter/send-job';
import { db } from '../../functions/src/platform/firebase';

export interface StoredSendSeed {
  id: string;
  postId: string;
  status?: SendStatus;
  createdAt?: string;
  finishedAt?: string | null;
  counts: Partial<SendCounts>;
  /**
   * Held by a worker that is not there, so the stack's own leaves it alone even once the owner
   * retries it (one of no stored post needs no hold: its worker finds nothing to mail).
   */
  held?: boolean;
}

/** Stores the send and one recipient (`r{n}.{id}@elf.test`) per count of each state. */
export async function storeSend(seed: StoredSendSeed): Promise<void> {
  const counts = { ...emptyCounts(), ...seed.counts };
  const now = new Date().toISOString();
  await sendRef(seed.id).set({
    postId: seed.postId,
    status: seed.status ?? 'done',
    createdAt: seed.createdAt ?? now,
    ...(seed.finishedAt !== null ? { finishedAt: seed.finishedAt ?? now } : {}),
    settings: DEFAULT_SEND_SETTINGS,
    total: Object.values(counts).reduce((sum, n) => sum + n, 0),
    counts,
    ...(seed.held
      ? { leaseUntil: Date.now() + 30 * 60_000, workerId: 'held-by-the-test' }
      : { leaseUntil: 0 }),
    slices: 0,
  });
  const batch = db().batch();
  let n = 0;
  for (const [state, count] of Object.entries(counts) as [RecipientState, number][])
    for (let i = 0; i < count; i++, n++)
      batch.set(sendRef(seed.id).collection(COLLECTIONS.newsletterSendRecipients).doc(`r${n}`), {
        email: `r${n}.${seed.id}@elf.test`,
        state,
      });
  await batch.commit();
}
