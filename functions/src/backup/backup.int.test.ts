/**
 * Backup and restore against the emulators: a round trip (backup, wipe, restore) gives back every
 * document and file, with the demo data and with a 2,000-post site, and the dashboard's figures;
 * a replace removes what the file does not hold; the dry run names what a restore would add,
 * change and remove; a restore that fails midway puts everything back; a file of the older format
 * still restores; bad and newer files are refused and change nothing; only admins may call either.
 *
 * The round trips wipe the whole content, so every test that does leaves the emulators as it
 * found them (a backup taken first, restored last). Background triggers are held while they run:
 * the post triggers (sitemap, image usage) would otherwise rewrite restored documents, in an
 * order of their own, while the test compares them.
 */
import { ADMIN_ACCESS_TEXT } from '@core/admin/admin-access';
import { apiPath } from '@core/api-routes';
import type { ActivityPage, AuditEntry } from '@core/admin/audit';
import {
  ANALYTICS_COLLECTIONS,
  BACKUP_COLLECTIONS,
  BACKUP_FILE_PREFIXES,
  BACKUP_TEXT,
  backupDocumentCount,
  BACKUP_VERSION,
  MAX_BACKUP_BYTES,
  PERSONAL_COLLECTIONS,
  type Backup,
  type RestoreGroup,
  type RestoreJob,
  type RestoreMode,
  type RestorePlan,
} from '@core/admin/backup';
import type { AnalyticsData } from '@core/models';
import { TOOL_NAMES } from '@core/models';
import { COLLECTIONS } from '@core/paths';
import type { NotFoundEntry } from '@core/redirects/redirect-api';
import { IMPRESSION_ACTION, type ToolPagesPage } from '@core/generators/tool-pages';
import { backgroundTriggers } from '../../../scripts/lib/background-triggers';
import { DEMO_SUBSCRIBERS } from '../../../scripts/seed/demo-content';
import { seedDemoContent } from '../../../scripts/seed/seed';
import {
  createTestPost,
  forwardedFor,
  randomClientAddress,
  SITE_ORIGIN,
  toolCounts,
  uniqueId,
  ownQuotaClient,
} from '@test/emulators';
import {
  adminSession,
  bearer,
  deleteSession,
  type TestSession,
  sessionsForFile,
} from '@test/sessions';
import { blobStore } from '../blob/blob-store-from-env';
import { adminAuth, db } from '../platform/firebase';
import { subscriberId } from '../newsletter/subscriber-store';
import { recordNotFound } from '../redirects/not-found-log';
import { restoreJobRef, runQueuedRestore } from './restore-runner';

// The test reads and wipes the files the emulated functions store, in the folder they use.
Object.assign(process.env, { BLOB_STORE: 'local' });

const { admin, user } = sessionsForFile('admin', 'user');
beforeAll(async () => {}, 60_000);

async function download(session: TestSession = admin): Promise<Backup> {
  const response = await fetch(`${SITE_ORIGIN}${apiPath('backup')}`, { headers: bearer(session) });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.json"$/);
  return (await response.json()) as Backup;
}

/**
 * A download as it arrives: the backup, and when its first bytes and its end came, counted from
 * the request.
 */
async function timedDownload(): Promise<{ backup: Backup; firstBytesMs: number; endMs: number }> {
  const started = performance.now();
  const response = await fetch(`${SITE_ORIGIN}${apiPath('backup')}`, { headers: bearer(admin) });
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  const chunks: Uint8Array[] = [];
  let firstBytesMs = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    if (!chunks.length) firstBytesMs = performance.now() - started;
    chunks.push(read.value);
  }
  const endMs = performance.now() - started;
  const backup = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Backup;
  return { backup, firstBytesMs, endMs };
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

/**
 * A restore as the dashboard starts it: the request answers the job at once, queued, and its
 * trigger runs it (here in the test's process, the stack's triggers held: a trigger the emulator
 * ran first leaves it nothing to do). Answers the job once it has ended, as the API reads it.
 */
