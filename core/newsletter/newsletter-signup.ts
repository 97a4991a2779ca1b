/**
 * What a newsletter sign-up, a confirmation and an unsubscribe do to the stored subscriber
 * (core/newsletter/subscribers.ts), decided here without Firestore so each case is tested directly.
 */
import {
  CONFIRMATION_LINK_DAYS,
  CONFIRMATION_RESEND_HOURS,
  UNCONFIRMED_KEPT_DAYS,
  type Subscriber,
} from './subscribers';

/** Confirmation mails one address gets in a day, however often it is signed up. */
export const CONFIRMATION_MAILS_PER_ADDRESS_PER_DAY = 3;
/**
 * Confirmation mails the whole site sends in an hour: a flood of sign-ups for other people's
 * addresses is stored (and deleted unconfirmed after 30 days) but mails no more than this.
 */
export const CONFIRMATION_MAILS_PER_HOUR = 200;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** A stored subscriber as read back: one from before double opt-in has no status. */
export type StoredSubscriber = Omit<Subscriber, 'status'> & { status?: Subscriber['status'] };

/**
 * The subscriber to store for a sign-up of `email` from the page `source` at `now`: every sign-up
 * writes one, so the request does the same work whatever the address's state, and mails nothing
 * (the trigger does: planConfirmationMail). New, or unsubscribed before: a new subscription,
 * waiting. Otherwise the stored subscriber with the sign-up's time.
 */
export function planSignup(
  stored: StoredSubscriber | undefined,
  email: string,
  source: string,
  now: Date,
): StoredSubscriber {
  const at = now.toISOString();
  if (!stored || stored.status === 'unsubscribed')
    return { email, status: 'waiting', createdAt: at, source, lastSignupAt: at };
  return { ...stored, lastSignupAt: at };
}

/**
 * The sign-up a write of a subscriber records, when it may want a confirmation mail: its time, or
 * null (no new sign-up, or the subscriber is not waiting). Read from the trigger's event, before
 * the transaction that decides (planConfirmationMail).
 */
export function newSignupOf(
  before: StoredSubscriber | undefined,
  after: StoredSubscriber | undefined,
): string | null {
  const at = after?.lastSignupAt;
  if (!at || at === before?.lastSignupAt || after.status !== 'waiting') return null;
  return at;
}

/**
 * Whether the sign-up made at `signupAt` gets its confirmation mail at `now`: the subscriber still
 * waits, no later sign-up came (its own trigger decides), this one was not mailed already (a retry
 * of the trigger), and the last mail is at least an hour old.
 */
export function planConfirmationMail(
  stored: StoredSubscriber | undefined,
  signupAt: string,
  now: Date,
): boolean {
  if (!stored || stored.status !== 'waiting' || stored.lastSignupAt !== signupAt) return false;
  const sent = stored.confirmationSentAt;
  if (!sent) return true;
  return sent < signupAt && now.getTime() - Date.parse(sent) >= CONFIRMATION_RESEND_HOURS * HOUR_MS;
}

/**
 * A confirmation mail that failed is tried again (the trigger's retries) for this long after its
 * sign-up; after that it is given up, logged, and the next sign-up mails at once.
 */
export const CONFIRMATION_MAIL_RETRY_MS = HOUR_MS;

/**
 * Whether a link made at `issuedAt` (ms, signed into its token) was sent for an earlier sign-up of
 * the address than the stored one: every link of a sign-up is made at or after it began
 * (`createdAt`: a sign-up after an unsubscribe or an erase begins anew), so one made before it
 * belongs to a sign-up that ended, and must not act on the new one.
 */
export const linkOfEarlierSignup = (stored: StoredSubscriber, issuedAt: number): boolean =>
  issuedAt < Date.parse(stored.createdAt);

/**
 * Why a link does nothing to the stored subscriber: none is stored (erased, or deleted
 * unconfirmed), the link is an earlier sign-up's, or the subscriber unsubscribed since.
 */
export type LinkRefusal = 'gone' | 'earlier' | 'unsubscribed';

/** What following a confirmation link comes to, and the subscriber to store if it changes. */
export type ConfirmOutcome =
  | { result: 'confirmed'; write: Subscriber; welcome: true }
  | { result: 'confirmed'; write: null; welcome: false }
  | { result: LinkRefusal };

/**
 * Confirms a waiting subscriber (and the welcome mail goes out once); a confirmed one stays so (a
 * second click says the same). A link made at `issuedAt` confirms only the sign-up it was sent for.
 */
export function planConfirm(
  stored: StoredSubscriber | undefined,
  issuedAt: number,
  now: Date,
): ConfirmOutcome {
  if (!stored) return { result: 'gone' };
  if (linkOfEarlierSignup(stored, issuedAt)) return { result: 'earlier' };
  if (stored.status === 'unsubscribed') return { result: 'unsubscribed' };
  if (stored.status !== 'waiting') return { result: 'confirmed', write: null, welcome: false };
  const { confirmationSentAt: _sent, ...rest } = stored as Subscriber;
  return {
    result: 'confirmed',
    write: { ...rest, status: 'confirmed', confirmedAt: now.toISOString() },
    welcome: true,
  };
}

/** What following an unsubscribe link comes to, and the subscriber to store if it changes. */
export type UnsubscribeOutcome =
  | { result: 'unsubscribed'; write: Subscriber | null }
  | { result: Exclude<LinkRefusal, 'unsubscribed'> };

/**
 * Unsubscribes the sign-up a link made at `issuedAt` was sent for; one unsubscribed already stays
 * so. A link of an earlier sign-up leaves the new one alone.
 */
export function planUnsubscribe(
  stored: StoredSubscriber | undefined,
  issuedAt: number,
  now: Date,
): UnsubscribeOutcome {
  if (!stored) return { result: 'gone' };
  if (linkOfEarlierSignup(stored, issuedAt)) return { result: 'earlier' };
  if (stored.status === 'unsubscribed') return { result: 'unsubscribed', write: null };
  return {
    result: 'unsubscribed',
    write: { ...(stored as Subscriber), status: 'unsubscribed', unsubscribedAt: now.toISOString() },
  };
}

/** Whether a confirmation link made at `issuedAt` (ms) still works at `now`. */
export const confirmationLinkValid = (issuedAt: number, now: Date) =>
  issuedAt <= now.getTime() && now.getTime() - issuedAt <= CONFIRMATION_LINK_DAYS * DAY_MS;

/** Sign-ups waiting since before this (ISO) are deleted. */
export const unconfirmedCutoff = (now: Date) =>
  new Date(now.getTime() - UNCONFIRMED_KEPT_DAYS * DAY_MS).toISOString();

/**
 * Whether the scheduled clean-up deletes this subscriber: only one whose stored status is
 * 'waiting', never one from before double opt-in (no status: it counts as confirmed).
 */
export const unconfirmedExpired = (stored: StoredSubscriber, now: Date) =>
  stored.status === 'waiting' && stored.createdAt < unconfirmedCutoff(now);
