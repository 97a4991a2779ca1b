/**
 * Backup and restore against the emulators: a round trip (backup, wipe, restore) gives back every
 * document and file, with the demo data and with a 2,000-post site; the dry run counts what a
 * restore would add, change and leave alone; a restore that fails midway puts everything back;
 * bad and newer files are refused and change nothing; only admins may call either.
 *
 * The round trips wipe the whole content, so every test that does leaves the emulators as it
 * found them (a backup taken first, restored last). Background triggers are held while they run:
 * the post triggers (sitemap, image usage) would otherwise rewrite restored documents, in an
 * order of their own, while the test compares them.
 */
import { ADMIN_ACCESS_TEXT } from '@core/admin-access';
import { apiPath } from '@core/api-routes';
import type { ActivityPage } from '@core/audit';
import {
  BACKUP_COLLECTIONS,
  BACKUP_FILE_PREFIXES,
  BACKUP_TEXT,
  backupDocumentCount,
  BACKUP_VERSION,
  MAX_BACKUP_BYTES,
  PERSONAL_COLLECTIONS,
  type Backup,
  type RestoreJob,
  type RestorePlan,
} from '@core/backup';
import { COLLECTIONS } from '@core/paths';
import { backgroundTriggers } from '../../../scripts/lib/background-triggers';
import { seedDemoContent } from '../../../scripts/seed/seed';
import { SITE_ORIGIN, uniqueId } from '../../../test/support/emulators';
import {
  adminSession,
  bearer,
  deleteSession,
  userSession,
  type TestSession,
} from '../../../test/support/sessions';
import { blobStore } from '../blob/blob-store-from-env';
import { adminAuth, db } from '../platform/firebase';

// The test reads and wipes the files the emulated functions store, in the folder they use.
Object.assign(process.env, { BLOB_STORE: 'local' });

let admin: TestSession;
let user: TestSession;
beforeAll(async () => {
  [admin, user] = await Promise.all([adminSession(), userSession()]);
}, 60_000);
afterAll(() => Promise.all([deleteSession(admin), deleteSession(user)]));

async function download(session: TestSession = admin): Promise<Backup> {
  const response = await fetch(`${SITE_ORIGIN}${apiPath('backup')}`, { headers: bearer(session) });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.json"$/);
  return (await response.json()) as Backup;
}

const restoreRequest = (body: string, query: Record<string, string>, session = admin) =>
  fetch(`${SITE_ORIGIN}${apiPath('restore', query)}`, {
    method: 'POST',
    headers: { ...bearer(session), 'content-type': 'application/octet-stream' },
    body,
  });

async function dryRun(backup: unknown): Promise<RestorePlan> {
  const response = await restoreRequest(JSON.stringify(backup), { dryRun: 'true' });
  expect(response.status).toBe(200);
  return ((await response.json()) as { plan: RestorePlan }).plan;
}

async function restore(backup: unknown): Promise<RestoreJob> {
  const response = await restoreRequest(JSON.stringify(backup), { jobId: uniqueId('restore') });
  expect(response.status).toBe(200);
  return ((await response.json()) as { job: RestoreJob }).job;
}

/** Deletes every document and file a backup holds. */
async function wipe(): Promise<void> {
  const names = [...BACKUP_COLLECTIONS.map((c) => c.name), ...PERSONAL_COLLECTIONS];
  await Promise.all(names.map((name) => db().recursiveDelete(db().collection(name))));
  const store = blobStore();
  for (const prefix of BACKUP_FILE_PREFIXES)
    for (const blob of await store.list(prefix)) await store.delete(blob.path);
}

/** What two backups hold, side by side: the same when the site holds the same. */
const contentOf = (backup: Backup) => ({
  collections: backup.collections,
  personalData: backup.personalData,
  files: backup.files,
});

const countDocuments = (backup: Backup) =>
  Object.values(backup.collections).reduce((sum, docs) => sum + docs.length, 0);

/** Analytics the demo seed adds, which a backup leaves out: taken off again after the test. */
async function removeDemoAnalytics(postIds: string[]): Promise<void> {
  await Promise.all(
    postIds.map((id) => db().recursiveDelete(db().collection(COLLECTIONS.postStats).doc(id))),
  );
}

