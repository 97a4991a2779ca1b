/**
 * Backup figures for `npm run bench`: with 10,000 posts (besides the demo site), over HTTP against
 * the local stack as the dashboard calls it, the download's time to its first byte and to its
 * end and its size (as sent, and gzip as the function sends it to a browser that takes it), the
 * dry run's time, and a restore of the 10,000 posts after they were deleted: its request's answer
 * (the file kept, the job queued) and the job's run. The bench holds the stack's triggers (the post
 * triggers would republish the sitemap for every post), so the job runs here, in this process,
 * as its trigger would: the peak memory is this process's (RSS above what it held before), for
 * the download made here the same way (backupText) and for the restore. A figure, not a test.
 */
import { gzipSync } from 'node:zlib';
import { apiPath } from '@core/api-routes';
import type { Backup, RestoreJob, RestorePlan } from '@core/admin/backup';
import { COLLECTIONS } from '@core/paths';
import { backupText } from '../functions/src/backup/backup-store';
import { runQueuedRestore } from '../functions/src/backup/restore-runner';
import { db } from '../functions/src/platform/firebase';
import { signIn } from '@test/emulators';
import { backgroundTriggers } from './lib/background-triggers';
import { SITE_ORIGIN } from './lib/stack';
import type { Credentials } from './seed/seed';

const POSTS = 10_000;
const MB = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
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

/** The most this process's RSS grew above where it was while `action` ran (sampled every 20 ms). */
async function peakMemory<T>(action: () => Promise<T>): Promise<{ result: T; peak: number }> {
  const base = process.memoryUsage().rss;
  let peak = base;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  try {
    return { result: await action(), peak: peak - base };
  } finally {
    clearInterval(sampler);
  }
}

const seconds = (value: number) => `${value.toFixed(1).padStart(6)} s`;

export async function benchBackup(admin: Credentials, blobDir: string): Promise<void> {
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
  // The download made in this process reads the files the emulated functions store.
  Object.assign(process.env, { BLOB_STORE: 'local', LOCAL_BLOB_DIR: blobDir });
  console.log(
    `\nBackup and restore: ${POSTS.toLocaleString('en-US')} posts and the demo site, over HTTP, emulators`,
  );
  await backgroundTriggers(false);
  try {
    await addPosts();
    const started = performance.now();
    const response = await call(apiPath('backup'));
    const reader = response.body!.getReader();
    const chunks: Uint8Array[] = [];
    let firstByte = 0;
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      if (!chunks.length) firstByte = (performance.now() - started) / 1000;
      chunks.push(read.value);
    }
    const total = (performance.now() - started) / 1000;
    const text = Buffer.concat(chunks).toString('utf8');
    const backup = JSON.parse(text) as Backup;
    const documents = Object.values(backup.collections).reduce((sum, docs) => sum + docs.length, 0);
    console.log(
      `  download    first byte ${seconds(firstByte)}, whole ${seconds(total)}   ${MB(Buffer.byteLength(text))} (${MB(gzipSync(text).length)} gzip)   ${backup.collections.posts!.length.toLocaleString('en-US')} posts, ${documents.toLocaleString('en-US')} documents, ${backup.files.length} files`,
    );
    const madeHere = await peakMemory(async () => {
      let bytes = 0;
      for await (const chunk of backupText({ documents: 0, files: 0 }, new Date().toISOString()))
        bytes += chunk.length;
      return bytes;
    });
    console.log(
      `  download    made in this process: peak memory +${MB(madeHere.peak)} for ${MB(madeHere.result)}`,
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
      `  dry run     ${seconds(dry.seconds)}   ${dry.result.merge.totals.added.toLocaleString('en-US')} to add, ${dry.result.merge.totals.unchanged.toLocaleString('en-US')} unchanged`,
    );
    const queued = await timed(
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
    console.log(`  restore     ${seconds(queued.seconds)}   the request: file kept, job queued`);
    const ran = await timed(() => peakMemory(() => runQueuedRestore(queued.result.id)));
    const job = (
      await db().collection(COLLECTIONS.restoreJobs).doc(queued.result.id).get()
    ).data()!;
    console.log(
      `  restore     ${seconds(ran.seconds)}   the job: ${String(job.status)}, ${Number(job.written).toLocaleString('en-US')} documents written, peak memory +${MB(ran.result.peak)}`,
    );
  } finally {
    await deletePosts();
    await backgroundTriggers(true);
  }
}
