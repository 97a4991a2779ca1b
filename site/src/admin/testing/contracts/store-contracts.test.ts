/**
 * Every store of the admin data layer is held to a contract suite, run against its in-memory fake
 * and against the API on the emulators, or is exempt here with a reason: a store added to
 * AdminData, or a method added to a store, fails this test until it is one or the other.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore/lite';
import { firebaseAdminData, type AdminData } from '@site/admin/data/admin-data';
import type { FirebaseServices } from '@site/shared/lib/firebase-client';

type Coverage =
  | {
      /** The suite's function, exported by `{file}-contract.ts` in this folder. */
      contract: string;
      file: string;
      /** Methods the suite does not call, each with the reason. */
      exempt?: Record<string, string>;
    }
  | { exempt: string };

const COVERAGE: Record<keyof AdminData, Coverage> = {
  posts: { contract: 'postsStoreContract', file: 'posts-store' },
  content: { contract: 'contentStoreContract', file: 'content-store' },
  rootFiles: { contract: 'rootFilesStoreContract', file: 'root-files-store' },
  redirects: {
    contract: 'redirectsStoreContract',
    file: 'redirects-store',
    exempt: {
      sync: 'one list for the whole site, kept at Cloudflare: functions/src/redirects/edge-sync.int.test.ts holds the real side, in-memory-redirects.test.ts the fake to the same core rules',
    },
  },
  settings: { contract: 'settingsStoreContract', file: 'settings-store' },
  activity: { contract: 'activityStoreContract', file: 'activity-store' },
  sitemap: { contract: 'sitemapStoreContract', file: 'sitemap-store' },
  analytics: { contract: 'analyticsStoreContract', file: 'analytics-store' },
  toolStats: { contract: 'toolStatsStoreContract', file: 'tool-stats-store' },
  toolPages: { contract: 'toolStatsStoreContract', file: 'tool-stats-store' },
  toolResults: { contract: 'toolStatsStoreContract', file: 'tool-stats-store' },
  uploadImage: { contract: 'imagesStoreContract', file: 'images-store' },
  imports: { contract: 'importsStoreContract', file: 'imports-store' },
  images: { contract: 'imagesStoreContract', file: 'images-store' },
  backup: { contract: 'backupStoreContract', file: 'backup-store' },
  subscribers: { contract: 'subscribersStoreContract', file: 'subscribers-store' },
  newsletter: {
    contract: 'newsletterStoreContract',
    file: 'newsletter-store',
    exempt: {
      postState:
        'counts the whole list of subscribers: functions/src/newsletter/sends-admin.int.test.ts holds the real side, email-post.test.tsx the fake',
      emailPost:
        'starts a real send to every confirmed subscriber of the stack: functions/src/newsletter/sends-admin.int.test.ts holds the real side, email-post.test.tsx the fake',
      dropEmailOnPublish:
        'takes back the email of a scheduled post the stack stores: functions/src/newsletter/sends-admin.int.test.ts holds the real side, email-post.test.tsx the fake',
      preview:
        "renders a stored post's mail with the functions' built mail module: functions/src/newsletter/sends-admin.int.test.ts holds the real side, email-post.test.tsx the fake",
      sendTest:
        'mails through the stack’s SMTP (MailDev): functions/src/newsletter/sends-admin.int.test.ts holds the real side, email-post.test.tsx the fake',
    },
  },
};

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const read = (path: string) => readFileSync(here(path), 'utf8');
const IN_MEMORY_RUNS = readdirSync(here('..'))
  .filter((name) => /^in-memory-.*\.test\.ts$/.test(name))
  .map((name) => read(`../${name}`));
const EMULATOR_RUN = read('../../../../../test/contracts/admin-stores.int.test.ts');

/** The stores as the admin builds them (no call is made: each is a set of functions). */
const stores = firebaseAdminData({
  app: {},
  auth: { currentUser: null } as Auth,
  db: {} as Firestore,
} as FirebaseServices);
const methodsOf = (store: unknown) =>
  typeof store === 'function' ? [] : Object.keys(store as object);

describe('the admin stores’ contracts', () => {
  it('names every store of the data layer, under contract or exempt', () => {
    expect(Object.keys(stores).sort()).toEqual(Object.keys(COVERAGE).sort());
  });

  it('gives every exemption a reason', () => {
    for (const coverage of Object.values(COVERAGE)) {
      const reasons =
        typeof coverage.exempt === 'string'
          ? [coverage.exempt]
          : Object.values(coverage.exempt ?? {});
      for (const reason of reasons) expect(reason.trim()).not.toBe('');
    }
  });

  describe.each(
    Object.entries(COVERAGE).flatMap(([name, coverage]) =>
      'contract' in coverage ? [{ name, ...coverage }] : [],
    ),
  )('$name', ({ name, contract, file, exempt = {} }) => {
    it(`is held to ${contract}, exported by contracts/${file}-contract.ts`, async () => {
      const suite: Record<string, unknown> = await import(`./${file}-contract.ts`);
      expect(typeof suite[contract]).toBe('function');
    });

    it('runs the contract against the in-memory fake and against the emulators', () => {
      const call = `${contract}(`;
      expect(IN_MEMORY_RUNS.filter((text) => text.includes(call))).not.toEqual([]);
      expect(EMULATOR_RUN.includes(call)).toBe(true);
    });

    it('calls every method the store has, but the exempt ones', () => {
      const text = read(`./${file}-contract.ts`);
      const methods = methodsOf(stores[name as keyof AdminData]);
      const uncalled = methods.filter((method) => !text.includes(`.${method}(`));
      expect(uncalled.sort()).toEqual(Object.keys(exempt).sort());
    });
  });
});
