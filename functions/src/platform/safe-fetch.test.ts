/**
 * safeFetch against a real HTTP server on this machine, with a resolver the test controls: every
 * refused case must leave the server untouched (no request at all reaches it).
 */
import type { LookupAddress } from 'node:dns';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  FetchRefused,
  guardedFetch,
  jsonBody,
  safeFetch,
  type Resolver,
  type SafeFetchOptions,
} from './safe-fetch';

let server: Server;
let port: number;
const requests: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push(req.url ?? '');
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/image') {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end(Buffer.alloc(100, 7));
    } else if (url.pathname === '/big') {
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': '5000' });
      res.end(Buffer.alloc(5000));
    } else if (url.pathname === '/big-chunked') {
      res.writeHead(200, { 'content-type': 'image/png' });
      for (let i = 0; i < 50; i++) res.write(Buffer.alloc(100));
      res.end();
    } else if (url.pathname === '/redirect') {
      res.writeHead(302, { location: url.searchParams.get('to') ?? '/image' });
      res.end();
    } else if (url.pathname === '/echo') {
      // What arrived, under a status no image fetch would accept.
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        res.writeHead(418, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            method: req.method,
            host: req.headers.host,
            authorization: req.headers.authorization ?? null,
            contentType: req.headers['content-type'] ?? null,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      });
    } else if (url.pathname === '/hang') {
      // Never answers: the fetch's time limit ends it.
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  requests.length = 0;
});

/** A DNS the test writes: each name answers the addresses listed, and calls are counted. */
function resolverOf(names: Record<string, string[]>): Resolver & { calls: string[] } {
  const calls: string[] = [];
  const resolve = async (hostname: string): Promise<LookupAddress[]> => {
    calls.push(hostname);
    return (names[hostname] ?? []).map((address) => ({
      address,
      family: address.includes(':') ? 6 : 4,
    }));
  };
  return Object.assign(resolve, { calls });
}

const base = (resolve: Resolver, allow: string[] = []): SafeFetchOptions => ({
  resolve,
  maxBytes: 1000,
  timeoutMs: 2000,
  maxRedirects: 3,
  allowHosts: new Set(allow),
});

async function refusal(url: string, options: SafeFetchOptions): Promise<FetchRefused> {
  const error = await safeFetch(url, options).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(FetchRefused);
  return error as FetchRefused;
}

describe('safeFetch refuses, and nothing reaches the server', () => {
  const dns = resolverOf({
    'loopback.test': ['127.0.0.1'],
    'private.test': ['10.0.0.7'],
    'metadata.test': ['169.254.169.254'],
    'mixed.test': ['93.184.216.34', '127.0.0.1'],
    'v6-loopback.test': ['::1'],
    'mapped.test': ['::ffff:127.0.0.1'],
    'ula.test': ['fd00::1'],
    'link-local.test': ['fe80::1'],
    'multicast.test': ['224.0.0.1'],
    'unspecified.test': ['0.0.0.0'],
  });

  it.each([
    'ftp://example.com/a.png',
    'file:///etc/passwd',
    'data:image/png;base64,AAAA',
    'gopher://x/',
  ])('a scheme other than http and https: %s', async (url) => {
    const error = await refusal(url, base(dns));
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/Only http and https/);
  });

  it.each([
    ['loopback', 'http://127.0.0.1:PORT/image'],
    ['decimal loopback', 'http://2130706433:PORT/image'],
    ['hex loopback', 'http://0x7f000001:PORT/image'],
    ['octal loopback', 'http://0177.0.0.1:PORT/image'],
    ['short loopback', 'http://127.1:PORT/image'],
    ['IPv6 loopback', 'http://[::1]:PORT/image'],
    ['IPv4-mapped IPv6', 'http://[::ffff:127.0.0.1]:PORT/image'],
    ['the metadata address', 'http://169.254.169.254/latest/meta-data/'],
    ['the metadata address in decimal', 'http://2852039166/'],
    ['unspecified', 'http://0.0.0.0:PORT/image'],
  ])('an address written in the URL: %s', async (_name, url) => {
    const error = await refusal(url.replace('PORT', String(port)), base(dns));
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/Refused to fetch/);
    expect(requests).toEqual([]);
  });

  it.each([
    ['loopback.test', 'loopback'],
    ['private.test', 'private network'],
    ['metadata.test', 'cloud metadata'],
    ['mixed.test', 'loopback'],
    ['v6-loopback.test', 'loopback'],
    ['mapped.test', 'IPv4 address inside IPv6'],
    ['ula.test', 'unique-local'],
    ['link-local.test', 'link-local'],
    ['multicast.test', 'multicast'],
    ['unspecified.test', 'unspecified'],
  ])('a name resolving to a refused address: %s', async (host, reason) => {
    const error = await refusal(`http://${host}:${port}/image`, base(dns));
    expect(error.status).toBe(400);
    expect(error.message).toContain(reason);
    expect(requests).toEqual([]);
  });

  it('a redirect to a refused address, checked again on the new URL', async () => {
    const allowed = resolverOf({ 'images.test': ['127.0.0.1'], 'loopback.test': ['127.0.0.1'] });
    for (const to of [
      `http://127.0.0.1:${port}/secret`,
      `http://loopback.test:${port}/secret`,
      `http://[::1]:${port}/secret`,
    ]) {
      const error = await refusal(
        `http://images.test:${port}/redirect?to=${encodeURIComponent(to)}`,
        base(allowed, [`images.test:${port}`]),
      );
      expect(error.message).toMatch(/Refused to fetch/);
    }
    expect(requests.every((path) => path.startsWith('/redirect'))).toBe(true);
  });

  it('a redirect to another scheme', async () => {
    const allowed = resolverOf({ 'images.test': ['127.0.0.1'] });
    const error = await refusal(
      `http://images.test:${port}/redirect?to=${encodeURIComponent('file:///etc/passwd')}`,
      base(allowed, [`images.test:${port}`]),
    );
    expect(error.message).toMatch(/Only http and https/);
  });

  it('a name with no address', async () => {
    const error = await refusal(`http://nowhere.test:${port}/image`, base(dns));
    expect(error.status).toBe(502);
    expect(requests).toEqual([]);
  });
});

