import type { BackupDocument } from './backup';
import { collapseCounters, collapseShards, COUNTER_SHARDS } from './backup-counters';

const timestamp = (seconds: number) => ({ $backup: 'timestamp', seconds, nanoseconds: 0 });

describe('collapseShards', () => {
  it('sums the shards into one, counts in maps too, the rest from the latest shard', () => {
    expect(
      collapseShards(COUNTER_SHARDS.notFoundShards!, [
        {
          id: '3',
          data: {
            path: '/old',
            count: 2,
            lastSeenAt: '2026-11-20T10:00:00.000Z',
            lastReferrer: 'https://b.example/',
          },
        },
        {
          id: '0',
          data: {
            path: '/old',
            count: 5,
            lastSeenAt: '2026-11-19T10:00:00.000Z',
            lastReferrer: 'https://a.example/',
          },
        },
      ]),
    ).toEqual([
      {
        id: '0',
        data: {
          path: '/old',
          count: 7,
          lastSeenAt: '2026-11-20T10:00:00.000Z',
          lastReferrer: 'https://b.example/',
        },
      },
    ]);
    expect(
      collapseShards(COUNTER_SHARDS.postStatsShards!, [
        { id: '1', data: { views: 3, clicksByMonth: { '2026-11': 1 } } },
        { id: '7', data: { views: 2, clicks: 4, clicksByMonth: { '2026-11': 3, '2026-10': 1 } } },
      ]),
    ).toEqual([
      { id: '0', data: { views: 5, clicks: 4, clicksByMonth: { '2026-11': 4, '2026-10': 1 } } },
    ]);
  });

  it('keeps the days of a daily counter apart, and never adds up a stored time', () => {
    const expiresAt = timestamp(1_800_000_000);
    expect(
      collapseShards(COUNTER_SHARDS.toolPageDays!, [
        { id: '2026-11-20_4', data: { day: '2026-11-20', uses: 1, expiresAt } },
        { id: '2026-11-19_2', data: { day: '2026-11-19', impressions: 2, expiresAt } },
        { id: '2026-11-20_1', data: { day: '2026-11-20', uses: 2, impressions: 1, expiresAt } },
      ]),
    ).toEqual([
      { id: '2026-11-19_0', data: { day: '2026-11-19', impressions: 2, expiresAt } },
      { id: '2026-11-20_0', data: { day: '2026-11-20', uses: 3, impressions: 1, expiresAt } },
    ]);
  });
});

describe('collapseCounters', () => {
  it('collapses counters at any depth and leaves other subcollections as they are', () => {
    const documents: BackupDocument[] = [
      {
        id: 'craftGenerator',
        subcollections: {
          toolStatsShards: [
            { id: '0', data: { totalUsage: 2, lastUsed: '2026-11-01T00:00:00.000Z' } },
            { id: '9', data: { totalUsage: 3, lastUsed: '2026-11-02T00:00:00.000Z' } },
          ],
          posts: [
            {
              id: 'p1',
              data: { postId: 'p1' },
              subcollections: {
                toolEmbedShards: [
                  { id: '4', data: { uses: 1 } },
                  { id: '5', data: { uses: 1 } },
                ],
              },
            },
          ],
        },
      },
    ];
    expect(collapseCounters(documents)).toEqual([
      {
        id: 'craftGenerator',
        subcollections: {
          toolStatsShards: [
            { id: '0', data: { totalUsage: 5, lastUsed: '2026-11-02T00:00:00.000Z' } },
          ],
          posts: [
            {
              id: 'p1',
              data: { postId: 'p1' },
              subcollections: { toolEmbedShards: [{ id: '0', data: { uses: 2 } }] },
            },
          ],
        },
      },
    ]);
    const post: BackupDocument = {
      id: 'p1',
      data: { title: 'Elf' },
      subcollections: { revisions: [{ id: 'r1', data: { words: 3 } }] },
    };
    expect(collapseCounters([post])).toEqual([post]);
  });
});
