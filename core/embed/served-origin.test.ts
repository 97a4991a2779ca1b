import { servedOrigin } from './served-origin';

const CANONICAL = 'https://elfletter.example';
const request = (url: string, headers: Record<string, string> = {}) =>
  new Request(url, { headers });

describe('servedOrigin', () => {
  it('is the host Hosting forwards, not the function’s own', () => {
    expect(
      servedOrigin(
        request('http://127.0.0.1:5021/generators', { 'x-forwarded-host': '127.0.0.1:5020' }),
        CANONICAL,
      ),
    ).toBe('http://127.0.0.1:5020');
  });

  it('takes the scheme the proxy forwards', () => {
    expect(
      servedOrigin(
        request('http://us-central1-x.cloudfunctions.net/ssr/generators', {
          'x-forwarded-host': 'www.elfletter.example',
          'x-forwarded-proto': 'https',
        }),
        CANONICAL,
      ),
    ).toBe('https://www.elfletter.example');
  });

  it('is the request’s own origin when nothing was forwarded', () => {
    expect(servedOrigin(request('http://localhost:5021/generators'), CANONICAL)).toBe(
      'http://localhost:5021',
    );
  });

  it('falls back to the canonical origin for a forwarded host that is no plain host', () => {
    for (const host of ['evil.example/x', 'a@evil.example', 'evil.example"><script>', ' '])
      expect(
        servedOrigin(request('http://localhost/', { 'x-forwarded-host': host }), CANONICAL),
      ).toBe(host.trim() ? CANONICAL : 'http://localhost');
    expect(
      servedOrigin(
        request('http://localhost/', {
          'x-forwarded-host': 'elf.example',
          'x-forwarded-proto': 'ftp',
        }),
        CANONICAL,
      ),
    ).toBe(CANONICAL);
  });
});
