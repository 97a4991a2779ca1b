import { ADMIN_ACCESS_TEXT } from '@core/admin/admin-access';
import { urlsetXml } from '@core/site/sitemap';
import type { UrlCheckBatch, UrlCheckResult } from '@core/site/sitemap-url-check';
import type { RedirectSaved } from '@core/redirects/redirect-api';
import { createTestPost, deleteTestPost, SITE_ORIGIN, uniqueId } from '@test/emulators';
import { bearer, type TestSession, sessionsForFile } from '@test/sessions';
import { LocalBlobStore } from '../blob/local-blob-store';

const CANONICAL = 'https://elfletter.example';
const store = new LocalBlobStore(process.env.LOCAL_BLOB_DIR ?? '');

const post = (path: string, session: TestSession | null, body: unknown) =>
  fetch(`${SITE_ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(session ? bearer(session) : {}) },
    body: JSON.stringify(body),
  });

/** Publishes a sitemap at the domain root as the copy does. */
const publishSitemap = (locs: string[]) =>
  store.put(
    'root/sitemap.xml',
    {
      bytes: Buffer.from(urlsetXml(locs.map((loc) => ({ loc })))),
      contentType: 'application/xml; charset=utf-8',
      cacheControl: 'no-cache',
    },
    { overwrite: true },
  );

async function checkAll(session: TestSession): Promise<UrlCheckResult[]> {
  const results: UrlCheckResult[] = [];
  let offset: number | null = 0;
  while (offset !== null) {
    const response = await post('/api/check-sitemap-urls', session, { offset });
    expect(response.status).toBe(200);
    const batch = (await response.json()) as UrlCheckBatch;
    results.push(...batch.results);
    offset = batch.nextOffset;
  }
  return results;
}

describe('Check every URL of the sitemap', () => {
  const { admin, user } = sessionsForFile('admin', 'user');
  beforeAll(async () => {
    await fetch(`${SITE_ORIGIN}/`);
  }, 180_000);

  it('is for admins only and takes nothing but an offset', async () => {
    expect(await (await post('/api/check-sitemap-urls', null, {})).json()).toEqual({
      error: ADMIN_ACCESS_TEXT.noSession,
    });
    expect((await post('/api/check-sitemap-urls', user, {})).status).toBe(403);
    const named = await post('/api/check-sitemap-urls', admin, { url: 'http://127.0.0.1:1/' });
    expect(named.status).toBe(400);
  });

  it('says to publish a sitemap first when the root has none', async () => {
    await store.delete('root/sitemap.xml');
    const response = await post('/api/check-sitemap-urls', admin, {});
    expect(response.status).toBe(409);
    expect(((await response.json()) as { error: string }).error).toMatch(/generate it and copy/);
  });

  it('fetches each listed URL through the server and names the 404, the redirect and the noindex page', async () => {
    const live = await createTestPost();
    const moved = await createTestPost();
    const redirect = await post('/api/admin/redirects', admin, {
      sourcePath: `/blog/${moved.slug}`,
      targetPath: `/blog/${live.slug}`,
      statusCode: 301,
      confirmWarnings: true,
    });
    expect(redirect.status).toBe(201);
    const { redirect: saved } = (await redirect.json()) as RedirectSaved;
    const missing = uniqueId('gone');
    const listed = [
      `${CANONICAL}/`,
      `${CANONICAL}/blog/${live.slug}`,
      `${CANONICAL}/blog/${missing}`,
      `${CANONICAL}/blog/${moved.slug}`,
      `${CANONICAL}/admin/dashboard`,
      'https://elsewhere.example/steal',
    ];
    try {
      // A post write's trigger that is still running (this test's, or an earlier file's delete)
      // can republish the sitemap over ours: publish it again until a whole check ran on it.
      const results = await vi.waitFor(
        async () => {
          await publishSitemap(listed);
          const checked = await checkAll(admin);
          expect(checked.map((r) => r.url).sort()).toEqual([...listed].sort());
          return checked;
        },
        { timeout: 60_000, interval: 1000 },
      );
      const at = (url: string) => results.find((r) => r.url === url);
      expect(at(`${CANONICAL}/`)).toMatchObject({
        status: 200,
        indexable: true,
        canonicalIsSelf: true,
        problem: null,
      });
      expect(at(`${CANONICAL}/blog/${live.slug}`)).toMatchObject({
        status: 200,
        indexable: true,
        canonical: `${CANONICAL}/blog/${live.slug}`,
        canonicalIsSelf: true,
        problem: null,
      });
      expect(at(`${CANONICAL}/blog/${missing}`)).toMatchObject({
        status: 404,
        indexable: false,
        problem: 'not-found',
      });
      expect(at(`${CANONICAL}/blog/${moved.slug}`)).toMatchObject({
        status: 301,
        location: `${CANONICAL}/blog/${live.slug}`,
        problem: 'redirect',
      });
      expect(at(`${CANONICAL}/admin/dashboard`)).toMatchObject({
        status: 200,
        indexable: false,
        problem: 'noindex',
      });
      // Another origin in our sitemap is reported, never fetched.
      expect(at('https://elsewhere.example/steal')).toMatchObject({
        status: null,
        problem: 'not-same-origin',
      });
    } finally {
      await fetch(`${SITE_ORIGIN}/api/admin/redirects/${saved.id}`, {
        method: 'DELETE',
        headers: bearer(admin),
      });
      await Promise.all([deleteTestPost(live), deleteTestPost(moved)]);
    }
  });
});
