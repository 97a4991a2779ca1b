/**
 * The server tier through Hosting: an active redirect's source answers its status and Location
 * before any page renders, hits are counted exactly, reserved paths are never redirected, the
 * placeholder paths answer 404, and requests that end in 404 are logged, read by the admin and
 * pruned to the busiest paths.
 */
import { COLLECTIONS } from '@core/paths';
import { NOT_FOUND_NEW_PATHS_PER_MINUTE, type NotFoundEntry } from '@core/redirects/redirect-api';
import { storedRedirect } from '@core/redirects/redirect-document';
import { redirectDocId } from '@core/redirects/redirect-paths';
import type { RedirectFields } from '@core/redirects/redirect-schema';
import {
  forwardedFor,
  randomClientAddress,
  SITE_ORIGIN,
  inOneRateWindow,
  uniqueId,
} from '@test/emulators';
import { bearer, sessionsForFile } from '@test/sessions';
import { counterTotals, latestValue } from '../counters/sharded-counter';
import { NOT_FOUND_COUNTERS, REDIRECT_COUNTERS } from '../counters/site-counters';
import { db } from '../platform/firebase';
import { NOT_FOUND_LOG_SHOWN, pruneNotFoundLog, recordNotFound } from './not-found-log';
import { apiPath } from '@core/api-routes';

const { admin } = sessionsForFile('admin');

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
    const response = await fetch(`${SITE_ORIGIN}${apiPath('notFoundLog')}`, {
      headers: bearer(admin),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { entries: NotFoundEntry[] }).entries;
  };

  it('counts requests that end in 404 per path, with the last referrer, and marks redirected paths', async () => {
    const path = `/${uniqueId('missing')}`;
    // A client of its own: each client adds only so many new paths a minute.
    const client = forwardedFor(randomClientAddress());
    for (let i = 0; i < 3; i++) {
      const referer = `https://blog.example/links?secret=${i}`;
      expect((await visit(path, { headers: { ...client, referer } })).status).toBe(404);
    }
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

  /** Each logged path with its count, summed over its shards. */
  const logged = async () => {
    const counts = new Map<string, number>();
    for (const shard of (await db().collectionGroup(NOT_FOUND_COUNTERS.shards).get()).docs) {
      const path = String(shard.get('path'));
      counts.set(path, (counts.get(path) ?? 0) + Number(shard.get('count')));
    }
    return counts;
  };

  it('logs a limited number of new paths per client a minute, while logged paths keep counting', async () => {
    await inOneRateWindow(async () => {
      const prefix = `/${uniqueId('made-up')}`;
      const client = { headers: forwardedFor(randomClientAddress()) };
      const known = `${prefix}-known`;
      expect((await visit(known, client)).status).toBe(404);
      for (let i = 0; i < NOT_FOUND_NEW_PATHS_PER_MINUTE + 5; i++)
        expect((await visit(`${prefix}-${i}`, client)).status).toBe(404);
      expect((await visit(known, client)).status).toBe(404);
      const other = `${prefix}-other-client`;
      expect((await visit(other, { headers: forwardedFor(randomClientAddress()) })).status).toBe(
        404,
      );

      const counts = await logged();
      const ours = [...counts.keys()].filter((path) => path.startsWith(prefix));
      expect(ours).toHaveLength(NOT_FOUND_NEW_PATHS_PER_MINUTE + 1);
      expect(counts.get(known)).toBe(2);
      expect(counts.get(other)).toBe(1);
    });
  });

  it('keeps the busiest paths when pruned, the latest first among equals, reading a page at a time', async () => {
    const request = (path: string) =>
      new Request(`${SITE_ORIGIN}${path}`, { headers: forwardedFor(randomClientAddress()) });
    const record = (path: string, at: string) => recordNotFound(request(path), path, new Date(at));
    const busy = `/${uniqueId('busy-missing')}`;
    // First by path, last by time: kept were paths ordered by path, this one would stay.
    const stale = `/0-${uniqueId('stale-missing')}`;
    const recent = `/${uniqueId('recent-missing')}`;
    for (let i = 0; i < 8; i++) await record(busy, '2026-11-01T00:00:00.000Z');
    await record(stale, '2001-01-01T00:00:00.000Z');
    await record(recent, new Date(Date.now() + 60_000).toISOString());

    const before = await logged();
    expect(await pruneNotFoundLog(before.size - 1, 3)).toBe(1);
    const after = await logged();
    expect(after.has(stale)).toBe(false);
    expect(after.get(busy)).toBe(8);
    expect(after.get(recent)).toBe(1);
    expect(after.size).toBe(before.size - 1);

    // Down to the busiest two: busy, and one of the rest.
    expect(await pruneNotFoundLog(2, 4)).toBe(after.size - 2);
    expect((await logged()).size).toBe(2);
    expect((await logged()).get(busy)).toBe(8);
  });
});
