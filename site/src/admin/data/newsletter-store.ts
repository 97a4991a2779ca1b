/**
 * The Newsletter page's data: the admin newsletter API behind the NewsletterStore seam (tests and
 * stories use the in-memory one in site/src/admin/testing/).
 */
import type { User } from 'firebase/auth';
import { apiPath } from '@core/api-routes';
import type {
  NewsletterSendList,
  PostMailPreview,
  PostSendState,
  RetryState,
  SendActionResult,
  TestSendResult,
} from '@core/newsletter/newsletter-sends-admin';
import { callAdminApi, jsonRequest } from './admin-api';

export interface NewsletterStore {
  /** Each send, newest first, with its figures as they are now. */
  sends(): Promise<NewsletterSendList>;
  /** Stops a running send between two batches; answers how many were left unsent. */
  cancel(id: string): Promise<SendActionResult>;
  /** Mails the send's recipients in `state` again; answers how many. */
  retry(id: string, state: RetryState): Promise<SendActionResult>;
  /** Whom emailing the post would reach, and its sends so far. */
  postState(postId: string): Promise<PostSendState>;
  /**
   * Emails a published post to the confirmed subscribers; a scheduled one when it is published.
   * Refused (409) once it was emailed, unless `resend`: the owner's explicit choice.
   */
  emailPost(postId: string, options: { resend: boolean }): Promise<PostSendState>;
  /** Takes back a scheduled post's email before the post is published. */
  dropEmailOnPublish(postId: string): Promise<PostSendState>;
  /** The post's mail as subscribers would get it (its unsubscribe link a placeholder). */
  preview(postId: string): Promise<PostMailPreview>;
  /** One copy of the post's mail to `email`, marked as a test; the post is not emailed by it. */
  sendTest(postId: string, email: string): Promise<TestSendResult>;
}

export function apiNewsletterStore(currentUser: () => User | null): NewsletterStore {
  const call = <T>(path: string, init: RequestInit = {}) =>
    callAdminApi<T>(currentUser(), path, { cache: 'no-store', ...init });
  return {
    sends: () => call<NewsletterSendList>(apiPath('newsletterSends')),
    cancel: (id) =>
      call<SendActionResult>(apiPath('newsletterSendCancel', { id }), jsonRequest({})),
    retry: (id, state) =>
      call<SendActionResult>(apiPath('newsletterSendRetry', { id }), jsonRequest({ state })),
    postState: (postId) => call<PostSendState>(apiPath('newsletterPostSend', { id: postId })),
    emailPost: (postId, { resend }) =>
      call<PostSendState>(apiPath('newsletterPostSend', { id: postId }), jsonRequest({ resend })),
    dropEmailOnPublish: (postId) =>
      call<PostSendState>(apiPath('newsletterPostSend', { id: postId }), { method: 'DELETE' }),
    preview: (postId) => call<PostMailPreview>(apiPath('newsletterPostPreview', { id: postId })),
    sendTest: (postId, email) =>
      call<TestSendResult>(apiPath('newsletterPostTest', { id: postId }), jsonRequest({ email })),
  };
}
