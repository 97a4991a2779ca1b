import { rawGetStatus } from '@test/raw-request';
import { SITE_ORIGIN } from './stack';

/**
 * Request targets that once ended the Hosting emulator, and with it every emulator of
 * firebase-tools: a bad escape made the redirects' decodeURI throw, `//` made firebase-tools'
 * `new URL(req.url)` throw.
 */
const MALFORMED_TARGETS: Record<string, string> = {
  'a truncated escape': '/x%E0%A4%A',
  'a lone percent sign': '/%',
  'an escape of no hex digits': '/%zz',
  'a bad escape under /blog': '/blog/%E0%A4%A',
  'a bad escape under /admin': '/admin/%E0%A4%A',
  'a bad escape under /api': '/api/%E0%A4%A',
  'a bad escape under /media': '/media/%E0%A4%A',
  'a bad escape under /widgets': '/widgets/%E0%A4%A',
  'a bad escape after robots.txt': '/robots.txt%E0%A4%A',
  'an overlong UTF-8 encoding': '/%C0%AF',
  'a long path': `/${'a'.repeat(8000)}`,
  'an escaped NUL': '/x%00y',
  'a raw NUL': '/x\0y',
  'a double slash': '//',
  'a scheme-relative host': '//evil.example/x',
  'a scheme-relative bad host': '//[/',
  'a backslash host': '/\\evil.example',
  'a backslash': '/x\\y',
  'escaped backslashes climbing': '/%5C..%5Cetc%5Cpasswd',
};

describe('the local stack answers malformed URLs and keeps serving', () => {
  it.each(Object.entries(MALFORMED_TARGETS))('%s: 400 or 404', async (_, target) => {
    expect([400, 404]).toContain(await rawGetStatus(SITE_ORIGIN, target));
    expect(await rawGetStatus(SITE_ORIGIN, '/')).toBe(200);
  });

  it('a path past the server header limit: 431, and the site still serves', async () => {
    expect(await rawGetStatus(SITE_ORIGIN, `/${'a'.repeat(20_000)}`)).toBe(431);
    expect(await rawGetStatus(SITE_ORIGIN, '/')).toBe(200);
  });
});
