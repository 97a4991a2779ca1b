/**
 * Sitemap figures for `npm run bench`: the time to generate sitemap.xml and robots.txt and the
 * Firestore documents read, with 10, 2,000 and 60,000 published posts (past 50,000 URLs the sitemap
 * becomes an index with parts). In-process, against the Firestore emulator and the local blob
 * store, as the generate-sitemap endpoint runs it. A figure, not a test.
 */
import { COLLECTIONS } from '@core/paths';
import { db } from '../functions/src/platform/firebase';
import { generateSitemapFiles } from '../functions/src/sitemap/sitemap-files';
import { countFirestoreReads } from './lib/firestore-reads';
import { backgroundTriggers } from './lib/background-triggers';

const SIZES = [10, 2_000, 60_000];
const RUNS = 3;
/** Past this many posts one run (after the warm-up) is figure enough: each takes a minute. */
const ONE_RUN_FROM = 10_000;

async function deleteAllPosts(): Promise<void> {
  const writer = db().bulkWriter();
  for (const doc of (await db().collection(COLLECTIONS.posts).select().get()).docs)
    void writer.delete(doc.ref);
  await writer.close();
}

/** Adds published posts numbered from `from` up to `to` (exclusive), quickly. */
async function addPosts(from: number, to: number): Promise<void> {
  const writer = db().bulkWriter();
  const base = Date.parse('2020-01-01T00:00:00.000Z');
  for (let n = from; n < to; n++) {
    const at = new Date(base + n * 60_000).toISOString();
    void writer.create(db().collection(COLLECTIONS.posts).doc(), {
      title: `Sitemap bench post ${n}`,
      slug: `sitemap-bench-post-${n}`,
      excerpt: `Excerpt ${n}`,
      content: `<p>Body ${n}</p>`,
      featuredImage: n % 2 ? `/media/blog/featured/bench-${n}.webp` : null,
      published: true,
      createdAt: at,
      updatedAt: at,
      publishedAt: at,
      metadata: {},
      rand: Math.random(),
    });
  }
  await writer.close();
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function benchSitemap(): Promise<void> {
  const reads = countFirestoreReads();
  console.log('\nSitemap generation (in-process, Firestore emulator, local blob store)');
  // Post writes republish the sitemap by themselves (a trigger): 60,000 of them would run it
  // 60,000 times.
  await backgroundTriggers(false);
  try {
    await deleteAllPosts();
    let posts = 0;
    for (const size of SIZES) {
      const seeding = performance.now();
      await addPosts(posts, size);
      const seeded = ((performance.now() - seeding) / 1000).toFixed(1);
      posts = size;
      const times: number[] = [];
      let result = await generateSitemapFiles();
      reads.reset();
      const runs = size >= ONE_RUN_FROM ? 1 : RUNS;
      for (let run = 0; run < runs; run++) {
        const started = performance.now();
        result = await generateSitemapFiles();
        times.push(performance.now() - started);
      }
      const parts = result.files.filter((name) => name.startsWith('sitemap')).length;
      console.log(
        `  ${size.toLocaleString('en-US').padStart(6)} published posts: ${median(times).toFixed(0).padStart(6)} ms (median of ${runs})   reads ${String(reads.count / runs).padStart(6)}   ${result.urlCount.toLocaleString('en-US')} URLs in ${parts === 1 ? 'one sitemap.xml' : `an index and ${parts - 1} parts`}   (${seeded} s to seed)`,
      );
    }
  } finally {
    await deleteAllPosts();
    await backgroundTriggers(true);
  }
}
