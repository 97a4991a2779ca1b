/**
 * The admin's Newsletter page API (routes in core/api-routes.ts, shapes in
 * core/newsletter/newsletter-sends-admin.ts): each send with its figures, and the owner's cancel and retries.
 * A send's recipients hold addresses: none leaves here. The post editor's "Email this post" starts a
 * send here, at most once per post unless the owner resends it.
 */
import { logger } from 'firebase-functions';
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import {
  NEWSLETTER_SENDS_SHOWN,
  POST_SEND_TEXT,
  postSendId,
  postSendSchema,
  retrySendSchema,
  TEST_SENDS_PER_MINUTE,
  testSendSchema,
  type NewsletterSendList,
  type NewsletterSendRow,
  type PostMailPreview,
  type PostSendState,
  type SendActionResult,
  type TestSendResult,
} from '@core/newsletter/newsletter-sends-admin';
import type { StoredPost } from '@core/models';
import { COLLECTIONS } from '@core/paths';
import { adminError, adminJson, readAdminInput, requireAdminActor } from '../admin-request';
import type { ApiHandlers } from './api-handlers';
import { tooManyRequests } from '../rate-limit';
import { counterTotals } from '../../counters/sharded-counter';
import {
  NEWSLETTER_SEND_COUNTERS,
  NEWSLETTER_SEND_COUNT_FIELDS,
} from '../../counters/site-counters';
import { mailFailureReason } from '../../mail/send-mail';
import { countOf, db } from '../../platform/firebase';
import { consumeQuota, keyedWindowRef, RateLimited } from '../../platform/quotas';
import {
  postMailPreview,
  sendTestPostMail,
  type MailedPost,
} from '../../newsletter/newsletter-mails';
import {
  cancelSend,
  createSend,
  retrySend,
  sendRef,
  type StoredSend,
} from '../../newsletter/send-job';
import { emailOnPublishRef } from '../../newsletter/email-on-publish';
import { subscriberCounts } from '../../newsletter/subscriber-store';

const MAX_BODY_BYTES = 1024;
const TEST_SEND_SCOPE = 'newsletter-test';

type SendDoc = QueryDocumentSnapshot<StoredSend>;

/** The sends as the page shows them: each with its post's title and what it brought. */
async function rowsOf(docs: SendDoc[]): Promise<NewsletterSendRow[]> {
  const postIds = [...new Set(docs.map((doc) => doc.data().postId))];
  const posts = postIds.length
    ? await db().getAll(...postIds.map((id) => db().collection(COLLECTIONS.posts).doc(id)), {
        fieldMask: ['title'],
      })
    : [];
  const titles = new Map(posts.map((post) => [post.id, String(post.get('title') ?? '')]));
  return Promise.all(
    docs.map(async (doc): Promise<NewsletterSendRow> => {
      const send = doc.data();
      const brought = await counterTotals(
        NEWSLETTER_SEND_COUNTERS,
        doc.ref,
        NEWSLETTER_SEND_COUNT_FIELDS,
      );
      return {
        id: doc.id,
        postId: send.postId,
        postTitle: titles.get(send.postId) ?? '',
        status: send.status,
        createdAt: send.createdAt,
        finishedAt: send.finishedAt ?? null,
        total: send.total,
        counts: send.counts,
        ...brought,
      };
    }),
  );
}

const sends = () => sendRef('_').parent;

async function list(): Promise<NewsletterSendList> {
  const snapshot = await sends().orderBy('createdAt', 'desc').limit(NEWSLETTER_SENDS_SHOWN).get();
  return { sends: await rowsOf(snapshot.docs) };
}

async function postSendState(postId: string): Promise<PostSendState> {
  const [{ mailable: recipients }, snapshot, choice] = await Promise.all([
    subscriberCounts(),
    sends().where('postId', '==', postId).get(),
    emailOnPublishRef(postId).get(),
  ]);
  const docs = [...snapshot.docs].sort((a, b) =>
    a.data().createdAt < b.data().createdAt ? 1 : -1,
  );
  return { recipients, sends: await rowsOf(docs), emailOnPublish: choice.exists };
}

/** Firestore's ALREADY_EXISTS: another request created this send first. */
const alreadyExists = (error: unknown) => (error as { code?: unknown }).code === 6;

