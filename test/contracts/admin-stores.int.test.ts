/**
 * The admin stores' contract suites against the real client adapters, calling the API on the
 * emulators as a signed-in admin: the same behaviours the in-memory stores are held to.
 */
import { createServer, type Server } from 'node:http';
import { deleteApp, initializeApp } from 'firebase/app';
import {
  connectAuthEmulator,
  inMemoryPersistence,
  initializeAuth,
  signInWithCustomToken,
  type User,
} from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore/lite';
import { COLLECTIONS } from '@core/paths';
import { adminAuth, db } from '../../functions/src/platform/firebase';
import { firebaseAdminData } from '@site/admin/data/admin-data';
import { apiActivityStore } from '@site/admin/data/activity-store';
import { apiAnalyticsStore } from '@site/admin/data/analytics-store';
import { apiBackupStore } from '@site/admin/data/backup-store';
import { apiContentStore } from '@site/admin/data/content-store';
import type { FirebaseServices } from '@site/shared/lib/firebase-client';
import { apiImportsStore } from '@site/admin/data/imports-store';
import { apiRedirectsStore } from '@site/admin/data/redirects-store';
import { apiRootFilesStore } from '@site/admin/data/root-files-store';
import { apiSettingsStore } from '@site/admin/data/settings-store';
import { apiSitemapStore } from '@site/admin/data/sitemap-store';
import { apiNewsletterStore } from '@site/admin/data/newsletter-store';
import { storeSend } from '@test/newsletter-sends';
import { apiSubscribersStore } from '@site/admin/data/subscribers-store';
import { activityStoreContract } from '@site/admin/testing/contracts/activity-store-contract';
import { analyticsStoreContract } from '@site/admin/testing/contracts/analytics-store-contract';
import { backupStoreContract } from '@site/admin/testing/contracts/backup-store-contract';
import { newsletterStoreContract } from '@site/admin/testing/contracts/newsletter-store-contract';
import { contentStoreContract } from '@site/admin/testing/contracts/content-store-contract';
import {
  CONTRACT_SVG,
  imagesStoreContract,
} from '@site/admin/testing/contracts/images-store-contract';
import { importsStoreContract } from '@site/admin/testing/contracts/imports-store-contract';
import { postsStoreContract } from '@site/admin/testing/contracts/posts-store-contract';
import { redirectsStoreContract } from '@site/admin/testing/contracts/redirects-store-contract';
import { rootFilesStoreContract } from '@site/admin/testing/contracts/root-files-store-contract';
import { settingsStoreContract } from '@site/admin/testing/contracts/settings-store-contract';
import { toolStatsStoreContract } from '@site/admin/testing/contracts/tool-stats-store-contract';
import { sitemapStoreContract } from '@site/admin/testing/contracts/sitemap-store-contract';
import { subscribersStoreContract } from '@site/admin/testing/contracts/subscribers-store-contract';
import { EMULATOR_ENV, TEST_IMAGE_ORIGIN } from '../../scripts/lib/stack';
import { forwardedFor, randomClientAddress, SITE_ORIGIN } from '../support/emulators';
import { adminSession, deleteSession, type TestSession } from '../support/sessions';

let admin: TestSession;
let browser: FirebaseServices | undefined;
/** Serves CONTRACT_SVG where `npm test` lets the image proxy fetch (IMAGE_PROXY_TEST_ALLOW_HOSTS). */
const imageServer: Server = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'image/svg+xml' });
  response.end(CONTRACT_SVG);
});
beforeAll(async () => {
  admin = await adminSession();
  await new Promise<void>((resolve) =>
    imageServer.listen(Number(new URL(TEST_IMAGE_ORIGIN).port), '127.0.0.1', resolve),
  );
  // The adapters fetch the site's own paths ('/api/...'), as in the browser; here they resolve
  // against the local Hosting server.
  const fetchFromNode = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    fetchFromNode(typeof input === 'string' ? new URL(input, SITE_ORIGIN) : input, init),
  );
});
afterAll(async () => {
  vi.unstubAllGlobals();
  imageServer.closeAllConnections();
  await new Promise((resolve) => imageServer.close(resolve));
  if (browser) await deleteApp(browser.app);
  await deleteSession(admin);
});

