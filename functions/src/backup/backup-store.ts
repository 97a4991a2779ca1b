/**
 * Making a backup and comparing one with what is stored (the restore's dry run). Documents are
 * read with the Admin SDK, files from the blob store; core/backup.ts says what a backup holds.
 */
import { isDeepStrictEqual } from 'node:util';
import type {
  CollectionReference,
  DocumentData,
  DocumentReference,
} from 'firebase-admin/firestore';
import {
  BACKUP_COLLECTIONS,
  BACKUP_FILE_PREFIXES,
  BACKUP_FORMAT,
  BACKUP_VERSION,
  PERSONAL_COLLECTIONS,
  PERSONAL_DATA_NOTE,
  slugsTakenBack,
  sumTotals,
  type Backup,
  type BackupDocument,
  type BackupFile,
  type BackupValue,
  type RestoreGroup,
  type RestorePlan,
} from '@core/backup';
import { COLLECTIONS } from '@core/paths';
import { mapWithConcurrency } from '@core/sitemap-url-check';
import type { BlobContent } from '../blob/blob-store';
import { blobStore } from '../blob/blob-store-from-env';
import { db } from '../platform/firebase';
import { siteSettings } from '../platform/config';
import { encodeData } from './backup-values';

/** Documents whose subcollections are listed at once (one request each). */
const LIST_CONCURRENCY = 64;
/** Documents read per getAll call when comparing. */
const GET_ALL_CHUNK = 300;
const FILE_CONCURRENCY = 8;

async function readCollection(
  ref: CollectionReference,
  withSubcollections: boolean,
): Promise<BackupDocument[]> {
  const snapshot = await ref.get();
  return mapWithConcurrency(snapshot.docs, LIST_CONCURRENCY, async (doc) => {
    const entry: BackupDocument = { id: doc.id, data: encodeData(doc.data()) };
    if (!withSubcollections) return entry;
    const subcollections = await doc.ref.listCollections();
    if (subcollections.length)
      entry.subcollections = Object.fromEntries(
        await Promise.all(
          subcollections
            .sort((a, b) => a.id.localeCompare(b.id))
            .map(async (sub) => [sub.id, await readCollection(sub, true)] as const),
        ),
      );
    return entry;
  });
}

async function readFiles(): Promise<BackupFile[]> {
  const store = blobStore();
  const listed = (await Promise.all(BACKUP_FILE_PREFIXES.map((prefix) => store.list(prefix))))
    .flat()
    .sort((a, b) => a.path.localeCompare(b.path));
  const files = await mapWithConcurrency(listed, FILE_CONCURRENCY, async (blob) => {
    const content = await store.get(blob.path);
    return (
      content && {
        path: blob.path,
        contentType: content.contentType,
        cacheControl: content.cacheControl,
        base64: content.bytes.toString('base64'),
      }
    );
  });
  return files.filter((file): file is BackupFile => file !== null);
}

/** The whole backup as of now. */
export async function makeBackup(): Promise<Backup> {
  const firestore = db();
  const createdAt = new Date().toISOString();
  const [collections, personal, files] = await Promise.all([
    Promise.all(
      BACKUP_COLLECTIONS.map(
        async ({ name, subcollections }) =>
          [name, await readCollection(firestore.collection(name), subcollections)] as const,
      ),
    ),
    Promise.all(
      PERSONAL_COLLECTIONS.map(
        async (name) => [name, await readCollection(firestore.collection(name), false)] as const,
      ),
    ),
    readFiles(),
  ]);
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt,
    site: siteSettings().siteUrl,
    collections: Object.fromEntries(collections),
    personalData: { note: PERSONAL_DATA_NOTE, collections: Object.fromEntries(personal) },
    files,
  };
}

