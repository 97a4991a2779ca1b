/**
 * Writes of redirects. A redirect's document id is its source key (redirectDocId), so the
 * database itself refuses a second redirect from the same path: a create is `create()`, which
 * fails when the document exists, and that failure is 'A redirect with this source path already
 * exists'. Each change records its audit entry in the same write. Changing a source path moves
 * the redirect to its new id, hit counter included.
 */
import { isDeepStrictEqual } from 'node:util';
import type { Transaction } from 'firebase-admin/firestore';
import type { AuditActor } from '@core/admin/audit';
import { COLLECTIONS } from '@core/paths';
import {
  BUILTIN_IMPORT_BATCH,
  TOP_REDIRECTS,
  type BuiltinImportResult,
  type Redirect,
  type RedirectStats,
} from '@core/redirects/redirect-api';
import {
  checkRedirect,
  errorsOf,
  warningsOf,
  type RedirectIssue,
} from '@core/redirects/redirect-checks';
import {
  COUNTER_COPY_FIELDS,
  redirectView,
  storedRedirect,
  type StoredRedirect,
} from '@core/redirects/redirect-document';
import { redirectDocId } from '@core/redirects/redirect-paths';
import type { RedirectFields } from '@core/redirects/redirect-schema';
import { BUILTIN_ARTICLE_REDIRECTS } from '@core/redirects/builtin-redirects';
import { recordAudit, singleChange } from '../audit/audit-log';
import { counterShards, counterTotals, familyTotals } from '../counters/sharded-counter';
import { REDIRECT_COUNTERS } from '../counters/site-counters';
import { alreadyExists } from '../platform/quotas';
import { db } from '../platform/firebase';
import { tableFor } from './redirect-checks-source';

export const redirectsCollection = () => db().collection(COLLECTIONS.urlRedirects);
export const redirectRef = (id: string) => redirectsCollection().doc(id);

/** The source path is taken (by the document with this id). */
export class DuplicateRedirect extends Error {
  constructor(readonly existingId: string) {
    super(`duplicate of ${existingId}`);
  }
}
export class RedirectNotFound extends Error {}
/** The checks refused the redirect (loop, target equal to source, reserved source). */
export class RedirectRefused extends Error {
  constructor(readonly issues: RedirectIssue[]) {
    super(issues[0]!.message);
  }
}
/** The checks warned, and the admin has not confirmed yet. */
export class RedirectNeedsConfirmation extends Error {
  constructor(readonly warnings: RedirectIssue[]) {
    super(warnings[0]!.message);
  }
}

export interface SaveOptions {
  confirmWarnings?: boolean;
}

/** Runs the checks; throws when refused, or when warned and not confirmed; answers the warnings. */
async function check(fields: RedirectFields, options: SaveOptions): Promise<RedirectIssue[]> {
  const issues = checkRedirect(fields, await tableFor(db(), fields));
  const errors = errorsOf(issues);
  if (errors.length) throw new RedirectRefused(errors);
  const warnings = warningsOf(issues);
  if (warnings.length && !options.confirmWarnings) throw new RedirectNeedsConfirmation(warnings);
  return warnings;
}

const label = (fields: Pick<RedirectFields, 'sourcePath' | 'targetPath'>) =>
  `${fields.sourcePath} → ${fields.targetPath}`;

export interface Saved {
  redirect: Redirect;
  warnings: RedirectIssue[];
  changed: boolean;
}

export async function createRedirect(
  fields: RedirectFields,
  actor: AuditActor,
  options: SaveOptions & { automatic?: boolean } = {},
): Promise<Saved> {
  const warnings = await check(fields, options);
  const id = redirectDocId(fields.sourcePath);
  const now = new Date().toISOString();
  const data = storedRedirect(fields, { now, createdBy: actor.uid, automatic: options.automatic });
  const batch = db().batch();
  batch.create(redirectRef(id), data);
  recordAudit(
    batch,
    actor,
    singleChange(
      {
        area: 'redirects',
        action: 'create',
        collection: COLLECTIONS.urlRedirects,
        documentId: id,
        label: label(fields),
      },
      null,
      { ...data },
    ),
    now,
  );
  try {
    await batch.commit();
  } catch (error) {
    if (alreadyExists(error)) throw new DuplicateRedirect(id);
    throw error;
  }
  return { redirect: redirectView(id, { ...data }), warnings, changed: true };
}