describe('safeFetch within its limits (the test allowlist lets it reach this machine)', () => {
  const dns = resolverOf({ 'images.test': ['127.0.0.1'] });
  const options = () => base(dns, [`images.test:${port}`]);

  it('fetches an allowed host, resolving it once per connection in the socket’s own lookup', async () => {
    dns.calls.length = 0;
    const fetched = await safeFetch(
      `http://images.test:${port}/redirect?to=${encodeURIComponent('/image')}`,
      options(),
    );
    expect(fetched.bytes.length).toBe(100);
    expect(fetched.contentType).toBe('image/png');
    expect(fetched.finalUrl).toBe(`http://images.test:${port}/image`);
    expect(dns.calls).toEqual(['images.test', 'images.test']);
  });

  it('refuses a body over the size limit, declared or not', async () => {
    expect((await refusal(`http://images.test:${port}/big`, options())).status).toBe(413);
    expect((await refusal(`http://images.test:${port}/big-chunked`, options())).status).toBe(413);
  });

  it('gives up after the time limit', async () => {
    const error = await refusal(`http://images.test:${port}/hang`, {
      ...options(),
      timeoutMs: 300,
    });
    expect(error.status).toBe(504);
  });

  it('follows at most maxRedirects redirects', async () => {
    const hop = (to: string) => `/redirect?to=${encodeURIComponent(to)}`;
    const url = `http://images.test:${port}${hop(hop(hop(hop('/image'))))}`;
    const error = await refusal(url, options());
    expect(error.message).toBe('More than 3 redirects');
    expect(requests.filter((p) => p === '/image')).toEqual([]);
  });

  it('answers a failing status as an error', async () => {
    const error = await refusal(`http://images.test:${port}/missing`, options());
    expect(error.status).toBe(502);
    expect(error.message).toContain('HTTP 404');
  });

  it('does not treat the allowlist as covering another port of the same host', async () => {
    const error = await refusal(`http://images.test:${port + 1}/image`, options());
    expect(error.message).toMatch(/loopback/);
  });
});

describe('guardedFetch: any request, under the same checks', () => {
  const dns = resolverOf({ 'api.test': ['127.0.0.1'], 'other.test': ['127.0.0.1'] });
  const options = (extra: Partial<SafeFetchOptions> = {}): SafeFetchOptions => ({
    ...base(dns, [`api.test:${port}`, `other.test:${port}`]),
    ...extra,
  });

  it('sends the method, headers and JSON body, and answers any status with its body', async () => {
    const response = await guardedFetch(
      `http://api.test:${port}/echo`,
      options({ method: 'PUT', headers: { authorization: 'Bearer t' }, json: [{ a: 1 }] }),
    );
    expect(response.status).toBe(418);
    expect(jsonBody(response)).toEqual({
      method: 'PUT',
      host: `api.test:${port}`,
      authorization: 'Bearer t',
      contentType: 'application/json',
      body: '[{"a":1}]',
    });
  });

  it('answers a redirect itself, unfollowed, when no redirect may be followed', async () => {
    const response = await guardedFetch(
      `http://api.test:${port}/redirect?to=${encodeURIComponent('/image')}`,
      options({ maxRedirects: 0 }),
    );
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/image');
    expect(requests).toEqual(['/redirect?to=%2Fimage']);
  });

  it('sends the caller’s headers and body to the first origin only', async () => {
    const to = (where: string) =>
      `http://api.test:${port}/redirect?to=${encodeURIComponent(where)}`;
    const init = {
      method: 'POST',
      headers: { authorization: 'Bearer t' },
      json: { a: 1 },
    } as const;
    const elsewhere = await guardedFetch(to(`http://other.test:${port}/echo`), options(init));
    expect(jsonBody(elsewhere)).toMatchObject({ method: 'GET', authorization: null, body: '' });
    const same = await guardedFetch(to('/echo'), options(init));
    expect(jsonBody(same)).toMatchObject({ method: 'GET', authorization: 'Bearer t', body: '' });
  });

  it('keeps the first bytes of a long body when asked to truncate', async () => {
    const response = await guardedFetch(
      `http://api.test:${port}/big-chunked`,
      options({ maxBytes: 250, overflow: 'truncate' }),
    );
    expect(response.status).toBe(200);
    expect(response.bytes.length).toBe(250);
  });
});
