import { emptyCounts, type SendCounts } from '@core/newsletter/newsletter-send';
import { escapeAttribute } from '@core/lib/html-attribute';
import {
  POST_SEND_TEXT,
  postSendId,
  sendInProgress,
  testSendSchema,
  TEST_SUBJECT_PREFIX,
  type NewsletterSendRow,
  type PostSendState,
} from '@core/newsletter/newsletter-sends-admin';
import { AdminApiError } from '../data/admin-api';
import type { NewsletterStore } from '../data/newsletter-store';

export interface InMemoryNewsletterSeed {
  sends?: readonly NewsletterSendRow[];
  /** Confirmed subscribers no bounce suppressed: whom a new send copies. */
  recipients?: number;
  /** Published posts' titles by id: the posts that can be emailed. */
  posts?: Record<string, string>;
  /** Scheduled posts' titles by id: emailed when published, if the owner chooses. */
  scheduled?: Record<string, string>;
  /** Makes every call of these fail (error states in stories and tests). */
  failing?: readonly (keyof NewsletterStore)[];
}

/** A send for seeds: done, of 120 recipients all sent, unless told otherwise. */
export function sampleSend(
  fields: Partial<Omit<NewsletterSendRow, 'counts'>> & { counts?: Partial<SendCounts> },
): NewsletterSendRow {
  const counts = { ...emptyCounts(), sent: 120, ...fields.counts };
  return {
    id: 'send-1',
    postId: 'post-1',
    postTitle: 'Elf on the Shelf ideas for the first week',
    status: 'done',
    createdAt: '2026-11-28T08:00:00.000Z',
    finishedAt: '2026-11-28T08:04:00.000Z',
    total: Object.values(counts).reduce((sum, n) => sum + n, 0),
    unsubscribes: 0,
    visits: 0,
    ...fields,
    counts,
  };
}

/** A mail's HTML for previews in memory: one column, 600 px at most, as the real one is. */
const samplePreviewHtml = (title: string) =>
  `<!doctype html><html><body style="margin:0;padding:16px 0;background:#f4efe6;font-family:Arial,sans-serif"><table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td><div style="max-width:600px;margin:0 auto;background:#fff;padding:24px"><h1 style="font-size:26px">${escapeAttribute(title)}</h1><p>Our elf came back with twenty ideas for the first week.</p><a href="https://unsubscribe.invalid/placeholder">Unsubscribe</a></div></td></tr></table></body></html>`;

/**
 * The sends in memory, answering as the API does; `progress` moves a running send on as its
 * worker would (live progress in tests).
 */
export function inMemoryNewsletter(seed: InMemoryNewsletterSeed = {}) {
  const sends = new Map((seed.sends ?? []).map((send) => [send.id, structuredClone(send)]));
  const failing = (method: keyof NewsletterStore) => {
    if (seed.failing?.includes(method))
      throw new AdminApiError('Could not reach the newsletter', 503);
  };
  const found = (id: string) => {
    const send = sends.get(id);
    if (!send) throw new AdminApiError('No send with that id', 404);
    return send;
  };
  /** The test copies sent: address and subject. */
  const testsSent: { email: string; subject: string }[] = [];
  /** The scheduled posts the owner chose to email when published. */
  const onPublish = new Set<string>();
  const titleOf = (postId: string) => {
    const title = seed.posts?.[postId] ?? seed.scheduled?.[postId];
    if (title === undefined) throw new AdminApiError(POST_SEND_TEXT.noPost, 404);
    return title;
  };
  const store: NewsletterStore = {
    sends: async () => {
      failing('sends');
      return {
        sends: [...sends.values()]
          .sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1))
          .map((send) => structuredClone(send)),
      };
    },
    cancel: async (id) => {
      failing('cancel');
      const send = found(id);
      if (!sendInProgress(send)) throw new AdminApiError('The send has already ended', 409);
      send.status = 'cancelled';
      send.finishedAt = new Date().toISOString();
      return { recipients: send.counts.pending };
    },
    retry: async (id, state) => {
      failing('retry');
      const send = found(id);
      const recipients = send.counts[state];
      send.counts = { ...send.counts, [state]: 0, pending: send.counts.pending + recipients };
      if (recipients > 0) send.status = 'sending';
      return { recipients };
    },
    postState: async (postId) => {
      failing('postState');
      return postState(postId);
    },
    emailPost: async (postId, { resend }) => {
      failing('emailPost');
      const title = seed.posts?.[postId];
      const earlier = postState(postId).sends.length;
      if (earlier > 0 && !resend) throw new AdminApiError(POST_SEND_TEXT.alreadySent, 409);
      if (title === undefined && seed.scheduled?.[postId] !== undefined && earlier === 0) {
        onPublish.add(postId);
        return postState(postId);
      }
      if (title === undefined) throw new AdminApiError(POST_SEND_TEXT.notPublished, 409);
      const recipients = seed.recipients ?? 0;
      sends.set(
        postSendId(postId, earlier),
        sampleSend({
          id: postSendId(postId, earlier),
          postId,
          postTitle: title,
          status: 'sending',
          createdAt: new Date(Date.now() + earlier).toISOString(),
          finishedAt: null,
          counts: { sent: 0, pending: recipients },
        }),
      );
      return postState(postId);
    },
    dropEmailOnPublish: async (postId) => {
      failing('dropEmailOnPublish');
      onPublish.delete(postId);
      return postState(postId);
    },
    preview: async (postId) => {
      failing('preview');
      const title = titleOf(postId);
      return { subject: title, html: samplePreviewHtml(title) };
    },
    sendTest: async (postId, email) => {
      failing('sendTest');
      const title = titleOf(postId);
      const parsed = testSendSchema.safeParse({ email });
      if (!parsed.success) throw new AdminApiError(parsed.error.issues[0]!.message, 400);
      testsSent.push({ email: parsed.data.email, subject: `${TEST_SUBJECT_PREFIX}${title}` });
      return { sentTo: parsed.data.email };
    },
  };
  const postState = (postId: string): PostSendState => ({
    recipients: seed.recipients ?? 0,
    emailOnPublish: onPublish.has(postId),
    sends: [...sends.values()]
      .filter((send) => send.postId === postId)
      .sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1))
      .map((send) => structuredClone(send)),
  });
  return {
    ...store,
    testsSent,
    store: (...added: NewsletterSendRow[]) => {
      for (const send of added) sends.set(send.id, structuredClone(send));
    },
    progress: (id: string, mailed: number) => {
      const send = found(id);
      const moved = Math.min(mailed, send.counts.pending);
      send.counts = {
        ...send.counts,
        pending: send.counts.pending - moved,
        sent: send.counts.sent + moved,
      };
      if (send.counts.pending === 0) send.status = 'done';
    },
  };
}
