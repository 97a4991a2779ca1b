/**
 * Writes of generator content. Each entry's duplicate key is claimed by a document whose id is
 * derived from the key (contentKeys/{collection}_{hash}), written in the same transaction as the
 * entry: Firestore itself refuses a second claim, and finding which keys are taken is a read by
 * id, not a query (fast in the emulator too, whatever the collection's size). Each write is one
 * transaction that also records the audit entry and bumps the collection's version document,
 * which the public widget endpoints revalidate against.
 */
import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import {
  FieldValue,
  type DocumentReference,
  type Transaction,
  type WriteBatch,
} from 'firebase-admin/firestore';
import type { AuditActor } from '@core/admin/audit';
import { KEY_FIELD, type ContentKind } from '@core/generators/content-kinds';
import { COLLECTIONS } from '@core/paths';
import { db } from '../platform/firebase';
import { recordAudit, singleChange } from '../audit/audit-log';

type Stored = Record<string, unknown>;

export const versionRef = (collection: string) =>
  db().collection(COLLECTIONS.contentVersions).doc(collection);

export function bumpVersion(tx: Transaction, collection: string, now: string): void {
  tx.set(
    versionRef(collection),
    { version: FieldValue.increment(1), updatedAt: now },
    { merge: true },
  );
}

/** The claim of a key: keys can be long and hold any character, ids cannot. */
export const claimRef = (collection: string, key: string): DocumentReference =>
  db()
    .collection(COLLECTIONS.contentKeys)
    .doc(`${collection}_${createHash('sha256').update(key).digest('base64url')}`);

export interface KeyClaim {
  collection: string;
  key: string;
  entryId: string;
}

/** Adds an entry's claim to a transaction or batch (the seed writes claims too). */
export function writeClaim(
  writer: Pick<Transaction, 'create'> | Pick<WriteBatch, 'create'>,
  collection: string,
  key: string,
  entryId: string,
): void {
  const claim: KeyClaim = { collection, key, entryId };
  writer.create(claimRef(collection, key), claim);
}

/** Key lookups of a large dry run: ids read per call. */
const GET_ALL_CHUNK = 300;

/** Which of `keys` are claimed in the collection, with the id of the entry holding each. */
export async function storedKeys(
  collection: string,
  keys: readonly string[],
  tx?: Transaction,
): Promise<Map<string, string>> {
  const unique = [...new Set(keys)];
  const found = new Map<string, string>();
  for (let i = 0; i < unique.length; i += GET_ALL_CHUNK) {
    const refs = unique.slice(i, i + GET_ALL_CHUNK).map((key) => claimRef(collection, key));
    if (refs.length === 0) continue;
    const claims = await (tx ? tx.getAll(...refs) : db().getAll(...refs));
    for (const claim of claims) {
      if (claim.exists) found.set(String(claim.get('key')), String(claim.get('entryId')));
    }
  }
  return found;
}

/** The audit entry of one entry's create, update or delete, in the change's transaction. */
function auditEntry(
  tx: Transaction,
  actor: AuditActor,
  kind: ContentKind,
  change: { action: 'create' | 'update' | 'delete'; id: string; label: string; now: string },
  before: Stored | null,
  after: Stored | null,
): void {
  const { action, id, label, now } = change;
  recordAudit(
    tx,
    actor,
    singleChange(
      { area: kind.area, action, collection: kind.collection, documentId: id, label },
      before,
      after,
    ),
    now,
  );
}

export class ContentNotFound extends Error {}

/** Another entry has the same title or name. */
export class DuplicateContent extends Error {
  constructor(readonly existingId: string) {
    super(`duplicate of ${existingId}`);
  }
}

export interface SavedContent {
  id: string;
  data: Stored;
}

async function assertNoDuplicate(tx: Transaction, kind: ContentKind, key: string): Promise<void> {
  const claim = await tx.get(claimRef(kind.collection, key));
  if (claim.exists) throw new DuplicateContent(String(claim.get('entryId')));
}

