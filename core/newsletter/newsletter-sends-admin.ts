/**
 * The admin's Newsletter page as its API and its in-memory fake both answer it: each send of a
 * post with its figures (functions/src/newsletter/sends-admin-handler.ts).
 */
import { z } from 'zod';
import { newsletterInputSchema } from './newsletter-schema';
import {
  RETRYABLE_STATES,
  type RecipientState,
  type SendCounts,
  type SendStatus,
} from './newsletter-send';

/** One send as the Newsletter page shows it. */
export interface NewsletterSendRow {
  id: string;
  postId: string;
  /** The post's title when it was read; '' for a post deleted since. */
  postTitle: string;
  status: SendStatus;
  createdAt: string;
  finishedAt: string | null;
  /** Recipients copied when it started. */
  total: number;
  counts: SendCounts;
  /** Unsubscribes from its mail's links and one-click headers. */
  unsubscribes: number;
  /** Views of the post from its mail's links (`?ref=newsletter-{id}`), counted by the site. */
  visits: number;
}

/** GET /api/admin/newsletter/sends: newest first, at most NEWSLETTER_SENDS_SHOWN. */
export interface NewsletterSendList {
  sends: NewsletterSendRow[];
}

export const NEWSLETTER_SENDS_SHOWN = 50;

/** The recipients the owner may send a send's mail again to, one kind at a time. */
export type RetryState = (typeof RETRYABLE_STATES)[number] & RecipientState;

/** POST /api/admin/newsletter/sends/:id/retry */
export const retrySendSchema = z.object({ state: z.enum(RETRYABLE_STATES) });

/** POST …/retry and …/cancel answer how many recipients it concerned. */
export interface SendActionResult {
  recipients: number;
}

/** Whether a send may still change: its figures are worth polling. */
export const sendInProgress = (send: Pick<NewsletterSendRow, 'status'>) =>
  send.status === 'copying' || send.status === 'sending';

/** GET /api/admin/newsletter/posts/:id: what emailing the post would do now. */
export interface PostSendState {
  /** Confirmed subscribers no bounce suppressed: whom a send would mail. */
  recipients: number;
  /** The post's sends, newest first: a post is emailed once unless the owner resends it. */
  sends: NewsletterSendRow[];
  /** A scheduled post the owner chose to email: its send starts when the schedule publishes it. */
  emailOnPublish: boolean;
}

/** POST /api/admin/newsletter/posts/:id: `resend` is the owner's explicit, confirmed choice. */
export const postSendSchema = z.object({ resend: z.boolean().default(false) });

/** GET /api/admin/newsletter/posts/:id/preview: the mail as subscribers get it. */
export interface PostMailPreview {
  subject: string;
  /** The whole HTML part; its unsubscribe link a placeholder, each subscriber's own when sent. */
  html: string;
}

/** POST /api/admin/newsletter/posts/:id/test: one copy to an address, checked as a sign-up's is. */
export const testSendSchema = newsletterInputSchema.pick({ email: true });

/** POST …/test answers the address it mailed. */
export interface TestSendResult {
  sentTo: string;
}

/** A test copy's subject starts with this: it is not the mail subscribers get. */
export const TEST_SUBJECT_PREFIX = '[Test] ';

/** Test copies an admin may send in a minute. */
export const TEST_SENDS_PER_MINUTE = 5;

export const POST_SEND_TEXT = {
  notPublished: 'Only a published or scheduled post can be emailed',
  alreadySent: 'This post was already emailed; resending it is a choice of its own',
  noPost: 'No post with that id',
  tooManyTests: 'Too many test mails; please try again in a minute.',
  mailNotSent: 'The mail could not be sent; check the mail settings (SMTP_URL)',
} as const;

/**
 * The id of a post's `n`th send (0: the first): fixed, so a second request for the same send, a
 * double click or a retried request, finds it taken rather than mailing everyone twice.
 */
export const postSendId = (postId: string, n: number) =>
  n === 0 ? `post-${postId}` : `post-${postId}-${n + 1}`;
