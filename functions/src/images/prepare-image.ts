import { logger } from 'firebase-functions';
import { WEBP_QUALITY } from '../../../core/image-upload';
import { rasterSignature, type RasterType } from './raster-signature';

export interface PreparedImage extends RasterType {
  bytes: Buffer;
}

/**
 * Decoding costs about 4 bytes a pixel and the API function has little memory; bigger images
 * (over 6000 x 4000) are not converted and are kept as uploaded when they are a safe raster.
 */
export const MAX_CONVERTED_PIXELS = 24_000_000;

/** Formats that can hold frames; their animation is kept. */
const ANIMATED_FORMATS = new Set(['gif', 'webp']);

async function toWebp(bytes: Buffer): Promise<Buffer> {
  // Loaded on first upload only, so other endpoints' cold starts do not pay for libvips.
  const { default: sharp } = await import('sharp');
  // Each upload is new: libvips' operation cache would only hold memory.
  sharp.cache(false);
  const { format, pages } = await sharp(bytes).metadata();
  const animated = ANIMATED_FORMATS.has(format) && (pages ?? 1) > 1;
  return sharp(bytes, {
    animated,
    // Photos carry their rotation in EXIF, which the WebP output drops.
    autoOrient: !animated,
    limitInputPixels: MAX_CONVERTED_PIXELS,
  })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer();
}

/**
 * What to store for an uploaded file (spec part 1 §7 "Storage"): WebP when the bytes decode as
 * any image, SVG included (rendered, so no script survives); otherwise the original, only when
 * its magic bytes show a raster format; otherwise null (not an image we will serve).
 */
export async function prepareImage(bytes: Buffer): Promise<PreparedImage | null> {
  try {
    return { bytes: await toWebp(bytes), contentType: 'image/webp', extension: 'webp' };
  } catch (error) {
    const raster = rasterSignature(bytes);
    logger.warn('Image not converted to WebP', {
      error: String(error),
      keptAs: raster?.contentType ?? null,
    });
    return raster ? { bytes, ...raster } : null;
  }
}
