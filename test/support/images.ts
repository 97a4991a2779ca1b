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

/**
 * An SVG of under 400 bytes, within the pixel limit (6000 x 4000), whose morphology and blur
 * filters take libvips minutes to render: only a bound on the work itself refuses it.
 */
export const COSTLY_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="6000" height="4000"><filter id="f" x="0" y="0" width="1" height="1"><feMorphology operator="dilate" radius="400"/><feGaussianBlur stdDeviation="900"/></filter><rect width="6000" height="4000" fill="#c33" filter="url(#f)"/></svg>',
);
