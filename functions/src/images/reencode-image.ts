import { IMAGE_TEXT, MAX_IMAGE_PIXELS, WEBP_QUALITY } from '@core/images/image-upload';

/** Why bytes were not stored as an image; `message` is for the person who sent them. */
export class ImageRejected extends Error {
  constructor(
    readonly reason: 'undecodable' | 'too-many-pixels' | 'too-costly',
    message: string,
  ) {
    super(message);
    this.name = 'ImageRejected';
  }
}

export interface ReencodedImage {
  bytes: Buffer;
  contentType: 'image/webp';
  extension: 'webp';
  width: number;
  height: number;
}

/** Formats that can hold frames; their animation is kept. */
const ANIMATED_FORMATS = new Set(['gif', 'webp']);

const undecodable = () => new ImageRejected('undecodable', IMAGE_TEXT.invalidType);

/**
 * The only way an image gets stored (uploads now, images fetched by URL later): the bytes are
 * decoded and a new WebP is encoded from the pixels, so nothing of the original file survives but
 * its picture (no script after a GIF header, no markup of an SVG, no metadata). Bytes that do not
 * decode are refused, and so is an image over `maxPixels` (all frames together), checked from its
 * header before any pixel is decoded. Throws ImageRejected.
 */
export async function reencodeImage(
  bytes: Buffer,
  maxPixels = MAX_IMAGE_PIXELS,
): Promise<ReencodedImage> {
  // Loaded on first use only, so other endpoints' cold starts do not pay for libvips.
  const { default: sharp } = await import('sharp');
  // Each image is new: libvips' operation cache would only hold memory.
  sharp.cache(false);
  let metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw undecodable();
  }
  const { format, width, height, pageHeight, pages = 1 } = metadata;
  if (!width || !height) throw undecodable();
  const animated = ANIMATED_FORMATS.has(format) && pages > 1;
  const frameHeight = animated ? (pageHeight ?? height) : height;
  const frames = animated ? pages : 1;
  if (width * frameHeight * frames > maxPixels) {
    throw new ImageRejected(
      'too-many-pixels',
      IMAGE_TEXT.tooManyPixels(width, frameHeight, frames),
    );
  }
  try {
    const { data, info } = await sharp(bytes, {
      animated,
      // Photos carry their rotation in EXIF, which the WebP output drops.
      autoOrient: !animated,
      limitInputPixels: maxPixels,
      // A truncated or corrupt file is refused rather than stored half decoded.
      failOn: 'warning',
    })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return {
      bytes: data,
      contentType: 'image/webp',
      extension: 'webp',
      width: info.width,
      height: animated ? (info.pageHeight ?? info.height) : info.height,
    };
  } catch {
    throw undecodable();
  }
}
