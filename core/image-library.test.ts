import { imageHtmlSnippet, parseImageInfo } from './image-library';

describe('parseImageInfo', () => {
  it("reads images begun by 'url:' and completed by 'alt text:' and 'title:'", () => {
    const text = [
      'url: https://cdn.example.com/a.png',
      'alt text: An elf on a shelf',
      'title: Shelf elf',
      '',
      'URL:https://cdn.example.com/b.jpg',
      '  Alt Text:  Cookies  ',
    ].join('\r\n');
    expect(parseImageInfo(text)).toEqual([
      { url: 'https://cdn.example.com/a.png', alt: 'An elf on a shelf', title: 'Shelf elf' },
      { url: 'https://cdn.example.com/b.jpg', alt: 'Cookies', title: '' },
    ]);
  });

  it("keeps the colon inside a value (a URL's scheme, a title with a colon)", () => {
    expect(parseImageInfo('url: http://x.test:8080/a.png\ntitle: Elves: a guide')).toEqual([
      { url: 'http://x.test:8080/a.png', alt: '', title: 'Elves: a guide' },
    ]);
  });

  it("ignores fields before any 'url:', other lines and empty URLs", () => {
    expect(parseImageInfo('alt text: lonely\ntitle: nobody\nhello\nurl:\nalt text: gone')).toEqual(
      [],
    );
    expect(parseImageInfo('')).toEqual([]);
    expect(parseImageInfo('https://cdn.example.com/a.png')).toEqual([]);
  });

  it('a later field of the same image replaces an earlier one', () => {
    expect(parseImageInfo('url: u\ntitle: one\ntitle: two')).toEqual([
      { url: 'u', alt: '', title: 'two' },
    ]);
  });
});

describe('imageHtmlSnippet', () => {
  it('is an inline image with class blog-inline-image at most 70% wide', () => {
    expect(imageHtmlSnippet({ url: 'https://s.test/a.webp', alt: 'Elf', title: 'Hi' })).toBe(
      '<img src="https://s.test/a.webp" alt="Elf" title="Hi" class="blog-inline-image" style="max-width: 70%; height: auto;" />',
    );
  });

  it('escapes attribute values and leaves out an empty title', () => {
    expect(imageHtmlSnippet({ url: 'https://s.test/a?x=1&y=2', alt: '"<b>"', title: '' })).toBe(
      '<img src="https://s.test/a?x=1&amp;y=2" alt="&quot;&lt;b&gt;&quot;" class="blog-inline-image" style="max-width: 70%; height: auto;" />',
    );
  });
});
