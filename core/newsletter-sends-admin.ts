/**
 * The admin's Newsletter page as its API and its in-memory fake both answer it: each send of a
 * post with its figures (functions/src/newsletter/sends-admin-handler.ts).
 */
import { z } from 'zod';
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
