import { describe, expect, it } from 'vitest';
import { ELLIPSIS, fitText, textWidthEm, wrapText } from './text-fit';

describe('wrapText', () => {
  it('keeps a short text on one line, whole', () => {
    expect(wrapText('Paper Chain Countdown', 40, 3)).toEqual({
      lines: ['Paper Chain Countdown'],
      cut: false,
    });
  });

  it('breaks at spaces so no line is wider than the box', () => {
    const { lines, cut } = wrapText('Paper Chain Countdown with Glitter and Bells', 8, 5);
    expect(cut).toBe(false);
    expect(lines.join(' ')).toBe('Paper Chain Countdown with Glitter and Bells');
    for (const line of lines) expect(textWidthEm(line)).toBeLessThanOrEqual(8);
  });

  it('cuts what does not fit in the lines with an ellipsis after a whole word', () => {
    const { lines, cut } = wrapText('Reindeer '.repeat(30), 10, 2);
    expect(cut).toBe(true);
    expect(lines).toHaveLength(2);
    expect(lines[1]!.endsWith(ELLIPSIS)).toBe(true);
    const words = lines[1]!.slice(0, -ELLIPSIS.length).trim().split(' ');
    expect(words.every((word) => word === 'Reindeer')).toBe(true);
    for (const line of lines) expect(textWidthEm(line)).toBeLessThanOrEqual(10);
  });

  it('breaks a word longer than a line inside it', () => {
    const { lines, cut } = wrapText('Supercalifragilisticexpialidocious', 5, 20);
    expect(cut).toBe(false);
    expect(lines.join('')).toBe('Supercalifragilisticexpialidocious');
    for (const line of lines) expect(textWidthEm(line)).toBeLessThanOrEqual(5);
  });

  it('reads any run of white space as one space, and gives nothing for nothing', () => {
    expect(wrapText('  Elf \n\t on   a shelf ', 40, 2).lines).toEqual(['Elf on a shelf']);
    expect(wrapText('   ', 40, 2)).toEqual({ lines: [], cut: false });
  });

  it('counts capitals and wide letters wider than narrow ones', () => {
    expect(textWidthEm('WWWW')).toBeGreaterThan(textWidthEm('wwww'));
    expect(textWidthEm('mmmm')).toBeGreaterThan(textWidthEm('iiii'));
  });
});

describe('fitText', () => {
  const box = { widthPx: 800, heightPx: 300, sizes: [80, 64, 48], lineHeight: 1.1 };

  it('gives a short title the largest size', () => {
    expect(fitText('Snow Globe', box)).toEqual({ fontSize: 80, lines: ['Snow Globe'] });
  });

  it('steps the size down until the title fits whole', () => {
    const title = 'Reindeer Food Jars for the Whole Family to Sprinkle on the Lawn Tonight';
    const fitted = fitText(title, box);
    expect(fitted.fontSize).toBeLessThan(80);
    expect(fitted.lines.join(' ')).toBe(title);
    expect(fitted.lines.length * fitted.fontSize * box.lineHeight).toBeLessThanOrEqual(300);
  });

  it('cuts a title too long for the smallest size with an ellipsis, inside the box', () => {
    const fitted = fitText('Gingerbread '.repeat(40), box);
    expect(fitted.fontSize).toBe(48);
    expect(fitted.lines.at(-1)!.endsWith(ELLIPSIS)).toBe(true);
    expect(fitted.lines.length * 48 * box.lineHeight).toBeLessThanOrEqual(300);
    for (const line of fitted.lines) expect(textWidthEm(line) * 48).toBeLessThanOrEqual(800);
  });

  it('reads a bounded part of the text, however long the input', () => {
    const fitted = fitText('x'.repeat(1_000_000), box);
    expect(fitted.lines.at(-1)!.endsWith(ELLIPSIS)).toBe(true);
    expect(fitted.lines.join('').length).toBeLessThan(1000);
  });
});
