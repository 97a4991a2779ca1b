import {
  firstDayShown,
  framingPageOf,
  isWebOrigin,
  normalPagePath,
  PAGE_PATH_MAX,
  useRate,
} from './tool-pages';
import { toolUsageInputSchema } from '../analytics/tool-usage';

describe('the host page a widget reports', () => {
  it.each(['https://example.com', 'http://127.0.0.1:5055', 'https://xn--bcher-kva.example'])(
    'accepts the origin %s',
    (origin) => expect(isWebOrigin(origin)).toBe(true),
  );

  it.each([
    ['no scheme', 'example.com'],
    ['a trailing slash', 'https://example.com/'],
    ['a path', 'https://example.com/blog'],
    ['a default port written out', 'https://example.com:443'],
    ['upper case', 'https://Example.com'],
    ['credentials', 'https://user@example.com'],
    ['another scheme', 'ftp://example.com'],
    ['a file page', 'file:///home/me/page.html'],
    ['the opaque origin', 'null'],
    ['an overlong host', `https://${'a'.repeat(200)}.example`],
  ])('refuses an origin with %s', (_what, origin) => expect(isWebOrigin(origin)).toBe(false));

  it('takes paths as a URL holds them, with a quote percent-encoded, and no query, fragment or raw text', () => {
    for (const path of ['/', '/blog/elf-ideas', '/caf%C3%A9/', '/a-b_c.d~e!$&()*+,;=:@|^'])
      expect(normalPagePath(path), path).toBe(path);
    expect(normalPagePath("/login'onmouseover=alert(1)")).toBe('/login%27onmouseover=alert(1)');
    for (const path of [
      '',
      'blog',
      '/a?b=1',
      '/a#top',
      '/café',
      '/a b',
      '/a\nb',
      '/a"b',
      '/<img>',
      '/a`b',
      '/blog/../admin',
      '/./a',
      '//evil.example/a',
      '/\\evil.example',
      '/\ud800',
    ])
      expect(normalPagePath(path), path).toBeNull();
    expect(normalPagePath(`/${'a'.repeat(PAGE_PATH_MAX - 1)}`)).not.toBeNull();
    expect(normalPagePath(`/${'a'.repeat(PAGE_PATH_MAX)}`)).toBeNull();
  });

  const event = (action: string, page?: unknown) => ({
    toolName: 'craftGenerator',
    instanceId: 'craft-1',
    postId: null,
    metadata: { action, localCount: 0, browserInfo: '', screenWidth: 1, screenHeight: 1 },
    ...(page === undefined ? {} : { page }),
  });

  it('an impression needs its page; a use may come without one (widgets built before)', () => {
    const page = { origin: 'https://example.com', path: '/elves' };
    expect(toolUsageInputSchema.safeParse(event('impression', page)).success).toBe(true);
    expect(toolUsageInputSchema.safeParse(event('generate')).success).toBe(true);
    const bare = toolUsageInputSchema.safeParse(event('impression'));
    expect(bare.error?.issues).toEqual([
      expect.objectContaining({ path: ['page'], message: 'an impression needs its page' }),
    ]);
  });

  it('refuses a page with any other field', () => {
    const page = { origin: 'https://example.com', path: '/', query: 'q=1' };
    expect(toolUsageInputSchema.safeParse(event('generate', page)).success).toBe(false);
  });

  it('takes a page left unknown (path null) from an iframe embed only', () => {
    const unknown = { origin: 'https://example.com', path: null };
    const framed = toolUsageInputSchema.safeParse({
      ...event('impression', unknown),
      method: 'iframe',
    });
    expect(framed.data?.page).toEqual(unknown);
    const scripted = toolUsageInputSchema.safeParse({
      ...event('generate', unknown),
      method: 'script',
    });
    expect(scripted.error?.issues).toEqual([
      expect.objectContaining({
        path: ['page', 'path'],
        message: 'only an iframe embed may leave its page unknown',
      }),
    ]);
  });
});

describe('the page that frames an iframe embed, as its browser tells it', () => {
  const OURS = 'https://elfletter.example';
  const frame = (referrer: string, ancestor?: string) => framingPageOf(referrer, ancestor, OURS);

  it('is the referrer when it is the full address of the framing page (no query)', () => {
    expect(frame('https://blog.example/advent/day-3?from=mail', 'https://blog.example')).toEqual({
      origin: 'https://blog.example',
      path: '/advent/day-3',
    });
    // Firefox has no ancestorOrigins: the referrer's origin stands for it.
    expect(frame('https://blog.example/advent')).toEqual({
      origin: 'https://blog.example',
      path: '/advent',
    });
    // Our own pages send their full address: our home page is a page like another.
    expect(frame(`${OURS}/`, OURS)).toEqual({ origin: OURS, path: '/' });
    expect(frame('https://blog.example/?p=12', 'https://blog.example')).toEqual({
      origin: 'https://blog.example',
      path: '/',
    });
  });

  it("is an unknown page on the framing site when the referrer is that site's origin alone", () => {
    // strict-origin-when-cross-origin, the browsers' default, sends another site only the origin.
    expect(frame('https://blog.example/', 'https://blog.example')).toEqual({
      origin: 'https://blog.example',
      path: null,
    });
    expect(frame('https://blog.example/')).toEqual({ origin: 'https://blog.example', path: null });
    // No referrer (a no-referrer policy), or one from elsewhere (a page the frame navigated from).
    expect(frame('', 'https://blog.example')).toEqual({
      origin: 'https://blog.example',
      path: null,
    });
    expect(frame('https://other.example/page', 'https://blog.example')).toEqual({
      origin: 'https://blog.example',
      path: null,
    });
    // A path too long to keep is no page either.
    expect(frame(`https://blog.example/${'a'.repeat(PAGE_PATH_MAX)}`)).toEqual({
      origin: 'https://blog.example',
      path: null,
    });
  });

  it('is nothing without a web origin', () => {
    expect(frame('')).toBeUndefined();
    expect(frame('', 'file://')).toBeUndefined();
    expect(frame('about:blank')).toBeUndefined();
  });
});

describe('the figures of an embedding page', () => {
  it('cover 30 days, today included', () => {
    expect(firstDayShown(new Date('2026-11-30T23:59:00Z'))).toBe('2026-11-01');
    expect(firstDayShown(new Date('2026-03-01T00:00:00Z'))).toBe('2026-01-31');
  });

  it('give the use rate as uses per impression', () => {
    expect(useRate({ impressions: 200, uses: 50 })).toBe('25%');
    expect(useRate({ impressions: 3, uses: 7 })).toBe('233%');
    expect(useRate({ impressions: 0, uses: 4 })).toBe('—');
  });
});
