/** A raster format recognised from a file's first bytes, whatever type the upload claimed. */
export interface RasterType {
  contentType: string;
  extension: string;
}

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);

/**
 * PNG, JPEG, GIF, WebP or AVIF by magic bytes, else null. Only these may be stored unconverted:
 * browsers render them as images and never run script from them (unlike SVG or HTML).
 */
export function rasterSignature(bytes: Uint8Array): RasterType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { contentType: 'image/png', extension: 'png' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', extension: 'jpg' };
  if (['GIF87a', 'GIF89a'].includes(ascii(bytes, 0, 6)))
    return { contentType: 'image/gif', extension: 'gif' };
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP')
    return { contentType: 'image/webp', extension: 'webp' };
  if (ascii(bytes, 4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(bytes, 8, 12)))
    return { contentType: 'image/avif', extension: 'avif' };
  return null;
}
