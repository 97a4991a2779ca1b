import { FILE_CSP } from '@core/security-headers';
import { blobStore } from '../blob/blob-store-from-env';
import { errorJson } from '../http/fetch-adapter';

/** Serves a stored file at its stable URL /media/{path} (the local blob store's public URLs). */
export async function mediaHandler(encodedPath: string): Promise<Response> {
  let path: string;
  try {
    path = encodedPath.split('/').map(decodeURIComponent).join('/');
  } catch {
    return errorJson(400, 'Malformed path');
  }
  let blob;
  try {
    blob = await blobStore().get(path);
  } catch {
    return errorJson(400, 'Invalid path');
  }
  if (!blob) return errorJson(404, 'Not found');
  return new Response(new Uint8Array(blob.bytes), {
    headers: {
      'content-type': blob.contentType,
      'cache-control': blob.cacheControl,
      'x-content-type-options': 'nosniff',
      // A stored HTML, XML or SVG file opened here never runs a script on the site's origin.
      'content-security-policy': FILE_CSP,
    },
  });
}
