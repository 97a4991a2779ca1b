/** The demo posts' featured images: the title, white on a colour, 1280x720 (16:9). */

/** About as many characters as fit across the image at 64 px in a wide serif, with margins. */
const MAX_LINE_CHARS = 24;
const FONT_SIZE = 64;
const LINE_HEIGHT = 78;

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Breaks a title into lines at spaces, each at most `max` characters unless one word is longer. */
export function titleLines(title: string, max = MAX_LINE_CHARS): string[] {
  const lines: string[] = [];
  for (const word of title.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= max)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

export function featuredSvg(title: string, color: string): Buffer {
  const lines = titleLines(title);
  // Centred as a block around the middle of the image.
  const firstBaseline = 360 + FONT_SIZE / 3 - ((lines.length - 1) * LINE_HEIGHT) / 2;
  const tspans = lines
    .map(
      (line, i) =>
        `<tspan x="640" y="${Math.round(firstBaseline + i * LINE_HEIGHT)}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1280 720">
<rect width="1280" height="720" fill="${color}"/>
<g fill="#fff" opacity=".25"><circle cx="160" cy="120" r="60"/><circle cx="1100" cy="560" r="90"/><circle cx="980" cy="140" r="30"/></g>
<text font-family="Georgia, serif" font-size="${FONT_SIZE}" fill="#fff" text-anchor="middle">${tspans}</text>
</svg>`);
}
