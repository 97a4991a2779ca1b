import { newsletterPagePath, newsletterResultOf, newsletterReturnPath } from './newsletter';

describe('the return of a signup sent without script', () => {
  it('goes back to the path the form named, with the result and the form as anchor', () => {
    expect(newsletterReturnPath('/', 'subscribed')).toBe('/?newsletter=subscribed#newsletter');
    expect(newsletterReturnPath('/blog/elf-ideas?x=1#top', 'invalid')).toBe(
      '/blog/elf-ideas?newsletter=invalid#newsletter',
    );
  });

  it.each([
    'https://evil.example/',
    '//evil.example/',
    '/\\evil.example/',
    '/\t/evil.example',
    'javascript:alert(1)',
    'blog',
    '',
    null,
  ])('goes home for %j, never to another site', (page) => {
    expect(newsletterReturnPath(page, 'too-many')).toBe('/?newsletter=too-many#newsletter');
  });

  it("is read back from the page's query; anything else is no result", () => {
    expect(newsletterResultOf(new URLSearchParams('newsletter=failed'))).toBe('failed');
    expect(newsletterResultOf(new URLSearchParams('newsletter=owned'))).toBeNull();
    expect(newsletterResultOf(new URLSearchParams(''))).toBeNull();
  });
});

it("a signup's source is the path of this site its form names, or ''", () => {
  expect(newsletterPagePath('/blog/some-post?x=1#y')).toBe('/blog/some-post');
  for (const page of [undefined, null, '', 'https://evil.example/', '//evil.example/x'])
    expect(newsletterPagePath(page)).toBe('');
});
