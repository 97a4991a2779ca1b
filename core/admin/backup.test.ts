import {
  ANALYTICS_NOTE,
  BACKUP_FORMAT,
  BACKUP_TEXT,
  BACKUP_VERSION,
  backupDocumentCount,
  backupFileName,
  PERSONAL_DATA_NOTE,
  readBackup,
  slugsTakenBack,
} from './backup';

const backup = (overrides: Record<string, unknown> = {}) => ({
  format: BACKUP_FORMAT,
  version: BACKUP_VERSION,
  createdAt: '2026-11-20T08:00:00.000Z',
  site: 'https://elfletter.example',
  collections: {
    posts: [
      {
        id: 'p1',
        data: { title: 'Elf', at: { $backup: 'timestamp', seconds: 1, nanoseconds: 2 } },
        subcollections: { revisions: [{ id: 'r1', data: { title: 'Older' } }] },
      },
    ],
  },
  analytics: { note: ANALYTICS_NOTE, collections: {} },
  personalData: { note: PERSONAL_DATA_NOTE, collections: {} },
  files: [
    { path: 'root/ads.txt', contentType: 'text/plain', cacheControl: 'no-cache', base64: 'YQ==' },
  ],
  ...overrides,
});

describe('readBackup', () => {
  it('reads a backup of this version, subcollections of any name included', () => {
    const read = readBackup(backup());
    expect(read.ok).toBe(true);
    if (read.ok)
      expect(read.backup.collections.posts![0]!.subcollections!.revisions).toHaveLength(1);
  });

  it('reads a file of the older format, which holds no analytics', () => {
    const { analytics: _analytics, ...older } = backup({ version: 1 });
    expect(readBackup(older).ok).toBe(true);
  });

  it('reads the analytics, with counted documents that hold only their shards', () => {
    const read = readBackup(
      backup({
        analytics: {
          note: 'Analytics',
          collections: {
            notFoundLog: [
              { id: 'h1', subcollections: { notFoundShards: [{ id: '0', data: { count: 2 } }] } },
            ],
          },
        },
      }),
    );
    expect(read.ok && read.backup.analytics?.collections.notFoundLog?.[0]?.data).toBeUndefined();
    expect(read.ok).toBe(true);
  });

  it('refuses what is not a backup', () => {
    for (const input of [null, [], { hello: 1 }, { format: 'other', version: 1 }])
      expect(readBackup(input)).toEqual({ ok: false, error: BACKUP_TEXT.notBackup });
  });

  it('refuses a newer version for being newer, whatever else the file holds', () => {
    expect(readBackup({ ...backup(), version: BACKUP_VERSION + 1, collections: 'later' })).toEqual({
      ok: false,
      error: BACKUP_TEXT.newer(BACKUP_VERSION + 1),
    });
  });

  it('names the place a damaged file goes wrong', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ collections: { auditLog: [] } }, 'collections: Unrecognized key: "auditLog"'],
      [
        { analytics: { note: '', collections: { usageRateLimits: [] } } },
        'analytics.collections: Unrecognized key: "usageRateLimits"',
      ],
      [{ collections: { posts: [{ id: 'a/b', data: {} }] } }, 'collections.posts.0.id'],
      [{ collections: { posts: [{ id: '__x__', data: {} }] } }, 'collections.posts.0.id'],
      [
        { files: [{ path: 'root/../x', contentType: 'text/plain', cacheControl: '', base64: '' }] },
        'files.0.path',
      ],
      [
        {
          files: [{ path: 'elsewhere/x', contentType: 'text/plain', cacheControl: '', base64: '' }],
        },
        'files.0.path',
      ],
      [
        { files: [{ path: 'root/x', contentType: 'text/plain', cacheControl: '', base64: '*' }] },
        'files.0.base64',
      ],
    ];
    for (const [overrides, where] of cases) {
      const read = readBackup(backup(overrides));
      expect(read.ok).toBe(false);
      if (!read.ok) expect(read.error).toMatch(`The backup file is damaged at ${where}`);
    }
  });
});

describe('backupFileName', () => {
  it('names the site and the time, in characters every file system takes', () => {
    expect(backupFileName('https://elfletter.example', '2026-11-20T08:00:00.000Z')).toBe(
      'elfletter.example-backup-2026-11-20T08-00-00-000Z.json',
    );
  });
});

describe('backupDocumentCount', () => {
  it('counts every document: subcollections, theirs, analytics and personal data', () => {
    const read = readBackup(
      backup({
        collections: {
          posts: [
            {
              id: 'p1',
              data: {},
              subcollections: {
                revisions: [
                  { id: 'r1', data: {}, subcollections: { notes: [{ id: 'n1', data: {} }] } },
                ],
              },
            },
            { id: 'p2', data: {} },
          ],
          settings: [{ id: 'site', data: {} }],
        },
        analytics: {
          note: ANALYTICS_NOTE,
          collections: {
            toolStats: [
              {
                id: 'craftGenerator',
                subcollections: { toolStatsShards: [{ id: '0', data: {} }] },
              },
            ],
          },
        },
        personalData: {
          note: PERSONAL_DATA_NOTE,
          collections: { newsletterSignups: [{ id: 's1', data: {} }] },
        },
      }),
    );
    expect(read.ok && backupDocumentCount(read.backup)).toBe(7);
  });
});

describe('slugsTakenBack', () => {
  it('names the claims the file gives to another post than the one holding them now', () => {
    expect(
      slugsTakenBack([
        { slug: 'taken', now: 'p9', inFile: 'p2' },
        { slug: 'same', now: 'p1', inFile: 'p1' },
        { slug: 'free', now: undefined, inFile: 'p3' },
      ]),
    ).toEqual(['taken']);
  });
});
