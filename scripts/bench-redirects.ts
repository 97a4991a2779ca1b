/**
 * Redirect lookup figures for `npm run bench`: POST /api/handle-redirect through Hosting, median
 * round trip for one path and for a batch of 15, with 1 redirect stored and with 10,000. The
 * lookup reads by id, so the count stored should not matter. A figure, not a test.
 */
import { COLLECTIONS } from '@core/paths';
import { publicApiPath } from '@core/public-api-routes';
import { storedRedirect } from '@core/redirects/redirect-document';
import { redirectDocId } from '@core/redirects/redirect-paths';
import { db } from '../functions/src/platform/firebase';
import { forwardedFor, randomClientAddress } from '@test/emulators';
import { SITE_ORIGIN } from './lib/stack';

const RUNS = 15;
const LOOKUP_PATH = publicApiPath('handleRedirect');
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function replaceRedirects(count: number): Promise<void> {
  const collection = db().collection(COLLECTIONS.urlRedirects);
  const writer = db().bulkWriter();
  for (const doc of (await collection.select().get()).docs) void writer.delete(doc.ref);
  await writer.close();
  const now = new Date().toISOString();
  const adding = db().bulkWriter();
  for (let i = 0; i < count; i++) {
    const sourcePath = `/old/bench-${i}`;
    void adding.create(
      collection.doc(redirectDocId(sourcePath)),
      storedRedirect(
        { sourcePath, targetPath: `/blog/bench-${i}`, statusCode: 301, isActive: true, notes: '' },
        { now, createdBy: null },
      ),
    );
  }
  await adding.close();
}

async function timedLookup(body: unknown): Promise<number> {
  const started = performance.now();
  const response = await fetch(SITE_ORIGIN + LOOKUP_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...forwardedFor(randomClientAddress()) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`handle-redirect answered ${response.status}`);
  await response.json();
  return performance.now() - started;
}

export async function benchRedirects(): Promise<void> {
  console.log(`\nRedirect lookup (POST ${LOOKUP_PATH} through Hosting, median of 15)`);
  for (const count of [1, 10_000]) {
    await replaceRedirects(count);
    const one: number[] = [];
    const batch: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      one.push(await timedLookup({ path: `/old/bench-${i % count}` }));
      batch.push(
        await timedLookup({
          paths: Array.from({ length: 15 }, (_, j) => `/old/bench-${(i + j) % count}`),
        }),
      );
    }
    console.log(
      `  ${String(count).padStart(6)} stored: {path} ${median(one).toFixed(1)} ms, {paths: 15} ${median(batch).toFixed(1)} ms (reads: 1 by id, 15 in one batched get; plus the rate limit's window)`,
    );
  }
}
