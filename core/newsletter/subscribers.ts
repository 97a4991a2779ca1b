/**
 * A newsletter subscriber as stored (collection `newsletterSignups`, one document per address, its
 * id the SHA-256 of the normalized address) and as the admin's Subscribers page, its CSV export and
 * the mails read it. Written only by functions (the sign-up, the confirmation and unsubscribe links,
 * the admin's erase); the rules let no client write it.
 */

/** Waiting: signed up, not yet confirmed by the link mailed to the address (double opt-in). */
export const SUBSCRIBER_STATUSES = ['waiting', 'confirmed', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

export interface Subscriber {
  /** The normalized address (lower case, trimmed). */
  email: string;
  status: SubscriberStatus;
  /** ISO time of the first sign-up (of this subscription: a sign-up after unsubscribing starts anew). */
  createdAt: string;
  /** ISO time the link was followed; absent while waiting. */
  confirmedAt?: string;
  /** ISO time of the unsubscribe. */
  unsubscribedAt?: string;
  /** The path of the page whose form the visitor used ('/', '/blog/…'); '' when unknown. */
  source: string;
  /** ISO time of the last confirmation mail: a repeated sign-up resends at most once an hour. */
  confirmationSentAt?: string;
  /**
   * ISO time the confirmation mail was held back by the site's hourly cap: mailed as soon as the
   * cap frees (functions/src/newsletter/confirmation-mail.ts, mailHeldConfirmations).
   */
  confirmationHeldAt?: string;
  /**
   * ISO time a newsletter send's mail to the address bounced for good (a hard bounce): no later
   * send mails it (functions/src/newsletter/send-job.ts).
   */
  bouncedAt?: string;
  /**
   * ISO time of the latest sign-up with this address, whatever its state: every sign-up writes it
   * (the request's work is the same for every address), and the mail trigger acts on each new one.
   */
  lastSignupAt?: string;
}

/** How long a confirmation link works. */
export const CONFIRMATION_LINK_DAYS = 7;
/** An address never confirmed is deleted this long after its sign-up. */
export const UNCONFIRMED_KEPT_DAYS = 30;
/** A repeated sign-up resends the confirmation mail at most this often. */
export const CONFIRMATION_RESEND_HOURS = 1;

/** The columns of the export, as mail services (Mailchimp, Buttondown, ConvertKit) import them. */
export const SUBSCRIBER_CSV_COLUMNS = ['email', 'confirmed at', 'source'] as const;

const isoOrUndefined = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/**
 * A stored document as a Subscriber, or null when it holds no address. A document without
 * `status` is a sign-up from before double opt-in, when a sign-up was the consent: it reads as
 * confirmed at its sign-up, from a page nobody recorded.
 */
export function subscriberOf(data: unknown): Subscriber | null {
  if (typeof data !== 'object' || data === null) return null;
  const stored = data as Record<string, unknown>;
  if (typeof stored.email !== 'string' || stored.email === '') return null;
  const createdAt = isoOrUndefined(stored.createdAt) ?? '';
  const status = SUBSCRIBER_STATUSES.find((s) => s === stored.status);
  const bouncedAt = isoOrUndefined(stored.bouncedAt);
  if (stored.status === undefined)
    return {
      email: stored.email,
      status: 'confirmed',
      createdAt,
      confirmedAt: createdAt,
      source: '',
      // A send marks a bounce on whatever it mailed, this kind too.
      ...(bouncedAt ? { bouncedAt } : {}),
    };
  const subscriber: Subscriber = {
    email: stored.email,
    // A status this release does not know is not consent to mail.
    status: status ?? 'waiting',
    createdAt,
    source: typeof stored.source === 'string' ? stored.source : '',
  };
  const confirmedAt = isoOrUndefined(stored.confirmedAt);
  const unsubscribedAt = isoOrUndefined(stored.unsubscribedAt);
  const confirmationSentAt = isoOrUndefined(stored.confirmationSentAt);
  if (confirmedAt) subscriber.confirmedAt = confirmedAt;
  if (bouncedAt) subscriber.bouncedAt = bouncedAt;
  if (unsubscribedAt) subscriber.unsubscribedAt = unsubscribedAt;
  if (confirmationSentAt) subscriber.confirmationSentAt = confirmationSentAt;
  return subscriber;
}

/**
 * Whether a send mails the subscriber: confirmed, and no earlier send's mail to it bounced for
 * good. What the Subscribers page counts and exports as confirmed, and what the editor's count
 * and a send's recipients are.
 */
export const isMailable = (subscriber: Subscriber | null): subscriber is Subscriber =>
  subscriber?.status === 'confirmed' && !subscriber.bouncedAt;