/** One document of a backup, with where it goes and what is stored there now. */
export interface DocumentItem {
  group: string;
  ref: DocumentReference;
  data: Record<string, BackupValue>;
  /** What is stored now; null when nothing is. */
  before: DocumentData | null;
  status: 'added' | 'changed' | 'unchanged';
}

export interface FileItem {
  path: string;
  content: BlobContent;
  before: BlobContent | null;
  status: 'added' | 'changed' | 'unchanged';
}

/** What a restore of this backup would write, document by document and file by file. */
export interface ComparedBackup {
  documents: DocumentItem[];
  files: FileItem[];
  plan: RestorePlan;
}

function flatten(
  parent: CollectionReference,
  group: string,
  documents: readonly BackupDocument[],
  into: Omit<DocumentItem, 'before' | 'status'>[],
): void {
  for (const doc of documents) {
    const ref = parent.doc(doc.id);
    into.push({ group, ref, data: doc.data });
    for (const [name, children] of Object.entries(doc.subcollections ?? {}))
      flatten(ref.collection(name), group, children, into);
  }
}

const statusOf = (before: unknown, same: boolean) =>
  before === null ? ('added' as const) : same ? ('unchanged' as const) : ('changed' as const);

/** Reads what every document and file of the backup would replace. Reads only. */
export async function compareBackup(backup: Backup): Promise<ComparedBackup> {
  const firestore = db();
  const personal = new Set<string>(PERSONAL_COLLECTIONS);
  const pending: Omit<DocumentItem, 'before' | 'status'>[] = [];
  const groups = [
    ...Object.entries(backup.collections),
    ...Object.entries(backup.personalData.collections),
  ] as [string, BackupDocument[]][];
  for (const [name, documents] of groups)
    flatten(firestore.collection(name), name, documents, pending);

  const chunks = Array.from({ length: Math.ceil(pending.length / GET_ALL_CHUNK) }, (_, i) =>
    pending.slice(i * GET_ALL_CHUNK, (i + 1) * GET_ALL_CHUNK),
  );
  const documents = (
    await mapWithConcurrency(chunks, 4, async (chunk) => {
      const snapshots = await firestore.getAll(...chunk.map((item) => item.ref));
      return chunk.map((item, i): DocumentItem => {
        const before = snapshots[i]!.exists ? snapshots[i]!.data()! : null;
        const same = before !== null && isDeepStrictEqual(encodeData(before), item.data);
        return { ...item, before, status: statusOf(before, same) };
      });
    })
  ).flat();

  const store = blobStore();
  const files = await mapWithConcurrency(backup.files, FILE_CONCURRENCY, async (file) => {
    const content: BlobContent = {
      bytes: Buffer.from(file.base64, 'base64'),
      contentType: file.contentType,
      cacheControl: file.cacheControl,
    };
    const before = await store.get(file.path);
    const same =
      before !== null &&
      before.bytes.equals(content.bytes) &&
      before.contentType === content.contentType &&
      before.cacheControl === content.cacheControl;
    return { path: file.path, content, before, status: statusOf(before, same) };
  });

  const byGroup = new Map<string, RestoreGroup>(
    [...groups.map(([name]) => name), ...(files.length ? ['files'] : [])].map((name) => [
      name,
      { name, personal: personal.has(name), added: 0, changed: 0, unchanged: 0 },
    ]),
  );
  for (const item of [...documents, ...files.map((file) => ({ ...file, group: 'files' }))])
    byGroup.get(item.group)![item.status] += 1;
  const planGroups = [...byGroup.values()];
  return {
    documents,
    files,
    plan: {
      createdAt: backup.createdAt,
      version: backup.version,
      groups: planGroups,
      totals: sumTotals(planGroups),
      slugsTaken: slugsTakenBack(
        documents
          .filter((item) => item.ref.parent.path === COLLECTIONS.postSlugs)
          .map(({ ref, before, data }) => ({
            slug: ref.id,
            now: before?.postId,
            inFile: data.postId,
          })),
      ),
    },
  };
}
