import sharp from 'sharp';
import { MAX_CONVERTED_PIXELS, prepareImage } from './prepare-image';

const solid = (width: number, height: number, background = '#2a7') =>
  sharp({ create: { width, height, channels: 3, background } });

describe('prepareImage', () => {
  it('converts a PNG to WebP of the same size', async () => {
    const png = await solid(64, 48).png().toBuffer();
    const image = await prepareImage(png);
    expect(image).toMatchObject({ contentType: 'image/webp', extension: 'webp' });
    expect(await sharp(image!.bytes).metadata()).toMatchObject({
      format: 'webp',
      width: 64,
      height: 48,
    });
  });

  it('keeps the frames of an animated GIF', async () => {
    const frames = await Promise.all(
      ['#f00', '#0f0', '#00f'].map((colour) => solid(16, 16, colour).png().toBuffer()),
    );
    const gif = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer();
    const image = await prepareImage(gif);
    expect(image?.contentType).toBe('image/webp');
    expect(await sharp(image!.bytes).metadata()).toMatchObject({ format: 'webp', pages: 3 });
  });

  it('applies the EXIF rotation of a photo, which WebP would otherwise lose', async () => {
    const jpeg = await solid(40, 20).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const image = await prepareImage(jpeg);
    expect(await sharp(image!.bytes).metadata()).toMatchObject({ width: 20, height: 40 });
  });

  it('renders an SVG to WebP, so its script is gone', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><script>alert(1)</script><rect width="20" height="20" fill="red"/></svg>',
    );
    const image = await prepareImage(svg);
    expect(image?.contentType).toBe('image/webp');
    expect(image!.bytes.toString('latin1')).not.toContain('script');
  });

  it('keeps the original when conversion fails but the bytes are a raster format', async () => {
    const truncated = (await solid(64, 64).png().toBuffer()).subarray(0, 60);
    expect(await prepareImage(truncated)).toEqual({
      bytes: truncated,
      contentType: 'image/png',
      extension: 'png',
    });
  });

  it('keeps a raster too large to decode safely as it is', async () => {
    const side = Math.ceil(Math.sqrt(MAX_CONVERTED_PIXELS)) + 1;
    const png = await sharp(Buffer.alloc(side * side), {
      raw: { width: side, height: side, channels: 1 },
    })
      .png({ compressionLevel: 1, adaptiveFiltering: false })
      .toBuffer();
    const image = await prepareImage(png);
    expect(image?.contentType).toBe('image/png');
    // Buffer.equals: a deep equality over 700 kB of bytes takes seconds.
    expect(image?.bytes.equals(png)).toBe(true);
  });

  it('refuses text and broken SVG, which are not images to serve', async () => {
    expect(await prepareImage(Buffer.from('just some text, not an image'))).toBeNull();
    expect(await prepareImage(Buffer.from('<svg onload=alert(1)>'))).toBeNull();
  });
});
