import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  PERSONAL_DATA_NOTE,
  RESTORE_NAMES_SHOWN,
  type Backup,
  type BackupDocument,
  type RestoreOutcome,
} from './backup';
import {
  backupEntries,
  compareWithSite,
  documentEntries,
  sameValue,
  type BackupEntry,
} from './backup-plan';

const backup = (overrides: Partial<Backup> = {}): Backup => ({
  format: BACKUP_FORMAT,
  version: BACKUP_VERSION,
  createdAt: '2026-11-20T08:00:00.000Z',
  site: 'https://elfletter.example',
  collections: {},
  analytics: { note: 'Analytics', collections: {} },
  personalData: { note: PERSONAL_DATA_NOTE, collections: {} },
  files: [],
  ...overrides,
});

/** The site as entries, from its documents by collection. */
const site = (collections: Record<string, BackupDocument[]>): BackupEntry[] =>
  Object.entries(collections).flatMap(([name, docs]) => documentEntries(name, docs));

const post = (id: string, title: string, extra: BackupDocument['subcollections'] = undefined) => ({
  id,
  data: { title, slug: id },
  ...(extra && { subcollections: extra }),
});

const groupOf = (outcome: RestoreOutcome, name: string) =>
  outcome.groups.find((group) => group.name === name);

describe('compareWithSite', () => {
  it('names what each mode would add, change and remove, as the owner knows them', () => {
    const file = backup({
      collections: {
        posts: [post('p1', 'Welcome the elf'), post('p2', 'Elf crafts, as it was')],
        urlRedirects: [{ id: 'old', data: { sourcePath: '/old', targetPath: '/blog' } }],
      },
    });
    const { plan } = compareWithSite(
      file,
      site({
        posts: [post('p2', 'Elf crafts'), post('p3', 'Written since')],
        urlRedirects: [
          { id: 'old', data: { sourcePath: '/old', targetPath: '/blog' } },
          { id: 'new', data: { sourcePath: '/new', targetPath: '/blog' } },
        ],
      }),
    );
    expect(groupOf(plan.merge, 'posts')).toEqual({
      name: 'posts',
      personal: false,
      analytics: false,
      added: 1,
      changed: 1,
      unchanged: 0,
      removed: 0,
      kept: 1,
      names: {
        added: ['Welcome the elf'],
        changed: ['Elf crafts, as it was'],
        removed: [],
        kept: ['Written since'],
      },
    });
    expect(groupOf(plan.replace, 'posts')).toMatchObject({
      removed: 1,
      kept: 0,
      names: { removed: ['Written since'], kept: [] },
    });
    expect(groupOf(plan.replace, 'urlRedirects')).toMatchObject({
      unchanged: 1,
      removed: 1,
      names: { removed: ['/new'] },
    });
    expect(plan.merge.totals).toEqual({ added: 1, changed: 1, unchanged: 1, removed: 0, kept: 2 });
    expect(plan.replace.totals).toEqual({
      added: 1,
      changed: 1,
      unchanged: 1,
      removed: 2,
      kept: 0,
    });
  });

  it('counts a post with its revisions as one post, changed by a revision it lacks in a replace only', () => {
    const file = backup({
      collections: { posts: [post('p1', 'Elf', { revisions: [{ id: 'r1', data: { n: 1 } }] })] },
    });
    const stored = site({
      posts: [
        post('p1', 'Elf', {
          revisions: [
            { id: 'r1', data: { n: 1 } },
            { id: 'r2', data: { n: 2 } },
          ],
        }),
      ],
    });
    const { plan, operations } = compareWithSite(file, stored);
    expect(groupOf(plan.merge, 'posts')).toMatchObject({ changed: 0, unchanged: 1 });
    expect(plan.merge.writes).toBe(0);
    expect(groupOf(plan.replace, 'posts')).toMatchObject({
      changed: 1,
      names: { changed: ['Elf'] },
    });
    expect(operations.replace).toEqual([
      { group: 'posts', path: 'posts/p1/revisions/r2', data: null },
    ]);
  });

  it('compares counters by their totals and writes them in place of the shards they sum', () => {
    const shards = (views: number[]) =>
      views.map((n, i) => ({ id: String(i * 3), data: { views: n } }));
    const stats = (id: string, views: number[]) => ({
      id,
      subcollections: { postStatsShards: shards(views) },
    });
    const file = backup({
      analytics: {
        note: '',
        collections: { postStats: [stats('p1', [5]), stats('p2', [4])] },
      },
    });
    const stored = site({
      posts: [post('p1', 'Welcome the elf')],
      postStats: [stats('p1', [2, 3]), stats('p2', [1, 1, 1])],
    });
    const { plan, operations } = compareWithSite(file, stored);
    // p1 has the same views over other shards; p2 gained one since, and is named by its id.
    expect(groupOf(plan.merge, 'postStats')).toMatchObject({
      analytics: true,
      unchanged: 1,
      changed: 1,
      names: { changed: ['p2'] },
    });
    expect(operations.merge).toEqual([
      { group: 'postStats', path: 'postStats/p2/postStatsShards/0', data: { views: 4 } },
      { group: 'postStats', path: 'postStats/p2/postStatsShards/3', data: null },
      { group: 'postStats', path: 'postStats/p2/postStatsShards/6', data: null },
    ]);
    const named = compareWithSite(
      backup({
        ...file,
        collections: { posts: [post('p1', 'Welcome the elf')] },
        analytics: { note: '', collections: { postStats: [stats('p1', [9])] } },
      }),
      stored,
    );
    expect(groupOf(named.plan.merge, 'postStats')!.names.changed).toEqual(['Welcome the elf']);
  });

  it('keeps the activity log whole in a replace: it records what happened since', () => {
    const entry = (id: string) => ({ id, data: { at: id, label: id } });
    const file = backup({
      personalData: { note: PERSONAL_DATA_NOTE, collections: { auditLog: [entry('a1')] } },
    });
    const { plan, operations } = compareWithSite(
      file,
      site({ auditLog: [entry('a1'), entry('a2')] }),
    );
    expect(groupOf(plan.replace, 'auditLog')).toMatchObject({
      personal: true,
      unchanged: 1,
      removed: 0,
      kept: 1,
      // Counted, not named: entries are people's actions.
      names: { kept: [] },
    });
    expect(operations.replace).toEqual([]);
  });

  it('leaves the groups a file does not hold alone, and lists them', () => {
    const older = backup({ version: 1, analytics: undefined, collections: { posts: [] } });
    const { plan, operations } = compareWithSite(
      older,
      site({ posts: [post('p1', 'Kept')], postStats: [{ id: 'p1', data: { views: 1 } }] }),
    );
    expect(plan.notInFile).toEqual(
      expect.arrayContaining(['postStats', 'toolStats', 'toolPages', 'notFoundLog', 'auditLog']),
    );
    expect(plan.notInFile).not.toContain('posts');
    expect(plan.replace.groups.map((group) => group.name)).toEqual(['posts']);
    expect(operations.replace).toEqual([{ group: 'posts', path: 'posts/p1', data: null }]);
  });

  it('names at most RESTORE_NAMES_SHOWN of each outcome and counts the rest', () => {
    const many = Array.from({ length: RESTORE_NAMES_SHOWN + 3 }, (_, i) =>
      post(`p${i}`, `Post ${i}`),
    );
    const { plan } = compareWithSite(backup({ collections: { posts: many } }), []);
    expect(groupOf(plan.merge, 'posts')).toMatchObject({ added: RESTORE_NAMES_SHOWN + 3 });
    expect(groupOf(plan.merge, 'posts')!.names.added).toHaveLength(RESTORE_NAMES_SHOWN);
  });

  it('names the post addresses a merge gives back that other posts hold now', () => {
    const file = backup({
      collections: {
        postSlugs: [
          { id: 'taken', data: { postId: 'p2' } },
          { id: 'free', data: { postId: 'p3' } },
        ],
      },
    });
    const { plan } = compareWithSite(
      file,
      site({ postSlugs: [{ id: 'taken', data: { postId: 'p9' } }] }),
    );
    expect(plan.slugsTaken).toEqual(['taken']);
  });

  it('leaves out the subscribers erased since, in either mode, and says how many', () => {
    const subscriber = (id: string) => ({
      id,
      data: { email: `${id}@elf.test`, status: 'confirmed' },
    });
    const file = backup({
      personalData: {
        note: PERSONAL_DATA_NOTE,
        collections: { newsletterSignups: [subscriber('kept'), subscriber('erased')] },
      },
    });
    const { plan, operations } = compareWithSite(file, [], new Set(['erased']));
    expect(plan.erasedLeftOut).toBe(1);
    expect(groupOf(plan.merge, 'newsletterSignups')).toMatchObject({ added: 1 });
    for (const mode of ['merge', 'replace'] as const)
      expect(operations[mode].map((op) => op.path)).toEqual(['newsletterSignups/kept']);
    expect(compareWithSite(file, []).plan.erasedLeftOut).toBe(0);
  });

  it("leaves out the subscribers on the file's own erase list and puts the list back, in either mode", () => {
    const subscriber = (id: string, confirmedAt?: string) => ({
      id,
      data: { email: `${id}@elf.test`, status: 'confirmed', ...(confirmedAt && { confirmedAt }) },
    });
    const file = backup({
      personalData: {
        note: PERSONAL_DATA_NOTE,
        collections: { newsletterSignups: [subscriber('kept'), subscriber('gone')] },
      },
      erasedSubscribers: [
        { id: 'gone', erasedAt: '2026-11-19T08:00:00.000Z' },
        { id: 'known', erasedAt: '2026-11-19T08:00:00.000Z' },
        { id: 'back', erasedAt: '2026-11-19T08:00:00.000Z' },
      ],
    });
    // 'known' is on the site's list already; 'back' confirmed a new sign-up after the erasure.
    const stored = site({ newsletterSignups: [subscriber('back', '2026-11-21T08:00:00.000Z')] });
    const { plan, operations } = compareWithSite(file, stored, new Set(['known']));
    expect(plan.erasedLeftOut).toBe(1);
    for (const mode of ['merge', 'replace'] as const)
      expect(operations[mode].filter((op) => op.data)).toEqual([
        {
          group: 'newsletterSignups',
          path: 'newsletterSignups/kept',
          data: subscriber('kept').data,
        },
        {
          group: 'erasedSubscribers',
          path: 'erasedSubscribers/gone',
          data: { erasedAt: '2026-11-19T08:00:00.000Z' },
        },
      ]);
    expect(plan.merge.writes).toBe(2);
  });

  it('compares files by their bytes and headers', () => {
    const ads = {
      path: 'root/ads.txt',
      contentType: 'text/plain',
      cacheControl: 'no-cache',
      base64: 'YQ==',
    };
    const file = backup({ files: [ads] });
    const same = compareWithSite(file, backupEntries(file));
    expect(same.plan.merge.writes).toBe(0);
    const changed = compareWithSite(
      file,
      backupEntries(backup({ files: [{ ...ads, base64: 'Yg==' }] })),
    );
    expect(groupOf(changed.plan.merge, 'files')).toMatchObject({
      changed: 1,
      names: { changed: ['root/ads.txt'] },
    });
  });
});

describe('sameValue', () => {
  it('compares maps whatever their key order, arrays in order', () => {
    expect(sameValue({ a: 1, b: [1, { c: 2, d: 3 }] }, { b: [1, { d: 3, c: 2 }], a: 1 })).toBe(
      true,
    );
    expect(sameValue({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(sameValue({ a: 1 }, { a: 1, b: null })).toBe(false);
  });
});