/** Releases an entry's claim on its key, if the claim is its own (entries stored around the API have none). */
async function claimToRelease(
  tx: Transaction,
  kind: ContentKind,
  entry: Stored,
  entryId: string,
): Promise<DocumentReference | null> {
  if (typeof entry[KEY_FIELD] !== 'string') return null;
  const ref = claimRef(kind.collection, entry[KEY_FIELD]);
  const claim = await tx.get(ref);
  return claim.exists && claim.get('entryId') === entryId ? ref : null;
}

export async function createContent(
  kind: ContentKind,
  fields: Stored,
  actor: AuditActor,
): Promise<SavedContent> {
  const collection = db().collection(kind.collection);
  return db().runTransaction(async (tx) => {
    const key = kind.key(fields);
    await assertNoDuplicate(tx, kind, key);
    const now = new Date().toISOString();
    const ref = collection.doc();
    const data = kind.toDocument(fields, now);
    tx.create(ref, data);
    writeClaim(tx, kind.collection, key, ref.id);
    bumpVersion(tx, kind.collection, now);
    auditEntry(
      tx,
      actor,
      kind,
      { action: 'create', id: ref.id, label: kind.label(fields), now },
      null,
      data,
    );
    return { id: ref.id, data };
  });
}

const withoutStamp = ({ updatedAt: _updatedAt, ...rest }: Stored) => rest;

/** Replaces an entry; a save that changes nothing writes nothing (and logs nothing). */
export async function updateContent(
  kind: ContentKind,
  id: string,
  fields: Stored,
  actor: AuditActor,
): Promise<SavedContent & { changed: boolean }> {
  const ref = db().collection(kind.collection).doc(id);
  return db().runTransaction(async (tx) => {
    const current = await tx.get(ref);
    if (!current.exists) throw new ContentNotFound();
    const before = current.data() as Stored;
    const key = kind.key(fields);
    const rekeyed = before[KEY_FIELD] !== key;
    if (rekeyed) await assertNoDuplicate(tx, kind, key);
    const oldClaim = rekeyed ? await claimToRelease(tx, kind, before, id) : null;
    const now = new Date().toISOString();
    const after = kind.toDocument(fields, now, before);
    if (isDeepStrictEqual(withoutStamp(after), withoutStamp(before)))
      return { id, data: before, changed: false };
    tx.set(ref, after);
    if (rekeyed) {
      if (oldClaim) tx.delete(oldClaim);
      writeClaim(tx, kind.collection, key, id);
    }
    bumpVersion(tx, kind.collection, now);
    auditEntry(
      tx,
      actor,
      kind,
      { action: 'update', id, label: kind.label(fields), now },
      before,
      after,
    );
    return { id, data: after, changed: true };
  });
}

/** A stored entry as a delete reads it. */
export interface FoundEntry {
  id: string;
  data: Stored;
}

/**
 * Deletes entries the transaction has read, each with its claim and its audit entry, and bumps
 * the collection's version once. It reads the claims first, so call it after the caller's reads.
 */
export async function deleteFoundEntries(
  tx: Transaction,
  kind: ContentKind,
  found: readonly FoundEntry[],
  actor: AuditActor,
  jobId?: string,
): Promise<void> {
  if (!found.length) return;
  const claims = await Promise.all(found.map(({ id, data }) => claimToRelease(tx, kind, data, id)));
  const now = new Date().toISOString();
  found.forEach(({ id, data }, i) => {
    tx.delete(db().collection(kind.collection).doc(id));
    const claim = claims[i];
    if (claim) tx.delete(claim);
    const label = String(data.title ?? data.value ?? id);
    recordAudit(
      tx,
      actor,
      {
        ...singleChange(
          { area: kind.area, action: 'delete', collection: kind.collection, documentId: id, label },
          data,
          null,
        ),
        ...(jobId ? { jobId } : {}),
      },
      now,
    );
  });
  bumpVersion(tx, kind.collection, now);
}

export async function deleteContent(
  kind: ContentKind,
  id: string,
  actor: AuditActor,
): Promise<void> {
  const ref = db().collection(kind.collection).doc(id);
  await db().runTransaction(async (tx) => {
    const current = await tx.get(ref);
    if (!current.exists) throw new ContentNotFound();
    await deleteFoundEntries(tx, kind, [{ id, data: current.data() as Stored }], actor);
  });
}
