import { EDGE_TEXT, type EdgeSettings } from '@core/redirects/redirect-api';
import { redirectsStoreContract } from './contracts/redirects-store-contract';
import { inMemoryRedirects, sampleRedirect } from './in-memory-redirects';

redirectsStoreContract(
  'in memory',
  async () => inMemoryRedirects(),
  async (store, path) => store.visitMissing(path),
);

// The edge settings are one document for the whole site, so the sync is not in the contract
// (its real side is functions/src/redirects/edge-sync.int.test.ts); these hold the fake to the
// same core rules (edgeSyncConfigured, isApplied).
describe('in-memory edge sync', () => {
  const settings: EdgeSettings = {
    accountId: 'a'.repeat(32),
    listId: 'b'.repeat(32),
    siteHost: 'elfletter.example',
    apiHost: 'api.cloudflare.com',
    itemLimit: 20,
    tokenSet: true,
  };
  const redirects = [
    sampleRedirect({ sourcePath: '/on' }),
    sampleRedirect({ sourcePath: '/off', isActive: false }),
    sampleRedirect({ sourcePath: '/gone', statusCode: 404 }),
  ];

  it('sends the redirects that send visitors on: active and not 404', async () => {
    const store = inMemoryRedirects({ redirects, edgeSettings: settings });
    expect(await store.sync()).toEqual({ count: 1 });
  });

  it('refuses while the list, the site host or the token is missing', async () => {
    for (const missing of [{ listId: '' }, { siteHost: '' }, { tokenSet: false }]) {
      const store = inMemoryRedirects({ redirects, edgeSettings: { ...settings, ...missing } });
      await expect(store.sync()).rejects.toMatchObject({
        status: 400,
        message: EDGE_TEXT.notConfigured,
      });
    }
  });
});
