import sharp from 'sharp';
import { SITE_ORIGIN } from './emulators';
import { bearer, type TestSession } from './sessions';

/**
 * Uploads a plain PNG of one colour through the admin images API, as the admin's image fields
 * do; the caller checks the answer.
 */
export async function uploadSolidPng(
  session: TestSession,
  kind: 'featured' | 'inline',
  { width, height, background }: { width: number; height: number; background: string },
): Promise<Response> {
  const png = await sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
  return fetch(`${SITE_ORIGIN}/api/admin/images?kind=${kind}`, {
    method: 'POST',
    headers: { ...bearer(session), 'content-type': 'image/png' },
    body: new Uint8Array(png),
  });
}
