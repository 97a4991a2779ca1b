/**
 * The admin API for generator content: list, read, create, update and delete entries of every
 * kind, validated by the core schemas, each write audited; and the counts of the Tools page.
 */
import { FieldPath, type Query } from 'firebase-admin/firestore';
import type { ContentCounts } from '@core/admin/admin-content-api';
import { CONTENT_LIST_TEXT, planContentList } from '@core/generators/content-list-query';
import {
  CONTENT_KIND_IDS,
  contentKind,
  duplicateText,
  KEY_FIELD,
  notFoundText,
  type ContentKind,
  type ContentKindId,
} from '@core/generators/content-kinds';
import { db } from '../../platform/firebase';
import { decodeCursor, encodeCursor } from '../../platform/page-cursor';
import { adminError, adminJson, readAdminInput, requireAdminActor } from '../admin-request';
import {
  ContentNotFound,
  createContent,
  deleteContent,
  DuplicateContent,
  updateContent,
} from '../../content/content-store';

/** Far above any entry the schemas allow; refuses junk before it is parsed. */
const MAX_ENTRY_BYTES = 512 * 1024;
const DOC_ID = /^[A-Za-z0-9_-]{1,128}$/;

const notFound = (kind: ContentKind) => adminError(404, { error: notFoundText(kind) });

/**
 * GET /api/admin/content/{kind}?sort=title|newest&q=&after=&limit=: one page in the kind's order.
 * `q` finds entries whose title (or name) starts with it, ignoring case; it sorts by title.
 */
async function listContent(kind: ContentKind, params: URLSearchParams): Promise<Response> {
  const plan = planContentList(kind.id, {
    sort: params.get('sort'),
    q: params.get('q'),
    limit: params.get('limit'),
  });
  if ('error' in plan) return adminError(400, { error: plan.error });
  const { field, direction, prefix, limit } = plan;
  let query: Query = db().collection(kind.collection);
  if (prefix) query = query.where(KEY_FIELD, '>=', prefix).where(KEY_FIELD, '<', `${prefix}\uf8ff`);
  query = query.orderBy(field, direction).orderBy(FieldPath.documentId(), direction);
  const after = params.get('after');
  if (after) {
    const cursor = decodeCursor(after);
    if (!cursor) return adminError(400, { error: CONTENT_LIST_TEXT.badCursor });
    query = query.startAfter(...cursor);
  }
  const snapshot = await query.limit(limit + 1).get();
  const docs = snapshot.docs.slice(0, limit);
  const last = docs[docs.length - 1];
  return adminJson({
    items: docs.map((doc) => kind.toView(doc.id, doc.data())),
    nextAfter:
      snapshot.size > limit && last ? encodeCursor(String(last.get(field)), last.id) : null,
  });
}

/** GET /api/admin/content/counts: exact counts by count() aggregations, whatever the sizes. */
export async function contentCountsHandler(request: Request): Promise<Response> {
  const actor = await requireAdminActor(request);
  if (actor instanceof Response) return actor;
  const counts = await Promise.all(
    CONTENT_KIND_IDS.map(async (id) => {
      const snapshot = await db().collection(contentKind(id).collection).count().get();
      return [id, snapshot.data().count] as const;
    }),
  );
  return adminJson(Object.fromEntries(counts) as ContentCounts);
}

async function validatedFields(
  request: Request,
  kind: ContentKind,
): Promise<{ fields: Record<string, unknown> } | Response> {
  const input = await readAdminInput(request, kind.schema, MAX_ENTRY_BYTES, kind.summary);
  if (input instanceof Response) return input;
  return { fields: input };
}

function writeFailure(kind: ContentKind, error: unknown): Response {
  if (error instanceof ContentNotFound) return notFound(kind);
  if (error instanceof DuplicateContent)
    return adminError(409, { error: duplicateText(kind), duplicateOf: error.existingId });
  throw error;
}

/** /api/admin/content/{kind}[/{id}] */
export async function contentHandler(
  request: Request,
  kindId: ContentKindId,
  id: string | null,
): Promise<Response> {
  const actor = await requireAdminActor(request);
  if (actor instanceof Response) return actor;
  const kind = contentKind(kindId);
  const { method } = request;
  if (id === null) {
    // The route table lets only GET and POST through.
    if (method === 'GET') return listContent(kind, new URL(request.url).searchParams);
    const input = await validatedFields(request, kind);
    if (input instanceof Response) return input;
    try {
      const saved = await createContent(kind, input.fields, actor);
      return adminJson({ item: kind.toView(saved.id, saved.data) }, 201);
    } catch (error) {
      return writeFailure(kind, error);
    }
  }
  if (!DOC_ID.test(id)) return notFound(kind);
  if (method === 'GET') {
    const doc = await db().collection(kind.collection).doc(id).get();
    return doc.exists ? adminJson({ item: kind.toView(doc.id, doc.data()!) }) : notFound(kind);
  }
  // The route table lets only GET, PUT and DELETE through.
  try {
    if (method === 'PUT') {
      const input = await validatedFields(request, kind);
      if (input instanceof Response) return input;
      const saved = await updateContent(kind, id, input.fields, actor);
      return adminJson({ item: kind.toView(saved.id, saved.data), changed: saved.changed });
    }
    await deleteContent(kind, id, actor);
    return adminJson({ deleted: id });
  } catch (error) {
    return writeFailure(kind, error);
  }
}
