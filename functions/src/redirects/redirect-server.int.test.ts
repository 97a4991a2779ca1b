/**
 * The server tier through Hosting: an active redirect's source answers its status and Location
 * before any page renders, hits are counted exactly, reserved paths are never redirected, the
 * placeholder paths answer 404, and requests that end in 404 are logged, read by the admin and
 * pruned to the busiest paths.
 */
import { COLLECTIONS } from '@core/paths';
import { REDIRECT_API_PATHS, type NotFoundEntry } from '@core/redirects/redirect-api';
import { storedRedirect } from '@core/redirects/redirect-document';
import { redirectDocId } from '@core/redirects/redirect-paths';
import type { RedirectFields } from '@core/redirects/redirect-schema';
import { SITE_ORIGIN, uniqueId } from '../../../test/support/emulators';
import {
  adminSession,
  bearer,
  deleteSession,
  type TestSession,
} from '../../../test/support/sessions';
import { counterTotals, latestValue } from '../counters/sharded-counter';
import { NOT_FOUND_COUNTERS, REDIRECT_COUNTERS } from '../counters/site-counters';
import { db } from '../platform/firebase';
import { NOT_FOUND_LOG_SHOWN, pruneNotFoundLog } from './not-found-log';

let admin: TestSession;
beforeAll(async () => {
  admin = await adminSession();
});
afterAll(() => deleteSession(admin));

/** Stores a redirect as the admin API would (also for sources the API refuses, to test the server). */
async function store(fields: Partial<RedirectFields> & Pick<RedirectFields, 'sourcePath'>) {
  const full: RedirectFields = {
    targetPath: '/blog',
    statusCode: 301,
    isActive: true,
    notes: '',
    ...fields,
  };
  const ref = db().collection(COLLECTIONS.urlRedirects).doc(redirectDocId(full.sourcePath));
  await ref.set(storedRedirect(full, { now: new Date().toISOString(), createdBy: admin.uid }));
  return ref;
}

const visit = (path: string, init: RequestInit = {}) =>
  fetch(`${SITE_ORIGIN}${path}`, { redirect: 'manual', ...init });

describe('redirects answered by the server', () => {
  it('answers status and Location, keeps the query string, renders no page', async () => {
    const path = `/${uniqueId('old')}`;
    for (const [statusCode, suffix] of [
      [301, 'a'],
      [302, 'b'],
      [307, 'c'],
      [308, 'd'],
    ] as const)
      await store({ sourcePath: `${path}/${suffix}`, targetPath: `/blog/${suffix}`, statusCode });
    for (const [status, suffix] of [
      [301, 'a'],
      [302, 'b'],
      [307, 'c'],
      [308, 'd'],
    ] as const) {
      const response = await visit(`${path}/${suffix}?utm_source=mail&x=1`);
      expect(response.status).toBe(status);
      expect(response.headers.get('location')).toBe(`/blog/${suffix}?utm_source=mail&x=1`);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.text()).toBe('');
    }
  });

  it('matches the source ignoring letter case and a trailing slash', async () => {
    const path = `/${uniqueId('case')}`;
    await store({ sourcePath: path, targetPath: '/about' });
    const response = await visit(`${path.toUpperCase()}/`);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/about');
  });

  it('does not apply an inactive redirect', async () => {
    const path = `/${uniqueId('inactive')}`;
    await store({ sourcePath: path, isActive: false });
    const response = await visit(path);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Return to Homepage');
  });

  it('never redirects /admin, /api, /widgets or /media paths', async () => {
    const id = uniqueId('reserved');
    // The API refuses these sources, so no real database holds them: they go again at the end,
    // or an export by a later test would hold rows its own import must refuse.
    const stored = await Promise.all(
      ['/admin', '/api', '/widgets', '/media'].map((prefix) =>
        store({ sourcePath: `${prefix}/${id}`, targetPath: '/blog' }),
      ),
    );
    try {
      expect((await visit(`/admin/${id}`)).status).toBe(200);
      for (const prefix of ['/api', '/widgets', '/media']) {
        const response = await visit(`${prefix}/${id}`);
        expect(response.status, prefix).toBe(404);
        expect(response.headers.get('location'), prefix).toBeNull();
      }
    } finally {
      await Promise.all(stored.map((ref) => ref.delete()));
    }
  });

  it('answers 404 for the two built-in placeholder image paths', async () => {
    for (const sourcePath of ['/images/placeholder-elf', '/images/placeholder-letter']) {
      await store({ sourcePath, targetPath: '/404', statusCode: 404 });
      const response = await visit(sourcePath);
      expect(response.status).toBe(404);
      expect(response.headers.get('location')).toBeNull();
      expect(response.headers.get('content-type')).toContain('text/plain');
    }
  });

  it('counts every hit exactly, with the time of the last one', async () => {
    const path = `/${uniqueId('hits')}`;
    const ref = await store({ sourcePath: path });
    const started = new Date().toISOString();
    // Four at a time (a busy machine's emulators time out under more).
    for (let round = 0; round < 3; round++) {
      const responses = await Promise.all(Array.from({ length: 4 }, () => visit(path)));
      expect(responses.map((r) => r.status)).toEqual([301, 301, 301, 301]);
    }
    expect(await counterTotals(REDIRECT_COUNTERS, ref, { hits: 'hits' })).toEqual({ hits: 12 });
    const last = (await latestValue(REDIRECT_COUNTERS, ref, 'lastAccessedAt')) as string;
    expect(last >= started).toBe(true);
    // The copy on the redirect (for the admin's list) is exact once the hits settle.
    expect((await visit(path)).status).toBe(301);
    expect((await ref.get()).data()).toMatchObject({ accessCount: 13 });
    expect(String((await ref.get()).get('lastAccessedAt')) >= last).toBe(true);
  });
});

describe('the 404 log', () => {
  const log = async () => {
    const response = await fetch(`${SITE_ORIGIN}${REDIRECT_API_PATHS.notFound}`, {
      headers: bearer(admin),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { entries: NotFoundEntry[] }).entries;
  };

  it('counts requests that end in 404 per path, with the last referrer, and marks redirected paths', async () => {
    const path = `/${uniqueId('missing')}`;
    for (let i = 0; i < 3; i++)
      expect(
        (await visit(path, { headers: { referer: `https://blog.example/links?secret=${i}` } }))
          .status,
      ).toBe(404);
    const entry = (await log()).find((e) => e.path === path);
    expect(entry).toMatchObject({
      path,
      count: 3,
      lastReferrer: 'https://blog.example/links',
      redirectable: true,
      redirected: false,
    });
    await store({ sourcePath: path, targetPath: '/blog' });
    expect((await log()).find((e) => e.path === path)?.redirected).toBe(true);
    expect((await log()).length).toBeLessThanOrEqual(NOT_FOUND_LOG_SHOWN);
  });

  it('keeps only the busiest paths when pruned', async () => {
    const busy = `/${uniqueId('busy-missing')}`;
    const quiet = `/zzzz-${uniqueId('quiet-missing')}`;
    for (let i = 0; i < 4; i++) await visit(busy);
    await visit(quiet);
    const paths = async () =>
      new Set(
        (await db().collectionGroup(NOT_FOUND_COUNTERS.shards).get()).docs.map((d) =>
          String(d.get('path')),
        ),
      );
    const before = await paths();
    expect(before.has(quiet)).toBe(true);
    expect(await pruneNotFoundLog(before.size - 1)).toBe(1);
    const after = await paths();
    expect(after.has(busy)).toBe(true);
    expect(after.has(quiet)).toBe(false);
    expect(after.size).toBe(before.size - 1);
  });
});
