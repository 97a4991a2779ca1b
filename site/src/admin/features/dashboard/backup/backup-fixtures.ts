import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  backupSections,
  type Backup,
  type BackupDocument,
} from '@core/admin/backup';
import { ALL_GROUPS, FILES_GROUP } from '@core/admin/backup-plan';

/** A small site's documents, as the in-memory backup store holds them. */
export const SITE_COLLECTIONS = {
  posts: [
    {
      id: 'p1',
      data: { title: 'Welcome the elf', slug: 'welcome-the-elf' },
      subcollections: { revisions: [{ id: 'r1', data: { title: 'Welcome' } }] },
    },
    { id: 'p2', data: { title: 'Elf crafts', slug: 'elf-crafts' } },
  ],
  craftIdeas: [{ id: 'c1', data: { title: 'Paper chain' } }],
};

/** Every group a backup holds, empty: a file of this release holds them all. */
const EMPTY_GROUPS = Object.fromEntries(
  ALL_GROUPS.filter((name) => name !== FILES_GROUP).map((name) => [name, []]),
);

/** A backup file of this release holding `groups` (any group, in its part of the file), as a user would choose it. */
export function backupFile(
  groups: Record<string, BackupDocument[]>,
  overrides: Partial<Backup> & Record<string, unknown> = {},
  name = 'elfletter.example-backup.json',
): File {
  const backup = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: '2026-11-20T08:00:00.000Z',
    site: 'https://elfletter.example',
    ...backupSections({ ...EMPTY_GROUPS, ...groups }),
    files: [],
    ...overrides,
  };
  return new File([JSON.stringify(backup)], name, { type: 'application/json' });
}

/** The site's file with one post changed, one added and a subscriber: something to restore. */
export const CHANGED_FILE = () =>
  backupFile({
    posts: [
      SITE_COLLECTIONS.posts[0]!,
      { id: 'p2', data: { title: 'Elf crafts, revised', slug: 'elf-crafts' } },
      { id: 'p3', data: { title: 'A new post', slug: 'a-new-post' } },
    ],
    craftIdeas: SITE_COLLECTIONS.craftIdeas,
    newsletterSignups: [{ id: 'n1', data: { email: 'reader@elf.test' } }],
  });

/** A backup from before "Elf crafts" was written: a replace would remove it. */
export const EARLIER_FILE = () =>
  backupFile({
    posts: [
      SITE_COLLECTIONS.posts[0]!,
      { id: 'p3', data: { title: 'A new post', slug: 'a-new-post' } },
    ],
    craftIdeas: SITE_COLLECTIONS.craftIdeas,
  });

/** The site with its dashboard's figures: views over two shards, a path in the 404 log. */
export const SITE_WITH_FIGURES = {
  ...SITE_COLLECTIONS,
  postStats: [
    {
      id: 'p1',
      data: { postId: 'p1', views: 5 },
      subcollections: {
        postStatsShards: [
          { id: '0', data: { views: 3 } },
          { id: '4', data: { views: 2 } },
        ],
      },
    },
  ],
  auditLog: [{ id: 'a1', data: { at: '2026-11-19T08:00:00.000Z', label: 'Welcome the elf' } }],
};

/** A backup with more views of "Welcome the elf" than now, a 404 path and the activity log. */
export const FIGURES_FILE = () =>
  backupFile({
    ...SITE_COLLECTIONS,
    postStats: [
      {
        id: 'p1',
        data: { postId: 'p1', views: 5 },
        subcollections: { postStatsShards: [{ id: '0', data: { views: 7 } }] },
      },
    ],
    notFoundLog: [
      {
        id: 'h1',
        subcollections: {
          notFoundShards: [{ id: '0', data: { path: '/old-page', count: 4 } }],
        },
      },
    ],
    auditLog: SITE_WITH_FIGURES.auditLog,
  });

/** A file of the release before: content and the newsletter list; no figures, no activity log. */
export const OLDER_FILE = () => {
  const { collections, personalData } = backupSections({ ...EMPTY_GROUPS, ...SITE_COLLECTIONS });
  return backupFile(
    {},
    {
      version: 1,
      collections,
      analytics: undefined,
      personalData: { ...personalData, collections: { newsletterSignups: [] } },
    },
    'elfletter.example-backup-2025.json',
  );
};

/** The site after its backup: a new post (p9) took the address elf-crafts, which p2 gave up. */
export const SLUG_TAKEN_COLLECTIONS = {
  ...SITE_COLLECTIONS,
  postSlugs: [{ id: 'elf-crafts', data: { postId: 'p9' } }],
};

/** The backup from before: elf-crafts is p2's; welcome-the-elf, unclaimed now, is p1's. */
export const SLUG_CLAIM_FILE = () =>
  backupFile({
    posts: SITE_COLLECTIONS.posts,
    postSlugs: [
      { id: 'elf-crafts', data: { postId: 'p2' } },
      { id: 'welcome-the-elf', data: { postId: 'p1' } },
    ],
  });
