import { BACKUP_FORMAT, BACKUP_VERSION, PERSONAL_DATA_NOTE, type Backup } from '@core/backup';

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

/** A backup file holding what `documents` says, as a user would choose it. */
export function backupFile(
  collections: Backup['collections'],
  overrides: Partial<Backup> & Record<string, unknown> = {},
  name = 'elfletter.example-backup.json',
): File {
  const backup = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: '2026-11-20T08:00:00.000Z',
    site: 'https://elfletter.example',
    collections,
    personalData: { note: PERSONAL_DATA_NOTE, collections: {} },
    files: [],
    ...overrides,
  };
  return new File([JSON.stringify(backup)], name, { type: 'application/json' });
}

/** The site's file with one post changed, one added and a subscriber: something to restore. */
export const CHANGED_FILE = () =>
  backupFile(
    {
      posts: [
        SITE_COLLECTIONS.posts[0]!,
        { id: 'p2', data: { title: 'Elf crafts, revised', slug: 'elf-crafts' } },
        { id: 'p3', data: { title: 'A new post', slug: 'a-new-post' } },
      ],
      craftIdeas: SITE_COLLECTIONS.craftIdeas,
    },
    {
      personalData: {
        note: PERSONAL_DATA_NOTE,
        collections: { newsletterSignups: [{ id: 'n1', data: { email: 'reader@elf.test' } }] },
      },
    },
  );

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
