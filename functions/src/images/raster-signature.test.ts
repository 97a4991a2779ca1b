import { rasterSignature } from './raster-signature';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(
    parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))),
  );

describe('rasterSignature', () => {
  it('recognises PNG, JPEG, GIF, WebP and AVIF by their first bytes', () => {
    const cases: [Buffer, string, string][] = [
      [bytes([0x89], 'PNG\r\n\x1a\n', 'rest'), 'image/png', 'png'],
      [bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'), 'image/jpeg', 'jpg'],
      [bytes('GIF87a...'), 'image/gif', 'gif'],
      [bytes('GIF89a...'), 'image/gif', 'gif'],
      [bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '), 'image/webp', 'webp'],
      [bytes([0, 0, 0, 0x1c], 'ftypavif', [0, 0, 0, 0]), 'image/avif', 'avif'],
    ];
    for (const [input, contentType, extension] of cases) {
      expect(rasterSignature(input), contentType).toEqual({ contentType, extension });
    }
  });

  it('answers null for text, markup, SVG, other containers and short input', () => {
    for (const input of [
      bytes('hello, this is not an image'),
      bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      bytes('<!doctype html><script>alert(1)</script>'),
      bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt '),
      bytes([0, 0, 0, 0x18], 'ftypmp42'),
      bytes([0x89], 'PN'),
      bytes(),
    ]) {
      expect(rasterSignature(input)).toBeNull();
    }
  });
});
