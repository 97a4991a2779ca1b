/**
 * A newsletter sign-up: stores the subscriber (waiting, for a new address) with the sign-up's time.
 * The confirmation mail (double opt-in) is the trigger's (confirmation-mail.ts): the request does
 * the same work whatever the address's state, so neither its answer nor its time tells whether the
 * address was there.
 */
import { planSignup, type StoredSubscriber } from '@core/newsletter/newsletter-signup';
import { db } from '../platform/firebase';
import { subscriberId, subscriberRef } from './subscriber-store';

export async function signUp(email: string, source: string, now: Date): Promise<void> {
  const ref = subscriberRef(subscriberId(email));
  await db().runTransaction(async (transaction) => {
    const stored = (await transaction.get(ref)).data() as StoredSubscriber | undefined;
    transaction.set(ref, planSignup(stored, email, source, now));
  });
}
