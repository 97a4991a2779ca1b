/** Spec part 1 §5 and §9: what the editor accepts as an image, and where uploads are stored. */

/** 5 MB, in bytes (spec: 5242880). */
export const MAX_IMAGE_BYTES = 5_242_880;
/**
 * Most pixels an image may have (all frames of an animation together). Decoding costs about 4
 * bytes a pixel, and the function that converts uploads has little memory: 24 megapixels is a
 * 6000 x 4000 photo, more than any page shows.
 */
export const MAX_IMAGE_PIXELS = 24_000_000;
/**
 * Longest a conversion may take, in seconds. Pixels alone do not bound the work: a 400-byte SVG of
 * 6000 x 4000 with a large blur or morphology filter renders for minutes. A 24-megapixel photo
 * converts in about 14 s on one busy core, so the budget leaves it room.
 */
export const IMAGE_WORK_SECONDS = 20;
/** Most memory a conversion may hold, in MB: a 24-megapixel photo needs about 270. */
export const IMAGE_WORK_MEMORY_MB = 384;
/** WebP quality of converted uploads (spec: 0.85). */
export const WEBP_QUALITY = 85;
/** Cache-Control max-age of stored images, in seconds (spec: 3600). */
export const IMAGE_CACHE_SECONDS = 3600;

export const IMAGE_KINDS = ['featured', 'inline'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

/** Storage folder per kind (spec part 1 §7 "Storage"). */
export const IMAGE_FOLDERS: Record<ImageKind, string> = {
  featured: 'blog/featured',
  inline: 'blog_images/inline',
};

export function isImageKind(value: string | null | undefined): value is ImageKind {
  return value === 'featured' || value === 'inline';
}

export const IMAGE_TEXT = {
  invalidTitle: 'Invalid file',
  invalidType: 'Please select an image file (JPEG, PNG, GIF, etc.)',
  tooLargeTitle: 'File too large',
  tooLarge: 'Maximum file size is 5MB',
  altTitle: 'Alt text required',
  altText: 'Please enter alt text for accessibility and SEO',
  noFileTitle: 'No image selected',
  noFile: 'Please select an image to upload',
  uploadFailed: 'Image upload failed',
  uploadFailedText: 'There was a problem uploading your image',
  previewErrorTitle: 'Preview error',
  previewError: 'Failed to create image preview',
  uploaded: 'Image uploaded',
  tooManyPixels: (width: number, height: number, frames = 1) =>
    `This image is ${width} × ${height} pixels${frames > 1 ? ` × ${frames} frames` : ''}; images can have at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels (for example 6000 × 4000). Please scale it down and upload it again.`,
  tooCostly: `This image takes more than ${IMAGE_WORK_SECONDS} seconds or ${IMAGE_WORK_MEMORY_MB} MB to convert (an SVG with large filter effects can). Please save it as PNG or JPEG and upload it again.`,
} as const;

export interface ImageProblem {
  title: string;
  description: string;
}

/** Why a chosen file cannot be uploaded, or null when it can (type and size as the browser reports them). */
export function imageFileProblem(file: { type: string; size: number } | null): ImageProblem | null {
  if (!file) return { title: IMAGE_TEXT.noFileTitle, description: IMAGE_TEXT.noFile };
  if (!file.type.startsWith('image/'))
    return { title: IMAGE_TEXT.invalidTitle, description: IMAGE_TEXT.invalidType };
  if (file.size > MAX_IMAGE_BYTES)
    return { title: IMAGE_TEXT.tooLargeTitle, description: IMAGE_TEXT.tooLarge };
  return null;
}
