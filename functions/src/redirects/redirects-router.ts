/**
 * The admin redirects API (shapes in core/redirects/redirect-api.ts):
 *   /api/admin/redirects                   GET (all, by source path), POST (create)
 *   /api/admin/redirects/{id}              PUT (update), DELETE
 *   /api/admin/redirects/stats             GET
 *   /api/admin/redirects/builtin           POST (the 35 article redirects)
 *   /api/admin/redirects/not-found         GET (the 404 log)
 *   /api/admin/redirects/edge-settings     GET, PUT
 *   /api/admin/sync-cloudflare-redirects   POST
 * Imports go through /api/admin/imports with kind 'redirects'. Answers null for other paths.
 */
import { fieldIssues } from '@core/content-schemas';
import {
  checksRefusal,
  REDIRECT_API_PATHS,
  redirectSaveSchema,
  type RedirectRefusal,
} from '@core/redirects/redirect-api';
import { REDIRECT_TEXT } from '@core/redirects/redirect-schema';
import {
  adminError,
  adminJson,
  readJsonBody,
  requireAdminActor,
} from '../admin-content/admin-request';
import { json } from '../http/fetch-adapter';
import { edgeSettingsHandler, syncHandler } from './edge-sync-handler';
import { readNotFoundLog } from './not-found-log';
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
} from './redirect-store';

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
  const read = await readJsonBody(request, MAX_SAVE_BODY_BYTES);
  if (read instanceof Response) return read;
  const parsed = redirectSaveSchema.safeParse(read.body);
  if (!parsed.success) {
    const issues = fieldIssues(parsed.error);
    return refusal(400, { error: issues[0]!.message, issues });
  }
  const { confirmWarnings, ...fields } = parsed.data;
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

const ROUTES: Record<string, Partial<Record<string, (request: Request) => Promise<Response>>>> = {
  [REDIRECT_API_PATHS.list]: {
    GET: adminOnly(async () => ({ redirects: await listRedirects() })),
    POST: (request) => save(request, null),
  },
  [REDIRECT_API_PATHS.stats]: { GET: adminOnly(redirectStats) },
  [REDIRECT_API_PATHS.builtin]: { POST: adminOnly(importBuiltinRedirects) },
  [REDIRECT_API_PATHS.notFound]: {
    GET: adminOnly(async () => ({ entries: await readNotFoundLog() })),
  },
  [REDIRECT_API_PATHS.edgeSettings]: { GET: edgeSettingsHandler, PUT: edgeSettingsHandler },
  [REDIRECT_API_PATHS.sync]: { POST: syncHandler },
};

export function redirectsRouter(request: Request): Promise<Response> | null {
  const { pathname } = new URL(request.url);
  const route = ROUTES[pathname];
  if (route) {
    const handler = route[request.method];
    return handler
      ? handler(request)
      : Promise.resolve(adminError(405, { error: 'Method not allowed' }));
  }
  const item = /^\/api\/admin\/redirects\/([^/]+)$/.exec(pathname);
  if (!item) return null;
  let id: string;
  try {
    id = decodeURIComponent(item[1]!);
  } catch {
    return null;
  }
  if (request.method === 'PUT') return save(request, id);
  if (request.method === 'DELETE') return remove(request, id);
  return Promise.resolve(adminError(405, { error: 'Method not allowed' }));
}
