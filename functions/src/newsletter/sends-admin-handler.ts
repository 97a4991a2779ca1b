/**
 * The admin's Newsletter page API (routes in core/api-routes.ts, shapes in
 * core/newsletter-sends-admin.ts): each send with its figures, and the owner's cancel and retries.
 * A send's recipients hold addresses: none leaves here.
 */
import { fieldIssues } from '@core/content-schemas';
import {
  NEWSLETTER_SENDS_SHOWN,
  retrySendSchema,
  type NewsletterSendList,
  type NewsletterSendRow,
  type SendActionResult,
} from '@core/newsletter-sends-admin';
import { COLLECTIONS } from '@core/paths';
import {
  adminError,
  adminJson,
  invalidInput,
  readJsonBody,
  requireAdminActor,
} from '../admin-content/admin-request';
import type { ApiHandlers } from '../api/api-handlers';
import { counterTotals } from '../counters/sharded-counter';
import { NEWSLETTER_SEND_COUNTERS, NEWSLETTER_SEND_COUNT_FIELDS } from '../counters/site-counters';
import { db } from '../platform/firebase';
import { cancelSend, retrySend, sendRef } from './send-job';

const MAX_RETRY_BODY_BYTES = 1024;

async function list(): Promise<NewsletterSendList> {
  const snapshot = await sendRef('_')
    .parent.orderBy('createdAt', 'desc')
    .limit(NEWSLETTER_SENDS_SHOWN)
    .get();
  const postIds = [...new Set(snapshot.docs.map((doc) => doc.data().postId))];
  const posts = postIds.length
    ? await db().getAll(...postIds.map((id) => db().collection(COLLECTIONS.posts).doc(id)), {
        fieldMask: ['title'],
      })
    : [];
  const titles = new Map(posts.map((post) => [post.id, String(post.get('title') ?? '')]));
  const sends = await Promise.all(
    snapshot.docs.map(async (doc): Promise<NewsletterSendRow> => {
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
  return { sends };
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
  const read = await readJsonBody(request, MAX_RETRY_BODY_BYTES);
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
  newsletterSendCancel: (request, { id }) => cancel(request, id),
  newsletterSendRetry: (request, { id }) => retry(request, id),
} satisfies Partial<ApiHandlers>;