/** The signed-in admin as the adapters use a Firebase user: for its ID token. */
const signedInAdmin = () => ({ getIdToken: async () => admin.token }) as unknown as User;

redirectsStoreContract(
  'the API on the emulators',
  async () => apiRedirectsStore(signedInAdmin),
  async (_store, path) => {
    // A client of its own: each client adds only so many new paths to the 404 log a minute.
    const response = await fetch(`${SITE_ORIGIN}${path}`, {
      headers: forwardedFor(randomClientAddress()),
      redirect: 'manual',
    });
    expect(response.status).toBe(404);
  },
);
contentStoreContract('the API on the emulators', async () => apiContentStore(signedInAdmin));
rootFilesStoreContract('the API on the emulators', async () => apiRootFilesStore(signedInAdmin));
settingsStoreContract('the API on the emulators', async () => apiSettingsStore(signedInAdmin));
sitemapStoreContract('the API on the emulators', async () => apiSitemapStore(signedInAdmin));
importsStoreContract('the API on the emulators', async () => apiImportsStore(signedInAdmin));
analyticsStoreContract('the API on the emulators', async () => apiAnalyticsStore(signedInAdmin));
backupStoreContract('the API on the emulators', async () => apiBackupStore(signedInAdmin));
// Subscribers come from sign-ups: the test's side stores them as the newsletter's functions do.
subscribersStoreContract(
  'the API on the emulators',
  async () => apiSubscribersStore(signedInAdmin),
  async (_store, docs) => {
    const batch = db().batch();
    for (const { id, data } of docs)
      batch.set(db().collection(COLLECTIONS.newsletterSignups).doc(id), data);
    await batch.commit();
  },
);

// Sends come from the editor and their workers: the test's side stores one as the send job does.
newsletterStoreContract(
  'the API on the emulators',
  async () => apiNewsletterStore(signedInAdmin),
  async (_store, send) => storeSend(send),
);

/**
 * The Firebase services as the admin's browser holds them, signed in as the test admin: the posts
 * store reads posts with the Firestore lite SDK, under the rules (drafts reach admins only), and
 * writes them through the API with the user's ID token. Made once, on the first use.
 */
async function adminBrowser(): Promise<FirebaseServices> {
  if (browser) return browser;
  const app = initializeApp(
    { apiKey: 'demo-api-key', projectId: EMULATOR_ENV.GCLOUD_PROJECT },
    'admin-stores-contract',
  );
  const auth = initializeAuth(app, { persistence: inMemoryPersistence });
  connectAuthEmulator(auth, `http://${EMULATOR_ENV.FIREBASE_AUTH_EMULATOR_HOST}`, {
    disableWarnings: true,
  });
  const db = getFirestore(app);
  const [host, port] = EMULATOR_ENV.FIRESTORE_EMULATOR_HOST.split(':');
  connectFirestoreEmulator(db, host!, Number(port));
  await signInWithCustomToken(auth, await adminAuth().createCustomToken(admin.uid));
  browser = { app, auth, db };
  return browser;
}

postsStoreContract(
  'the API on the emulators',
  async () => firebaseAdminData(await adminBrowser()).posts,
);
// Tool stats are read with the Firestore lite SDK under the rules, tool pages through the API.
toolStatsStoreContract('the API on the emulators', async () => {
  const { toolStats, toolPages, toolResults } = firebaseAdminData(await adminBrowser());
  return { toolStats, toolPages, toolResults };
});

// The library is read with the Firestore lite SDK under the rules; uploads, imports and deletions
// go through the API.
imagesStoreContract(
  'the API on the emulators',
  async () => {
    const { images, uploadImage } = firebaseAdminData(await adminBrowser());
    return { images, uploadImage };
  },
  `${TEST_IMAGE_ORIGIN}/card.svg`,
);

// Last: the other stores' writes are in the log by then, more than a page of them.
activityStoreContract('the API on the emulators', async () => apiActivityStore(signedInAdmin));
