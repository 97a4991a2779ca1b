/**
 * The admin's Subscribers API (routes in core/api-routes.ts, shapes in core/newsletter/subscribers-admin.ts):
 * the list, the dashboard's figures, the CSV export of confirmed addresses and the erase. An
 * address is personal data: the export and the erase are in the audit log by count, and nothing
 * here writes an address to a log.
 */
import { FieldPath, type Query } from 'firebase-admin/firestore';
import { bulkDeleteSchema, type BulkDeleteResult } from '@core/admin/admin-content-api';
import { COLLECTIONS } from '@core/paths';
import {
  growthWindows,
  planSubscriberList,
  subscriberListPage,
  subscribersCsv,
  subscribersCsvFileName,
  subscribersLabel,
  type SubscriberFigures,
} from '@core/newsletter/subscribers-admin';
import {
  isMailable,
  SUBSCRIBER_STATUSES,
  subscriberOf,
  type Subscriber,
} from '@core/newsletter/subscribers';
import { adminError, adminJson, readAdminInput, requireAdminActor } from '../admin-request';
import type { ApiHandlers } from './api-handlers';
import { recordAudit } from '../../audit/audit-log';
import { reasonOf } from '../../imports/import-runner';
import { forgetRecipients } from '../../newsletter/send-job';
import {
  erasedSubscriberIds,
  erasedSubscriberRef,
  subscriberCounts,
} from '../../newsletter/subscriber-store';
import { countOf, db } from '../../platform/firebase';

/** MAX_BULK_DELETE ids of 64 hex characters, JSON-escaped, with room to spare. */
const MAX_ERASE_BODY_BYTES = 64 * 1024;
/** Ids per transaction, each deleted and marked erased, with the audit entry: within 500 writes. */
const ERASE_PER_TRANSACTION = 200;
/** Documents the export reads a time. */
const EXPORT_CHUNK = 1000;

const signups = () => db().collection(COLLECTIONS.newsletterSignups);
const newestFirst = () =>
  signups().orderBy('createdAt', 'desc').orderBy(FieldPath.documentId(), 'desc');

async function list(request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const plan = planSubscriberList({
    q: params.get('q'),
    status: params.get('status'),
    after: params.get('after'),
  });
  if ('error' in plan) return adminError(400, { error: plan.error });
  let query = newestFirst();
  if (plan.after) query = query.startAfter(...plan.after);
  const snapshot = await query.limit(plan.read + 1).get();
  return adminJson(
    subscriberListPage(
      snapshot.docs.map((doc) => ({ id: doc.id, data: doc.data() })),
      plan,
    ),
  );
}

/**
 * Counted, not read. A document without a status (a sign-up from before double opt-in) is
 * confirmed at its sign-up: such documents are those of a window less those with a status.
 */
async function confirmedIn(window: { from: string; to: string }): Promise<number> {
  const inWindow = (field: string, query: Query = signups()) =>
    query.where(field, '>=', window.from).where(field, '<', window.to);
  const [confirmed, signedUp, signedUpWithStatus] = await Promise.all([
    countOf(inWindow('confirmedAt', signups().where('status', '==', 'confirmed'))),
    countOf(inWindow('createdAt')),
    countOf(inWindow('createdAt', signups().where('status', 'in', [...SUBSCRIBER_STATUSES]))),
  ]);
  return confirmed + signedUp - signedUpWithStatus;
}

async function figures(): Promise<SubscriberFigures> {
  const { last, previous } = growthWindows(new Date());
  const [{ mailable, waiting, unsubscribed }, confirmedLast30Days, confirmedPrevious30Days] =
    await Promise.all([subscriberCounts(), confirmedIn(last), confirmedIn(previous)]);
  return {
    confirmed: mailable,
    waiting,
    unsubscribed,
    confirmedLast30Days,
    confirmedPrevious30Days,
  };
}

/**
 * Every subscriber, a chunk at a time (those from before double opt-in have no status to query),
 * but those erased and not confirmed since.
 */