/**
 * Each round trip starts from an emptied site with background triggers held; what was there
 * before is put back after the last (through a restore: the round trips' own subject).
 */
describe('round trip', () => {
  let before: Backup;
  beforeAll(async () => {
    before = await download();
    await backgroundTriggers(false);
  }, 120_000);
  beforeEach(wipe, 120_000);
  afterAll(async () => {
    await wipe();
    expect((await restore(before)).status).toBe('done');
    await backgroundTriggers(true);
  }, 120_000);

  it('gives back every document and file of the demo site', async () => {
    const { email } = await adminAuth().getUser(admin.uid);
    await seedDemoContent(process.env.LOCAL_BLOB_DIR!, email!);
    await db()
      .collection(COLLECTIONS.newsletterSignups)
      .doc('demo-reader')
      .set({ email: 'reader@elf.test', createdAt: new Date().toISOString() });
    const demoPostIds = (await db().collection(COLLECTIONS.posts).select().get()).docs.map(
      (d) => d.id,
    );
    try {
      const backup = await download();
      expect(backup.version).toBe(BACKUP_VERSION);
      expect(backup.collections.posts!.length).toBe(demoPostIds.length);
      expect(backup.collections.images!.length).toBeGreaterThan(0);
      expect(backup.collections.urlRedirects!.some((r) => r.subcollections)).toBe(true);
      expect(backup.files.some((f) => f.path === 'root/ads.txt')).toBe(true);
      expect(backup.personalData.note).toMatch(/^Personal data/);
      expect(backup.personalData.collections.newsletterSignups).toHaveLength(1);

      await wipe();
      const plan = await dryRun(backup);
      expect(plan.totals.changed).toBe(0);
      expect(plan.totals.unchanged).toBe(0);
      expect(plan.totals.added).toBe(
        countDocuments(backup) + 1 + backup.files.length + countSubcollectionDocs(backup),
      );
      const job = await restore(backup);
      expect(job).toMatchObject({ status: 'done', error: null, written: job.total });

      expect(contentOf(await download())).toEqual(contentOf(backup));
    } finally {
      await removeDemoAnalytics(demoPostIds);
    }
  }, 300_000);

  it('gives back every document of a 2,000-post site, post subcollections included', async () => {
    const writer = db().bulkWriter();
    const base = Date.parse('2024-01-01T00:00:00.000Z');
    for (let n = 0; n < 2_000; n++) {
      const at = new Date(base + n * 60_000).toISOString();
      const ref = db().collection(COLLECTIONS.posts).doc(`bulk-${n}`);
      void writer.create(ref, {
        title: `Round trip post ${n}`,
        slug: `round-trip-post-${n}`,
        excerpt: `Excerpt ${n}`,
        content: `<p>Body ${n}</p>`,
        featuredImage: null,
        published: n % 3 !== 0,
        createdAt: at,
        updatedAt: at,
        metadata: { categories: ['crafts'] },
        rand: n / 2_000,
      });
      void writer.create(db().collection(COLLECTIONS.postSlugs).doc(`round-trip-post-${n}`), {
        postId: ref.id,
      });
      // A subcollection the backup does not name: it is kept all the same.
      if (n % 200 === 0)
        void writer.create(ref.collection('revisions').doc('r1'), { title: `Earlier ${n}`, at });
    }
    await writer.close();

    const backup = await download();
    expect(backup.collections.posts).toHaveLength(2_000);
    await wipe();
    const job = await restore(backup);
    expect(job).toMatchObject({ status: 'done', total: 4_010, written: 4_010 });
    // Every document compared with the file by the dry run (a read by id each), and nothing
    // more stored: cheaper than a second download, which lists each post's subcollections.
    expect(await dryRun(backup)).toMatchObject({
      totals: { added: 0, changed: 0, unchanged: 4_010 },
    });
    const counts = await Promise.all(
      [COLLECTIONS.posts, COLLECTIONS.postSlugs].map(
        async (name) => (await db().collection(name).count().get()).data().count,
      ),
    );
    expect(counts).toEqual([2_000, 2_000]);
    expect((await db().collectionGroup('revisions').count().get()).data().count).toBe(10);
  }, 300_000);
});

