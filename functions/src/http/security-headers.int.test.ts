/**
 * Every surface's security headers, read through the Hosting emulator (SITE_ORIGIN) so that what
 * firebase.json adds counts as much as what the functions send.
 */
import type { Post } from '@core/models';
import { createTestPost, deleteTestPost, SITE_ORIGIN } from '@test/emulators';

const headersOf = async (path: string) => {
  const response = await fetch(`${SITE_ORIGIN}${path}`, { redirect: 'manual' });
  await response.arrayBuffer();
  return response.headers;
};

/** The CSP as directive name -> its sources. */
function directives(headers: Headers): Map<string, string[]> {
  const policy = headers.get('content-security-policy') ?? '';
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

function expectBaseHeaders(headers: Headers) {
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('permissions-policy')).toContain('camera=()');
  expect(headers.get('strict-transport-security')).toMatch(/^max-age=\d{7,}/);
}

/** A page's own policy: scripts from the site only, nothing inline, never framed. */
function expectPagePolicy(headers: Headers) {
  const csp = directives(headers);
  expect(csp.get('script-src')).toEqual(["'self'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  expect(csp.get('form-action')).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
}

describe('security headers on every surface', () => {
  let post: Post;
  beforeAll(async () => {
    post = await createTestPost({ title: 'Headers everywhere' });
  });
  afterAll(async () => {
    await deleteTestPost(post);
  });

  it('the iframe embed pages: the page policy, but any site may frame them; no other page may', async () => {
    for (const path of [
      '/embed/elf-name?title=Hi',
      '/embed/craft',
      '/embed/scene',
      '/embed/recipe',
    ]) {
      const headers = await headersOf(path);
      expectBaseHeaders(headers);
      const csp = directives(headers);
      expect(csp.get('frame-ancestors')).toEqual(['*']);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(headers.get('x-frame-options')).toBeNull();
    }
    // Not an embed page: the 404 page, never framed.
    for (const path of ['/embed/teleporter', '/embed/', '/embedded', '/about']) {
      expectPagePolicy(await headersOf(path));
    }
  });

  it('public pages: a policy with scripts from the site only, never framed', async () => {
    for (const path of ['/', `/blog/${post.slug}`, '/no-such-page-here']) {
      const headers = await headersOf(path);
      expectBaseHeaders(headers);
      expectPagePolicy(headers);
      // The Sign Up dialog preloads the successor service in a hidden frame.
      expect(directives(headers).get('frame-src')).toContain('https://letters.elfletter.example');
    }
  });

  it('the admin: the page policy plus what Firebase Auth needs, never framed', async () => {
    const headers = await headersOf('/admin/login');
    expectBaseHeaders(headers);
    expectPagePolicy(headers);
    const csp = directives(headers);
    expect(csp.get('connect-src')).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
      ]),
    );
    // Under the local stack the SDK talks to the Auth emulator, whose origin comes from config.
    expect(csp.get('connect-src')).toContain(`http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`);
  });

  it('API answers and stored files: nothing runs, never framed', async () => {
    for (const path of ['/api/health', '/api/no-such-endpoint', '/media/no/such-file.png']) {
      const headers = await headersOf(path);
      expectBaseHeaders(headers);
      const csp = directives(headers);
      expect(csp.get('default-src')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    }
  });

  it('robots.txt and the sitemap: nothing runs, never framed', async () => {
    // Where Hosting's own redirect for /robots.txt leads (the redirect, with no body, has none).
    for (const path of ['/site-files/robots-txt', '/sitemap.xml']) {
      const headers = await headersOf(path);
      expectBaseHeaders(headers);
      expect(directives(headers).get('frame-ancestors')).toEqual(["'none'"]);
    }
  });

  it('built files: the headers, and the widget bundles stay embeddable anywhere', async () => {
    // The admin app's script is a built file under /assets.
    const admin = await (await fetch(`${SITE_ORIGIN}/admin/login`)).text();
    const asset = /<script type="module" src="(\/assets\/[^"]+)"/.exec(admin)?.[1];
    expect(asset).toBeDefined();
    const assetHeaders = await headersOf(asset!);
    expectBaseHeaders(assetHeaders);
    expect(directives(assetHeaders).get('frame-ancestors')).toEqual(["'none'"]);
    expectBaseHeaders(await headersOf('/favicon.png'));

    const widget = await headersOf('/widgets/loader.js');
    expectBaseHeaders(widget);
    expect(widget.get('access-control-allow-origin')).toBe('*');
    expect(directives(widget).has('frame-ancestors')).toBe(false);

    // The redirect worker's own policy governs what it fetches: the lookup on this site only.
    const worker = directives(await headersOf('/sw.js'));
    expect(worker.get('default-src')).toEqual(["'none'"]);
    expect(worker.get('connect-src')).toEqual(["'self'"]);
  });
});
