/**
 * Making a backup and comparing one with what is stored (the restore's dry run). Documents are
 * read with the Admin SDK, files from the blob store; core/admin/backup.ts says what a backup holds and
 * core/admin/backup-plan.ts what restoring one would do.
 */
import type {
  CollectionReference,
  DocumentData,
  DocumentReference,
} from 'firebase-admin/firestore';
import {
  ANALYTICS_COLLECTIONS,
  BACKUP_COLLECTIONS,
  BACKUP_FILE_PREFIXES,
  BACKUP_FORMAT,
  ANALYTICS_NOTE,
  BACKUP_VERSION,
  documentCount,
  PERSONAL_COLLECTIONS,
  PERSONAL_DATA_NOTE,
  type Backup,
  type BackupDocument,
  type BackupFile,
  type BackupSubcollections,
  type BackupValue,
  type RestoreMode,
  type RestorePlan,
} from '@core/admin/backup';
import { collapseCounters, isCounterShards } from '@core/admin/backup-counters';
import {
  compareWithSite,
  documentEntries,
  fileEntries,
  FILES_GROUP,
  heldGroups,
  type RestoreOperation,
} from '@core/admin/backup-plan';
import { COLLECTIONS } from '@core/paths';
import { mapWithConcurrency } from '@core/site/sitemap-url-check';
import type { BlobContent } from '../blob/blob-store';
import { blobStore } from '../blob/blob-store-from-env';
import { erasedSubscriberIds, erasedSubscriberList } from '../newsletter/subscriber-store';
import { db } from '../platform/firebase';
import { siteSettings } from '../platform/config';
import { encodeData } from './backup-values';

/** Documents whose subcollections are listed at once (one request each). */
const LIST_CONCURRENCY = 64;
const FILE_CONCURRENCY = 8;

/** Every group a backup reads, with how it reads its subcollections. */
const READ_GROUPS: readonly { name: string; subcollections: BackupSubcollections }[] = [
  ...BACKUP_COLLECTIONS,
  ...ANALYTICS_COLLECTIONS,
  ...PERSONAL_COLLECTIONS.map((name) => ({ name, subcollections: 'none' as const })),
];

/** A document as stored: its data (null when only its subcollections exist) and theirs. */
interface StoredDocument {
  ref: DocumentReference;
  data: DocumentData | null;
  subcollections: Record<string, StoredDocument[]>;
}

const byId = (a: { ref: DocumentReference }, b: { ref: DocumentReference }) =>
  a.ref.id < b.ref.id ? -1 : a.ref.id > b.ref.id ? 1 : 0;

/** A collection's documents with every subcollection, any name (one listing per document). */
async function readAny(ref: CollectionReference, top: boolean): Promise<StoredDocument[]> {
  // At the top, a counted document may hold only shards (toolStats/{tool}): listed as well.
  const [snapshot, listed] = await Promise.all([ref.get(), top ? ref.listDocuments() : []]);
  const data = new Map(snapshot.docs.map((doc) => [doc.id, doc.data()]));
  const refs = new Map(snapshot.docs.map((doc) => [doc.id, doc.ref]));
  for (const doc of listed) if (!refs.has(doc.id)) refs.set(doc.id, doc);
  return mapWithConcurrency([...refs.values()], LIST_CONCURRENCY, async (doc) => {
    const subcollections = (await doc.listCollections()).sort((a, b) => (a.id < b.id ? -1 : 1));
    return {
      ref: doc,
      data: data.get(doc.id) ?? null,
      subcollections: Object.fromEntries(
        await Promise.all(
          subcollections.map(
            async (sub) =>
              [
                sub.id,
                isCounterShards(sub.id) ? await readNone(sub) : await readAny(sub, false),
              ] as const,
          ),
        ),
      ),
    };
  });
}

async function readNone(ref: CollectionReference): Promise<StoredDocument[]> {
  return (await ref.get()).docs.map((doc) => ({
    ref: doc.ref,
    data: doc.data(),
    subcollections: {},
  }));
}

/**
 * A collection whose documents hold only the named subcollections (a post's revisions, counters'
 * shards): each read at once through its collection group, which finds the documents that hold
 * only those (a counted document may hold only shards).
 */
