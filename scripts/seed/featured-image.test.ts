import { featuredSvg, titleLines } from './featured-image';

describe('demo featured images', () => {
  it('break a long title into lines that fit across the image', () => {
    expect(titleLines('How to Write a Welcome Letter From Your Elf')).toEqual([
      'How to Write a Welcome',
      'Letter From Your Elf',
    ]);
    expect(titleLines('Elf Breakfast Ideas Kids Love')).toEqual([
      'Elf Breakfast Ideas Kids',
      'Love',
    ]);
    expect(titleLines('Short title')).toEqual(['Short title']);
  });

  it('keep every word of the title, escaped', () => {
    const svg = featuredSvg(
      'Cookies & Cocoa <for> Elves on a Snowy Winter Evening',
      '#166534',
    ).toString();
    const text = [...svg.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map((m) => m[1]).join(' ');
    expect(text).toBe('Cookies &amp; Cocoa &lt;for&gt; Elves on a Snowy Winter Evening');
  });
});