const editable = (data: Partial<StoredRedirect>) => {
  const copy: Record<string, unknown> = { ...data };
  for (const field of [...COUNTER_COPY_FIELDS, 'updatedAt']) delete copy[field];
  return copy;
};

/**
 * Replaces a redirect's fields. A new source path moves it to the new id in the same transaction
 * (failing when that id is taken), with its counter's shards; a save that changes nothing writes
 * nothing.
 */
export async function updateRedirect(
  id: string,
  fields: RedirectFields,
  actor: AuditActor,
  options: SaveOptions = {},
): Promise<Saved> {
  const warnings = await check(fields, options);
  const oldRef = redirectRef(id);
  const newId = redirectDocId(fields.sourcePath);
  const newRef = redirectRef(newId);
  return db().runTransaction(async (tx) => {
    const current = await tx.get(oldRef);
    if (!current.exists) throw new RedirectNotFound();
    const before = current.data() as StoredRedirect;
    const moving = newId !== id;
    if (moving && (await tx.get(newRef)).exists) throw new DuplicateRedirect(newId);
    const shards = moving ? (await tx.get(oldRef.collection(REDIRECT_COUNTERS.shards))).docs : [];
    const now = new Date().toISOString();
    const after = storedRedirect(fields, { now, createdBy: actor.uid }, before);
    if (!moving && isDeepStrictEqual(editable(after), editable(before)))
      return { redirect: redirectView(id, { ...before }), warnings, changed: false };
    if (moving) {
      tx.create(newRef, after);
      for (const shard of shards) {
        tx.set(newRef.collection(REDIRECT_COUNTERS.shards).doc(shard.id), shard.data());
        tx.delete(shard.ref);
      }
      tx.delete(oldRef);
    } else {
      tx.set(oldRef, after);
    }
    recordAudit(
      tx,
      actor,
      {
        area: 'redirects',
        action: 'update',
        collection: COLLECTIONS.urlRedirects,
        documentId: newId,
        label: label(fields),
        changes: moving
          ? [
              { documentId: id, before: { ...before }, after: null },
              { documentId: newId, before: null, after: { ...after } },
            ]
          : [{ documentId: id, before: { ...before }, after: { ...after } }],
      },
      now,
    );
    return { redirect: redirectView(newId, { ...after }), warnings, changed: true };
  });
}

/** Deletes a redirect with its hit counter. */
/**
 * Deletes redirects the transaction has read, each with its hit counter and its audit entry. It
 * reads the counters' shards first, so call it after the caller's reads.
 */
export async function deleteFoundRedirects(
  tx: Transaction,
  found: readonly { id: string; data: Record<string, unknown> }[],
  actor: AuditActor,
  jobId?: string,
): Promise<void> {
  const shards = await Promise.all(
    found.map(({ id }) => counterShards(tx, REDIRECT_COUNTERS, redirectRef(id))),
  );
  const now = new Date().toISOString();
  found.forEach(({ id, data }, i) => {
    tx.delete(redirectRef(id));
    for (const shard of shards[i]!) tx.delete(shard);
    recordAudit(
      tx,
      actor,
      {
        ...singleChange(
          {
            area: 'redirects',
            action: 'delete',
            collection: COLLECTIONS.urlRedirects,
            documentId: id,
            label: label(data as unknown as StoredRedirect),
          },
          { ...data },
          null,
        ),
        ...(jobId ? { jobId } : {}),
      },
      now,
    );
  });
}

