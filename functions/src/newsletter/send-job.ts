/**
 * A newsletter send as a stored job (core/newsletter/newsletter-send.ts): newsletterSends/{id} and its
 * recipients/{subscriber id}. A worker holds the job under a lease and runs one bounded slice:
 * it copies the confirmed subscribers (first slices), then claims a batch of recipients at a time
 * in a transaction that also rereads their subscriptions (an unsubscribe since the start is
 * skipped), mails them at the set rate and concurrency, and marks each as its mail ends. Then it
 * lets the job go, and the write hands it on to the next invocation (functions/src/index.ts).
 * A worker that dies leaves its claimed recipients claimed: the next one to take the job lists
 * them as unconfirmed, never mailing them again on its own. Writes per recipient: its copy, its
 * claim, its mark.
 */
import { FieldPath, FieldValue, type DocumentReference } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import {
  backoffMs,
  emptyCounts,
  mailOutcomeOf,
  pacer,
  RECIPIENT_STATES,
  RETRYABLE_STATES,
  sendFinished,
  sendSettingsOf,
  type RecipientState,
  type SendCounts,
  type SendSettings,
  type SendStatus,
} from '@core/newsletter/newsletter-send';
import { COLLECTIONS } from '@core/paths';
import { isMailable, subscriberOf } from '@core/newsletter/subscribers';
import { addToCounter } from '../counters/sharded-counter';
import { NEWSLETTER_SEND_COUNTERS, NEWSLETTER_SEND_COUNT_FIELDS } from '../counters/site-counters';
import { mailFailureReason } from '../mail/send-mail';
import { db } from '../platform/firebase';
import { erasedSubscriberIds, subscriberRef } from './subscriber-store';

export interface StoredSend {
  postId: string;
  status: SendStatus;
  createdAt: string;
  settings: SendSettings;
  /** The last subscriber id copied while copying. */
  copiedThrough?: string;
  /** Recipients copied. */
  total: number;
  /** Per state, as the worker last counted (exact when the job is done). */
  counts: SendCounts;
  /** The worker holding the job and until when (ms since the epoch); 0: nobody. */
  workerId?: string;
  leaseUntil: number;
  /** Bumped by every hand-on: the write that wakes the next worker. */
  slices: number;
  finishedAt?: string;
}

export interface StoredRecipient {
  email: string;
  state: RecipientState;
  /** Tries of its mail so far. */
  attempts?: number;
  /** When its state last changed (ISO). */
  at?: string;
  /** Why its mail failed: the error's code and the server's reply code. */
  reason?: string;
}

/** A subscriber a hard bounce suppressed: mailed by no later send (shown in Subscribers). */
export interface BounceMark {
  bouncedAt: string;
}

const COPY_PAGE = 400;

/** Firestore's NOT_FOUND: the subscriber was erased meanwhile, and nothing is left to mark. */
const ignoreGone = (error: unknown) => {
  if ((error as { code?: unknown }).code !== 5) throw error;
};

export const sendRef = (id: string) =>
  db().collection(COLLECTIONS.newsletterSends).doc(id) as DocumentReference<StoredSend>;
const recipients = (id: string) => sendRef(id).collection(COLLECTIONS.newsletterSendRecipients);

/** A new send of `postId`, as stored before its first worker copies the recipients. */
export const newSend = (
  postId: string,
  settings: Partial<SendSettings> = {},
  now = new Date(),
): StoredSend => ({
  postId,
  status: 'copying',
  createdAt: now.toISOString(),
  settings: sendSettingsOf(settings),
  total: 0,
  counts: emptyCounts(),
  leaseUntil: 0,
  slices: 0,
});

/** Stores a new send of `postId` under `id`; the write wakes its first worker. */
export async function createSend(
  id: string,
  postId: string,
  settings: Partial<SendSettings> = {},
  now = new Date(),
): Promise<void> {
  await sendRef(id).create(newSend(postId, settings, now));
}

/** Mails one recipient; throws the transport's error when the mail did not go. */
export type MailOne = (recipient: { id: string; email: string }) => Promise<void>;