function countSubcollectionDocs(backup: Backup): number {
  const count = (docs: NonNullable<Backup['collections']['posts']>): number =>
    docs.reduce(
      (sum, doc) =>
        sum +
        Object.values(doc.subcollections ?? {}).reduce(
          (inner, children) => inner + children.length + count(children),
          0,
        ),
      0,
    );
  return Object.values(backup.collections).reduce((sum, docs) => sum + count(docs), 0);
}

describe('restore', () => {
  /** A file holding just these posts, as a backup of a site that had only them would. */
  const fileWith = (backup: Backup, posts: NonNullable<Backup['collections']['posts']>) => ({
    ...backup,
    collections: { posts },
    personalData: { ...backup.personalData, collections: {} },
    files: [],
  });
  const postDoc = (id: string, title: string, extra: Record<string, unknown> = {}) => ({
    id,
    data: { title, slug: id, published: false, content: '<p>x</p>', ...extra },
  });

  it('says what it would add, change and leave alone, and writes nothing doing so', async () => {
    const marker = uniqueId('dry');
    const posts = db().collection(COLLECTIONS.posts);
    await posts.doc(`${marker}-same`).set(postDoc(`${marker}-same`, 'Same').data);
    await posts.doc(`${marker}-old`).set(postDoc(`${marker}-old`, 'Old title').data);
    try {
      const file = fileWith(await download(), [
        postDoc(`${marker}-same`, 'Same'),
        postDoc(`${marker}-old`, 'New title'),
        postDoc(`${marker}-new`, 'Added'),
      ]);
      const plan = await dryRun(file);
      expect(plan.groups).toEqual([
        { name: 'posts', personal: false, added: 1, changed: 1, unchanged: 1 },
      ]);
      expect(plan.totals).toEqual({ added: 1, changed: 1, unchanged: 1 });
      expect((await posts.doc(`${marker}-new`).get()).exists).toBe(false);
      expect((await posts.doc(`${marker}-old`).get()).get('title')).toBe('Old title');

      const job = await restore(file);
      expect(job).toMatchObject({ status: 'done', total: 2, written: 2 });
      expect((await posts.doc(`${marker}-new`).get()).get('title')).toBe('Added');
      expect((await posts.doc(`${marker}-old`).get()).get('title')).toBe('New title');

      const activity = await fetch(`${SITE_ORIGIN}${apiPath('activity', { area: 'site' })}`, {
        headers: bearer(admin),
      });
      const { entries } = (await activity.json()) as ActivityPage;
      expect(entries.find((e) => e.jobId === job.id)).toMatchObject({
        action: 'import',
        collection: 'backup',
        label: BACKUP_TEXT.auditLabel(file.createdAt, { added: 1, changed: 1 }),
      });
      const progress = await fetch(`${SITE_ORIGIN}${apiPath('restoreJob', { id: job.id })}`, {
        headers: bearer(admin),
      });
      expect(((await progress.json()) as { job: RestoreJob }).job).toMatchObject({
        status: 'done',
        written: 2,
      });
    } finally {
      await Promise.all(['same', 'old', 'new'].map((s) => posts.doc(`${marker}-${s}`).delete()));
    }
  }, 120_000);

  it('names the post addresses it would give back that other posts hold now', async () => {
    const marker = uniqueId('claim');
    const slugs = db().collection(COLLECTIONS.postSlugs);
    await slugs.doc(`${marker}-taken`).set({ postId: `${marker}-newer` });
    await slugs.doc(`${marker}-kept`).set({ postId: `${marker}-same` });
    try {
      const file = {
        ...fileWith(await download(), []),
        collections: {
          postSlugs: [
            { id: `${marker}-taken`, data: { postId: `${marker}-older` } },
            { id: `${marker}-kept`, data: { postId: `${marker}-same` } },
            { id: `${marker}-free`, data: { postId: `${marker}-other` } },
          ],
        },
      };
      expect((await dryRun(file)).slugsTaken).toEqual([`${marker}-taken`]);
    } finally {
      await Promise.all(['taken', 'kept'].map((s) => slugs.doc(`${marker}-${s}`).delete()));
    }
  });

  it('puts back everything it wrote when a later batch fails', async () => {
    const marker = uniqueId('undo');
    const posts = db().collection(COLLECTIONS.posts);
    await posts.doc(`${marker}-kept`).set(postDoc(`${marker}-kept`, 'Before').data);
    const added = Array.from({ length: 450 }, (_, i) => postDoc(`${marker}-${i}`, `Added ${i}`));
    // Valid JSON of a valid shape, but over Firestore's 1 MiB a document: only the write finds out.
    const tooLarge = postDoc(`${marker}-large`, 'Large', { content: 'x'.repeat(1_100_000) });
    try {
      const file = fileWith(await download(), [
        postDoc(`${marker}-kept`, 'After'),
        ...added,
        tooLarge,
      ]);
      const job = await restore(file);
      expect(job.status).toBe('failed');
      expect(job.error).toMatch(/^The restore failed and everything it had written was put back/);
      expect(job.written).toBe(0);
      expect((await posts.doc(`${marker}-kept`).get()).get('title')).toBe('Before');
      const left = await Promise.all(added.map((p) => posts.doc(p.id).get()));
      expect(left.filter((s) => s.exists)).toHaveLength(0);
    } finally {
      await posts.doc(`${marker}-kept`).delete();
    }
  }, 120_000);

  it('refuses a file it cannot read, or of a newer version, and changes nothing', async () => {
    const marker = uniqueId('refused');
    const backup = fileWith(await download(), [postDoc(marker, 'Never stored')]);
    const cases: [string, string, number][] = [
      ['not json {', BACKUP_TEXT.notJson, 400],
      [JSON.stringify({ hello: 'world' }), BACKUP_TEXT.notBackup, 400],
      [
        JSON.stringify({ ...backup, version: BACKUP_VERSION + 1, collections: { future: [] } }),
        BACKUP_TEXT.newer(BACKUP_VERSION + 1),
        400,
      ],
      [
        JSON.stringify({
          ...backup,
          files: [
            {
              path: 'root/../secrets.txt',
              contentType: 'text/plain',
              cacheControl: '',
              base64: '',
            },
          ],
        }),
        BACKUP_TEXT.invalid('files.0.path', `not a path under ${BACKUP_FILE_PREFIXES.join(', ')}`),
        400,
      ],
    ];
    const queries: Record<string, string>[] = [{ dryRun: 'true' }, { jobId: uniqueId('bad') }];
    for (const [body, error, status] of cases)
      for (const query of queries) {
        const response = await restoreRequest(body, query);
        expect(response.status).toBe(status);
        expect(await response.json()).toEqual({ error });
      }
    const tooLarge = await restoreRequest('x'.repeat(MAX_BACKUP_BYTES + 1), { dryRun: 'true' });
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({ error: BACKUP_TEXT.tooLarge });
    expect((await db().collection(COLLECTIONS.posts).doc(marker).get()).exists).toBe(false);
  }, 60_000);

  it('is for admins only', async () => {
    const body = JSON.stringify({});
    for (const [session, status, error] of [
      [null, 401, ADMIN_ACCESS_TEXT.noSession],
      [user, 403, ADMIN_ACCESS_TEXT.notAdmin],
    ] as const) {
      const headers = session ? bearer(session) : {};
      const backup = await fetch(`${SITE_ORIGIN}${apiPath('backup')}`, { headers });
      const restored = await fetch(`${SITE_ORIGIN}${apiPath('restore', { dryRun: 'true' })}`, {
        method: 'POST',
        headers,
        body,
      });
      for (const response of [backup, restored]) {
        expect(response.status).toBe(status);
        expect(await response.json()).toEqual({ error });
      }
    }
  });
});

describe('download', () => {
  it('is on the activity log: who took a copy, and of how much', async () => {
    // An admin of its own: the other tests' downloads are on the log too.
    const owner = await adminSession();
    try {
      const backup = await download(owner);
      const entries = await db()
        .collection(COLLECTIONS.auditLog)
        .where('actor.uid', '==', owner.uid)
        .get();
      expect(entries.docs.map((doc) => doc.data())).toEqual([
        expect.objectContaining({
          area: 'site',
          collection: 'backup',
          label: BACKUP_TEXT.downloadAuditLabel(backupDocumentCount(backup), backup.files.length),
          action: 'export',
          changes: [],
        }),
      ]);
    } finally {
      await deleteSession(owner);
    }
  });
});
