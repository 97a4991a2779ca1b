/**
 * A chosen file's bytes as text, in the encodings the files owners have are written in: UTF-8
 * with or without a byte order mark, UTF-16 with one (Excel's "Unicode text"), and Windows-1252
 * (older Excel and Notepad "ANSI") when the bytes are not valid UTF-8. Every decoder is strict:
 * a character that cannot be read refuses the file instead of becoming a replacement character.
 */

export const FILE_ENCODINGS = ['UTF-8', 'UTF-16LE', 'UTF-16BE', 'Windows-1252'] as const;
export type FileEncoding = (typeof FILE_ENCODINGS)[number];

export const DECODE_TEXT = {
  readAs: (encoding: FileEncoding) => `Read as ${ENCODING_NAMES[encoding]}`,
  invalid: (encoding: FileEncoding) =>
    `The file says it is ${ENCODING_NAMES[encoding]} but holds bytes that are not: save it again as "CSV UTF-8"`,
  notText: 'The file is not text (a spreadsheet or other binary file?): save it as "CSV UTF-8"',
  unknown:
    'The file is neither UTF-8 nor Windows-1252 text, so some characters would be lost: save it as "CSV UTF-8"',
} as const;

const ENCODING_NAMES: Record<FileEncoding, string> = {
  'UTF-8': 'UTF-8',
  'UTF-16LE': 'UTF-16 (little-endian)',
  'UTF-16BE': 'UTF-16 (big-endian)',
  'Windows-1252': 'Windows-1252',
};

export type DecodedFile =
  { ok: true; text: string; encoding: FileEncoding } | { ok: false; error: string };

const startsWith = (bytes: Uint8Array, mark: readonly number[]) =>
  mark.every((byte, i) => bytes[i] === byte);

function strictDecode(bytes: Uint8Array, label: string): string | null {
  try {
    // The decoder drops the byte order mark itself.
    return new TextDecoder(label, { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * Windows-1252's characters for the bytes 0x80 to 0x9f (the rest are Latin-1's, which are the
 * code points themselves). Spelled out because Node's TextDecoder reads 'windows-1252' as
 * Latin-1. The five bytes it leaves unassigned (NUL here) mean another code page, whose letters
 * would come out wrong.
 */
const WINDOWS_1252_HIGH =
  '\u20ac\0\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\0\u017d\0\0\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\0\u017e\u0178';

function decodeWindows1252(bytes: Uint8Array): string | null {
  let text = '';
  for (const byte of bytes) {
    if (byte < 0x80 || byte >= 0xa0) text += String.fromCharCode(byte);
    else if (WINDOWS_1252_HIGH[byte - 0x80] !== '\0') text += WINDOWS_1252_HIGH[byte - 0x80];
    else return null;
  }
  return text;
}

export function decodeFileBytes(bytes: Uint8Array): DecodedFile {
  const marked: [readonly number[], FileEncoding][] = [
    [[0xef, 0xbb, 0xbf], 'UTF-8'],
    [[0xff, 0xfe], 'UTF-16LE'],
    [[0xfe, 0xff], 'UTF-16BE'],
  ];
  let decoded: { text: string; encoding: FileEncoding } | null = null;
  for (const [mark, encoding] of marked) {
    if (!startsWith(bytes, mark)) continue;
    const text = strictDecode(bytes, encoding);
    if (text === null) return { ok: false, error: DECODE_TEXT.invalid(encoding) };
    decoded = { text, encoding };
    break;
  }
  if (!decoded) {
    const utf8 = strictDecode(bytes, 'utf-8');
    if (utf8 !== null) decoded = { text: utf8, encoding: 'UTF-8' };
    else {
      const text = decodeWindows1252(bytes);
      if (text === null) return { ok: false, error: DECODE_TEXT.unknown };
      decoded = { text, encoding: 'Windows-1252' };
    }
  }
  // NUL never appears in text files; it does in binaries and in UTF-16 saved without its mark.
  if (decoded.text.includes('\u0000')) return { ok: false, error: DECODE_TEXT.notText };
  return { ok: true, ...decoded };
}
