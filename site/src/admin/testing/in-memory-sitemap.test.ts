import { sitemapStoreContract } from './contracts/sitemap-store-contract';
import { inMemoryAdminData } from './in-memory-admin-data';

sitemapStoreContract('in memory', async () => inMemoryAdminData().sitemap);