export async function deleteRedirect(id: string, actor: AuditActor): Promise<void> {
  const ref = redirectRef(id);
  await db().runTransaction(async (tx) => {
    const current = await tx.get(ref);
    if (!current.exists) throw new RedirectNotFound();
    await deleteFoundRedirects(tx, [{ id, data: current.data()! }], actor);
  });
}

/** Every redirect, by source path (spec §7: ordered by source_path ascending). */
export async function listRedirects(): Promise<Redirect[]> {
  const snapshot = await redirectsCollection().orderBy('sourcePath').get();
  return snapshot.docs.map((doc) => redirectView(doc.id, doc.data()));
}

/**
 * The stat cards: counts by aggregation, total hits summed over every redirect's shards (exact),
 * and the top redirects: the candidates by their copied counts, ranked by their exact counts.
 */
export async function redirectStats(): Promise<RedirectStats> {
  const collection = redirectsCollection();
  const [total, active, hits, candidates] = await Promise.all([
    collection.count().get(),
    collection.where('isActive', '==', true).count().get(),
    familyTotals(db(), REDIRECT_COUNTERS, { hits: 'hits' }),
    collection
      .orderBy('accessCount', 'desc')
      .limit(TOP_REDIRECTS * 2)
      .get(),
  ]);
  const exact = await Promise.all(
    candidates.docs.map(async (doc) => ({
      source: String(doc.get('sourcePath')),
      target: String(doc.get('targetPath')),
      count: (await counterTotals(REDIRECT_COUNTERS, doc.ref, { hits: 'hits' })).hits,
    })),
  );
  const totalCount = total.data().count;
  const activeCount = active.data().count;
  return {
    total: totalCount,
    active: activeCount,
    inactive: totalCount - activeCount,
    totalAccesses: hits.hits,
    topRedirects: exact
      .filter((r) => r.count > 0)
      .sort((a, b) => b.count - a.count)
      .slice(0, TOP_REDIRECTS),
  };
}

/**
 * Spec §2/§9: the 35 built-in article redirects, 50 at a time, skipping source paths that exist.
 * Each batch is one all-or-nothing write with its audit entry; a failed batch counts as failed.
 */
export async function importBuiltinRedirects(actor: AuditActor): Promise<BuiltinImportResult> {
  const result: BuiltinImportResult = { imported: 0, failed: 0, skipped: 0 };
  for (let i = 0; i < BUILTIN_ARTICLE_REDIRECTS.length; i += BUILTIN_IMPORT_BATCH) {
    const slice = BUILTIN_ARTICLE_REDIRECTS.slice(i, i + BUILTIN_IMPORT_BATCH);
    const refs = slice.map((r) => redirectRef(redirectDocId(r.sourcePath)));
    const existing = await db().getAll(...refs);
    const now = new Date().toISOString();
    const batch = db().batch();
    const changes: { documentId: string; before: null; after: Record<string, unknown> }[] = [];
    slice.forEach((builtin, index) => {
      if (existing[index]!.exists) {
        result.skipped += 1;
        return;
      }
      const data = storedRedirect(
        {
          sourcePath: builtin.sourcePath,
          targetPath: builtin.targetPath,
          statusCode: builtin.statusCode,
          isActive: true,
          notes: 'Built-in article redirect',
        },
        { now, createdBy: actor.uid },
      );
      batch.create(refs[index]!, data);
      changes.push({ documentId: refs[index]!.id, before: null, after: { ...data } });
    });
    if (!changes.length) continue;
    recordAudit(
      batch,
      actor,
      {
        area: 'redirects',
        action: 'import',
        collection: COLLECTIONS.urlRedirects,
        documentId: null,
        label: `${changes.length} built-in article redirects`,
        changes,
      },
      now,
    );
    try {
      await batch.commit();
      result.imported += changes.length;
    } catch {
      result.failed += changes.length;
    }
  }
  return result;
}
