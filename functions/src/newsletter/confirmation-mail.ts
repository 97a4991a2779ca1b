/**
 * The confirmation mail of a sign-up (double opt-in), sent by the trigger on newsletterSignups
 * (functions/src/index.ts) rather than the sign-up request, whose work must not depend on the
 * address. One transaction decides and marks the mail sent (confirmationSentAt) within the caps
 * that keep the form from mailing whoever a stranger types in, so a retry of the trigger never
 * sends it twice; a mail that fails is unmarked and retried for a while, the sign-up kept. A mail
 * the site-wide hourly cap holds back is marked held and sent when the cap frees.
 */
import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import {
  CONFIRMATION_MAIL_RETRY_MS,
  CONFIRMATION_MAILS_PER_ADDRESS_PER_DAY,
  CONFIRMATION_MAILS_PER_HOUR,
  newSignupOf,
  planConfirmationMail,
  type StoredSubscriber,
} from '@core/newsletter/newsletter-signup';
import { COLLECTIONS } from '@core/paths';
import { keyedWindowRef, sharedWindowRef, takeQuotasIn } from '../platform/quotas';
import { mailFailureReason, MailNotConfigured } from '../mail/send-mail';
import { db } from '../platform/firebase';
import { NoTokenSecret, sendConfirmationMail } from './newsletter-mails';
import { subscriberRef } from './subscriber-store';

/** The rate-limit scope that counts confirmation mails (per address by day, for all by hour). */
export const CONFIRMATION_MAIL_SCOPE = 'newsletter-confirmation';

const mailCaps = (id: string, now: Date) => ({
  perAddress: {
    ref: keyedWindowRef(CONFIRMATION_MAIL_SCOPE, id, now, 'day'),
    limit: CONFIRMATION_MAILS_PER_ADDRESS_PER_DAY,
    window: 'day' as const,
  },
  perHour: {
    ref: sharedWindowRef(CONFIRMATION_MAIL_SCOPE, now, 'hour'),
    limit: CONFIRMATION_MAILS_PER_HOUR,
    window: 'hour' as const,
  },
});

/** What came of a sign-up's confirmation mail: 'held' waits for the site's hourly cap to free. */
export type ConfirmationMailResult = 'mailed' | 'held' | 'not-mailed';

/**
 * Mails the confirmation for subscriber `id`'s sign-up made at `signupAt`, if it is due. Throws
 * when the mail failed and is worth trying again (the trigger retries), for an hour after the
 * sign-up; nothing an address could be told by is logged.
 */
export async function mailConfirmation(
  id: string,
  signupAt: string,
  now = new Date(),
): Promise<ConfirmationMailResult> {
  const ref = subscriberRef(id);
  const sentAt = now.toISOString();
  const claimed = await db().runTransaction(async (transaction) => {
    const stored = (await transaction.get(ref)).data() as StoredSubscriber | undefined;
    if (!stored || !planConfirmationMail(stored, signupAt, now)) {
      // Nothing left to mail (confirmed, replaced by a later sign-up's mail): no longer held.
      if (stored?.confirmationHeldAt)
        transaction.update(ref, { confirmationHeldAt: FieldValue.delete() });
      return null;
    }
    const caps = mailCaps(id, now);
    const full = await takeQuotasIn(transaction, [caps.perAddress, caps.perHour], now);
    // The site-wide cap is no fault of the reader's: the mail waits for the cap to free.
    if (full === caps.perHour) {
      if (!stored.confirmationHeldAt) transaction.update(ref, { confirmationHeldAt: sentAt });
      return { held: true } as const;
    }
    // Marked either way: a sign-up held back by its address's cap waits an hour like one mailed.
    transaction.update(ref, {
      confirmationSentAt: sentAt,
      confirmationHeldAt: FieldValue.delete(),
    });
    return {
      held: false,
      email: stored.email,
      before: stored.confirmationSentAt,
      heldAt: stored.confirmationHeldAt,
      withinCaps: !full,
    } as const;
  });
  if (!claimed) return 'not-mailed';
  if (claimed.held || !claimed.withinCaps) {
    logger.warn('Newsletter confirmation mail held back by a cap', {
      perAddressPerDay: CONFIRMATION_MAILS_PER_ADDRESS_PER_DAY,
      perHour: CONFIRMATION_MAILS_PER_HOUR,
      mailedWhenTheHourEnds: claimed.held,
    });
    return claimed.held ? 'held' : 'not-mailed';
  }
  try {
    await sendConfirmationMail(claimed.email, id, new Date(signupAt));
    return 'mailed';
  } catch (error) {
    await unmark(id, sentAt, claimed.before, claimed.heldAt);
    const retry =
      !(error instanceof MailNotConfigured || error instanceof NoTokenSecret) &&
      now.getTime() - Date.parse(signupAt) < CONFIRMATION_MAIL_RETRY_MS;
    logger.error('Newsletter confirmation mail not sent', {
      reason: mailFailureReason(error),
      retry,
    });
    if (retry) throw error;
    return 'not-mailed';
  }
}

/**
 * Mails the sign-ups the hourly cap held back, oldest first, until the cap is full again (run on
 * a schedule: functions/src/index.ts). Answers how many it mailed.
 */
export async function mailHeldConfirmations(now = new Date()): Promise<number> {
  const held = await db()
    .collection(COLLECTIONS.newsletterSignups)
    .orderBy('confirmationHeldAt')
    .limit(CONFIRMATION_MAILS_PER_HOUR)
    .get();
  let mailed = 0;
  for (const doc of held.docs) {
    const { lastSignupAt } = doc.data() as StoredSubscriber;
    const result = await mailConfirmation(doc.id, lastSignupAt ?? '', now).catch(
      // Logged by mailConfirmation, and held still: the next run tries it again.
      () => 'not-mailed' as const,
    );
    if (result === 'held') break;
    if (result === 'mailed') mailed += 1;
  }
  return mailed;
}

/** A write of subscriber `id`: mails the confirmation when it records a new sign-up. */
export async function mailConfirmationOfSignup(
  id: string,
  before: DocumentData | undefined,
  after: DocumentData | undefined,
): Promise<void> {
  const signupAt = newSignupOf(
    before as StoredSubscriber | undefined,
    after as StoredSubscriber | undefined,
  );
  if (signupAt) await mailConfirmation(id, signupAt);
}

/**
 * The mail did not go: the next try (a retry, the next sign-up, the held mails' run if it was
 * held) may send it at once.
 */
async function unmark(
  id: string,
  sentAt: string,
  before: string | undefined,
  heldAt: string | undefined,
): Promise<void> {
  const ref = subscriberRef(id);
  await db().runTransaction(async (transaction) => {
    const stored = (await transaction.get(ref)).data() as StoredSubscriber | undefined;
    if (stored?.confirmationSentAt === sentAt)
      transaction.update(ref, {
        confirmationSentAt: before ?? FieldValue.delete(),
        confirmationHeldAt: heldAt ?? FieldValue.delete(),
      });
  });
}
