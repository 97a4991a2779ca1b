/**
 * The 404 log: each path that answered 404 has a distributed counter (count, time and referrer
 * of the last request), so a path that bots hammer queues no writes. It is bounded (the WordPress
 * Redirection plugin's log grows without bound): a path already logged keeps counting, but one
 * client adds at most NOT_FOUND_NEW_PATHS_PER_MINUTE new paths, and a schedule keeps the busiest
 * NOT_FOUND_LOG_KEEP paths, reading the log a page at a time, and deletes the rest. The admin
 * reads the busiest paths and makes a redirect from one in one click.
 */
import { createHash } from 'node:crypto';
import { FieldPath } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@core/paths';
import { NOT_FOUND_NEW_PATHS_PER_MINUTE, type NotFoundEntry } from '@core/redirects/redirect-api';
import { redirectable } from '@core/redirects/redirect-paths';
import { addToCounter } from '../counters/sharded-counter';
import { NOT_FOUND_COUNTERS } from '../counters/site-counters';
import { consumeClientQuota, RateLimited, type QuotaClient } from '../platform/quotas';
import { db } from '../platform/firebase';
import { findActiveRedirects } from './redirect-lookup';

/** Paths the log keeps after each pruning (the busiest). */
export const NOT_FOUND_LOG_KEEP = 500;
/** Paths the admin sees, busiest first. */
export const NOT_FOUND_LOG_SHOWN = 100;
/** Shards the pruning reads per query. */
export const NOT_FOUND_PRUNE_PAGE = 500;
const MAX_LOGGED_LENGTH = 300;

/** Ids are hashes: a path can hold anything, an id cannot (no '/', no `__x__`, at most 1,500 bytes). */
const logRef = (path: string) =>
  db()
    .collection(COLLECTIONS.notFoundLog)
    .doc(createHash('sha256').update(path).digest('base64url').slice(0, 32));

