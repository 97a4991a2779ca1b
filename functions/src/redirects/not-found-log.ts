/**
 * The 404 log: each path that answered 404 has a distributed counter (count, time and referrer
 * of the last request), so a path that bots hammer queues no writes. It is bounded: a schedule
 * keeps the busiest NOT_FOUND_LOG_KEEP paths and deletes the rest (the WordPress Redirection
 * plugin's log grows without bound). The admin reads the busiest paths and makes a redirect from
 * one in one click.
 */
import { createHash } from 'node:crypto';
import { COLLECTIONS } from '@core/paths';
import type { NotFoundEntry } from '@core/redirects/redirect-api';
import {
  isRedirectPath,
  isReservedPath,
  normalizeRedirectPath,
} from '@core/redirects/redirect-paths';
import { addToCounter } from '../counters/sharded-counter';
import { NOT_FOUND_COUNTERS } from '../counters/site-counters';
import { db } from '../platform/firebase';
import { findActiveRedirects } from './redirect-lookup';

/** Paths the log keeps after each pruning (the busiest). */
export const NOT_FOUND_LOG_KEEP = 500;
/** Paths the admin sees, busiest first. */
export const NOT_FOUND_LOG_SHOWN = 100;
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

/** Counts one request that answered 404. */
export async function recordNotFound(
  pathname: string,
  referrer: string | null,
  now = new Date(),
): Promise<void> {
  const path = decoded(pathname).slice(0, MAX_LOGGED_LENGTH);
  const batch = db().batch();
  addToCounter(
    batch,
    NOT_FOUND_COUNTERS,
    logRef(path),
    { count: 1 },
    { path, lastSeenAt: now.toISOString(), lastReferrer: referrerOf(referrer) },
  );
  await batch.commit();
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
  return [...byId.values()].sort((a, b) => b.count - a.count || (a.path < b.path ? -1 : 1));
}

/** A redirect could be made from the path: the spec's characters, not a path the site keeps. */
export const redirectable = (path: string): boolean => {
  const normalized = normalizeRedirectPath(path);
  return isRedirectPath(normalized) && !isReservedPath(normalized);
};

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

/** Keeps the `keep` busiest paths and deletes the rest; answers how many paths were removed. */
export async function pruneNotFoundLog(keep = NOT_FOUND_LOG_KEEP): Promise<number> {
  const shards = await db()
    .collectionGroup(NOT_FOUND_COUNTERS.shards)
    .select('path', 'count', 'lastSeenAt', 'lastReferrer')
    .get();
  const doomed = sumByPath(shards.docs).slice(keep);
  const writer = db().bulkWriter();
  for (const entry of doomed) for (const shard of entry.shards) void writer.delete(shard);
  await writer.close();
  return doomed.length;
}
