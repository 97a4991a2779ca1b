/**
 * What a newsletter sign-up, a confirmation and an unsubscribe do to the stored subscriber
 * (core/subscribers.ts), decided here without Firestore so each case is tested directly.
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

export interface SignupPlan {
  /** The subscriber to store, or null to leave the stored one as it is. */
  write: Subscriber | null;
  /** Whether a confirmation mail is due (the caps may still hold it back). */
  sendConfirmation: boolean;
}

/**
 * A sign-up of `email` from the page `source` at `now`. New, or unsubscribed before: a new
 * subscription, waiting, and a confirmation mail. Waiting: the mail again, at most once an hour.
 * Confirmed (or signed up before double opt-in): nothing changes and nothing is sent. The caller
 * answers the same in every case.
 */
export function planSignup(
  stored: StoredSubscriber | undefined,
  email: string,
  source: string,
  now: Date,
): SignupPlan {
  const at = now.toISOString();
  if (!stored || stored.status === 'unsubscribed')
    return {
      write: { email, status: 'waiting', createdAt: at, source, confirmationSentAt: at },
      sendConfirmation: true,
    };
  if (stored.status !== 'waiting') return { write: null, sendConfirmation: false };
  const lastSent = stored.confirmationSentAt ? Date.parse(stored.confirmationSentAt) : 0;
  if (now.getTime() - lastSent < CONFIRMATION_RESEND_HOURS * HOUR_MS)
    return { write: null, sendConfirmation: false };
  return {
    write: { ...(stored as Subscriber), confirmationSentAt: at },
    sendConfirmation: true,
  };
}

/** What following a confirmation link comes to, and the subscriber to store if it changes. */
export type ConfirmOutcome =
  | { result: 'confirmed'; write: Subscriber; welcome: true }
  | { result: 'confirmed'; write: null; welcome: false }
  | { result: 'invalid' };

/**
 * Confirms a waiting subscriber (and the welcome mail goes out once); a confirmed one stays so (a
 * second click says the same). Gone (deleted, unsubscribed since): the link no longer works.
 */
export function planConfirm(stored: StoredSubscriber | undefined, now: Date): ConfirmOutcome {
  if (!stored || stored.status === 'unsubscribed') return { result: 'invalid' };
  if (stored.status !== 'waiting') return { result: 'confirmed', write: null, welcome: false };
  const { confirmationSentAt: _sent, ...rest } = stored as Subscriber;
  return {
    result: 'confirmed',
    write: { ...rest, status: 'confirmed', confirmedAt: now.toISOString() },
    welcome: true,
  };
}

/** The subscriber after an unsubscribe, or null when there is nothing to change. */
export function planUnsubscribe(
  stored: StoredSubscriber | undefined,
  now: Date,
): Subscriber | null {
  if (!stored || stored.status === 'unsubscribed') return null;
  return { ...(stored as Subscriber), status: 'unsubscribed', unsubscribedAt: now.toISOString() };
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
