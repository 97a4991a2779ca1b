/**
 * A newsletter sign-up: stores the subscriber as waiting and mails the confirmation link (double
 * opt-in), within the caps that keep the form from mailing whoever a stranger types in.
 */
import { logger } from 'firebase-functions';
import { FieldValue } from 'firebase-admin/firestore';
import {
  CONFIRMATION_MAILS_PER_ADDRESS_PER_DAY,
  CONFIRMATION_MAILS_PER_HOUR,
  planSignup,
  type StoredSubscriber,
} from '@core/newsletter-signup';
import { consumeQuota, keyedWindowRef, RateLimited, sharedWindowRef } from '../http/rate-limit';
import { db } from '../platform/firebase';
import { sendConfirmationMail } from './newsletter-mails';
import { subscriberId, subscriberRef } from './subscriber-store';

/** The rate-limit scope that counts confirmation mails (per address by day, for all by hour). */
export const CONFIRMATION_MAIL_SCOPE = 'newsletter-confirmation';

/**
 * Stores the sign-up and mails the confirmation when it is due. Whatever happens to the mail (not
 * due, held back by a cap, not configured, failed) is logged and never told to the caller, whose
 * answer must be the same for every address.
 */
export async function signUp(email: string, source: string, now: Date): Promise<void> {
  const id = subscriberId(email);
  const ref = subscriberRef(id);
  const plan = await db().runTransaction(async (transaction) => {
    const stored = (await transaction.get(ref)).data() as StoredSubscriber | undefined;
    const planned = planSignup(stored, email, source, now);
    if (planned.write) transaction.set(ref, planned.write);
    return planned;
  });
  if (!plan.sendConfirmation || !(await withinMailCaps(id, now))) return;
  try {
    await sendConfirmationMail(email, id, now);
  } catch (error) {
    logger.error('Newsletter confirmation mail not sent', { error: String(error) });
    // Not sent: the next sign-up may try again at once.
    await ref.update({ confirmationSentAt: FieldValue.delete() });
  }
}

/** Counts one confirmation mail against both caps; false (logged) when one is reached. */
async function withinMailCaps(id: string, now: Date): Promise<boolean> {
  try {
    await consumeQuota(
      keyedWindowRef(CONFIRMATION_MAIL_SCOPE, id, now, 'day'),
      CONFIRMATION_MAILS_PER_ADDRESS_PER_DAY,
      'day',
      now,
    );
    await consumeQuota(
      sharedWindowRef(CONFIRMATION_MAIL_SCOPE, now, 'hour'),
      CONFIRMATION_MAILS_PER_HOUR,
      'hour',
      now,
    );
    return true;
  } catch (error) {
    if (!(error instanceof RateLimited)) throw error;
    logger.warn('Newsletter confirmation mail held back by a cap', {
      perAddressPerDay: CONFIRMATION_MAILS_PER_ADDRESS_PER_DAY,
      perHour: CONFIRMATION_MAILS_PER_HOUR,
    });
    return false;
  }
}
