/**
 * Where an import writes: what the import runner needs of each kind besides its rows. Generator
 * content claims each entry's key in contentKeys and bumps its collection's version; redirects
 * (functions/src/redirects) use the key itself as the document id and check each row against
 * the stored redirects first.
 */
import type { Transaction } from 'firebase-admin/firestore';
import type { ImportKindId } from '@core/admin/admin-content-api';
import { contentKind } from '@core/generators/content-kinds';
import type { AuditActor, AuditArea } from '@core/admin/audit';
import type { ContentKind } from '@core/generators/content-kinds';
import type { ImportKind } from '@core/import/import-kind';
import type { PlannedRow } from '@core/import/import-plan';
import {
  bumpVersion,
  deleteFoundEntries,
  storedKeys,
  writeClaim,
  type FoundEntry,
} from '../content/content-store';
import { db } from '../platform/firebase';
import { redirectDestination } from './redirect-destination';

type Stored = Record<string, unknown>;

export interface NewEntry {
  jobId: string;
  /** The row's position in the plan. */
  index: number;
  fields: Stored;
  key: string;
  now: string;
  actor: AuditActor;
}

export interface ImportDestination {
  id: ImportKindId;
  kind: ImportKind<Stored>;
  area: AuditArea;
  collection: string;
  /** Which of the keys are stored already; read in the transaction when one is given. */
  storedKeys(keys: readonly string[], tx?: Transaction): Promise<ReadonlySet<string>>;
  /**
   * A last look at the rows before a dry run reports them or an import writes them: rows it
   * refuses come back rejected with the reason; a warning goes into a new row's reason.
   */
  review?(rows: PlannedRow<Stored>[]): Promise<PlannedRow<Stored>[]>;
  /** Adds one new entry's writes to the batch's transaction; answers what the audit records. */
  create(tx: Transaction, entry: NewEntry): { documentId: string; data: Stored };
  /** Once per batch that created entries, after them. */
  afterBatch?(tx: Transaction, now: string): void;
  /**
   * Deletes entries the transaction has read, as the single delete does (claims and versions, or
   * hit counters), each audited; `jobId` names the import being undone. Reads first, then writes.
   */
  deleteFound(
    tx: Transaction,
    found: readonly FoundEntry[],
    actor: AuditActor,
    jobId?: string,
  ): Promise<void>;
}

/** Generator content: entry ids `{jobId}-{row}`, keys claimed in contentKeys, versions bumped. */
export function contentDestination(kind: ContentKind): ImportDestination {
  return {
    id: kind.id,
    kind,
    area: kind.area,
    collection: kind.collection,
    storedKeys: async (keys, tx) => new Set((await storedKeys(kind.collection, keys, tx)).keys()),
    create(tx, { jobId, index, fields, key, now }) {
      const ref = db().collection(kind.collection).doc(`${jobId}-${index}`);
      const data = kind.toDocument(fields, now);
      tx.create(ref, data);
      writeClaim(tx, kind.collection, key, ref.id);
      return { documentId: ref.id, data };
    },
    afterBatch: (tx, now) => bumpVersion(tx, kind.collection, now),
    deleteFound: (tx, found, actor, jobId) => deleteFoundEntries(tx, kind, found, actor, jobId),
  };
}

export const destinationOf = (kind: ImportKindId): ImportDestination =>
  kind === 'redirects' ? redirectDestination() : contentDestination(contentKind(kind));
