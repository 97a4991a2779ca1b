import { readFileSync } from 'node:fs';
import { adminCsp, HOSTING_SECURITY_HEADERS, pageCsp, type CspOrigins } from './security-headers';

const ORIGINS: CspOrigins = {
  successorUrl: 'https://letters.example/start?from=site',
  emulatorOrigins: ['http://127.0.0.1:9099'],
};

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.split(' ')[0] === name)
    ?.split(' ')
    .slice(1);

describe('content security policies', () => {
  it('public pages: scripts from the site only, the successor origin framed, never framed', () => {
    const policy = pageCsp(ORIGINS);
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
    expect(directive(policy, 'frame-src')).toEqual(['https://letters.example']);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'connect-src')).toContain('https://securetoken.googleapis.com');
  });

  it('the admin: Auth and Firestore endpoints and the emulators given, no other site framed', () => {
    const policy = adminCsp(ORIGINS);
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'http://127.0.0.1:9099',
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://firestore.googleapis.com',
    ]);
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
    expect(directive(policy, 'frame-src')).toEqual(["'self'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
  });

  it('names no emulator in production', () => {
    const production = { ...ORIGINS, emulatorOrigins: [] };
    expect(adminCsp(production)).not.toContain('127.0.0.1');
    expect(pageCsp(production)).not.toContain('127.0.0.1');
  });
});

describe('firebase.json', () => {
  it('gives the built files the headers this module builds', () => {
    const config = JSON.parse(
      readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8'),
    ) as { hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] } };
    const rules = config.hosting.headers.map(({ source, headers }) => ({
      source,
      headers: Object.fromEntries(headers.map(({ key, value }) => [key.toLowerCase(), value])),
    }));
    for (const expected of HOSTING_SECURITY_HEADERS) {
      expect(rules).toContainEqual(expected);
    }
  });
});