async function emailPost(request: Request, postId: string): Promise<Response> {
  const actor = await requireAdminActor(request);
  if (actor instanceof Response) return actor;
  if (request.method === 'GET') return adminJson(await postSendState(postId));
  if (request.method === 'DELETE') {
    await emailOnPublishRef(postId).delete();
    return adminJson(await postSendState(postId));
  }
  const input = await readAdminInput(request, postSendSchema, MAX_BODY_BYTES);
  if (input instanceof Response) return input;
  const post = await db().collection(COLLECTIONS.posts).doc(postId).get();
  if (!post.exists) return adminError(404, { error: POST_SEND_TEXT.noPost });
  const earlier = await countOf(sends().where('postId', '==', postId));
  if (earlier > 0 && !input.resend) return adminError(409, { error: POST_SEND_TEXT.alreadySent });
  if (post.get('published') !== true) {
    if (typeof post.get('scheduledAt') !== 'string' || earlier > 0)
      return adminError(409, { error: POST_SEND_TEXT.notPublished });
    // Its send starts when the schedule publishes it (email-on-publish.ts).
    await emailOnPublishRef(postId).set({ requestedAt: new Date().toISOString() });
    return adminJson(await postSendState(postId), 201);
  }
  try {
    await createSend(postSendId(postId, earlier), postId);
  } catch (error) {
    if (alreadyExists(error)) return adminError(409, { error: POST_SEND_TEXT.alreadySent });
    throw error;
  }
  return adminJson(await postSendState(postId), 201);
}

/** The stored post as its mail reads it, or null. */
async function mailedPost(postId: string): Promise<MailedPost | null> {
  const post = await db().collection(COLLECTIONS.posts).doc(postId).get();
  return post.exists ? (post.data() as StoredPost) : null;
}

/** The post's mail as subscribers would get it: a draft's or a scheduled post's too. */
async function preview(request: Request, postId: string): Promise<Response> {
  const actor = await requireAdminActor(request);
  if (actor instanceof Response) return actor;
  const post = await mailedPost(postId);
  if (!post) return adminError(404, { error: POST_SEND_TEXT.noPost });
  return adminJson((await postMailPreview(post)) satisfies PostMailPreview);
}

/**
 * One copy of the post's mail to the address the owner typed, its subject marked as a test: no
 * send is stored, so the post is not emailed by it. Limited per admin, as each is a mail sent.
 */
async function testSend(request: Request, postId: string): Promise<Response> {
  const actor = await requireAdminActor(request);
  if (actor instanceof Response) return actor;
  const input = await readAdminInput(request, testSendSchema, MAX_BODY_BYTES);
  if (input instanceof Response) return input;
  const post = await mailedPost(postId);
  if (!post) return adminError(404, { error: POST_SEND_TEXT.noPost });
  const now = new Date();
  try {
    await consumeQuota(
      keyedWindowRef(TEST_SEND_SCOPE, actor.uid, now, 'minute'),
      TEST_SENDS_PER_MINUTE,
      'minute',
      now,
    );
  } catch (error) {
    if (error instanceof RateLimited)
      return tooManyRequests(POST_SEND_TEXT.tooManyTests, 'minute', now);
    throw error;
  }
  const { email } = input;
  try {
    await sendTestPostMail(post, email);
  } catch (error) {
    logger.error('Test mail of a post failed', { post: postId, reason: mailFailureReason(error) });
    return adminError(503, { error: POST_SEND_TEXT.mailNotSent });
  }
  return adminJson({ sentTo: email } satisfies TestSendResult);
}

const noSuchSend = () => adminError(404, { error: 'No send with that id' });

async function cancel(request: Request, id: string): Promise<Response> {
  const actor = await requireAdminActor(request);
  if (actor instanceof Response) return actor;
  const pending = (await sendRef(id).get()).data()?.counts.pending;
  if (pending === undefined) return noSuchSend();
  if (!(await cancelSend(id))) return adminError(409, { error: 'The send has already ended' });
  return adminJson({ recipients: pending } satisfies SendActionResult);
}

async function retry(request: Request, id: string): Promise<Response> {
  const actor = await requireAdminActor(request);
  if (actor instanceof Response) return actor;
  const input = await readAdminInput(request, retrySendSchema, MAX_BODY_BYTES);
  if (input instanceof Response) return input;
  if (!(await sendRef(id).get()).exists) return noSuchSend();
  const recipients = await retrySend(id, [input.state]);
  return adminJson({ recipients } satisfies SendActionResult);
}

export const NEWSLETTER_SENDS_HANDLERS = {
  newsletterSends: async (request) => {
    const actor = await requireAdminActor(request);
    if (actor instanceof Response) return actor;
    return adminJson(await list());
  },
  newsletterPostSend: (request, { id }) => emailPost(request, id),
  newsletterPostPreview: (request, { id }) => preview(request, id),
  newsletterPostTest: (request, { id }) => testSend(request, id),
  newsletterSendCancel: (request, { id }) => cancel(request, id),
  newsletterSendRetry: (request, { id }) => retry(request, id),
} satisfies Partial<ApiHandlers>;
