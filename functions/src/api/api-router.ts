import { logger } from 'firebase-functions';
import { errorJson, json } from '../http/fetch-adapter';
import { GENERATOR_ENDPOINTS } from './generators-handler';
import { mediaHandler } from './media-handler';
import { newsletterHandler } from './newsletter-handler';
import { getPostHandler, listPostsHandler, randomPostsHandler } from './posts-handler';
import { toolUsageHandler } from './tool-usage-handler';

/** The API function: public JSON endpoints and stored files. */
export async function apiRouter(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url);
  try {
    if (pathname.startsWith('/media/')) {
      if (request.method !== 'GET' && request.method !== 'HEAD')
        return errorJson(405, 'Method not allowed');
      return await mediaHandler(pathname.slice('/media/'.length));
    }
    if (pathname === '/api/newsletter') {
      if (request.method !== 'POST') return errorJson(405, 'Method not allowed');
      return await newsletterHandler(request);
    }
    if (pathname === '/api/tool-usage') {
      if (request.method !== 'POST') return errorJson(405, 'Method not allowed');
      return await toolUsageHandler(request);
    }
    if (request.method === 'GET') {
      if (pathname === '/api/health')
        return json({ ok: true }, { headers: { 'cache-control': 'no-store' } });
      const generatorData = GENERATOR_ENDPOINTS[pathname];
      if (generatorData) return await generatorData(request);
      if (pathname === '/api/posts') return await listPostsHandler();
      if (pathname === '/api/posts/random') return await randomPostsHandler(new URL(request.url));
      const post = /^\/api\/posts\/([^/]+)$/.exec(pathname);
      if (post) return await getPostHandler(decodeURIComponent(post[1]!));
    }
    return errorJson(404, `No such endpoint: ${request.method} ${pathname}`);
  } catch (error) {
    logger.error('API request failed', { path: pathname, error: String(error) });
    return errorJson(500, 'Something went wrong on our side. Please try again later.');
  }
}
