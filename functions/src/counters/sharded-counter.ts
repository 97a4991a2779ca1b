import {
  AggregateField,
  FieldPath,
  FieldValue,
  type DocumentData,
  type DocumentReference,
  type Firestore,
  type Query,
  type SetOptions,
  type Transaction,
} from 'firebase-admin/firestore';

/**
 * Distributed counters. Firestore sustains about one write a second on a document, so a counter
 * that visitors drive is split into shards: each event increments one shard chosen at random, and
 * readers sum the shards with an aggregation query (one read per 1,000 shards), for one counter or
 * for every counter of a family at once (the shards' collection group).
 *
 * A family is a kind of counter, all with the same numeric fields: a post's views and clicks, a
 * tool's uses. A counter belongs to a counted document (postStats/{postId}, toolStats/{tool}) and
 * keeps its shards in a subcollection of it, named after the family so that the family's
 * collection group holds its shards and nothing else.
 */
export interface CounterFamily {
  /** The shards' subcollection under each counted document, and their collection group. */
  readonly shards: string;
  /** Shards per counter: about the writes per second one counter sustains. */
  readonly shardCount: number;
}

/** Increments by field; a nested object increments the fields of a map (clicksByMonth.2026-11). */
export interface Increments {
  [field: string]: number | Increments;
}

/** Where writes go: a WriteBatch, or a Transaction after its reads. */
export interface Writes {
  set(ref: DocumentReference, data: DocumentData, options: SetOptions): unknown;
}

const asTransforms = (increments: Increments): DocumentData =>
  Object.fromEntries(
    Object.entries(increments).map(([field, by]) => [
      field,
      typeof by === 'number' ? FieldValue.increment(by) : asTransforms(by),
    ]),
  );

export const shardRef = (
  family: CounterFamily,
  counted: DocumentReference,
  index: number,
): DocumentReference => counted.collection(family.shards).doc(String(index));

/**
 * Adds `increments` to one shard of the counter, chosen at random, and stores `values` on that
 * shard as they are, replacing that shard's earlier ones (the time of this use, so each shard
 * holds the time of its last use; latestValue reads the latest of them). Answers the shard's index.
 */
export function addToCounter(
  writes: Writes,
  family: CounterFamily,
  counted: DocumentReference,
  increments: Increments,
  values: DocumentData = {},
): number {
  const index = Math.floor(Math.random() * family.shardCount);
  writes.set(
    shardRef(family, counted, index),
    { ...asTransforms(increments), ...values },
    {
      merge: true,
    },
  );
  return index;
}

/**
 * Like addToCounter, for a counter kept per day: the shard is `{day}_{index}` and holds its `day`,
 * so a window of days sums with one query per field (dailyTotals) and old days can be left out of
 * every read and removed by a TTL policy on a field of `values`.
 */
export function addToDailyCounter(
  writes: Writes,
  family: CounterFamily,
  counted: DocumentReference,
  day: string,
  increments: Increments,
  values: DocumentData = {},
): number {
  const index = Math.floor(Math.random() * family.shardCount);
  writes.set(
    counted.collection(family.shards).doc(`${day}_${index}`),
    { day, ...asTransforms(increments), ...values },
    { merge: true },
  );
  return index;
}

/**
 * Sums of fields over a query's documents, as `{alias: sum}`: one aggregation query per field,
 * run together, because a query with several aggregations counts only the documents that hold
 * every one of their fields (a shard that only ever saw views has no clicks field).
 */
async function sums<K extends string>(
  query: Query,
  fields: Record<K, string | FieldPath>,
): Promise<Record<K, number>> {
  const entries = Object.entries(fields) as [K, string | FieldPath][];
  const results = await Promise.all(
    entries.map(async ([alias, field]) => {
      const snapshot = await query.aggregate({ total: AggregateField.sum(field) }).get();
      return [alias, snapshot.data().total] as const;
    }),
  );
  return Object.fromEntries(results) as Record<K, number>;
}

/** One counter's exact totals: the sums of the given fields over its shards. */
export function counterTotals<K extends string>(
  family: CounterFamily,
  counted: DocumentReference,
  fields: Record<K, string | FieldPath>,
): Promise<Record<K, number>> {
  return sums(counted.collection(family.shards), fields);
}

/** The family's exact totals: the sums over every shard of every counter of the family. */
export function familyTotals<K extends string>(
  db: Firestore,
  family: CounterFamily,
  fields: Record<K, string | FieldPath>,
): Promise<Record<K, number>> {
  return sums(db.collectionGroup(family.shards), fields);
}

/** A daily counter's totals from `firstDay` on (days as addToDailyCounter names them). */
export function dailyTotals<K extends string>(
  family: CounterFamily,
  counted: DocumentReference,
  firstDay: string,
  fields: Record<K, string | FieldPath>,
): Promise<Record<K, number>> {
  return sums(counted.collection(family.shards).where('day', '>=', firstDay), fields);
}

/** The greatest value any shard holds in `field` (ISO times compare as strings): one read. */
export async function latestValue(
  family: CounterFamily,
  counted: DocumentReference,
  field: string,
): Promise<unknown> {
  const latest = await counted.collection(family.shards).orderBy(field, 'desc').limit(1).get();
  return latest.docs[0]?.get(field) ?? null;
}

/**
 * Totals copied onto the counted document, so that counted documents can be ordered by them (the
 * most viewed posts) without summing every counter. Copying on every event would make the
 * counted document as hot as an unsharded counter, so a counter copies while its total is small
 * and afterwards only when the event landed on shard 0: never more often than one shard is
 * written. The copy can trail the exact total by a few events; readers show exact totals.
 */
export const MIRROR_EVERY_EVENT_UP_TO = 100;

export function shouldMirror(shardIndex: number, total: number): boolean {
  return shardIndex === 0 || total <= MIRROR_EVERY_EVENT_UP_TO;
}

/**
 * The refs of a counter's shards, read in a transaction (all its reads come before its writes),
 * so that deleting the counter deletes exactly the shards there are.
 */
export async function counterShards(
  transaction: Transaction,
  family: CounterFamily,
  counted: DocumentReference,
): Promise<DocumentReference[]> {
  const shards = await transaction.get(counted.collection(family.shards));
  return shards.docs.map((doc) => doc.ref);
}
