/**
 * The confirmation mail of a sign-up (double opt-in), sent by the trigger on newsletterSignups
 * (functions/src/index.ts) rather than the sign-up request, whose work must not depend on the
 * address. One transaction decides and marks the mail sent (confirmationSentAt) within the caps
 * that keep the form from mailing whoever a stranger types in, so a retry of the trigger never
 * sends it twice; a mail that fails is unmarked and retried for a while, the sign-up kept.
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
} from '@core/newsletter-signup';
import { keyedWindowRef, sharedWindowRef, takeQuotasIn } from '../http/rate-limit';
import { mailFailureReason, MailNotConfigured } from '../mail/send-mail';
import { db } from '../platform/firebase';
import { NoTokenSecret, sendConfirmationMail } from './newsletter-mails';
import { subscriberRef } from './subscriber-store';

/** The rate-limit scope that counts confirmation mails (per address by day, for all by hour). */
export const CONFIRMATION_MAIL_SCOPE = 'newsletter-confirmation';

const mailCaps = (id: string, now: Date) => [
  {
    ref: keyedWindowRef(CONFIRMATION_MAIL_SCOPE, id, now, 'day'),
    limit: CONFIRMATION_MAILS_PER_ADDRESS_PER_DAY,
    window: 'day' as const,
  },
  {
    ref: sharedWindowRef(CONFIRMATION_MAIL_SCOPE, now, 'hour'),
    limit: CONFIRMATION_MAILS_PER_HOUR,
    window: 'hour' as const,
  },
];

/**
 * Mails the confirmation for subscriber `id`'s sign-up made at `signupAt`, if it is due. Throws
 * when the mail failed and is worth trying again (the trigger retries), for an hour after the
 * sign-up; nothing an address could be told by is logged.
 */
export async function mailConfirmation(id: string, signupAt: string): Promise<void> {
  const ref = subscriberRef(id);
  const now = new Date();
  const sentAt = now.toISOString();
  const claimed = await db().runTransaction(async (transaction) => {
    const stored = (await transaction.get(ref)).data() as StoredSubscriber | undefined;
    if (!stored || !planConfirmationMail(stored, signupAt, now)) return null;
    const withinCaps = await takeQuotasIn(transaction, mailCaps(id, now), now);
    // Marked either way: a sign-up held back by a cap waits an hour like one mailed.
    transaction.update(ref, { confirmationSentAt: sentAt });
    return { email: stored.email, before: stored.confirmationSentAt, withinCaps };
  });
  if (!claimed) return;
  if (!claimed.withinCaps) {
    logger.warn('Newsletter confirmation mail held back by a cap', {
      perAddressPerDay: CONFIRMATION_MAILS_PER_ADDRESS_PER_DAY,
      perHour: CONFIRMATION_MAILS_PER_HOUR,
    });
    return;
  }
  try {
    await sendConfirmationMail(claimed.email, id, new Date(signupAt));
  } catch (error) {
    await unmark(id, sentAt, claimed.before);
    const retry =
      !(error instanceof MailNotConfigured || error instanceof NoTokenSecret) &&
      now.getTime() - Date.parse(signupAt) < CONFIRMATION_MAIL_RETRY_MS;
    logger.error('Newsletter confirmation mail not sent', {
      reason: mailFailureReason(error),
      retry,
    });
    if (retry) throw error;
  }
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

/** The mail did not go: the next try (a retry, the next sign-up) may send it at once. */
async function unmark(id: string, sentAt: string, before: string | undefined): Promise<void> {
  const ref = subscriberRef(id);
  await db().runTransaction(async (transaction) => {
    const stored = (await transaction.get(ref)).data() as StoredSubscriber | undefined;
    if (stored?.confirmationSentAt === sentAt)
      transaction.update(ref, { confirmationSentAt: before ?? FieldValue.delete() });
  });
}
