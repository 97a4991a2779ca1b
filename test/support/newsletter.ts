/** The newsletter's sign-up as the site's form sends it, and its subscriber as stored. */
import type { Subscriber } from '@core/newsletter/subscribers';
import { subscriberId, subscriberRef } from '../../functions/src/newsletter/subscriber-store';
import { forwardedFor, randomClientAddress, SITE_ORIGIN } from './emulators';

/** Signs `email` up from the page `source`, as a client of its own (no rate limit shared). */
export const signUp = (email: string, source = '/') =>
  fetch(`${SITE_ORIGIN}/api/newsletter`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...forwardedFor(randomClientAddress()) },
    body: JSON.stringify({ email, source }),
  });

export const storedSubscriber = async (email: string) =>
  (await subscriberRef(subscriberId(email)).get()).data() as Subscriber | undefined;