async function readNamed(
  ref: CollectionReference,
  names: readonly string[],
): Promise<StoredDocument[]> {
  const documents = new Map((await readNone(ref)).map((doc) => [doc.ref.path, doc] as const));
  await Promise.all(
    names.map(async (name) => {
      for (const shard of (await ref.firestore.collectionGroup(name).get()).docs) {
        const counted = shard.ref.parent.parent;
        if (counted?.parent.path !== ref.path) continue;
        const doc = documents.get(counted.path) ?? { ref: counted, data: null, subcollections: {} };
        (doc.subcollections[name] ??= []).push({
          ref: shard.ref,
          data: shard.data(),
          subcollections: {},
        });
        documents.set(counted.path, doc);
      }
    }),
  );
  return [...documents.values()].sort(byId);
}

function readGroup(name: string, subcollections: BackupSubcollections): Promise<StoredDocument[]> {
  const ref = db().collection(name);
  if (subcollections === 'any') return readAny(ref, true);
  if (subcollections === 'none') return readNone(ref);
  return readNamed(ref, subcollections);
}

/** Stored documents as the file writes them, every shard of a counter apart. */
function encodeDocuments(documents: readonly StoredDocument[]): BackupDocument[] {
  return documents.map(({ ref, data, subcollections }) => ({
    id: ref.id,
    ...(data && { data: encodeData(data) }),
    ...(Object.keys(subcollections).length > 0 && {
      subcollections: Object.fromEntries(
        Object.entries(subcollections).map(([name, docs]) => [name, encodeDocuments(docs)]),
      ),
    }),
  }));
}

const fileOf = (path: string, content: BlobContent): BackupFile => ({
  path,
  contentType: content.contentType,
  cacheControl: content.cacheControl,
  base64: content.bytes.toString('base64'),
});

/** The stored files a backup holds, in path order. */
async function listFiles() {
  const store = blobStore();
  return (await Promise.all(BACKUP_FILE_PREFIXES.map((prefix) => store.list(prefix))))
    .flat()
    .sort((a, b) => a.path.localeCompare(b.path));
}

async function readFiles(): Promise<BackupFile[]> {
  const store = blobStore();
  const listed = await listFiles();
  const files = await mapWithConcurrency(listed, FILE_CONCURRENCY, async (blob) => {
    const content = await store.get(blob.path);
    return content && fileOf(blob.path, content);
  });
  return files.filter((file): file is BackupFile => file !== null);
}

/** Reads the groups named, as stored documents. */
async function readGroups(names: ReadonlySet<string>): Promise<Map<string, StoredDocument[]>> {
  const read = await Promise.all(
    READ_GROUPS.filter(({ name }) => names.has(name)).map(
      async ({ name, subcollections }) => [name, await readGroup(name, subcollections)] as const,
    ),
  );
  return new Map(read);
}

/** What a download held, once its last byte is made. */
export interface BackupTotals {
  documents: number;
  files: number;
}

const json = (value: unknown) => JSON.stringify(value);

/** A section's groups, written as the JSON object `{"name":[...],...}` one document at a time. */
async function* sectionText(
  names: readonly string[],
  erased: ReadonlySet<string>,
  totals: BackupTotals,
  ownEntry: string | null,
): AsyncGenerator<string> {
  yield '{';
  for (const [i, name] of names.entries()) {
    const group = READ_GROUPS.find((g) => g.name === name)!;
    let stored = await readGroup(name, group.subcollections);
    if (name === COLLECTIONS.newsletterSignups)
      stored = stored.filter((doc) => !erased.has(doc.ref.id));
    // The download's own entry, written before its first byte, is not part of what it copies.
    if (name === COLLECTIONS.auditLog) stored = stored.filter((doc) => doc.ref.id !== ownEntry);
    const documents = collapseCounters(encodeDocuments(stored));
    totals.documents += documentCount(documents);
    yield `${i ? ',' : ''}${json(name)}:[`;
    for (const [n, doc] of documents.entries()) yield `${n ? ',' : ''}${json(doc)}`;
    yield ']';
  }
  yield '}';
}

/** The files, read a few at a time and written in order as each few arrive. */
async function* filesText(totals: BackupTotals): AsyncGenerator<string> {
  const store = blobStore();
  const listed = await listFiles();
  yield '[';
  for (let i = 0; i < listed.length; i += FILE_CONCURRENCY) {
    const files = await mapWithConcurrency(
      listed.slice(i, i + FILE_CONCURRENCY),
      FILE_CONCURRENCY,
      async (blob) => {
        const content = await store.get(blob.path);
        return content && fileOf(blob.path, content);
      },
    );
    for (const file of files) if (file) yield `${totals.files++ ? ',' : ''}${json(file)}`;
  }
  yield ']';
}

