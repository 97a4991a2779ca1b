import { isRootFileName, rootFileSecurityHeaders } from '@core/site/root-files';
import { blobStore } from '../../blob/blob-store-from-env';
import {
  ROBOTS_NAME,
  ROOT_FILE_CACHE,
  ROOT_PREFIX,
  SITEMAP_NAME,
} from '../../sitemap/sitemap-files';

/**
 * Where robots.txt is answered. Cloud Functions answer any path ending in `robots.txt` with an
 * empty 404 before our code runs (the Functions Framework, and the emulator likewise), so Hosting
 * redirects `/robots.txt` here (firebase.json); crawlers follow a robots.txt redirect on the same
 * host (RFC 9309 §2.3.1.2).
 */
export const ROBOTS_SERVED_AT = '/site-files/robots-txt';

/** The root file a path names (`/sitemap.xml`, `/sitemap-2.xml`, robots.txt), or null. */
function rootFileName(pathname: string): string | null {
  if (pathname === ROBOTS_SERVED_AT) return ROBOTS_NAME;
  const name = pathname.slice(1);
  return SITEMAP_NAME.test(name) ? name : null;
}

/** The name of a file an admin uploaded that a path names (`/ads.txt`), or null. */
function uploadedFileName(pathname: string): string | null {
  let name: string;
  try {
    name = decodeURIComponent(pathname.slice(1));
  } catch {
    return null;
  }
  return isRootFileName(name) ? name : null;
}

/** An uploaded root file, or null (the page renderer then answers its 404 page). */
async function uploadedFileResponse(request: Request, name: string): Promise<Response | null> {
  const file = await blobStore().get(`${ROOT_PREFIX}${name}`);
  if (!file) return null;
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(file.bytes), {
    headers: {
      'content-type': file.contentType,
      'content-length': String(file.bytes.length),
      'cache-control': file.cacheControl,
      'x-served-at': new Date().toISOString(),
      ...rootFileSecurityHeaders(),
    },
  });
}

/**
 * Serves a file copied to the domain root: the sitemap and robots.txt with the headers the
 * dashboard's verification reads (spec part 1 §7: content type and length, cache-control,
 * x-sitemap-source, x-served-at), and the files of the root file manager. Answers null for any
 * other path, so the page renderer takes it.
 */
export async function rootFileResponse(request: Request): Promise<Response | null> {
  const { pathname } = new URL(request.url);
  const name = rootFileName(pathname);
  if (!name) {
    const uploaded = uploadedFileName(pathname);
    return uploaded ? uploadedFileResponse(request, uploaded) : null;
  }
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
