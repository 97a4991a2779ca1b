/**
 * Fitting a line of text into a box without measuring it with a font: a width per letter close to
 * (and a little over) the preview images' fonts, so text laid out by these lines never runs past
 * its box. Pure, for the server's preview images (functions/src/results/preview-image.ts).
 */

export const ELLIPSIS = '…';

/** Widths in em, a little over the widest of the fonts they stand for (Berkshire Swash, Nunito). */
const NARROW = new Set([...".,:;'!|`ijlrtfI"]);
const WIDE = new Set([...'mw']);
const WIDEST = new Set([...'MW…']);
const widthOf = (char: string): number => {
  if (char === ' ') return 0.28;
  if (NARROW.has(char)) return 0.32;
  if (WIDEST.has(char)) return 1;
  if (WIDE.has(char)) return 0.8;
  if (char !== char.toLowerCase()) return 0.72;
  return 0.56;
};

/** A text's width in em (its width at font size 1). */
export const textWidthEm = (text: string): number =>
  [...text].reduce((sum, char) => sum + widthOf(char), 0);

/**
 * What is read of a text at most: more than any box here holds (an image's title is a few lines
 * of a few dozen letters), so a stored title of any length costs the same.
 */
const READ_MAX = 600;

/** Splits a word wider than a line into pieces that each fit one. */
function pieces(word: string, maxWidthEm: number): string[] {
  const out: string[] = [];
  let piece = '';
  for (const char of word) {
    if (piece && textWidthEm(piece + char) > maxWidthEm) {
      out.push(piece);
      piece = '';
    }
    piece += char;
  }
  return piece ? [...out, piece] : out;
}

/** The line with an ellipsis at its end, words (or, for one long word, letters) dropped to fit. */
function withEllipsis(line: string, maxWidthEm: number): string {
  let kept = line;
  while (kept && textWidthEm(`${kept}${ELLIPSIS}`) > maxWidthEm) {
    const lastSpace = kept.lastIndexOf(' ');
    kept = lastSpace > 0 ? kept.slice(0, lastSpace) : [...kept].slice(0, -1).join('');
  }
  return `${kept.trimEnd()}${ELLIPSIS}`;
}

/**
 * The text in at most `maxLines` lines of at most `maxWidthEm`, broken at spaces (a word wider
 * than a line inside it); when it does not all fit, the last line ends with an ellipsis after
 * what fits of it. White space of any kind counts as one space.
 */
export function wrapText(
  text: string,
  maxWidthEm: number,
  maxLines: number,
): { lines: string[]; cut: boolean } {
  const read = text.slice(0, READ_MAX);
  const words = read
    .replace(/\s+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .flatMap((word) => pieces(word, maxWidthEm));
  const lines: string[] = [];
  let line = '';
  let next = 0;
  for (; next < words.length; next++) {
    const word = words[next]!;
    const joined = line ? `${line} ${word}` : word;
    if (textWidthEm(joined) <= maxWidthEm) {
      line = joined;
      continue;
    }
    if (lines.length + 1 === maxLines) break;
    lines.push(line);
    line = word;
  }
  if (line) lines.push(line);
  const cut = next < words.length || read.length < text.length;
  if (cut && lines.length > 0) lines[lines.length - 1] = withEllipsis(lines.at(-1)!, maxWidthEm);
  return { lines, cut };
}

export interface TextBox {
  widthPx: number;
  heightPx: number;
  /** Font sizes to try, largest first. */
  sizes: readonly number[];
  lineHeight: number;
}

/**
 * The largest of the sizes at which the whole text fits the box, with its lines; at the smallest
 * size, what fits, cut with an ellipsis.
 */
export function fitText(text: string, box: TextBox): { fontSize: number; lines: string[] } {
  let fitted = { fontSize: box.sizes.at(-1)!, lines: [] as string[] };
  for (const fontSize of box.sizes) {
    const maxLines = Math.floor(box.heightPx / (fontSize * box.lineHeight));
    if (maxLines < 1) continue;
    const { lines, cut } = wrapText(text, box.widthPx / fontSize, maxLines);
    fitted = { fontSize, lines };
    if (!cut) break;
  }
  return fitted;
}
