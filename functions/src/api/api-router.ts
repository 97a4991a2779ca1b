import { logger } from 'firebase-functions';
import { adminContentRouter } from '../admin-content/admin-content-router';
import { errorJson, json } from '../http/fetch-adapter';
import { adminPostHandler } from './admin-posts-handler';
import { analyticsHandler } from './analytics-handler';
import { GENERATOR_ENDPOINTS } from './generators-handler';
import { imageDeleteHandler } from '../images/image-delete-handler';
import { imageProxyHandler } from '../images/image-proxy-handler';
import { imageUploadHandler } from './image-upload-handler';
import { handleRedirectHandler } from '../redirects/handle-redirect-handler';
import { redirectsRouter } from '../redirects/redirects-router';
import { mediaHandler } from './media-handler';
import { rootFilesRouter } from '../root-files/root-files-handler';
import { copySitemapFilesHandler, generateSitemapHandler } from '../sitemap/sitemap-handler';
import { checkSitemapUrlsHandler } from '../sitemap/url-check-handler';
import { newsletterHandler } from './newsletter-handler';
import { getPostHandler, listPostsHandler, randomPostsHandler } from './posts-handler';
import { toolPagesHandler } from './tool-pages-handler';
import { toolUsageHandler } from './tool-usage-handler';
import { trackClickHandler, trackViewHandler } from './tracking-handler';

type Handler = (request: Request) => Promise<Response>;

/** Endpoints that take a POST body. */
const POST_ENDPOINTS: Record<string, Handler> = {
  '/api/tool-usage': toolUsageHandler,
  '/api/newsletter': newsletterHandler,
  '/api/track-view': trackViewHandler,
  '/api/track-click': trackClickHandler,
  '/api/admin/images': imageUploadHandler,
  '/api/image-proxy': imageProxyHandler,
  '/api/generate-sitemap': generateSitemapHandler,
  '/api/copy-sitemap-files': copySitemapFilesHandler,
  '/api/check-sitemap-urls': checkSitemapUrlsHandler,
};

/**
 * Endpoints that answer a GET; `/api/posts/{slug}` is matched after these. Admin endpoints check
 * the caller's token themselves (requireAdmin).
 */
const GET_ENDPOINTS: Record<string, Handler> = {
  '/api/health': async () => json({ ok: true }, { headers: { 'cache-control': 'no-store' } }),
  '/api/posts': listPostsHandler,
  '/api/posts/random': (request) => randomPostsHandler(new URL(request.url)),
  ...GENERATOR_ENDPOINTS,
  '/api/admin/analytics': analyticsHandler,
  '/api/admin/tool-pages': toolPagesHandler,
};

/** The API function: public and admin JSON endpoints, and stored files. */
export async function apiRouter(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url);
  const { method } = request;
  try {
    if (pathname.startsWith('/media/')) {
      if (method !== 'GET' && method !== 'HEAD') return errorJson(405, 'Method not allowed');
      return await mediaHandler(pathname.slice('/media/'.length));
    }
    if (pathname === '/api/handle-redirect') return await handleRedirectHandler(request);
    const adminContent =
      adminContentRouter(request) ?? redirectsRouter(request) ?? rootFilesRouter(request);
    if (adminContent) return await adminContent;
    const adminImage = /^\/api\/admin\/images\/([^/]+)$/.exec(pathname);
    if (adminImage) return await imageDeleteHandler(request, decodeURIComponent(adminImage[1]!));
    const adminPost = /^\/api\/admin\/posts\/([^/]+)$/.exec(pathname);
    if (adminPost) return await adminPostHandler(request, decodeURIComponent(adminPost[1]!));
    const postHandler = POST_ENDPOINTS[pathname];
    if (postHandler) {
      return method === 'POST' ? await postHandler(request) : errorJson(405, 'Method not allowed');
    }
    if (method === 'GET') {
      const getHandler = GET_ENDPOINTS[pathname];
      if (getHandler) return await getHandler(request);
      const post = /^\/api\/posts\/([^/]+)$/.exec(pathname);
      if (post) return await getPostHandler(request, decodeURIComponent(post[1]!));
    }
    return errorJson(404, `No such endpoint: ${method} ${pathname}`);
  } catch (error) {
    logger.error('API request failed', { path: pathname, error: String(error) });
    return errorJson(500, 'Something went wrong on our side. Please try again later.');
  }
}