async function restore(backup: unknown, mode?: RestoreMode): Promise<RestoreJob> {
  const response = await restoreRequest(JSON.stringify(backup), {
    jobId: uniqueId('restore'),
    ...(mode ? { mode } : {}),
  });
  expect(response.status).toBe(200);
  const { job } = (await response.json()) as { job: RestoreJob };
  expect(job).toMatchObject({ status: 'running', phase: 'queued', written: 0 });
  await runQueuedRestore(job.id);
  const ended = await vi.waitFor(
    async () => {
      const read = await adminGet<{ job: RestoreJob }>(apiPath('restoreJob', { id: job.id }));
      expect(read.job.status).not.toBe('running');
      return read.job;
    },
    { timeout: 60_000, interval: 500 },
  );
  // The file's pieces kept for the trigger are gone once it has run.
  expect((await restoreJobRef(job.id).collection('upload').count().get()).data().count).toBe(0);
  return ended;
}

/** Deletes every document and file a backup holds. */
async function wipe(): Promise<void> {
  const names = [
    ...BACKUP_COLLECTIONS.map((c) => c.name),
    ...ANALYTICS_COLLECTIONS.map((c) => c.name),
    ...PERSONAL_COLLECTIONS,
  ];
  await Promise.all(names.map((name) => db().recursiveDelete(db().collection(name))));
  const store = blobStore();
  for (const prefix of BACKUP_FILE_PREFIXES)
    for (const blob of await store.list(prefix)) await store.delete(blob.path);
}

/** Activity log entries written before `cutoff` (an ISO time). */
const entriesBefore = (docs: Backup['personalData']['collections']['auditLog'], cutoff: string) =>
  (docs ?? []).filter((doc) => String(doc.data?.at) < cutoff);

/**
 * What two backups hold, side by side: the same when the site holds the same. Activity log entries
 * from `cutoff` on (the download's own, the restore's) are what happened since.
 */
const contentOf = (backup: Backup, cutoff: string) => ({
  collections: backup.collections,
  analytics: backup.analytics,
  personalData: {
    ...backup.personalData,
    collections: {
      ...backup.personalData.collections,
      auditLog: entriesBefore(backup.personalData.collections.auditLog, cutoff),
    },
  },
  files: backup.files,
});