async function everySubscriber(): Promise<Subscriber[]> {
  const erased = await erasedSubscriberIds();
  const all: Subscriber[] = [];
  let query = signups()
    .orderBy(FieldPath.documentId())
    .select('email', 'status', 'createdAt', 'confirmedAt', 'source', 'bouncedAt')
    .limit(EXPORT_CHUNK);
  for (;;) {
    const snapshot = await query.get();
    for (const doc of snapshot.docs) {
      const subscriber = erased.has(doc.id) ? null : subscriberOf(doc.data());
      if (subscriber) all.push(subscriber);
    }
    const last = snapshot.docs[snapshot.docs.length - 1];
    if (snapshot.size < EXPORT_CHUNK || !last) return all;
    query = query.startAfter(last.id);
  }
}

async function exportCsv(request: Request): Promise<Response> {
  const actor = await requireAdminActor(request);
  if (actor instanceof Response) return actor;
  const confirmed = (await everySubscriber()).filter(isMailable);
  // A copy of the addresses left the site: who took it, and when, is on record.
  const audit = db().batch();
  recordAudit(audit, actor, {
    area: 'subscribers',
    action: 'export',
    collection: COLLECTIONS.newsletterSignups,
    documentId: null,
    label: subscribersLabel(confirmed.length),
    changes: [],
  });
  await audit.commit();
  return new Response(subscribersCsv(confirmed), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${subscribersCsvFileName(new Date())}"`,
      'cache-control': 'no-store',
    },
  });
}

/**
 * Deletes the subscribers, a chunk per transaction with its audit entry: how many were erased,
 * never their addresses or ids (an id is the address's hash, which a guess can be checked against).
 * Each is marked erased by id (erasedSubscribers), so no restore of an older backup brings it back,
 * and taken out of every newsletter send's recipients.
 */
async function erase(request: Request): Promise<Response> {
  const actor = await requireAdminActor(request);
  if (actor instanceof Response) return actor;
  const input = await readAdminInput(request, bulkDeleteSchema, MAX_ERASE_BODY_BYTES);
  if (input instanceof Response) return input;
  const result: BulkDeleteResult = { deleted: [], missing: [], failed: [] };
  const { ids } = input;
  for (let i = 0; i < ids.length; i += ERASE_PER_TRANSACTION) {
    const chunk = ids.slice(i, i + ERASE_PER_TRANSACTION);
    try {
      const docs = await db().runTransaction(async (tx) => {
        const found = await tx.getAll(...chunk.map((id) => signups().doc(id)));
        const stored = found.filter((doc) => doc.exists);
        const erasedAt = new Date().toISOString();
        for (const doc of stored) {
          tx.delete(doc.ref);
          tx.set(erasedSubscriberRef(doc.id), { erasedAt });
        }
        if (stored.length)
          recordAudit(tx, actor, {
            area: 'subscribers',
            action: 'erase',
            collection: COLLECTIONS.newsletterSignups,
            documentId: null,
            label: subscribersLabel(stored.length),
            changes: [],
          });
        return found;
      });
      for (const doc of docs) (doc.exists ? result.deleted : result.missing).push(doc.id);
    } catch (error) {
      const reason = reasonOf(error);
      result.failed.push(...chunk.map((id) => ({ id, reason })));
    }
  }
  // The missing too: an erase tried again after this step failed finishes it.
  await forgetRecipients([...result.deleted, ...result.missing]);
  return adminJson(result);
}

/** Admin-only reads. */
function adminRead(handler: (request: Request) => Promise<unknown>) {
  return async (request: Request): Promise<Response> => {
    const actor = await requireAdminActor(request);
    if (actor instanceof Response) return actor;
    const answer = await handler(request);
    return answer instanceof Response ? answer : adminJson(answer);
  };
}

export const SUBSCRIBERS_HANDLERS = {
  subscribers: adminRead(list),
  subscriberFigures: adminRead(figures),
  subscribersCsv: exportCsv,
  subscribersErase: erase,
} satisfies Partial<ApiHandlers>;
