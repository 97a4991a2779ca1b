import { FILE_CSP } from '@core/site/security-headers';
import type { BlobContent } from '../blob/blob-store';

/** A stored file's answer at /media/{path}, with its type and cache control. */
export function storedFileResponse(
  blob: BlobContent,
  headers: Record<string, string> = {},
): Response {
  return new Response(new Uint8Array(blob.bytes), {
    headers: {
      'content-type': blob.contentType,
      'cache-control': blob.cacheControl,
      'x-content-type-options': 'nosniff',
      // A stored HTML, XML or SVG file opened here never runs a script on the site's origin.
      'content-security-policy': FILE_CSP,
      ...headers,
    },
  });
}
