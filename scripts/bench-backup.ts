/**
 * Backup figures for `npm run bench`: with 2,000 posts (besides the demo site), the time to make
 * and download the backup and its size (as sent, and gzip as the function sends it to a browser
 * that takes it), the dry run's time, and the time to restore the 2,000 posts after they were
 * deleted, over HTTP against the local stack as the dashboard calls them. A figure, not a test.
 */
import { gzipSync } from 'node:zlib';
import { apiPath } from '@core/api-routes';
import type { Backup, RestoreJob, RestorePlan } from '@core/backup';
import { COLLECTIONS } from '@core/paths';
import { db } from '../functions/src/platform/firebase';
import { signIn } from '@test/emulators';
import { backgroundTriggers } from './lib/background-triggers';
import { SITE_ORIGIN } from './lib/stack';
import type { Credentials } from './seed/seed';

const POSTS = 2_000;
const id = (n: number) => `backup-bench-${n}`;

async function addPosts(): Promise<void> {
  const writer = db().bulkWriter();
  const base = Date.parse('2021-01-01T00:00:00.000Z');
  for (let n = 0; n < POSTS; n++) {
    const at = new Date(base + n * 60_000).toISOString();
    void writer.set(db().collection(COLLECTIONS.posts).doc(id(n)), {
      title: `Backup bench post ${n}`,
      slug: id(n),
      excerpt: `A short excerpt of post ${n}, as the editor writes one.`,
      content: `<h2>Post ${n}</h2>${'<p>Elves keep busy before the holidays, and so do their families. </p>'.repeat(20)}`,
      featuredImage: null,
      published: true,
      createdAt: at,
      updatedAt: at,
      publishedAt: at,
      metadata: { categories: ['crafts'], theme: 'christmas' },
      rand: Math.random(),
    });
    void writer.set(db().collection(COLLECTIONS.postSlugs).doc(id(n)), { postId: id(n) });
  }
  await writer.close();
}

async function deletePosts(): Promise<void> {
  const writer = db().bulkWriter();
  for (let n = 0; n < POSTS; n++) {
    void writer.delete(db().collection(COLLECTIONS.posts).doc(id(n)));
    void writer.delete(db().collection(COLLECTIONS.postSlugs).doc(id(n)));
  }
  await writer.close();
}

async function timed<T>(action: () => Promise<T>): Promise<{ result: T; seconds: number }> {
  const started = performance.now();
  const result = await action();
  return { result, seconds: (performance.now() - started) / 1000 };
}

export async function benchBackup(admin: Credentials): Promise<void> {
  const token = await signIn(admin.email, admin.password);
  const call = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${SITE_ORIGIN}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
    });
    if (!response.ok)
      throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    return response;
  };
  const MB = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  console.log(
    `\nBackup and restore: ${POSTS.toLocaleString('en-US')} posts and the demo site, over HTTP, emulators`,
  );
  // The post triggers would republish the sitemap for every post written.
  await backgroundTriggers(false);
  try {
    await addPosts();
    const made = await timed(async () => (await call(apiPath('backup'))).text());
    const text = made.result;
    const backup = JSON.parse(text) as Backup;
    const documents = Object.values(backup.collections).reduce((sum, docs) => sum + docs.length, 0);
    console.log(
      `  backup      ${made.seconds.toFixed(1).padStart(6)} s   ${MB(Buffer.byteLength(text))} (${MB(gzipSync(text).length)} gzip)   ${backup.collections.posts!.length.toLocaleString('en-US')} posts, ${documents.toLocaleString('en-US')} documents, ${backup.files.length} files`,
    );
    await deletePosts();
    const dry = await timed(
      async () =>
        (
          (await (
            await call(apiPath('restore', { dryRun: 'true' }), { method: 'POST', body: text })
          ).json()) as { plan: RestorePlan }
        ).plan,
    );
    console.log(
      `  dry run     ${dry.seconds.toFixed(1).padStart(6)} s   ${dry.result.merge.totals.added.toLocaleString('en-US')} to add, ${dry.result.merge.totals.unchanged.toLocaleString('en-US')} unchanged`,
    );
    const restored = await timed(
      async () =>
        (
          (await (
            await call(apiPath('restore', { jobId: `bench-${Date.now()}` }), {
              method: 'POST',
              body: text,
            })
          ).json()) as { job: RestoreJob }
        ).job,
    );
    console.log(
      `  restore     ${restored.seconds.toFixed(1).padStart(6)} s   ${restored.result.status}: ${restored.result.written.toLocaleString('en-US')} documents written`,
    );
  } finally {
    await deletePosts();
    await backgroundTriggers(true);
  }
}
