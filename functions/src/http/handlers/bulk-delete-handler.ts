/**
 * POST /api/admin/bulk-delete/{kind} {ids}: the tables' select-many delete. Each entry is deleted
 * as the single delete deletes it (content: its key claim, the collection's version, an audit
 * entry; redirects: their hit counters and an audit entry), a chunk of ids per transaction. A
 * chunk that fails leaves its entries stored and is answered as failed, id by id; the others go on.
 */
import {
  bulkDeleteSchema,
  type BulkDeleteResult,
  type ImportKindId,
} from '@core/admin/admin-content-api';
import type { FoundEntry } from '../../content/content-store';
import { db } from '../../platform/firebase';
import { destinationOf } from '../../imports/import-destination';
import { reasonOf } from '../../imports/import-runner';
import { adminJson, readAdminInput, requireAdminActor } from '../admin-request';

/** Ids per transaction: a redirect's delete reads its counter's shards, an entry's its claim. */
const IDS_PER_TRANSACTION = 100;
/** MAX_BULK_DELETE ids of at most 1,500 bytes, JSON-escaped. */
const MAX_BODY_BYTES = 4 * 1024 * 1024;

export async function bulkDeleteHandler(request: Request, kind: ImportKindId): Promise<Response> {
  const actor = await requireAdminActor(request);
  if (actor instanceof Response) return actor;
  const input = await readAdminInput(request, bulkDeleteSchema, MAX_BODY_BYTES);
  if (input instanceof Response) return input;
  const { ids } = input;
  const destination = destinationOf(kind);
  const collection = db().collection(destination.collection);
  const result: BulkDeleteResult = { deleted: [], missing: [], failed: [] };
  for (let i = 0; i < ids.length; i += IDS_PER_TRANSACTION) {
    const chunk = ids.slice(i, i + IDS_PER_TRANSACTION);
    try {
      const { found, missing } = await db().runTransaction(async (tx) => {
        const docs = await tx.getAll(...chunk.map((id) => collection.doc(id)));
        const stored: FoundEntry[] = docs
          .filter((doc) => doc.exists)
          .map((doc) => ({ id: doc.id, data: doc.data()! }));
        await destination.deleteFound(tx, stored, actor);
        return { found: stored, missing: docs.filter((doc) => !doc.exists).map((doc) => doc.id) };
      });
      result.deleted.push(...found.map(({ id }) => id));
      result.missing.push(...missing);
    } catch (error) {
      const reason = reasonOf(error);
      result.failed.push(...chunk.map((id) => ({ id, reason })));
    }
  }
  return adminJson(result);
}
