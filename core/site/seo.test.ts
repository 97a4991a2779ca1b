import { formatLongDate, htmlToText, metaDescription, postAuthor, postDescription } from './seo';

const post = (overrides: { seo?: string; excerpt?: string; content?: string }) => ({
  metadata: overrides.seo === undefined ? {} : { seoDescription: overrides.seo },
  excerpt: overrides.excerpt ?? '',
  content: overrides.content ?? '',
});

describe('postDescription', () => {
  it('prefers the SEO description', () => {
    expect(postDescription(post({ seo: 'SEO text', excerpt: 'Excerpt' }))).toBe('SEO text');
  });
  it('falls back to the excerpt when the SEO description is blank', () => {
    expect(postDescription(post({ seo: '  ', excerpt: 'Excerpt' }))).toBe('Excerpt');
  });
  it('falls back to the content text cut to 200 characters plus an ellipsis', () => {
    const words = 'word '.repeat(60);
    const result = postDescription(post({ content: `<p>${words}</p>` }));
    expect(result).toBe(`${words.trim().slice(0, 200)}...`);
  });
  it('keeps short content whole, tags stripped and entities decoded', () => {
    expect(postDescription(post({ content: '<h2>Fun &amp; games</h2><p>Hi</p>' }))).toBe(
      'Fun & games Hi',
    );
  });
});

describe('metaDescription', () => {
  it('leaves 160 characters alone', () => {
    const text = 'a'.repeat(160);
    expect(metaDescription(text)).toBe(text);
  });
  it('never exceeds 160 characters', () => {
    const text = 'Lots of words here '.repeat(20);
    const result = metaDescription(text);
    expect(result.length).toBeLessThanOrEqual(160);
    expect(result.endsWith('…')).toBe(true);
  });
});

describe('htmlToText', () => {
  it('drops scripts and styles with their content', () => {
    expect(htmlToText('<style>p{}</style><p>Hello</p><script>alert(1)</script>')).toBe('Hello');
  });
});

describe('postAuthor and formatLongDate', () => {
  it('defaults the author to Elf Letter Team', () => {
    expect(postAuthor({ metadata: {} })).toBe('Elf Letter Team');
    expect(postAuthor({ metadata: { author: 'Pip' } })).toBe('Pip');
  });
  it('formats dates in en-US long format', () => {
    expect(formatLongDate('2026-12-03T10:00:00.000Z')).toBe('December 3, 2026');
  });
});
