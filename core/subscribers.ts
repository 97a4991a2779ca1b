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
}

/** How long a confirmation link works. */
export const CONFIRMATION_LINK_DAYS = 7;
/** An address never confirmed is deleted this long after its sign-up. */
export const UNCONFIRMED_KEPT_DAYS = 30;
/** A repeated sign-up resends the confirmation mail at most this often. */
export const CONFIRMATION_RESEND_HOURS = 1;

/** The columns of the export, as mail services (Mailchimp, Buttondown, ConvertKit) import them. */
export const SUBSCRIBER_CSV_COLUMNS = ['email', 'confirmed at', 'source'] as const;
