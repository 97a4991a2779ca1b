/**
 * Distributed counters in a backup. A counter is split into shards that visitors' events write at
 * random (functions/src/counters/); what a reader sees is their sums. A backup holds each counter
 * as its totals, one shard (one a day for a counter kept per day), so the file is a twentieth of
 * the size and a restore puts back the same figures however many shards the site holds then.
 */
import type { BackupDocument, BackupValue } from './backup';
import { COLLECTIONS } from '../paths';

/** How the shards of one counter family add up. */
export interface CounterShards {
  /** Kept per day: shards `{day}_{n}` with a `day` field, summed day by day. */
  daily: boolean;
  /** The time field whose latest shard gives the values that are not counts (the last referrer). */
  latestBy: string | null;
}

/** Every shard subcollection, by name, wherever its counted document sits. */
export const COUNTER_SHARDS: Readonly<Record<string, CounterShards>> = {
  [COLLECTIONS.postStatsShards]: { daily: false, latestBy: null },
  [COLLECTIONS.toolStatsShards]: { daily: false, latestBy: 'lastUsed' },
  [COLLECTIONS.toolEmbedShards]: { daily: false, latestBy: 'lastUsed' },
  [COLLECTIONS.toolResultShards]: { daily: false, latestBy: null },
  [COLLECTIONS.toolPageDays]: { daily: true, latestBy: null },
  [COLLECTIONS.toolMethodDays]: { daily: true, latestBy: null },
  [COLLECTIONS.redirectHitShards]: { daily: false, latestBy: 'lastAccessedAt' },
  [COLLECTIONS.notFoundShards]: { daily: false, latestBy: 'lastSeenAt' },
};

export const isCounterShards = (subcollection: string): boolean =>
  Object.hasOwn(COUNTER_SHARDS, subcollection);

/** The key of the tagged values the file writes for what JSON cannot say (core/admin/backup.ts). */
export const BACKUP_TAG = '$backup';

type Fields = Record<string, BackupValue>;

const isMap = (value: BackupValue | undefined): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(BACKUP_TAG in value);

/**
 * Adds one shard's fields into the sum: counts add up (in maps too: clicks per month), any other
 * value is the later shard's, so shards are added oldest first.
 */
function addFields(sum: Fields, shard: Fields): Fields {
  const out: Fields = { ...sum };
  for (const [field, value] of Object.entries(shard)) {
    const held = out[field];
    if (typeof value === 'number' && typeof held === 'number') out[field] = held + value;
    else if (isMap(value) && isMap(held)) out[field] = addFields(held, value);
    else out[field] = value;
  }
  return out;
}

/** The day a daily shard counts: its `day` field, or the start of its id (`{day}_{n}`). */
const dayOf = (shard: BackupDocument): string =>
  typeof shard.data?.day === 'string' ? shard.data.day : shard.id.split('_')[0]!;

/** The id of the totals a shard adds into: `0`, or `{day}_0` for a daily counter. */
export const totalIdOf = (family: CounterShards, shard: BackupDocument): string =>
  family.daily ? `${dayOf(shard)}_0` : '0';

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const timeOf = (shard: BackupDocument, field: string | null): string => {
  const value = field ? shard.data?.[field] : null;
  return typeof value === 'string' ? value : '';
};

/**
 * A counter's shards as their totals: one shard `0`, or `{day}_0` per day for a daily counter.
 * Sums are exact; a value that is not a count (the time and referrer of the last request) is the
 * one of the shard with the latest `latestBy`.
 */
export function collapseShards(
  family: CounterShards,
  shards: readonly BackupDocument[],
): BackupDocument[] {
  const byTotal = new Map<string, BackupDocument[]>();
  for (const shard of shards) {
    if (!shard.data) continue;
    const id = totalIdOf(family, shard);
    const group = byTotal.get(id);
    if (group) group.push(shard);
    else byTotal.set(id, [shard]);
  }
  return [...byTotal.entries()]
    .sort(([a], [b]) => byText(a, b))
    .map(([id, group]) => ({
      id,
      data: [...group]
        .sort((a, b) => byText(timeOf(a, family.latestBy), timeOf(b, family.latestBy)))
        .reduce<Fields>((sum, shard) => addFields(sum, shard.data!), {}),
    }));
}

/** Documents with every counter among their subcollections (at any depth) as its totals. */
export function collapseCounters(documents: readonly BackupDocument[]): BackupDocument[] {
  return documents.map((doc) => {
    if (!doc.subcollections) return doc;
    const subcollections = Object.fromEntries(
      Object.entries(doc.subcollections).map(([name, children]) => {
        const family = COUNTER_SHARDS[name];
        return [name, family ? collapseShards(family, children) : collapseCounters(children)];
      }),
    );
    return { ...doc, subcollections };
  });
}