export interface SliceOptions {
  workerId: string;
  mail: MailOne;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** Told each batch's size and time (ms) once it is marked: the bench's figures. */
  onBatch?: (size: number, ms: number) => void;
}

/** What a slice came to: 'busy' (another worker holds the job), 'handed-on' or 'finished'. */
export type SliceResult = 'busy' | 'handed-on' | 'finished';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Takes the job if nobody holds it (or its holder's lease ran out), listing what a dead holder
 * left claimed as unconfirmed. Answers its settings and state, or null.
 */
async function takeJob(id: string, workerId: string, now: number): Promise<StoredSend | null> {
  const ref = sendRef(id);
  const job = await db().runTransaction(async (transaction) => {
    const stored = (await transaction.get(ref)).data();
    if (!stored || stored.status === 'done' || stored.status === 'cancelled') return null;
    if (stored.leaseUntil > now && stored.workerId !== workerId) return null;
    transaction.update(ref, { workerId, leaseUntil: now + stored.settings.leaseMs });
    return stored;
  });
  if (job) await listUnconfirmed(id, new Date(now).toISOString());
  return job;
}

/** Recipients still claimed when a worker takes the job were claimed by one that died. */
async function listUnconfirmed(id: string, at: string): Promise<void> {
  const orphans = await recipients(id).where('state', '==', 'claimed').select().get();
  if (orphans.empty) return;
  const batch = db().batch();
  for (const doc of orphans.docs) batch.update(doc.ref, { state: 'unconfirmed', at });
  batch.update(sendRef(id), { [`counts.unconfirmed`]: FieldValue.increment(orphans.size) });
  await batch.commit();
  logger.warn('Newsletter send resumed after a worker died', {
    send: id,
    unconfirmed: orphans.size,
  });
}

/**
 * Copies a page of subscribers (confirmed, not erased, not suppressed by a bounce) as pending
 * recipients; answers whether the copy is complete.
 */
async function copyPage(id: string, job: StoredSend, erased: Set<string>): Promise<boolean> {
  let query = db()
    .collection(COLLECTIONS.newsletterSignups)
    .orderBy(FieldPath.documentId())
    .select('email', 'status', 'createdAt', 'bouncedAt')
    .limit(COPY_PAGE);
  if (job.copiedThrough) query = query.startAfter(job.copiedThrough);
  const page = await query.get();
  const batch = db().batch();
  let copied = 0;
  for (const doc of page.docs) {
    const subscriber = subscriberOf(doc.data());
    if (!isMailable(subscriber) || erased.has(doc.id)) continue;
    batch.set(recipients(id).doc(doc.id), { email: subscriber.email, state: 'pending' });
    copied += 1;
  }
  const done = page.size < COPY_PAGE;
  const last = page.docs.at(-1)?.id;
  batch.update(sendRef(id), {
    total: FieldValue.increment(copied),
    'counts.pending': FieldValue.increment(copied),
    ...(last ? { copiedThrough: last } : {}),
    ...(done ? { status: 'sending' } : {}),
  });
  await batch.commit();
  job.copiedThrough = last ?? job.copiedThrough;
  return done;
}

interface Claimed {
  id: string;
  email: string;
}

/**
 * Claims the next batch of pending recipients, reading each one's subscription in the same
 * transaction: one unsubscribed, erased or bounced since the start is skipped, not mailed.
 */
async function claimBatch(id: string, settings: SendSettings, at: string) {
  return db().runTransaction(async (transaction) => {
    const pending = await transaction.get(
      recipients(id).where('state', '==', 'pending').limit(settings.batchSize),
    );
    if (pending.empty) return { claimed: [] as Claimed[], skipped: 0, erased: 0 };
    const subscriptions = await transaction.getAll(
      ...pending.docs.map((doc) => subscriberRef(doc.id)),
    );
    const claimed: Claimed[] = [];
    let erased = 0;
    pending.docs.forEach((doc, index) => {
      const stored = subscriptions[index]!.data();
      // Erased since it was copied: its address goes from the send too.
      if (!stored) {
        transaction.delete(doc.ref);
        erased += 1;
        return;
      }
      const mailable = isMailable(subscriberOf(stored));
      transaction.update(doc.ref, { state: mailable ? 'claimed' : 'skipped', at });
      if (mailable) claimed.push({ id: doc.id, email: (doc.data() as StoredRecipient).email });
    });
    return { claimed, skipped: pending.size - claimed.length - erased, erased };
  });
}

/** Mails a claimed recipient, retrying a refusal for now with backoff; answers its final state. */
async function mailRecipient(
  recipient: Claimed,
  settings: SendSettings,
  options: Required<SliceOptions>,
): Promise<{ state: RecipientState; attempts: number; reason?: string; hard?: boolean }> {
  for (let attempt = 1; ; attempt++) {
    try {
      await options.mail(recipient);
      return { state: 'sent', attempts: attempt };
    } catch (error) {
      const outcome = mailOutcomeOf(error);
      const reason = mailFailureReason(error);
      if (outcome === 'retry' && attempt < settings.maxAttempts) {
        await options.sleep(backoffMs(settings, attempt));
        continue;
      }
      if (outcome === 'hard-bounce' || outcome === 'soft-bounce')
        return { state: 'bounced', attempts: attempt, reason, hard: outcome === 'hard-bounce' };
      return { state: 'failed', attempts: attempt, reason };
    }
  }
}

/** Mails a claimed batch, `concurrency` at a time at the set rate, marking each as it ends. */
async function mailBatch(
  id: string,
  batch: Claimed[],
  settings: SendSettings,
  options: Required<SliceOptions>,
  nextStart: () => number,
): Promise<Partial<SendCounts>> {
  const counts: Partial<SendCounts> = {};
  let next = 0;
  const lane = async () => {
    for (let index = next++; index < batch.length; index = next++) {
      const recipient = batch[index]!;
      await options.sleep(nextStart());
      const result = await mailRecipient(recipient, settings, options);
      const at = new Date(options.now()).toISOString();
      const mark: Partial<StoredRecipient> = { state: result.state, attempts: result.attempts, at };
      if (result.reason) mark.reason = result.reason;
      // Erased while its mail was on its way: nothing of it is left to mark.
      await recipients(id).doc(recipient.id).update(mark).catch(ignoreGone);
      // A hard bounce keeps the address from every later send.
      if (result.hard)
        await subscriberRef(recipient.id)
          .update({ bouncedAt: at } satisfies BounceMark)
          .catch(ignoreGone);
      counts[result.state] = (counts[result.state] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: Math.min(settings.concurrency, batch.length) }, lane));
  return counts;
}

/** The exact figures, counted by aggregation queries (the job's own are bumped per batch). */
async function countRecipients(id: string): Promise<SendCounts> {
  const counts = emptyCounts();
  await Promise.all(
    RECIPIENT_STATES.map(async (state) => {
      const snapshot = await recipients(id).where('state', '==', state).count().get();
      counts[state] = snapshot.data().count;
    }),
  );
  return counts;
}

/**
 * Runs one slice of send `id` as worker `workerId`: at most the set slice time of copying and
 * mailing (plus the batch under way), then lets the job go for the next worker.
 */
export async function runSendSlice(id: string, given: SliceOptions): Promise<SliceResult> {
  const options: Required<SliceOptions> = {
    now: Date.now,
    sleep: wait,
    onBatch: () => undefined,
    ...given,
  };
  const started = options.now();
  const job = await takeJob(id, options.workerId, started);
  if (!job) {
    const status = (await sendRef(id).get()).data()?.status;
    return status === 'done' || status === 'cancelled' || !status ? 'finished' : 'busy';
  }
  const { settings } = job;
  const ref = sendRef(id);
  const timeLeft = () => options.now() - started < settings.sliceMs;
  if (job.status === 'copying') {
    const erased = await erasedSubscriberIds();
    while (timeLeft() && !(await copyPage(id, job, erased)));
  }
  const nextStart = pacer(settings.ratePerMinute, options.now);
  let status: SendStatus = (await ref.get()).data()?.status ?? 'cancelled';
  while (status === 'sending' && timeLeft()) {
    const batchStart = options.now();
    const at = new Date(batchStart).toISOString();
    const { claimed, skipped, erased } = await claimBatch(id, settings, at);
    if (claimed.length === 0 && skipped === 0 && erased === 0) {
      await finish(id, options.now());
      return 'finished';
    }
    const counts = await mailBatch(id, claimed, settings, options, nextStart);
    const increments = Object.entries({ ...counts, skipped }).map(([state, n]) => [
      `counts.${state}`,
      FieldValue.increment(n),
    ]);
    await ref.update({
      ...Object.fromEntries(increments),
      'counts.pending': FieldValue.increment(-(claimed.length + skipped + erased)),
      leaseUntil: options.now() + settings.leaseMs,
    });
    options.onBatch(claimed.length + skipped + erased, options.now() - batchStart);
    // The owner may cancel between batches.
    status = (await ref.get()).data()?.status ?? 'cancelled';
  }
  if (status !== 'sending' && status !== 'copying') return 'finished';
  await ref.update({
    leaseUntil: 0,
    workerId: FieldValue.delete(),
    slices: FieldValue.increment(1),
  });
  return 'handed-on';
}

async function finish(id: string, now: number): Promise<void> {
  const counts = await countRecipients(id);
  await sendRef(id).update({
    status: sendFinished(counts) ? 'done' : 'sending',
    counts,
    leaseUntil: 0,
    workerId: FieldValue.delete(),
    finishedAt: new Date(now).toISOString(),
  });
}

/** Stops a send between two batches: what was mailed stays mailed, the rest is not sent. */
export async function cancelSend(id: string): Promise<boolean> {
  return db().runTransaction(async (transaction) => {
    const stored = (await transaction.get(sendRef(id))).data();
    if (!stored || stored.status === 'done' || stored.status === 'cancelled') return false;
    transaction.update(sendRef(id), { status: 'cancelled', finishedAt: new Date().toISOString() });
    return true;
  });
}

/**
 * The owner's choice to send again to the recipients whose mail failed or whose fate a crash hid
 * (unconfirmed), or those of one of these states: they are pending again and the job sends.
 * Answers how many.
 */
export async function retrySend(
  id: string,
  states: readonly (typeof RETRYABLE_STATES)[number][] = RETRYABLE_STATES,
): Promise<number> {
  const again = await recipients(id).where('state', 'in', states).select().get();
  if (again.empty) return 0;
  const writer = db().bulkWriter();
  for (const doc of again.docs) void writer.update(doc.ref, { state: 'pending' });
  await writer.close();
  await sendRef(id).update({
    status: 'sending',
    counts: await countRecipients(id),
    finishedAt: FieldValue.delete(),
    slices: FieldValue.increment(1),
  });
  return again.size;
}

/**
 * Takes erased subscribers out of every send, past and running, so no copy of their addresses is
 * left. A send's figures keep what it did (they hold no address); a running one recounts at its end.
 */
export async function forgetRecipients(subscriberIds: readonly string[]): Promise<void> {
  if (subscriberIds.length === 0) return;
  const sends = await sendRef('_').parent.select().get();
  const writer = db().bulkWriter();
  for (const send of sends.docs)
    for (const subscriber of subscriberIds) void writer.delete(recipients(send.id).doc(subscriber));
  await writer.close();
}

/**
 * Counts what send `sendId` brought, when that send exists: a link's `ref` names it, and anyone
 * can write any ref.
 */
export async function countForSend(
  sendId: string,
  field: keyof typeof NEWSLETTER_SEND_COUNT_FIELDS,
): Promise<void> {
  const ref = sendRef(sendId);
  if (!(await ref.get()).exists) return;
  const batch = db().batch();
  addToCounter(batch, NEWSLETTER_SEND_COUNTERS, ref, { [field]: 1 });
  await batch.commit();
}
