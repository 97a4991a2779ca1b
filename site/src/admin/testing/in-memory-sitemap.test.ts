import { SITEMAP_NOT_PUBLISHED } from '@core/site/sitemap-url-check';
import { sitemapStoreContract } from './contracts/sitemap-store-contract';
import { inMemoryAdminData } from './in-memory-admin-data';

sitemapStoreContract('in memory', async () => inMemoryAdminData().sitemap);

// The contract cannot take the site's sitemap away; the server's refusal is in url-check.int.test.ts.
it('refuses to check URLs before a sitemap is published, with the server’s message', async () => {
  await expect(inMemoryAdminData().sitemap.checkUrls(0)).rejects.toMatchObject({
    status: 409,
    message: SITEMAP_NOT_PUBLISHED,
  });
});
