/**
 * Finding a request's redirect and counting its hits. A lookup is one read by id (the request
 * path's key, see lookupKeyOf); a path no source can match costs none. A hit is one write to a
 * random shard of the redirect's counter; while the redirect's count is small, and afterwards
 * when the hit lands on shard 0, the exact totals are copied onto the redirect (for the admin's
 * list and ordering), so the redirect's document is never written more often than one shard.
 */
import type { DocumentReference } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type { StoredRedirect } from '@core/redirects/redirect-document';
import { lookupKeyOf, redirectDocId } from '@core/redirects/redirect-paths';
import {
  addToCounter,
  counterTotals,
  latestValue,
  shouldMirror,
} from '../counters/sharded-counter';
import { REDIRECT_COUNTERS } from '../counters/site-counters';
import { db } from '../platform/firebase';
import { redirectRef } from './redirect-store';

export interface FoundRedirect {
  ref: DocumentReference;
  redirect: StoredRedirect;
}

/** The active redirect of a request path, or null: at most one read. */
export async function findActiveRedirect(pathname: string): Promise<FoundRedirect | null> {
  const key = lookupKeyOf(pathname);
  if (key === null) return null;
  const ref = redirectRef(redirectDocId(key));
  const snapshot = await ref.get();
  if (!snapshot.exists) return null;
  const redirect = snapshot.data() as StoredRedirect;
  return redirect.isActive ? { ref, redirect } : null;
}

/** The active redirects of several request paths, in their order: one batched read. */
export async function findActiveRedirects(pathnames: readonly string[]) {
  const keys = pathnames.map(lookupKeyOf);
  const refs = [...new Set(keys.filter((key): key is string => key !== null))].map((key) =>
    redirectRef(redirectDocId(key)),
  );
  const docs = refs.length ? await db().getAll(...refs) : [];
  const byId = new Map(
    docs.filter((doc) => doc.exists).map((doc) => [doc.id, doc.data() as StoredRedirect]),
  );
  return keys.map((key) => {
    const redirect = key === null ? undefined : byId.get(redirectDocId(key));
    return redirect?.isActive ? redirect : null;
  });
}

/** Counts one applied redirect: its hits and the time of this hit. */
export async function countHit({ ref, redirect }: FoundRedirect, now = new Date()): Promise<void> {
  const at = now.toISOString();
  const batch = db().batch();
  const shard = addToCounter(batch, REDIRECT_COUNTERS, ref, { hits: 1 }, { lastAccessedAt: at });
  await batch.commit();
  if (!shouldMirror(shard, (redirect.accessCount ?? 0) + 1)) return;
  try {
    const [{ hits }, lastAccessedAt] = await Promise.all([
      counterTotals(REDIRECT_COUNTERS, ref, { hits: 'hits' }),
      latestValue(REDIRECT_COUNTERS, ref, 'lastAccessedAt'),
    ]);
    // update(), not set(): a redirect deleted meanwhile stays deleted.
    await ref.update({ accessCount: hits, lastAccessedAt });
  } catch (error) {
    logger.warn('Could not copy a redirect’s hit count', { id: ref.id, error: String(error) });
  }
}
