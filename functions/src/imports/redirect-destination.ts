/**
 * Redirects on the shared import engine. Each row's key is its source key, which is also its
 * document id: a stored source is found by reading the ids, and a row written meanwhile by
 * someone else makes the batch's create fail (the transaction read the id, so it retries and
 * finds it stored). Before anything is reported or written, every new row is checked against the
 * active redirects and the rows above it: loops and targets equal to their source are rejected
 * with the reason; chains and hidden posts or pages are warnings in the dry run. A row of our own
 * export keeps its hit count and last access.
 */
import type { Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@core/paths';
import type { PlannedRow } from '@core/import/import-plan';
import { storedRedirect } from '@core/redirects/redirect-document';
import { redirectImportKind, reviewRedirectRows } from '@core/redirects/redirect-import-kind';
import { redirectDocId } from '@core/redirects/redirect-paths';
import type { ImportedRedirect } from '@core/redirects/redirect-schema';
import type { ImportKind } from '@core/import/import-kind';
import { addToCounter } from '../counters/sharded-counter';
import { REDIRECT_COUNTERS } from '../counters/site-counters';
import type { ImportDestination } from './import-destination';
import { siteSettings } from '../platform/config';
import { db } from '../platform/firebase';
import { fullTable } from '../redirects/redirect-checks-source';
import { deleteFoundRedirects, redirectRef } from '../redirects/redirect-store';

type Stored = Record<string, unknown>;

/** Source ids read per call. */
const GET_ALL_CHUNK = 300;

async function storedKeys(keys: readonly string[], tx?: Transaction): Promise<Set<string>> {
  const unique = [...new Set(keys)];
  const found = new Set<string>();
  for (let i = 0; i < unique.length; i += GET_ALL_CHUNK) {
    const refs = unique.slice(i, i + GET_ALL_CHUNK).map((key) => redirectRef(redirectDocId(key)));
    if (!refs.length) continue;
    const docs = await (tx ? tx.getAll(...refs) : db().getAll(...refs));
    docs.forEach((doc, j) => {
      if (doc.exists) found.add(unique[i + j]!);
    });
  }
  return found;
}

async function review(rows: PlannedRow<Stored>[]): Promise<PlannedRow<Stored>[]> {
  const fresh = rows.filter((row) => row.status === 'new');
  if (!fresh.length) return rows;
  const [table, stored] = await Promise.all([
    fullTable(db()),
    storedKeys(fresh.map((row) => row.key!)),
  ]);
  return reviewRedirectRows(rows, table, stored);
}

export function redirectDestination(): ImportDestination {
  return {
    id: 'redirects',
    kind: redirectImportKind(siteSettings().siteUrl) as unknown as ImportKind<Stored>,
    area: 'redirects',
    collection: COLLECTIONS.urlRedirects,
    storedKeys,
    review,
    create(tx, { fields, key, now, actor }) {
      const ref = redirectRef(redirectDocId(key));
      const imported = fields as unknown as ImportedRedirect;
      const { accessCount = 0, lastAccessedAt = null, ...redirect } = imported;
      const data = {
        ...storedRedirect(redirect, { now, createdBy: actor.uid }),
        accessCount,
        lastAccessedAt,
      };
      tx.create(ref, data);
      // The hit counter holds the totals the redirect's copies are refreshed from: it starts at
      // the imported ones, so the next hit counts on from them.
      if (accessCount > 0 || lastAccessedAt)
        addToCounter(
          tx,
          REDIRECT_COUNTERS,
          ref,
          { hits: accessCount },
          lastAccessedAt ? { lastAccessedAt } : {},
        );
      return { documentId: ref.id, data };
    },
    deleteFound: deleteFoundRedirects,
  };
}
