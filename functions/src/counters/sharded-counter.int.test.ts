import { FieldPath } from 'firebase-admin/firestore';
import { uniqueId } from '@test/emulators';
import { db } from '../platform/firebase';
import {
  addToCounter,
  counterShards,
  counterTotals,
  familyTotals,
  latestValue,
  type CounterFamily,
} from './sharded-counter';

/** A family of its own, so these counters share no collection group with the site's. */
const TEST_COUNTERS: CounterFamily = { shards: 'testCounterShards', shardCount: 8 };
const counted = () => db().collection('counterTests').doc(uniqueId('counter'));

describe('distributed counters (Firestore emulator)', () => {
  it('sums 300 concurrent increments exactly, spread over the shards', async () => {
    const counter = counted();
    try {
      await Promise.all(
        Array.from({ length: 300 }, async (_, i) => {
          const batch = db().batch();
          addToCounter(batch, TEST_COUNTERS, counter, {
            hits: 1,
            byMonth: { [i % 2 ? '2026-11' : '2026-12']: 1 },
          });
          await batch.commit();
        }),
      );
      expect(
        await counterTotals(TEST_COUNTERS, counter, {
          hits: 'hits',
          november: new FieldPath('byMonth', '2026-11'),
          december: new FieldPath('byMonth', '2026-12'),
        }),
      ).toEqual({ hits: 300, november: 150, december: 150 });
      const shards = await counter.collection(TEST_COUNTERS.shards).get();
      expect(shards.size).toBe(TEST_COUNTERS.shardCount);
    } finally {
      await db().recursiveDelete(counter);
    }
  });

  it('sums a whole family, each field over the shards that have it', async () => {
    const [a, b] = [counted(), counted()];
    const fields = { views: 'views', clicks: 'clicks' };
    try {
      const before = await familyTotals(db(), TEST_COUNTERS, fields);
      const batch = db().batch();
      // Shards that never saw a click have no clicks field, and the reverse.
      addToCounter(batch, TEST_COUNTERS, a, { views: 2 });
      addToCounter(batch, TEST_COUNTERS, b, { clicks: 1 });
      await batch.commit();
      expect(await familyTotals(db(), TEST_COUNTERS, fields)).toEqual({
        views: before.views + 2,
        clicks: before.clicks + 1,
      });
      expect(await counterTotals(TEST_COUNTERS, a, fields)).toEqual({ views: 2, clicks: 0 });
    } finally {
      await Promise.all([a, b].map((ref) => db().recursiveDelete(ref)));
    }
  });

  it('answers the latest time of use over all the shards', async () => {
    const counter = counted();
    const uses = [
      '2026-11-02T10:00:00.000Z',
      '2026-12-01T08:00:00.000Z',
      '2026-12-24T18:00:00.000Z',
    ];
    try {
      // Several events, so several shards hold a time; each event writes the time it happened.
      for (const lastUsed of uses) {
        const batch = db().batch();
        addToCounter(batch, TEST_COUNTERS, counter, { uses: 1 }, { lastUsed });
        await batch.commit();
      }
      expect(await latestValue(TEST_COUNTERS, counter, 'lastUsed')).toBe(uses[2]);
      expect(await latestValue(TEST_COUNTERS, counted(), 'lastUsed')).toBeNull();
    } finally {
      await db().recursiveDelete(counter);
    }
  });

  it('finds every shard in a transaction, so a counter can be deleted whole', async () => {
    const counter = counted();
    for (let i = 0; i < 40; i++) {
      const batch = db().batch();
      addToCounter(batch, TEST_COUNTERS, counter, { hits: 1 });
      await batch.commit();
    }
    await db().runTransaction(async (tx) => {
      for (const shard of await counterShards(tx, TEST_COUNTERS, counter)) tx.delete(shard);
    });
    expect(await counterTotals(TEST_COUNTERS, counter, { hits: 'hits' })).toEqual({ hits: 0 });
    expect((await counter.collection(TEST_COUNTERS.shards).get()).empty).toBe(true);
  });
});