async function adminGet<T>(path: string): Promise<T> {
  const response = await fetch(`${SITE_ORIGIN}${path}`, { headers: bearer(admin) });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

/**
 * The dashboard's figures as the admin reads them: views, clicks and the most viewed posts; each
 * tool's uses, embeds and last use; each tool's embedding pages with their impressions and uses,
 * and its usage by method; the 404 log; redirect hits; and the activity log before `cutoff`.
 */
async function dashboardFigures(cutoff: string) {
  const activity: AuditEntry[] = [];
  for (let before: string | null = ''; before !== null;) {
    const page: ActivityPage = await adminGet<ActivityPage>(
      apiPath('activity', { limit: '100', ...(before ? { before } : {}) }),
    );
    activity.push(...page.entries.filter((entry) => entry.at < cutoff));
    before = page.nextBefore;
  }
  return {
    analytics: await adminGet<AnalyticsData>(apiPath('analytics')),
    tools: await Promise.all(TOOL_NAMES.map(toolCounts)),
    toolPages: await Promise.all(
      TOOL_NAMES.map((tool) => adminGet<ToolPagesPage>(apiPath('toolPages', { tool }))),
    ),
    notFound: (await adminGet<{ entries: NotFoundEntry[] }>(apiPath('notFoundLog'))).entries,
    redirects: await adminGet<unknown>(apiPath('redirectStats')),
    activity,
  };
}

/** Where the widgets are embedded in these tests: a family blog on a site of its own. */
const FAMILY_BLOG = 'https://family-blog.example';

/** What visitors do, through the endpoints they call: views, clicks, uses, impressions, 404s. */
async function visitorTraffic(postIds: readonly string[], paths: readonly string[]) {
  const visitor = () => ({
    'content-type': 'application/json',
    ...forwardedFor(randomClientAddress()),
  });
  for (const postId of postIds)
    for (const path of ['/api/track-view', '/api/track-view', '/api/track-click']) {
      const response = await fetch(`${SITE_ORIGIN}${path}`, {
        method: 'POST',
        headers: visitor(),
        body: JSON.stringify({ postId }),
      });
      expect(response.status).toBe(200);
    }
  for (const [i, path] of paths.entries())
    for (const action of [IMPRESSION_ACTION, 'spin', 'spin']) {
      const response = await fetch(`${SITE_ORIGIN}/api/tool-usage`, {
        method: 'POST',
        headers: { ...visitor(), origin: FAMILY_BLOG },
        body: JSON.stringify({
          toolName: TOOL_NAMES[i % TOOL_NAMES.length],
          instanceId: uniqueId('instance'),
          postId: null,
          metadata: {
            action,
            localCount: 1,
            browserInfo: 'test',
            screenWidth: 390,
            screenHeight: 844,
          },
          page: { origin: FAMILY_BLOG, path },
          method: i % 2 ? 'element' : 'script',
        }),
      });
      expect(response.status).toBe(204);
    }
  for (const path of paths)
    for (let n = 0; n < 3; n++)
      expect(
        await recordNotFound(
          { client: ownQuotaClient(), referrer: `${FAMILY_BLOG}${path}?utm=x` },
          `${path}-gone`,
        ),
      ).toBe(true);
}

const groupOf = (outcome: RestorePlan['merge'], name: string): RestoreGroup =>
  outcome.groups.find((group) => group.name === name)!;

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
    const later = (await db().collection(COLLECTIONS.posts).where('published', '==', false).get())
      .docs[0]!;
    await db()
      .collection(COLLECTIONS.newsletterPostEmails)
      .doc(later.id)
      .set({ requestedAt: new Date().toISOString() });
    const demoPostIds = (await db().collection(COLLECTIONS.posts).select().get()).docs.map(
      (d) => d.id,
    );
    const backup = await download();
    expect(backup.version).toBe(BACKUP_VERSION);
    expect(backup.collections.posts!.length).toBe(demoPostIds.length);
    expect(backup.collections.images!.length).toBeGreaterThan(0);
    expect(backup.collections.urlRedirects!.some((r) => r.subcollections)).toBe(true);
    expect(backup.files.some((f) => f.path === 'root/ads.txt')).toBe(true);
    expect(backup.collections.newsletterPostEmails!.map((choice) => choice.id)).toEqual([later.id]);
    expect(backup.personalData.note).toMatch(/^Personal data/);
    // The demo's subscribers and this test's reader.
    expect(backup.personalData.collections.newsletterSignups).toHaveLength(
      DEMO_SUBSCRIBERS.length + 1,
    );

    await wipe();
    const plan = await dryRun(backup);
    expect(plan.merge.totals).toMatchObject({ changed: 0, unchanged: 0, removed: 0, kept: 0 });
    expect(plan.merge.writes).toBe(backupDocumentCount(backup) + backup.files.length);
    const job = await restore(backup);
    expect(job).toMatchObject({ status: 'done', error: null, written: job.total });

    expect(contentOf(await download(), backup.createdAt)).toEqual(
      contentOf(backup, backup.createdAt),
    );
  }, 300_000);

  it("gives back the dashboard's figures: views, clicks, tool uses and impressions, embedding pages, usage by method, the 404 log and the activity log", async () => {
    const { email } = await adminAuth().getUser(admin.uid);
    await seedDemoContent(process.env.LOCAL_BLOB_DIR!, email!);
    const published = await db().collection(COLLECTIONS.posts).where('published', '==', true).get();
    await visitorTraffic(
      published.docs.slice(0, 3).map((doc) => doc.id),
      ['/crafts/advent', '/elves/names', '/recipes/cocoa'],
    );
    // The download's own entry, and the restore's, come after the backup: what happened since.
    const backup = await download();
    const cutoff = backup.createdAt;
    const figures = await dashboardFigures(cutoff);
    expect(figures.analytics.totalViews).toBeGreaterThan(0);
    expect(figures.analytics.totalClicks).toBeGreaterThan(0);
    expect(figures.analytics.monthlyData.length).toBeGreaterThan(0);
    expect(figures.tools.some((tool) => tool.totalUsage > 0 && tool.postEmbeds > 0)).toBe(true);
    expect(figures.toolPages.flatMap((page) => page.pages)).toHaveLength(3);
    expect(figures.toolPages[0]!.methods.script).toEqual({ impressions: 1, uses: 2 });
    expect(figures.notFound).toHaveLength(3);
    expect(figures.notFound[0]).toMatchObject({ count: 3, lastReferrer: expect.any(String) });
    expect(figures.activity.length).toBeGreaterThan(0);

    // Each counter as its totals; the activity log as personal data, the figures said not to be.
    for (const stats of backup.analytics!.collections.postStats!)
      expect(stats.subcollections?.postStatsShards ?? []).toHaveLength(1);
    expect(backup.personalData.collections.auditLog!.length).toBe(figures.activity.length);
    expect(backup.personalData.note).toMatch(/admins named in the activity log/);
    expect(backup.analytics!.note).toMatch(/Not personal data/);

    await wipe();
    expect((await dashboardFigures(cutoff)).analytics.totalViews).toBe(0);
    expect(await restore(backup)).toMatchObject({ status: 'done', error: null });
    expect(await dashboardFigures(cutoff)).toEqual(figures);
  }, 300_000);

  it('replaces: removes what the file does not hold, after the dry run names it', async () => {
    const { email } = await adminAuth().getUser(admin.uid);
    await seedDemoContent(process.env.LOCAL_BLOB_DIR!, email!);
    const posts = db().collection(COLLECTIONS.posts);
    const [first, second] = (await posts.where('published', '==', true).get()).docs;
    await visitorTraffic([first!.id], ['/crafts/advent']);
    const backup = await download();
    const cutoff = backup.createdAt;
    const figures = await dashboardFigures(cutoff);

    // Since the backup: a new post, a retitled one, a redirect, visits, a page, a 404.
    const since = await createTestPost({ title: 'Written since the backup' });
    await posts.doc(second!.id).update({ title: 'Retitled since the backup' });
    await db().collection(COLLECTIONS.urlRedirects).doc('since-backup').set({
      sourcePath: '/since-backup',
      targetPath: '/blog',
      statusCode: 301,
      isActive: true,
    });
    await visitorTraffic([first!.id], ['/elves/since']);

    const plan = await dryRun(backup);
    const replace = plan.replace;
    expect(groupOf(replace, COLLECTIONS.posts)).toMatchObject({
      added: 0,
      changed: 1,
      removed: 1,
      kept: 0,
      names: {
        added: [],
        changed: [second!.get('title')],
        removed: ['Written since the backup'],
        kept: [],
      },
    });
    expect(groupOf(replace, COLLECTIONS.postSlugs).names.removed).toEqual([`/blog/${since.slug}`]);
    expect(groupOf(replace, COLLECTIONS.urlRedirects)).toMatchObject({
      removed: 1,
      names: { removed: ['/since-backup'] },
    });
    expect(groupOf(replace, COLLECTIONS.postStats)).toMatchObject({
      changed: 1,
      names: { changed: [first!.get('title')] },
    });
    expect(groupOf(replace, COLLECTIONS.toolPages)).toMatchObject({
      removed: 1,
      names: { removed: [`${FAMILY_BLOG}/elves/since`] },
    });
    expect(groupOf(replace, COLLECTIONS.notFoundLog)).toMatchObject({
      removed: 1,
      names: { removed: ['/elves/since-gone'] },
    });
    // The activity log keeps what happened since: a replace does not rewrite history.
    expect(groupOf(replace, COLLECTIONS.auditLog)).toMatchObject({ removed: 0 });
    expect(groupOf(replace, COLLECTIONS.auditLog).kept).toBeGreaterThan(0);
    // A merge keeps them all.
    expect(groupOf(plan.merge, COLLECTIONS.posts)).toMatchObject({
      removed: 0,
      kept: 1,
      names: { kept: ['Written since the backup'] },
    });
    expect(plan.merge.totals.removed).toBe(0);
    // The dry run wrote nothing.
    expect((await posts.doc(since.id).get()).exists).toBe(true);

    const job = await restore(backup, 'replace');
    expect(job).toMatchObject({ status: 'done', mode: 'replace', error: null });
    expect(job.totals).toMatchObject({ removed: replace.totals.removed });
    expect((await posts.doc(since.id).get()).exists).toBe(false);
    expect((await db().collection(COLLECTIONS.postSlugs).doc(since.slug).get()).exists).toBe(false);
    expect((await posts.doc(second!.id).get()).get('title')).toBe(second!.get('title'));
    expect(await dashboardFigures(cutoff)).toEqual(figures);
    expect(contentOf(await download(), cutoff)).toEqual(contentOf(backup, cutoff));
    const { entries } = await adminGet<ActivityPage>(apiPath('activity', { area: 'site' }));
    expect(entries.find((entry) => entry.jobId === job.id)).toMatchObject({
      action: 'import',
      label: BACKUP_TEXT.auditLabel(cutoff, job.totals, 'replace'),
    });
  }, 300_000);

  it('gives back every document of a 2,000-post site, post subcollections included, its download sent as it is read', async () => {
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
      // Revisions, one per 200 posts: read through their collection group with the posts.
      if (n % 200 === 0)
        void writer.create(ref.collection('revisions').doc('r1'), { title: `Earlier ${n}`, at });
    }
    await writer.close();

    const { backup, firstBytesMs, endMs } = await timedDownload();
    expect(backup.collections.posts).toHaveLength(2_000);
    // Sent as it is read: the first bytes come long before the site is all read.
    expect(firstBytesMs).toBeLessThan(endMs / 4);
    await wipe();
    const job = await restore(backup);
    expect(job).toMatchObject({ status: 'done', total: 4_010, written: 4_010 });
    // Every document compared with the file by the dry run: a post with its revisions is one.
    expect((await dryRun(backup)).merge).toMatchObject({
      totals: { added: 0, changed: 0, unchanged: 4_000 },
      writes: 0,
    });
    const counts = await Promise.all(
      [COLLECTIONS.posts, COLLECTIONS.postSlugs].map(
        async (name) => (await db().collection(name).count().get()).data().count,
      ),
    );
    expect(counts).toEqual([2_000, 2_000]);
    expect((await db().collectionGroup('revisions').count().get()).data().count).toBe(10);
  }, 300_000);

  it('keeps an address erased after a backup out of a restore into a new project: the later file brings the erase list, which holds it out of the earlier file too', async () => {
    const email = `${uniqueId('erased')}@elf.test`;
    const id = subscriberId(email);
    const at = new Date().toISOString();
    await db()
      .collection(COLLECTIONS.newsletterSignups)
      .doc(id)
      .set({ email, status: 'confirmed', createdAt: at, confirmedAt: at });
    // As the release before wrote it: no erase list.
    const { erasedSubscribers: _list, ...earlier } = await download();
    expect(earlier.personalData.collections.newsletterSignups!.map((doc) => doc.id)).toContain(id);
    const erased = await fetch(`${SITE_ORIGIN}${apiPath('subscribersErase')}`, {
      method: 'POST',
      headers: { ...bearer(admin), 'content-type': 'application/json' },
      body: JSON.stringify({ ids: [id] }),
    });
    expect(erased.status).toBe(200);
    const later = await download();
    expect(later.erasedSubscribers).toContainEqual({ id, erasedAt: expect.any(String) });
    expect(JSON.stringify(later)).not.toContain(email);

    // A new project: nothing of the old one, its erase list neither.
    await wipe();
    await db().recursiveDelete(db().collection(COLLECTIONS.erasedSubscribers));
    expect(await restore(later, 'replace')).toMatchObject({ status: 'done' });
    expect((await db().collection(COLLECTIONS.erasedSubscribers).doc(id).get()).exists).toBe(true);

    // The file from before the erasure, restored after: the list it came back with holds it out.
    const older = { ...earlier, version: 2 };
    expect((await dryRun(older)).erasedLeftOut).toBe(1);
    expect(await restore(older)).toMatchObject({ status: 'done' });
    expect((await db().collection(COLLECTIONS.newsletterSignups).doc(id).get()).exists).toBe(false);
  }, 300_000);
});

