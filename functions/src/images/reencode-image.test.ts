import sharp from 'sharp';
import { IMAGE_TEXT, MAX_IMAGE_PIXELS } from '@core/images/image-upload';
import { ImageRejected, reencodeImage } from './reencode-image';

const solid = (width: number, height: number, background = '#2a7') =>
  sharp({ create: { width, height, channels: 3, background } });

const animatedGif = async (width: number, height: number) => {
  const frames = await Promise.all(
    ['#f00', '#0f0', '#00f'].map((colour) => solid(width, height, colour).png().toBuffer()),
  );
  return sharp(frames, { join: { animated: true } })
    .gif()
    .toBuffer();
};

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the image to be refused');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(ImageRejected);
      return error as ImageRejected;
    },
  );

describe('reencodeImage', () => {
  it('encodes a PNG anew as WebP of the same size', async () => {
    const png = await solid(64, 48).png().toBuffer();
    const image = await reencodeImage(png);
    expect(image).toMatchObject({
      contentType: 'image/webp',
      extension: 'webp',
      width: 64,
      height: 48,
    });
    expect(await sharp(image.bytes).metadata()).toMatchObject({
      format: 'webp',
      width: 64,
      height: 48,
    });
  });

  it('keeps the frames of an animated GIF', async () => {
    const image = await reencodeImage(await animatedGif(16, 16));
    expect(image).toMatchObject({ width: 16, height: 16 });
    expect(await sharp(image.bytes).metadata()).toMatchObject({ format: 'webp', pages: 3 });
  });

  it('applies the EXIF rotation of a photo, which WebP would otherwise lose', async () => {
    const jpeg = await solid(40, 20).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect(await reencodeImage(jpeg)).toMatchObject({ width: 20, height: 40 });
  });

  it('renders an SVG to WebP, so its script is gone', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><script>alert(1)</script><rect width="20" height="20" fill="red"/></svg>',
    );
    const image = await reencodeImage(svg);
    expect(image.contentType).toBe('image/webp');
    expect(image.bytes.toString('latin1')).not.toContain('script');
  });

  it('refuses a GIF header followed by markup, which a browser could take for HTML', async () => {
    const polyglot = Buffer.from(
      'GIF89a\x01\x00\x01\x00\x00\x00\x00<html><body><script>alert(document.domain)</script></body></html>',
      'latin1',
    );
    const error = await rejection(reencodeImage(polyglot));
    expect(error).toMatchObject({ reason: 'undecodable', message: IMAGE_TEXT.invalidType });
  });

  it('refuses a truncated file, text and broken SVG', async () => {
    const truncated = (await solid(64, 64).png().toBuffer()).subarray(0, 60);
    for (const bytes of [
      truncated,
      Buffer.from('just some text, not an image'),
      Buffer.from('<svg onload=alert(1)>'),
    ]) {
      expect((await rejection(reencodeImage(bytes))).reason).toBe('undecodable');
    }
  });

  it('refuses an image over the pixel limit from its header, saying how big it is', async () => {
    const side = Math.ceil(Math.sqrt(MAX_IMAGE_PIXELS)) + 1;
    const png = await sharp(Buffer.alloc(side * side), {
      raw: { width: side, height: side, channels: 1 },
    })
      .png({ compressionLevel: 1, adaptiveFiltering: false })
      .toBuffer();
    const error = await rejection(reencodeImage(png));
    expect(error.reason).toBe('too-many-pixels');
    expect(error.message).toBe(IMAGE_TEXT.tooManyPixels(side, side));
    expect(error.message).toContain('at most 24 megapixels');
  });

  it('counts every frame of an animation against the limit', async () => {
    const gif = await animatedGif(20, 10);
    expect((await reencodeImage(gif, 600)).width).toBe(20);
    const error = await rejection(reencodeImage(gif, 599));
    expect(error.message).toBe(IMAGE_TEXT.tooManyPixels(20, 10, 3));
  });
});
