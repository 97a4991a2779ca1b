import { isAllowedLinkUrl, linkAttributes } from './link-url';

describe('isAllowedLinkUrl', () => {
  it.each([
    'https://example.com',
    'http://example.com/a?b=1',
    'mailto:santa@north.pole',
    '/blog/elf-ideas',
    './next',
    '#section',
    'elf-ideas',
  ])('accepts %s', (url) => expect(isAllowedLinkUrl(url)).toBe(true));

  it.each([
    '',
    '   ',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'java\tscript:alert(1)',
    '\u0001javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'ftp://example.com',
  ])('refuses %j', (url) => expect(isAllowedLinkUrl(url)).toBe(false));
});

describe('linkAttributes', () => {
  it('opens other sites in a new tab without an opener', () => {
    expect(linkAttributes(' https://example.com ')).toEqual({
      href: 'https://example.com',
      target: '_blank',
      rel: 'noopener noreferrer',
    });
  });

  it('keeps relative and mailto links in the same tab', () => {
    expect(linkAttributes('/blog')).toEqual({ href: '/blog', target: null, rel: null });
    expect(linkAttributes('mailto:a@b.c').target).toBeNull();
  });
});
