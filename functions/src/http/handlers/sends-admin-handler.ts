/**
 * The admin's Newsletter page API (routes in core/api-routes.ts, shapes in
 * core/newsletter/newsletter-sends-admin.ts): each send with its figures, and the owner's cancel and retries.
 * A send's recipients hold addresses: none leaves here. The post editor's "Email this post" starts a
 * send here, at most once per post unless the owner resends it.
 */
import { fieldIssues } from '@core/generators/content-schemas';
import type { Query, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import {
  NEWSLETTER_SENDS_SHOWN,
  POST_SEND_TEXT,
  postSendId,
  postSendSchema,
  retrySendSchema,
  type NewsletterSendList,
  type NewsletterSendRow,
  type PostSendState,
  type SendActionResult,
} from '@core/newsletter/newsletter-sends-admin';
import { COLLECTIONS } from '@core/paths';
import {
  adminError,
  adminJson,
  invalidInput,
  readJsonBody,
  requireAdminActor,
} from '../admin-request';
import type { ApiHandlers } from './api-handlers';
import { counterTotals } from '../../counters/sharded-counter';
import {
  NEWSLETTER_SEND_COUNTERS,
  NEWSLETTER_SEND_COUNT_FIELDS,
} from '../../counters/site-counters';
import { db } from '../../platform/firebase';
import {
  cancelSend,
  createSend,
  retrySend,
  sendRef,
  type StoredSend,
} from '../../newsletter/send-job';

const MAX_BODY_BYTES = 1024;

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

const count = async (query: Query) => (await query.count().get()).data().count;

/**
 * Whom a send would mail, counted, not read: the confirmed (a document without a status is a
 * sign-up from before double opt-in, confirmed) but those a hard bounce suppressed.
 */
async function mailableSubscribers(): Promise<number> {
  const signups = db().collection(COLLECTIONS.newsletterSignups);
  const [all, waiting, unsubscribed, bounced] = await Promise.all([
    count(signups),
    count(signups.where('status', '==', 'waiting')),
    count(signups.where('status', '==', 'unsubscribed')),
    count(signups.where('status', '==', 'confirmed').where('bouncedAt', '>', '')),
  ]);
  return all - waiting - unsubscribed - bounced;
}

async function postSendState(postId: string): Promise<PostSendState> {
  const [recipients, snapshot] = await Promise.all([
    mailableSubscribers(),
    sends().where('postId', '==', postId).get(),
  ]);
  const docs = [...snapshot.docs].sort((a, b) =>
    a.data().createdAt < b.data().createdAt ? 1 : -1,
  );
  return { recipients, sends: await rowsOf(docs) };
}

/** Firestore's ALREADY_EXISTS: another request created this send first. */
const alreadyExists = (error: unknown) => (error as { code?: unknown }).code === 6;

async function emailPost(request: Request, postId: string): Promise<Response> {
  const actor = await requireAdminActor(request);
  if (actor instanceof Response) return actor;
  if (request.method === 'GET') return adminJson(await postSendState(postId));
  const read = await readJsonBody(request, MAX_BODY_BYTES);
  if (read instanceof Response) return read;
  const parsed = postSendSchema.safeParse(read.body);
  if (!parsed.success) {
    const issues = fieldIssues(parsed.error);
    return invalidInput(issues[0]!.message, issues);
  }
  const post = await db().collection(COLLECTIONS.posts).doc(postId).get();
  if (!post.exists) return adminError(404, { error: 'No post with that id' });
  if (post.get('published') !== true)
    return adminError(409, { error: POST_SEND_TEXT.notPublished });
  const earlier = await count(sends().where('postId', '==', postId));
  if (earlier > 0 && !parsed.data.resend)
    return adminError(409, { error: POST_SEND_TEXT.alreadySent });
  try {
    await createSend(postSendId(postId, earlier), postId);
  } catch (error) {
    if (alreadyExists(error)) return adminError(409, { error: POST_SEND_TEXT.alreadySent });
    throw error;
  }
  return adminJson(await postSendState(postId), 201);
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
  const read = await readJsonBody(request, MAX_BODY_BYTES);
  if (read instanceof Response) return read;
  const parsed = retrySendSchema.safeParse(read.body);
  if (!parsed.success) {
    const issues = fieldIssues(parsed.error);
    return invalidInput(issues[0]!.message, issues);
  }
  if (!(await sendRef(id).get()).exists) return noSuchSend();
  const recipients = await retrySend(id, [parsed.data.state]);
  return adminJson({ recipients } satisfies SendActionResult);
}

export const NEWSLETTER_SENDS_HANDLERS = {
  newsletterSends: async (request) => {
    const actor = await requireAdminActor(request);
    if (actor instanceof Response) return actor;
    return adminJson(await list());
  },
  newsletterPostSend: (request, { id }) => emailPost(request, id),
  newsletterSendCancel: (request, { id }) => cancel(request, id),
  newsletterSendRetry: (request, { id }) => retry(request, id),
} satisfies Partial<ApiHandlers>;
