/**
 * Writes of generator content. Each write is one transaction that reads the collection's version
 * document, checks for a duplicate key, writes the entry, records the audit entry and bumps the
 * version. Every writer of a collection reads and writes its version document, so Firestore runs
 * them one after another: the duplicate check cannot race another write, and the public widget
 * endpoints see a new version as soon as the change is committed.
 */
import { isDeepStrictEqual } from 'node:util';
import { FieldValue, type Query, type Transaction } from 'firebase-admin/firestore';
import type { AuditActor } from '../../../core/audit';
import { KEY_FIELD, type ContentKind } from '../../../core/content-kinds';
import { COLLECTIONS } from '../../../core/paths';
import { db } from '../platform/firebase';
import { recordAudit, singleChange } from '../audit/audit-log';

type Stored = Record<string, unknown>;

export const versionRef = (collection: string) =>
  db().collection(COLLECTIONS.contentVersions).doc(collection);

/** Reads the collection's version inside the transaction: this is what serializes the writers. */
export async function lockCollection(tx: Transaction, collection: string): Promise<void> {
  await tx.get(versionRef(collection));
}

export function bumpVersion(tx: Transaction, collection: string, now: string): void {
  tx.set(
    versionRef(collection),
    { version: FieldValue.increment(1), updatedAt: now },
    { merge: true },
  );
}

/** Firestore's limit on the values of one `in` filter. */
const IN_LIMIT = 30;
/** Key lookups of a large dry run run this many at a time. */
const LOOKUP_CONCURRENCY = 8;

/** Which of `keys` are stored in the collection, with the id of an entry holding each. */
export async function storedKeys(
  collection: string,
  keys: readonly string[],
  tx?: Transaction,
): Promise<Map<string, string>> {
  const unique = [...new Set(keys)];
  const chunks: string[][] = [];
  for (let i = 0; i < unique.length; i += IN_LIMIT) chunks.push(unique.slice(i, i + IN_LIMIT));
  const found = new Map<string, string>();
  const lookup = async (chunk: string[]) => {
    const query: Query = db()
      .collection(collection)
      .where(KEY_FIELD, 'in', chunk)
      .select(KEY_FIELD);
    const snapshot = await (tx ? tx.get(query) : query.get());
    for (const doc of snapshot.docs) found.set(String(doc.get(KEY_FIELD)), doc.id);
  };
  for (let i = 0; i < chunks.length; i += LOOKUP_CONCURRENCY)
    await Promise.all(chunks.slice(i, i + LOOKUP_CONCURRENCY).map(lookup));
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

async function assertNoDuplicate(
  tx: Transaction,
  kind: ContentKind,
  key: string,
  selfId?: string,
): Promise<void> {
  const query = db().collection(kind.collection).where(KEY_FIELD, '==', key).limit(2);
  const other = (await tx.get(query)).docs.find((doc) => doc.id !== selfId);
  if (other) throw new DuplicateContent(other.id);
}

export async function createContent(
  kind: ContentKind,
  fields: Stored,
  actor: AuditActor,
): Promise<SavedContent> {
  const collection = db().collection(kind.collection);
  return db().runTransaction(async (tx) => {
    await lockCollection(tx, kind.collection);
    await assertNoDuplicate(tx, kind, kind.key(fields));
    const now = new Date().toISOString();
    const ref = collection.doc();
    const data = kind.toDocument(fields, now);
    tx.create(ref, data);
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
    await lockCollection(tx, kind.collection);
    const current = await tx.get(ref);
    if (!current.exists) throw new ContentNotFound();
    const before = current.data() as Stored;
    const key = kind.key(fields);
    if (before[KEY_FIELD] !== key) await assertNoDuplicate(tx, kind, key, id);
    const now = new Date().toISOString();
    const after = kind.toDocument(fields, now, before);
    if (isDeepStrictEqual(withoutStamp(after), withoutStamp(before)))
      return { id, data: before, changed: false };
    tx.set(ref, after);
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

export async function deleteContent(
  kind: ContentKind,
  id: string,
  actor: AuditActor,
): Promise<void> {
  const ref = db().collection(kind.collection).doc(id);
  await db().runTransaction(async (tx) => {
    await lockCollection(tx, kind.collection);
    const current = await tx.get(ref);
    if (!current.exists) throw new ContentNotFound();
    const before = current.data() as Stored;
    const now = new Date().toISOString();
    tx.delete(ref);
    bumpVersion(tx, kind.collection, now);
    const label = String(before.title ?? before.value ?? id);
    auditEntry(tx, actor, kind, { action: 'delete', id, label, now }, before, null);
  });
}
