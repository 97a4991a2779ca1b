import { newsletterInputSchema } from './newsletter-schema';
import {
  NEWSLETTER_TEXT,
  newsletterPagePath,
  newsletterResultOf,
  newsletterReturnPath,
} from './newsletter';

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

describe("a sign-up's address", () => {
  const check = (email: string) => {
    const parsed = newsletterInputSchema.safeParse({ email });
    return parsed.success ? parsed.data.email : parsed.error.issues.map((issue) => issue.message);
  };

  it.each([
    'a=b@example.com',
    "o'brien@example.com",
    'elf+list@example.com',
    '{santa}|~@north-pole.example',
    'elf@localhost',
    '  Elf@Example.COM ',
  ])('accepts %j, as the browser does', (email) => {
    expect(check(email)).toBe(email.trim().toLowerCase());
  });

  it.each([
    'elf',
    'elf@',
    '@example.com',
    'elf name@example.com',
    'elf@exa_mple.com',
    'elf@-example.com',
    'elf@example-.com',
    '"elf"@example.com',
    'elf(x)@example.com',
    `elf@${'a'.repeat(64)}.com`,
  ])('refuses %j, as the browser does', (email) => {
    expect(check(email)).toEqual([NEWSLETTER_TEXT.invalid]);
  });

  it('says the limit of an address over 254 characters, and nothing else', () => {
    const domain = `@${'elf.'.repeat(60)}example`;
    expect(check(`${'x'.repeat(254 - domain.length)}${domain}`)).toHaveLength(254);
    expect(check(`${'x'.repeat(300 - domain.length)}${domain}`)).toEqual([NEWSLETTER_TEXT.tooLong]);
    expect(NEWSLETTER_TEXT.tooLong).toContain('254 characters');
  });
});
