/**
 * The admin redirects API (routes in core/api-routes.ts, shapes in core/redirects/redirect-api.ts):
 * list and create, update and delete, stats, the 35 article redirects, the 404 log, the edge
 * settings and the sync. Imports go through the imports API with kind 'redirects'.
 */
import {
  checksRefusal,
  redirectSaveSchema,
  type RedirectRefusal,
} from '@core/redirects/redirect-api';
import { REDIRECT_TEXT } from '@core/redirects/redirect-schema';
import { adminError, adminJson, readAdminInput, requireAdminActor } from '../admin-request';
import type { ApiHandlers } from './api-handlers';
import { json } from '../fetch-adapter';
import { edgeSettingsHandler, syncHandler } from './edge-sync-handler';
import { readNotFoundLog } from '../../redirects/not-found-log';
import {
  createRedirect,
  deleteRedirect,
  DuplicateRedirect,
  importBuiltinRedirects,
  listRedirects,
  RedirectNeedsConfirmation,
  RedirectNotFound,
  RedirectRefused,
  redirectStats,
  updateRedirect,
} from '../../redirects/redirect-store';

const MAX_SAVE_BODY_BYTES = 16 * 1024;

const refusal = (status: number, body: RedirectRefusal) =>
  json(body, { status, headers: { 'cache-control': 'no-store' } });

/** The answer to a failed save, with the path named in each message. */
function saveFailed(error: unknown): Response {
  if (error instanceof RedirectRefused) return refusal(400, checksRefusal(error.issues));
  if (error instanceof RedirectNeedsConfirmation)
    return refusal(409, { error: error.message, warnings: error.warnings });
  if (error instanceof DuplicateRedirect)
    return refusal(409, {
      error: REDIRECT_TEXT.duplicate,
      duplicateOf: error.existingId,
      issues: [{ field: 'sourcePath', message: REDIRECT_TEXT.duplicate }],
    });
  if (error instanceof RedirectNotFound) return adminError(404, { error: REDIRECT_TEXT.notFound });
  throw error;
}

async function save(request: Request, id: string | null): Promise<Response> {
  const actor = await requireAdminActor(request);
  if (actor instanceof Response) return actor;
  const input = await readAdminInput(request, redirectSaveSchema, MAX_SAVE_BODY_BYTES);
  if (input instanceof Response) return input;
  const { confirmWarnings, ...fields } = input;
  try {
    if (id === null) {
      const { redirect, warnings } = await createRedirect(fields, actor, { confirmWarnings });
      return adminJson({ redirect, warnings }, 201);
    }
    return adminJson(await updateRedirect(id, fields, actor, { confirmWarnings }));
  } catch (error) {
    return saveFailed(error);
  }
}

async function remove(request: Request, id: string): Promise<Response> {
  const actor = await requireAdminActor(request);
  if (actor instanceof Response) return actor;
  try {
    await deleteRedirect(id, actor);
    return adminJson({ deleted: true });
  } catch (error) {
    return saveFailed(error);
  }
}

/** Admin-only reads and actions without a body. */
function adminOnly(handler: (actor: { uid: string; email: string | null }) => Promise<unknown>) {
  return async (request: Request): Promise<Response> => {
    const actor = await requireAdminActor(request);
    if (actor instanceof Response) return actor;
    return adminJson(await handler(actor));
  };
}

const listAll = adminOnly(async () => ({ redirects: await listRedirects() }));

export const REDIRECTS_ADMIN_HANDLERS = {
  redirects: (request) => (request.method === 'POST' ? save(request, null) : listAll(request)),
  redirectStats: adminOnly(redirectStats),
  redirectBuiltins: adminOnly(importBuiltinRedirects),
  notFoundLog: adminOnly(async () => ({ entries: await readNotFoundLog() })),
  edgeSettings: edgeSettingsHandler,
  redirect: (request, { id }) =>
    request.method === 'PUT' ? save(request, id) : remove(request, id),
  edgeSync: syncHandler,
} satisfies Partial<ApiHandlers>;
