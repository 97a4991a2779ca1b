import { logger } from 'firebase-functions';
import { ADMIN_ACCESS_TEXT } from '@core/admin/admin-access';
import { ANALYTICS_TEXT } from '@core/analytics/analytics';
import { API_ROUTES, matchApiRoute, type ApiRouteName } from '@core/api-routes';
import { MEDIA_PATH_PREFIX } from '@core/images/media-url';
import { activityHandler } from './activity-handler';
import { contentCountsHandler, contentHandler } from './content-handler';
import { settingsHandler } from './settings-handler';
import { errorJson, json } from '../fetch-adapter';
import { requireAdmin, type AdminDeniedText } from '../require-admin';
import { bulkDeleteHandler } from './bulk-delete-handler';
import { BACKUP_HANDLERS } from './backup-handler';
import {
  dryRunHandler,
  importJobHandler,
  importsHandler,
  importUndoHandler,
} from './imports-handler';
import { adminPostHandler, postRevisionHandler, postRevisionsHandler } from './admin-posts-handler';
import { analyticsHandler } from './analytics-handler';
import type { ApiHandlers } from './api-handlers';
import { GENERATOR_HANDLERS } from './generators-handler';
import { imageDeleteHandler } from './image-delete-handler';
import { imageProxyHandler } from './image-proxy-handler';
import { imageUploadHandler } from './image-upload-handler';
import { handleRedirectHandler } from './handle-redirect-handler';
import { REDIRECTS_ADMIN_HANDLERS } from './redirects-admin-handler';
import { mediaHandler } from './media-handler';
import { ROOT_FILE_HANDLERS } from './root-files-handler';
import { copySitemapFilesHandler, generateSitemapHandler } from './sitemap-handler';
import { checkSitemapUrlsHandler } from './url-check-handler';
import { NEWSLETTER_SENDS_HANDLERS } from './sends-admin-handler';
import { SUBSCRIBERS_HANDLERS } from './subscribers-handler';
import { newsletterHandler } from './newsletter-handler';
import { confirmHandler, unsubscribeHandler } from './newsletter-links-handler';
import { getPostHandler, listPostsHandler, randomPostsHandler } from './posts-handler';
import { oembedHandler } from './oembed-handler';
import { toolPagesHandler } from './tool-pages-handler';
import { toolResultsHandler } from './tool-results-handler';
import { toolUsageHandler } from './tool-usage-handler';
import { trackClickHandler, trackViewHandler } from './tracking-handler';

const HANDLERS: ApiHandlers = {
  health: async () => json({ ok: true }, { headers: { 'cache-control': 'no-store' } }),
  posts: listPostsHandler,
  randomPosts: (request) => randomPostsHandler(new URL(request.url)),
  post: (request, { slug }) => getPostHandler(request, slug),
  ...GENERATOR_HANDLERS,
  toolUsage: toolUsageHandler,
  newsletter: newsletterHandler,
  newsletterConfirm: confirmHandler,
  newsletterUnsubscribe: unsubscribeHandler,
  trackView: trackViewHandler,
  trackClick: trackClickHandler,
  handleRedirect: handleRedirectHandler,
  oembed: oembedHandler,
  analytics: analyticsHandler,
  toolPages: toolPagesHandler,
  toolResults: toolResultsHandler,
  adminPost: (request, { id }) => adminPostHandler(request, id),
  postRevisions: (request, { id }) => postRevisionsHandler(request, id),
  postRevision: (request, { id, revisionId }) => postRevisionHandler(request, id, revisionId),
  imageUpload: imageUploadHandler,
  image: (request, { id }) => imageDeleteHandler(request, id),
  imageProxy: imageProxyHandler,
  generateSitemap: generateSitemapHandler,
  copySitemapFiles: copySitemapFilesHandler,
  checkSitemapUrls: checkSitemapUrlsHandler,
  activity: activityHandler,
  contentCounts: contentCountsHandler,
  contentList: (request, { kind }) => contentHandler(request, kind, null),
  contentItem: (request, { kind, id }) => contentHandler(request, kind, id),
  settings: (request, { name }) => settingsHandler(request, name),
  importDryRun: dryRunHandler,
  imports: importsHandler,
  importJob: (request, { id }) => importJobHandler(request, id, false),
  importReport: (request, { id }) => importJobHandler(request, id, true),
  importUndo: (request, { id }) => importUndoHandler(request, id),
  bulkDelete: (request, { kind }) => bulkDeleteHandler(request, kind),
  ...REDIRECTS_ADMIN_HANDLERS,
  ...ROOT_FILE_HANDLERS,
  ...BACKUP_HANDLERS,
  ...SUBSCRIBERS_HANDLERS,
  ...NEWSLETTER_SENDS_HANDLERS,
};

/** Routes whose refusal words differ from the admin area's (the dashboard's own, spec part 1). */
const DENIED_TEXT: Partial<Record<ApiRouteName, AdminDeniedText>> = { analytics: ANALYTICS_TEXT };

function methodNotAllowed(allow: readonly string[]): Response {
  const response = errorJson(405, 'Method not allowed');
  response.headers.set('allow', allow.join(', '));
  return response;
}

/** A HEAD request as the GET its handler answers (handlers tell their methods apart by name). */
const asGet = (request: Request) =>
  new Request(request.url, { method: 'GET', headers: request.headers });

/** The GET's answer to a HEAD: its status and headers, with the length of the body it leaves out. */
async function withoutBody(response: Response): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set('content-length', String((await response.arrayBuffer()).byteLength));
  return new Response(null, { status: response.status, headers });
}

/**
 * The API function: the routes of core/api-routes.ts, and stored files. An admin-only route
 * answers 401 or 403 here before its handler runs; the handlers still ask who the admin is, for
 * the audit log.
 */
export async function apiRouter(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url);
  const { method } = request;
  try {
    if (pathname.startsWith(MEDIA_PATH_PREFIX)) {
      if (method !== 'GET' && method !== 'HEAD') return errorJson(405, 'Method not allowed');
      return await mediaHandler(request, pathname.slice(MEDIA_PATH_PREFIX.length));
    }
    const match = matchApiRoute(method, pathname);
    if (!match) return errorJson(404, `No such endpoint: ${method} ${pathname}`);
    if (match.kind === 'method-not-allowed') return methodNotAllowed(match.allow);
    if (API_ROUTES[match.name].admin) {
      const admin = await requireAdmin(request, DENIED_TEXT[match.name] ?? ADMIN_ACCESS_TEXT);
      if (admin instanceof Response) return admin;
    }
    // The match pairs a route's name with that route's parameters, which TypeScript cannot follow
    // through the lookup.
    const handler = HANDLERS[match.name] as (
      request: Request,
      params: unknown,
    ) => Promise<Response>;
    if (method === 'HEAD') return withoutBody(await handler(asGet(request), match.params));
    return await handler(request, match.params);
  } catch (error) {
    logger.error('API request failed', { path: pathname, error: String(error) });
    return errorJson(500, 'Something went wrong on our side. Please try again later.');
  }
}
