/**
 * POST /api/handle-redirect (and GET ?path=) against the emulators: the spec's answer shapes,
 * batches aligned with the request, validation before anything else, a rate limit, and answers a
 * CDN may keep.
 */
import { COLLECTIONS } from '@core/paths';
import { MAX_LOOKUP_PATHS, LOOKUP_RATE_LIMIT_PER_MINUTE } from '@core/redirects/redirect-api';
import { storedRedirect } from '@core/redirects/redirect-document';
import { redirectDocId } from '@core/redirects/redirect-paths';
import {
  forwardedFor,
  randomClientAddress,
  SITE_ORIGIN,
  inOneRateWindow,
  uniqueId,
} from '@test/emulators';
import { rateWindowRef } from '../http/rate-limit';
import { db } from '../platform/firebase';
import { apiPath } from '@core/api-routes';

const prefix = `/${uniqueId('lookup')}`;

beforeAll(async () => {
  const now = new Date().toISOString();
  const batch = db().batch();
  for (const [source, target, statusCode, isActive] of [
    [`${prefix}/old`, '/blog/new', 301, true],
    [`${prefix}/temp`, '/about', 307, true],
    [`${prefix}/off`, '/blog', 301, false],
  ] as const)
    batch.set(
      db().collection(COLLECTIONS.urlRedirects).doc(redirectDocId(source)),
      storedRedirect(
        { sourcePath: source, targetPath: target, statusCode, isActive, notes: '' },
        { now, createdBy: null },
      ),
    );
  await batch.commit();
});

function lookup(body: unknown, client = randomClientAddress()) {
  return fetch(`${SITE_ORIGIN}${apiPath('handleRedirect')}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...forwardedFor(client) },
    body: JSON.stringify(body),
  });
}

describe('handle-redirect', () => {
  it('{path} answers found, target_path and status_code', async () => {
    const found = await lookup({ path: `${prefix}/old` });
    expect(found.status).toBe(200);
    expect(await found.json()).toEqual({ found: true, target_path: '/blog/new', status_code: 301 });
    for (const path of [`${prefix}/off`, `${prefix}/nothing`, '/admin/x', '/wp-login.php'])
      expect(await (await lookup({ path })).json(), path).toEqual({
        found: false,
        target_path: null,
        status_code: null,
      });
  });

  it('{paths} answers results aligned with the request, repeats included', async () => {
    const paths = [`${prefix}/temp`, '/nope', `${prefix}/OLD/`, `${prefix}/temp`];
    const response = await lookup({ paths });
    expect(await response.json()).toEqual({
      results: [
        { path: paths[0], found: true, target_path: '/about', status_code: 307 },
        { path: '/nope', found: false, target_path: null, status_code: null },
        { path: paths[2], found: true, target_path: '/blog/new', status_code: 301 },
        { path: paths[3], found: true, target_path: '/about', status_code: 307 },
      ],
    });
  });

  it('refuses malformed requests with a message', async () => {
    const cases: [unknown, number][] = [
      [{}, 400],
      [{ path: '' }, 400],
      [{ path: 5 }, 400],
      [{ paths: [] }, 400],
      [{ paths: Array.from({ length: MAX_LOOKUP_PATHS + 1 }, () => '/a') }, 400],
      [{ path: '/a', paths: ['/b'] }, 400],
    ];
    for (const [body, status] of cases) {
      const response = await lookup(body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(typeof ((await response.json()) as { error: unknown }).error).toBe('string');
    }
    const notJson = await fetch(`${SITE_ORIGIN}${apiPath('handleRedirect')}`, {
      method: 'POST',
      body: '{path:',
    });
    expect(notJson.status).toBe(400);
  });

  it('GET ?path= gives the same answer with Cache-Control and an ETag a CDN can keep', async () => {
    const url = `${SITE_ORIGIN}${apiPath('handleRedirect')}?path=${encodeURIComponent(`${prefix}/old`)}`;
    const response = await fetch(url, { headers: forwardedFor(randomClientAddress()) });
    expect(await response.json()).toEqual({
      found: true,
      target_path: '/blog/new',
      status_code: 301,
    });
    expect(response.headers.get('cache-control')).toBe('public, max-age=300, s-maxage=300');
    const etag = response.headers.get('etag')!;
    const again = await fetch(url, {
      headers: { 'if-none-match': etag, ...forwardedFor(randomClientAddress()) },
    });
    expect(again.status).toBe(304);
  });

  it('limits each client’s lookups per minute (one more answers 429)', async () => {
    await inOneRateWindow(async () => {
      const client = randomClientAddress();
      // The client has used all but one lookup of this minute (counting them one by one through
      // the emulators takes longer than a minute on a busy machine).
      const window = rateWindowRef(
        new Request(SITE_ORIGIN, { headers: forwardedFor(client) }),
        'handle-redirect',
        new Date(),
      );
      await window.set({ count: LOOKUP_RATE_LIMIT_PER_MINUTE - 1 });
      expect((await lookup({ path: '/x' }, client)).status).toBe(200);
      const refused = await lookup({ path: '/x' }, client);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ error: 'Too many requests; try again in a minute' });
    });
    expect((await lookup({ path: '/x' })).status).toBe(200);
  });
});