describe('restore', () => {
  /** A file holding just these posts, as a backup of a site that had only them would. */
  const fileWith = (backup: Backup, posts: NonNullable<Backup['collections']['posts']>) => ({
    ...backup,
    collections: { posts },
    analytics: undefined,
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
      // Named as the owner knows them; the site's other posts are not in the file, and stay. Only
      // the groups the file holds are listed (its files too, when the site holds any).
      expect(
        plan.merge.groups.map((group) => group.name).filter((name) => name !== 'files'),
      ).toEqual(['posts']);
      expect(groupOf(plan.merge, 'posts')).toMatchObject({
        personal: false,
        analytics: false,
        added: 1,
        changed: 1,
        unchanged: 1,
        removed: 0,
        names: { added: ['Added'], changed: ['New title'], removed: [] },
      });
      expect(plan.merge.totals).toMatchObject({ added: 1, changed: 1, unchanged: 1, removed: 0 });
      expect(plan.merge.writes).toBe(2);
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
        label: BACKUP_TEXT.auditLabel(file.createdAt, { added: 1, changed: 1, removed: 0 }),
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

  it('puts back what a replace removed when a later batch fails', async () => {
    const marker = uniqueId('undo-replace');
    const posts = db().collection(COLLECTIONS.posts);
    await posts.doc(`${marker}-gone`).set(postDoc(`${marker}-gone`, 'Not in the file').data);
    await posts.doc(`${marker}-gone`).collection('revisions').doc('r1').set({ title: 'Earlier' });
    try {
      const backup = await download();
      // The site's posts but one, and one the write refuses: only the posts are replaced.
      const file = {
        ...fileWith(backup, [
          ...backup.collections.posts!.filter((post) => post.id !== `${marker}-gone`),
          postDoc(`${marker}-large`, 'Large', { content: 'x'.repeat(1_100_000) }),
        ]),
        files: backup.files,
      };
      expect(groupOf((await dryRun(file)).replace, 'posts')).toMatchObject({
        added: 1,
        removed: 1,
        names: { removed: ['Not in the file'] },
      });
      const job = await restore(file, 'replace');
      expect(job).toMatchObject({ status: 'failed', mode: 'replace', written: 0 });
      expect(job.error).toMatch(/^The restore failed and everything it had written was put back/);
      expect((await posts.doc(`${marker}-gone`).get()).get('title')).toBe('Not in the file');
      expect(
        (await posts.doc(`${marker}-gone`).collection('revisions').doc('r1').get()).get('title'),
      ).toBe('Earlier');
      expect((await posts.doc(`${marker}-large`).get()).exists).toBe(false);
    } finally {
      await db().recursiveDelete(posts.doc(`${marker}-gone`));
    }
  }, 120_000);

  it('restores a file of the older format, without analytics, and leaves the figures as they are', async () => {
    const marker = uniqueId('v1');
    const posts = db().collection(COLLECTIONS.posts);
    const figuresBefore = await adminGet<AnalyticsData>(apiPath('analytics'));
    const { analytics: _analytics, ...backup } = await download();
    // As the release before wrote it: content, files and the newsletter list, nothing more.
    const older = {
      ...backup,
      version: 1,
      collections: {
        ...backup.collections,
        posts: [...backup.collections.posts!, postDoc(marker, 'From last year')],
      },
      personalData: {
        note: 'Personal data: the email addresses of newsletter subscribers.',
        collections: { newsletterSignups: backup.personalData.collections.newsletterSignups },
      },
    };
    try {
      const plan = await dryRun(older);
      expect(plan.notInFile).toEqual([
        COLLECTIONS.postStats,
        COLLECTIONS.toolStats,
        COLLECTIONS.toolPages,
        COLLECTIONS.notFoundLog,
        COLLECTIONS.auditLog,
      ]);
      expect(plan.replace.groups.some((group) => group.analytics)).toBe(false);
      expect(plan.replace).toMatchObject({ totals: { added: 1, removed: 0 }, writes: 1 });
      // Even a replace leaves what the file cannot hold as it is.
      expect(await restore(older, 'replace')).toMatchObject({ status: 'done', mode: 'replace' });
      expect((await posts.doc(marker).get()).get('title')).toBe('From last year');
      expect(await adminGet<AnalyticsData>(apiPath('analytics'))).toEqual({
        ...figuresBefore,
        totalPosts: figuresBefore.totalPosts + 1,
        draftPosts: figuresBefore.draftPosts + 1,
      });
    } finally {
      await posts.doc(marker).delete();
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
    const badMode = await restoreRequest(JSON.stringify(backup), {
      jobId: uniqueId('bad'),
      mode: 'wipe',
    });
    expect(badMode.status).toBe(400);
    expect(await badMode.json()).toEqual({ error: BACKUP_TEXT.badMode });
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
