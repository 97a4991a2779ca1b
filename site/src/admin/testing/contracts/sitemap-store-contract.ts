/**
 * What every SitemapStore does (sitemap.xml and robots.txt, generated and published at the root),
 * written once: run against the in-memory store (in-memory-sitemap.test.ts) and against the real
 * adapter calling the API on the emulators (test/contracts/admin-stores.int.test.ts). The files
 * are the whole site's: the tests hold for whatever the site holds, and write only what a publish
 * of a post would write anyway.
 */
import { ROBOTS_BLOCKS_SITE_MESSAGE } from '@core/site/robots';
import { checkSitemapXml } from '@core/site/sitemap';
import { COPY_SITEMAP_NOT_GENERATED } from '@core/site/sitemap-api';
import type { SitemapStore } from '@site/admin/data/sitemap-store';

export function sitemapStoreContract(backend: string, makeStore: () => Promise<SitemapStore>) {
  describe(`SitemapStore contract: ${backend}`, () => {
    let store: SitemapStore;
    beforeEach(async () => {
      store = await makeStore();
    });
    const read = async (url: string) => {
      const response = await store.fetchPublic(url, { cache: 'no-store' });
      expect(response.status).toBe(200);
      return response.text();
    };

    it('generates the sitemap of every public URL', async () => {
      const answer = await store.generate();
      expect(answer).toMatchObject({
        success: true,
        message: `Sitemap generated with ${answer.urlCount} URLs`,
      });
      expect(answer.urlCount).toBeGreaterThan(0);
      expect((await read(answer.sitemapUrl)).match(/<loc>/g)).toHaveLength(answer.urlCount);
    });

    it('publishes the generated sitemap and a robots.txt naming it at the domain root', async () => {
      const { sitemapUrl, robotsUrl } = await store.generate();
      expect(await store.copy({ sitemapUrl, robotsUrl })).toMatchObject({ success: true });
      expect(await read('/sitemap.xml')).toBe(await read(sitemapUrl));
      expect(await read('/robots.txt')).toMatch(/^Sitemap: \S+\/sitemap\.xml$/m);
    });

    it('refuses to publish files it did not generate', async () => {
      const { robotsUrl } = await store.generate();
      await expect(
        store.copy({ sitemapUrl: '/media/public/elsewhere.xml', robotsUrl }),
      ).rejects.toMatchObject({ status: 400, message: COPY_SITEMAP_NOT_GENERATED });
    });

    it('checks the published sitemap’s URLs from an offset on, each fetched and judged', async () => {
      const { sitemapUrl, robotsUrl, urlCount } = await store.generate();
      await store.copy({ sitemapUrl, robotsUrl });
      const sitemap = checkSitemapXml(await read('/sitemap.xml'));
      expect(sitemap.valid).toBe(true);
      const locs = sitemap.valid ? sitemap.locs : [];
      // The last three only: each URL checked is a page the server renders.
      const offset = Math.max(0, urlCount - 3);
      const batch = await store.checkUrls(offset);
      expect(batch).toMatchObject({ total: urlCount, offset, nextOffset: null });
      expect(batch.results.map((result) => result.url)).toEqual(locs.slice(offset));
      for (const result of batch.results) expect(result.status).toEqual(expect.any(Number));
      expect(await store.checkUrls(urlCount)).toEqual({
        total: urlCount,
        offset: urlCount,
        results: [],
        nextOffset: null,
      });
    });

    it('refuses robots.txt lines that keep every crawler out, and keeps the stored ones', async () => {
      const before = await store.robots();
      await expect(
        store.saveRobots({ extraLines: 'User-agent: *\nDisallow: /' }),
      ).rejects.toMatchObject({ status: 400, message: ROBOTS_BLOCKS_SITE_MESSAGE });
      expect(await store.robots()).toEqual(before);
    });
  });
}
