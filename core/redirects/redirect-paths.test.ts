import {
  isReservedPath,
  locationWithQuery,
  lookupKeyOf,
  normalizeRedirectPath,
  postSlugOfPath,
  redirectDocId,
  redirectKey,
} from './redirect-paths';

describe('redirect paths', () => {
  it('normalizes: trims, collapses double slashes, drops a trailing slash but keeps the root', () => {
    expect(normalizeRedirectPath('  /articles//elf-ideas/ ')).toBe('/articles/elf-ideas');
    expect(normalizeRedirectPath('/')).toBe('/');
    expect(normalizeRedirectPath('//')).toBe('/');
  });

  it('keys ignore letter case, so /Articles/X and /articles/x/ are one source', () => {
    expect(redirectKey('/Articles/X/')).toBe(redirectKey('/articles/x'));
    expect(redirectDocId('/Articles/Elf')).toBe('%2Farticles%2Felf');
  });

  it('looks up request paths that a source can match, and nothing else (no read for them)', () => {
    expect(lookupKeyOf('/Articles/Elf-On-The-Shelf-Ideas/')).toBe(
      '/articles/elf-on-the-shelf-ideas',
    );
    expect(lookupKeyOf('/articles%2Fx')).toBe('/articles/x');
    expect(lookupKeyOf('/wp-login.php')).toBeNull();
    expect(lookupKeyOf('/bad%E0%A4%A')).toBeNull();
    for (const reserved of ['/admin', '/admin/redirects', '/api/posts', '/widgets/x', '/media/a'])
      expect(lookupKeyOf(reserved), reserved).toBeNull();
    expect(lookupKeyOf('/administrator')).toBe('/administrator');
  });

  it('knows the reserved prefixes by whole segment', () => {
    expect(isReservedPath('/admin')).toBe(true);
    expect(isReservedPath('/API/x')).toBe(true);
    expect(isReservedPath('/mediawiki')).toBe(false);
  });

  it('keeps the query string of the request on the target', () => {
    expect(locationWithQuery('/blog/x', '?utm_source=mail&a=1')).toBe(
      '/blog/x?utm_source=mail&a=1',
    );
    expect(locationWithQuery('/blog/x', '')).toBe('/blog/x');
    expect(locationWithQuery('/blog/x', '?')).toBe('/blog/x');
  });

  it('finds the post slug of a blog path', () => {
    expect(postSlugOfPath('/blog/elf-ideas/')).toBe('elf-ideas');
    expect(postSlugOfPath('/blog')).toBeNull();
    expect(postSlugOfPath('/blog/a/b')).toBeNull();
  });
});
