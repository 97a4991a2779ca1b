import { blobStore } from '../blob/blob-store-from-env';
import { ROBOTS_NAME, ROOT_FILE_CACHE, ROOT_PREFIX, SITEMAP_NAME } from './sitemap-files';

/** The root file a path names (`/robots.txt`, `/sitemap.xml`, `/sitemap-2.xml`), or null. */
function rootFileName(pathname: string): string | null {
  const name = pathname.slice(1);
  return name === ROBOTS_NAME || SITEMAP_NAME.test(name) ? name : null;
}

/**
 * Serves a file copied to the domain root, with the headers the dashboard's verification reads
 * (spec part 1 §7): content type and length, cache-control, x-sitemap-source, x-served-at.
 * Answers null for any other path, so the page renderer takes it.
 */
export async function rootFileResponse(request: Request): Promise<Response | null> {
  const name = rootFileName(new URL(request.url).pathname);
  if (!name) return null;
  const headers = {
    'cache-control': ROOT_FILE_CACHE,
    'x-sitemap-source': 'domain-root',
    'x-served-at': new Date().toISOString(),
    'x-content-type-options': 'nosniff',
  };
  const file = await blobStore().get(`${ROOT_PREFIX}${name}`);
  if (!file) {
    return new Response(request.method === 'HEAD' ? null : `${name} has not been published yet`, {
      status: 404,
      headers: {
        ...headers,
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': 'no-store',
      },
    });
  }
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(file.bytes), {
    headers: {
      ...headers,
      'content-type': file.contentType,
      'content-length': String(file.bytes.length),
    },
  });
}
