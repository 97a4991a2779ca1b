/**
 * The admin stores' contract suites against the real client adapters, calling the API on the
 * emulators as a signed-in admin: the same behaviours the in-memory stores are held to.
 */
import type { User } from 'firebase/auth';
import { apiContentData } from '../../site/src/admin/data/content-api';
import { apiRedirectsStore } from '../../site/src/admin/data/redirects-store';
import { apiRootFilesStore } from '../../site/src/admin/data/root-files-api';
import { contentDataContract } from '../../site/src/admin/testing/contracts/content-data-contract';
import { redirectsStoreContract } from '../../site/src/admin/testing/contracts/redirects-store-contract';
import { rootFilesStoreContract } from '../../site/src/admin/testing/contracts/root-files-store-contract';
import { SITE_ORIGIN } from '../support/emulators';
import { adminSession, deleteSession, type TestSession } from '../support/sessions';

let admin: TestSession;
beforeAll(async () => {
  admin = await adminSession();
  // The adapters fetch the site's own paths ('/api/...'), as in the browser; here they resolve
  // against the local Hosting server.
  const fetchFromNode = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    fetchFromNode(typeof input === 'string' ? new URL(input, SITE_ORIGIN) : input, init),
  );
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await deleteSession(admin);
});

/** The signed-in admin as the adapters use a Firebase user: for its ID token. */
const signedInAdmin = () => ({ getIdToken: async () => admin.token }) as unknown as User;

redirectsStoreContract('the API on the emulators', async () => apiRedirectsStore(signedInAdmin));
contentDataContract('the API on the emulators', async () => apiContentData(signedInAdmin));
rootFilesStoreContract('the API on the emulators', async () => apiRootFilesStore(signedInAdmin));
