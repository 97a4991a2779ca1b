import { DocumentReference, Query } from 'firebase-admin/firestore';

/**
 * Counts documents read the way Firestore bills them: each returned document, at least one per
 * query. Wraps the SDK's reads in this process; `reset` starts the count again.
 */
export function countFirestoreReads(): { readonly count: number; reset(): void } {
  let reads = 0;
  const queryGet = Query.prototype.get;
  Query.prototype.get = async function (this: Query) {
    const snapshot = await queryGet.call(this);
    reads += Math.max(1, snapshot.size);
    return snapshot;
  } as typeof queryGet;
  const docGet = DocumentReference.prototype.get;
  DocumentReference.prototype.get = async function (this: DocumentReference) {
    reads += 1;
    return docGet.call(this);
  } as typeof docGet;
  return {
    get count() {
      return reads;
    },
    reset() {
      reads = 0;
    },
  };
}