function decoded(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** Where the visitor came from, without its query (which can hold anything, tokens included). */
function referrerOf(header: string | null): string | null {
  if (!header) return null;
  try {
    const url = new URL(header);
    return `${url.origin}${url.pathname}`.slice(0, MAX_LOGGED_LENGTH);
  } catch {
    return null;
  }
}

/** Whether the log holds the path already: one read of at most one shard. */
async function isLogged(counted: FirebaseFirestore.DocumentReference): Promise<boolean> {
  return !(await counted.collection(NOT_FOUND_COUNTERS.shards).select().limit(1).get()).empty;
}

/**
 * Counts one request that answered 404. A path the log does not hold yet uses up one of the
 * client's new paths this minute; past them, the request is not logged (2,000 made-up paths from
 * one client no longer make 2,000 entries). Answers whether it was logged.
 */
export async function recordNotFound(
  visit: { client: QuotaClient; referrer: string | null },
  pathname: string,
  now = new Date(),
): Promise<boolean> {
  const path = decoded(pathname).slice(0, MAX_LOGGED_LENGTH);
  const counted = logRef(path);
  if (!(await isLogged(counted))) {
    try {
      await consumeClientQuota(visit.client, 'not-found-log', NOT_FOUND_NEW_PATHS_PER_MINUTE, now);
    } catch (error) {
      if (error instanceof RateLimited) return false;
      throw error;
    }
  }
  const batch = db().batch();
  addToCounter(
    batch,
    NOT_FOUND_COUNTERS,
    counted,
    { count: 1 },
    {
      path,
      lastSeenAt: now.toISOString(),
      lastReferrer: referrerOf(visit.referrer),
    },
  );
  await batch.commit();
  return true;
}

interface Summed {
  id: string;
  path: string;
  count: number;
  lastSeenAt: string;
  lastReferrer: string | null;
  shards: FirebaseFirestore.DocumentReference[];
}

/** Shards summed per path: the time and referrer of the latest request win. */
function sumByPath(docs: FirebaseFirestore.QueryDocumentSnapshot[]): Summed[] {
  const byId = new Map<string, Summed>();
  for (const doc of docs) {
    const id = doc.ref.parent.parent!.id;
    const seen = String(doc.get('lastSeenAt') ?? '');
    const entry = byId.get(id) ?? {
      id,
      path: String(doc.get('path') ?? ''),
      count: 0,
      lastSeenAt: '',
      lastReferrer: null,
      shards: [],
    };
    entry.count += Number(doc.get('count') ?? 0);
    entry.shards.push(doc.ref);
    if (seen > entry.lastSeenAt) {
      entry.lastSeenAt = seen;
      entry.lastReferrer = (doc.get('lastReferrer') as string | null) ?? null;
    }
    byId.set(id, entry);
  }
  return [...byId.values()].sort(busiestFirst);
}

/** The order paths are kept in: most requests first, then the latest request (ISO times). */
function busiestFirst(
  a: Pick<Summed, 'id' | 'count' | 'lastSeenAt'>,
  b: Pick<Summed, 'id' | 'count' | 'lastSeenAt'>,
): number {
  if (a.count !== b.count) return b.count - a.count;
  if (a.lastSeenAt !== b.lastSeenAt) return a.lastSeenAt > b.lastSeenAt ? -1 : 1;
  return a.id < b.id ? -1 : 1;
}

/** The busiest paths that answered 404, each marked when an active redirect now answers it. */
export async function readNotFoundLog(): Promise<NotFoundEntry[]> {
  // The busiest shards first: the log is pruned to NOT_FOUND_LOG_KEEP paths, so this holds them.
  const shards = await db()
    .collectionGroup(NOT_FOUND_COUNTERS.shards)
    .orderBy('count', 'desc')
    .limit(NOT_FOUND_LOG_KEEP * NOT_FOUND_COUNTERS.shardCount)
    .get();
  const entries = sumByPath(shards.docs).slice(0, NOT_FOUND_LOG_SHOWN);
  const redirects = await findActiveRedirects(entries.map((e) => e.path));
  return entries.map(({ shards: _shards, ...entry }, i) => ({
    ...entry,
    redirectable: redirectable(entry.path),
    redirected: redirects[i] !== null,
  }));
}

/**
 * Keeps the `keep` busiest paths (ties: the latest request) and deletes the rest; answers how many
 * paths were removed. The shards are read `pageSize` at a time in document order, where a path's
 * shards sit together, so each path is summed once its last shard is read; only about `keep`
 * paths are held at a time, and the rest are deleted as the reading goes on.
 */
export async function pruneNotFoundLog(
  keep = NOT_FOUND_LOG_KEEP,
  pageSize = NOT_FOUND_PRUNE_PAGE,
): Promise<number> {
  const writer = db().bulkWriter();
  let kept: Summed[] = [];
  let removed = 0;
  const deleteBeyondKeep = () => {
    kept.sort(busiestFirst);
    for (const entry of kept.slice(keep))
      for (const shard of entry.shards) void writer.delete(shard);
    removed += Math.max(0, kept.length - keep);
    kept = kept.slice(0, keep);
  };
  let current: Summed | undefined;
  let after: FirebaseFirestore.QueryDocumentSnapshot | undefined;
  for (;;) {
    let query = db()
      .collectionGroup(NOT_FOUND_COUNTERS.shards)
      .orderBy(FieldPath.documentId())
      .select('count', 'lastSeenAt')
      .limit(pageSize);
    if (after) query = query.startAfter(after);
    const page = await query.get();
    for (const doc of page.docs) {
      const id = doc.ref.parent.parent!.id;
      if (current?.id !== id) {
        if (current) kept.push(current);
        current = { id, path: '', count: 0, lastSeenAt: '', lastReferrer: null, shards: [] };
      }
      current.count += Number(doc.get('count') ?? 0);
      const seen = String(doc.get('lastSeenAt') ?? '');
      if (seen > current.lastSeenAt) current.lastSeenAt = seen;
      current.shards.push(doc.ref);
    }
    if (kept.length >= 2 * keep) deleteBeyondKeep();
    if (page.size < pageSize) break;
    after = page.docs.at(-1);
  }
  if (current) kept.push(current);
  deleteBeyondKeep();
  await writer.close();
  return removed;
}