/**
 * The whole backup as of now as JSON text, made as it is sent: a group's documents are read, then
 * written one by one, then let go, and the files a few at a time, so the first bytes leave at once
 * and memory holds one group, not the file. Subscribers erased and not confirmed since are left
 * out (a new sign-up of theirs, waiting, is not yet their consent). `totals` counts what was
 * written, whole once the last piece is.
 */
export async function* backupText(
  totals: BackupTotals,
  createdAt: string,
  ownEntry: string | null = null,
): AsyncGenerator<string> {
  const erasedList = await erasedSubscriberList();
  const erased = new Set(erasedList.map(({ id }) => id));
  const names = (groups: readonly { name: string }[]) => groups.map((group) => group.name);
  yield `{"format":${json(BACKUP_FORMAT)},"version":${BACKUP_VERSION},"createdAt":${json(createdAt)},"site":${json(siteSettings().siteUrl)}`;
  yield ',"collections":';
  yield* sectionText(names(BACKUP_COLLECTIONS), erased, totals, ownEntry);
  yield `,"analytics":{"note":${json(ANALYTICS_NOTE)},"collections":`;
  yield* sectionText(names(ANALYTICS_COLLECTIONS), erased, totals, ownEntry);
  yield `},"personalData":{"note":${json(PERSONAL_DATA_NOTE)},"collections":`;
  yield* sectionText(PERSONAL_COLLECTIONS, erased, totals, ownEntry);
  yield '},"files":';
  yield* filesText(totals);
  yield `,"erasedSubscribers":${json(erasedList)}}`;
}

/** One document a restore writes (data, as the file writes it) or deletes (null). */
export interface DocumentWrite {
  group: string;
  ref: DocumentReference;
  data: Record<string, BackupValue> | null;
  /** What is stored now; null when nothing is. */
  before: DocumentData | null;
}

/** One file a restore writes or deletes (null). */
export interface FileWrite {
  path: string;
  content: BlobContent | null;
  before: BlobContent | null;
}

/** What a restore of this backup would write, document by document and file by file. */
export interface ComparedBackup {
  plan: RestorePlan;
  writes(mode: RestoreMode): { documents: DocumentWrite[]; files: FileWrite[] };
}

/** A file as the file (or a file entry's data, core/admin/backup-plan.ts) writes it. */
const blobOf = (file: Record<string, BackupValue> | BackupFile): BlobContent => ({
  bytes: Buffer.from(String(file.base64), 'base64'),
  contentType: String(file.contentType),
  cacheControl: String(file.cacheControl),
});

/** Reads what the site holds in every group the backup holds, and compares. Reads only. */
export async function compareBackup(backup: Backup): Promise<ComparedBackup> {
  const held = new Set(heldGroups(backup));
  const [read, storedFiles, erased] = await Promise.all([
    readGroups(held),
    held.has(FILES_GROUP) ? readFiles() : [],
    // Read whatever the file holds: its erasure marks are put back only where the site lacks them.
    erasedSubscriberIds(),
  ]);
  const storedDocuments = new Map<string, StoredDocument>();
  const remember = (docs: readonly StoredDocument[]) => {
    for (const doc of docs) {
      if (doc.data) storedDocuments.set(doc.ref.path, doc);
      for (const children of Object.values(doc.subcollections)) remember(children);
    }
  };
  for (const docs of read.values()) remember(docs);
  const filesNow = new Map(storedFiles.map((file) => [file.path, blobOf(file)]));

  const { plan, operations } = compareWithSite(
    backup,
    [
      ...[...read].flatMap(([name, docs]) => documentEntries(name, encodeDocuments(docs))),
      ...fileEntries(storedFiles),
    ],
    erased,
  );
  const firestore = db();
  const toDocument = ({ group, path, data }: RestoreOperation): DocumentWrite => ({
    group,
    ref: firestore.doc(path),
    data,
    before: storedDocuments.get(path)?.data ?? null,
  });
  const toFile = ({ path, data }: RestoreOperation): FileWrite => ({
    path,
    content: data && blobOf(data),
    before: filesNow.get(path) ?? null,
  });
  return {
    plan,
    writes: (mode) => ({
      documents: operations[mode].filter((op) => op.group !== FILES_GROUP).map(toDocument),
      files: operations[mode].filter((op) => op.group === FILES_GROUP).map(toFile),
    }),
  };
}
