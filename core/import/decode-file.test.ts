import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeFileBytes, DECODE_TEXT } from './decode-file';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(join(__dirname, '../../test/fixtures/imports', name)));
const bytes = (...values: number[]) => new Uint8Array(values);
const utf16 = (text: string, bigEndian: boolean) => {
  const out = [bigEndian ? 0xfe : 0xff, bigEndian ? 0xff : 0xfe];
  for (const unit of Array.from(text, (c) => c.charCodeAt(0)))
    out.push(...(bigEndian ? [unit >> 8, unit & 0xff] : [unit & 0xff, unit >> 8]));
  return new Uint8Array(out);
};

describe('decoding a chosen file', () => {
  it('reads UTF-8 with and without its byte order mark, dropping the mark', () => {
    const text = 'notes\r\nCafé ❄';
    const plain = new TextEncoder().encode(text);
    expect(decodeFileBytes(plain)).toEqual({ ok: true, text, encoding: 'UTF-8' });
    expect(decodeFileBytes(bytes(0xef, 0xbb, 0xbf, ...plain))).toEqual({
      ok: true,
      text,
      encoding: 'UTF-8',
    });
  });

  it('reads UTF-16 little- and big-endian by their byte order mark', () => {
    expect(decodeFileBytes(utf16('a\tÉlfe', false))).toEqual({
      ok: true,
      text: 'a\tÉlfe',
      encoding: 'UTF-16LE',
    });
    expect(decodeFileBytes(utf16('a\tÉlfe', true))).toEqual({
      ok: true,
      text: 'a\tÉlfe',
      encoding: 'UTF-16BE',
    });
    const excel = decodeFileBytes(fixture('redirects-unicode-text-utf16le.txt'));
    expect(excel).toMatchObject({ ok: true, encoding: 'UTF-16LE' });
    expect(excel.ok && excel.text).toContain('Schnee ❄ and 雪');
  });

  it('reads bytes that are not valid UTF-8 as Windows-1252, curly quotes and euro included', () => {
    const decoded = decodeFileBytes(fixture('redirects-windows-1252.csv'));
    expect(decoded).toMatchObject({ ok: true, encoding: 'Windows-1252' });
    expect(decoded.ok && decoded.text).toContain('Café “quoted”');
    expect(decoded.ok && decoded.text).toContain('Price in € – naïve');
    expect(decoded.ok && decoded.text).not.toContain('\uFFFD');
  });

  it('refuses a file it cannot read without losing characters', () => {
    // A UTF-8 mark followed by a byte UTF-8 never uses.
    expect(decodeFileBytes(bytes(0xef, 0xbb, 0xbf, 0x61, 0xff))).toEqual({
      ok: false,
      error: DECODE_TEXT.invalid('UTF-8'),
    });
    // 0x81 is unassigned in Windows-1252: the file is in some other code page.
    expect(decodeFileBytes(bytes(0x61, 0x81, 0xe9))).toEqual({
      ok: false,
      error: DECODE_TEXT.unknown,
    });
    // A spreadsheet saved as .xlsx (a zip) or UTF-16 without its mark holds NUL bytes.
    expect(decodeFileBytes(bytes(0x50, 0x4b, 0x03, 0x04, 0x00, 0x00))).toEqual({
      ok: false,
      error: DECODE_TEXT.notText,
    });
  });

  it('names the encoding it read', () => {
    expect(DECODE_TEXT.readAs('Windows-1252')).toBe('Read as Windows-1252');
    expect(DECODE_TEXT.readAs('UTF-16LE')).toBe('Read as UTF-16 (little-endian)');
  });
});
