import { createHash } from 'node:crypto';
import { COLLECTIONS } from '@core/paths';
import { db } from '../platform/firebase';

/** A subscriber's document id: the SHA-256 of the normalized address (core/subscribers.ts). */
export const subscriberId = (email: string) => createHash('sha256').update(email).digest('hex');

export const subscriberRef = (id: string) => db().collection(COLLECTIONS.newsletterSignups).doc(id);
