/**
 * Security rules against the Firestore emulator: every collection x {anonymous, signed-in
 * non-admin, admin} x {get, list, create, update, delete}, plus the rules' special cases.
 */
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTENT_KIND_IDS, contentKind } from '@core/generators/content-kinds';
import { COLLECTIONS, SETTINGS_DOCS } from '@core/paths';

type Role = 'anonymous' | 'user' | 'admin';
const ROLES: Role[] = ['anonymous', 'user', 'admin'];
const USER_UID = 'user-1';
const ADMIN_UID = 'admin-1';

let env: RulesTestEnvironment;

const CONTENT_COLLECTIONS = CONTENT_KIND_IDS.map((id) => contentKind(id).collection);

function as(role: Role): RulesTestContext {
  if (role === 'anonymous') return env.unauthenticatedContext();
  if (role === 'user') return env.authenticatedContext(USER_UID, { email: 'user@elf.test' });
  return env.authenticatedContext(ADMIN_UID, { email: 'admin@elf.test', admin: true });
}
const db = (role: Role) => as(role).firestore();

async function seed(path: string, data: Record<string, unknown>): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    await context.firestore().doc(path).set(data);
  });
}

const RULES = readFileSync(join(__dirname, '../../firestore.rules'), 'utf8');

const [host = '127.0.0.1', port = '8080'] = (
  process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'
).split(':');

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: 'demo-rules-test',
    firestore: {
      host,
      port: Number(port),
      rules: RULES,
    },
  });
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
});

/** Who may read and who may write each plain collection ('none' = no client at all). */
const PLAIN_COLLECTIONS: { name: string; read: Role[]; write: Role[] }[] = [
  // Generator content is public; only the admin API writes it (validated, audited, versioned).
  ...CONTENT_COLLECTIONS.map((name) => ({ name, read: ROLES, write: [] as Role[] })),
  ...(['rootFiles'] as const).map((name) => ({
    name: COLLECTIONS[name],
    read: ['admin'] as Role[],
    write: ['admin'] as Role[],
  })),
  ...(
    [
      'toolUsageEvents',
      'toolStats',
      'postStats',
      'newsletterSignups',
      'auditLog',
      'importJobs',
      // Redirects go through the admin API (checks, unique source ids, audit); hits and the
      // 404 log through functions.
      'urlRedirects',
      'notFoundLog',
      // The image library: the upload, the image proxy and post saves keep it (functions only).
      'images',
    ] as const
  ).map((name) => ({
    name: COLLECTIONS[name],
    read: ['admin'] as Role[],
    write: [] as Role[],
  })),
  {
    name: `${COLLECTIONS.importJobs}/job-1/${COLLECTIONS.importJobIssues}`,
    read: ['admin'],
    write: [],
  },
  { name: COLLECTIONS.contentVersions, read: [], write: [] },
  { name: COLLECTIONS.contentKeys, read: [], write: [] },
  { name: COLLECTIONS.serverSecrets, read: [], write: [] },
  // Erased subscribers' ids: the erase, the confirmation and the restore keep them (functions only).
  { name: COLLECTIONS.erasedSubscribers, read: [], write: [] },
  // The newsletter's send jobs and their recipients' addresses: functions only.
  { name: COLLECTIONS.newsletterSends, read: [], write: [] },
  { name: COLLECTIONS.newsletterPostEmails, read: [], write: [] },
  {
    name: `${COLLECTIONS.newsletterSends}/send-1/${COLLECTIONS.newsletterSendRecipients}`,
    read: [],
    write: [],
  },
  // Counter shards and tool-embed records: written by functions only, read by admins.
  ...[
    `${COLLECTIONS.postStats}/post-1/${COLLECTIONS.postStatsShards}`,
    `${COLLECTIONS.toolStats}/craftGenerator/${COLLECTIONS.toolStatsShards}`,
    `${COLLECTIONS.toolStats}/craftGenerator/${COLLECTIONS.toolStatsPosts}`,
    `${COLLECTIONS.toolStats}/craftGenerator/${COLLECTIONS.toolStatsPosts}/post-1/${COLLECTIONS.toolEmbedShards}`,
    `${COLLECTIONS.urlRedirects}/%2Fold/${COLLECTIONS.redirectHitShards}`,
    `${COLLECTIONS.notFoundLog}/%2Fmissing/${COLLECTIONS.notFoundShards}`,
  ].map((name) => ({ name, read: ['admin'] as Role[], write: [] as Role[] })),
  { name: COLLECTIONS.usageRateLimits, read: [], write: [] },
  // A post's revisions: the admin posts API writes them and serves them to admins.
  { name: `${COLLECTIONS.posts}/post-1/${COLLECTIONS.postRevisions}`, read: [], write: [] },
  // Where the widgets are embedded: written by the usage function, read through an admin endpoint.
  { name: COLLECTIONS.toolPages, read: [], write: [] },
  { name: `${COLLECTIONS.toolPages}/page-1/${COLLECTIONS.toolPageDays}`, read: [], write: [] },
  { name: 'somethingUnknown', read: [], write: [] },
];

describe.each(PLAIN_COLLECTIONS)('$name', ({ name, read, write }) => {
  beforeEach(() => seed(`${name}/existing`, { value: 'seeded' }));
  describe.each(ROLES)('as %s', (role) => {
    const expectRead = read.includes(role) ? assertSucceeds : assertFails;
    const expectWrite = write.includes(role) ? assertSucceeds : assertFails;
    it(`get ${read.includes(role) ? 'allowed' : 'denied'}`, async () => {
      await expectRead(db(role).doc(`${name}/existing`).get());
    });
    it(`list ${read.includes(role) ? 'allowed' : 'denied'}`, async () => {
      await expectRead(db(role).collection(name).get());
    });
    it(`create ${write.includes(role) ? 'allowed' : 'denied'}`, async () => {
      await expectWrite(db(role).doc(`${name}/new`).set({ value: 'new' }));
    });
    it(`update ${write.includes(role) ? 'allowed' : 'denied'}`, async () => {
      await expectWrite(db(role).doc(`${name}/existing`).update({ value: 'changed' }));
    });
    it(`delete ${write.includes(role) ? 'allowed' : 'denied'}`, async () => {
      await expectWrite(db(role).doc(`${name}/existing`).delete());
    });
  });
});

function postData(slug: string, published: boolean, extra: Record<string, unknown> = {}) {
  return {
    title: `Post ${slug}`,
    slug,
    excerpt: 'Excerpt',
    content: '<p>Body</p>',
    featuredImage: null,
    published,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    metadata: {},
    rand: 0.5,
    ...extra,
  };
}

/** A post write with its slug claim in one batch, as the old client-side editor made it. */
function createPost(role: Role, id: string, slug: string, published = false) {
  const firestore = db(role);
  const batch = firestore.batch();
  batch.set(firestore.doc(`posts/${id}`), postData(slug, published));
  batch.set(firestore.doc(`postSlugs/${slug}`), { postId: id });
  return batch.commit();
}

describe('posts', () => {
  beforeEach(async () => {
    await seed('posts/published', postData('published-post', true));
    await seed('postSlugs/published-post', { postId: 'published' });
    await seed('posts/draft', postData('draft-post', false));
    await seed('postSlugs/draft-post', { postId: 'draft' });
  });

  describe.each(ROLES)('as %s', (role) => {
    const admin = role === 'admin';
    it('get of a published post allowed', async () => {
      await assertSucceeds(db(role).doc('posts/published').get());
    });
    it(`get of a draft ${admin ? 'allowed' : 'denied'}`, async () => {
      await (admin ? assertSucceeds : assertFails)(db(role).doc('posts/draft').get());
    });
    it('list of published posts allowed', async () => {
      const snapshot = await assertSucceeds(
        db(role)
          .collection('posts')
          .where('published', '==', true)
          .orderBy('createdAt', 'desc')
          .get(),
      );
      expect(snapshot.docs.map((d) => d.id)).toEqual(['published']);
    });
    it(`list of all posts (drafts included) ${admin ? 'allowed' : 'denied'}`, async () => {
      await (admin ? assertSucceeds : assertFails)(db(role).collection('posts').get());
    });
    it('create denied, a valid post with its slug claim too (the admin posts API writes posts)', async () => {
      await assertFails(createPost(role, 'fresh', 'fresh-post'));
      await assertFails(db(role).doc('posts/lonely').set(postData('lonely-post', false)));
    });
    it('update denied', async () => {
      await assertFails(
        db(role)
          .doc('posts/draft')
          .update({ title: 'Changed', updatedAt: '2026-11-02T00:00:00.000Z' }),
      );
    });
    it('delete denied (posts are deleted through the admin API, counters and all)', async () => {
      const firestore = db(role);
      const batch = firestore.batch();
      batch.delete(firestore.doc('posts/draft'));
      batch.delete(firestore.doc('postSlugs/draft-post'));
      await assertFails(batch.commit());
    });
    it('slug claims: create, update and delete denied', async () => {
      await assertFails(db(role).doc('postSlugs/draft-post').set({ postId: 'other' }));
      await assertFails(db(role).doc('postSlugs/free-slug').set({ postId: 'draft' }));
      await assertFails(db(role).doc('postSlugs/draft-post').delete());
    });
    it(`get of a slug claim ${admin ? 'allowed' : 'denied'}`, async () => {
      await (admin ? assertSucceeds : assertFails)(db(role).doc('postSlugs/draft-post').get());
    });
    it(`list of slug claims ${admin ? 'allowed' : 'denied'}`, async () => {
      await (admin ? assertSucceeds : assertFails)(db(role).collection('postSlugs').get());
    });
  });

  it('an admin cannot move a post to a new slug by itself, even releasing the old claim', async () => {
    const firestore = db('admin');
    const move = firestore.batch();
    move.update(firestore.doc('posts/draft'), { slug: 'new-slug' });
    move.set(firestore.doc('postSlugs/new-slug'), { postId: 'draft' });
    move.delete(firestore.doc('postSlugs/draft-post'));
    await assertFails(move.commit());
  });
});

describe('profiles', () => {
  beforeEach(async () => {
    await seed(`profiles/${USER_UID}`, { isAdmin: false, email: 'user@elf.test' });
    await seed(`profiles/${ADMIN_UID}`, { isAdmin: true, email: 'admin@elf.test' });
  });

  it('a signed-in user reads its own profile but no other', async () => {
    await assertSucceeds(db('user').doc(`profiles/${USER_UID}`).get());
    await assertFails(db('user').doc(`profiles/${ADMIN_UID}`).get());
  });
  it('anonymous visitors read no profile', async () => {
    await assertFails(db('anonymous').doc(`profiles/${USER_UID}`).get());
    await assertFails(db('anonymous').collection('profiles').get());
  });
  it('only admins list profiles', async () => {
    await assertFails(db('user').collection('profiles').get());
    await assertSucceeds(db('admin').collection('profiles').get());
  });
  it('a user cannot make itself admin', async () => {
    await assertFails(db('user').doc(`profiles/${USER_UID}`).update({ isAdmin: true }));
    await assertFails(
      db('user').doc(`profiles/${USER_UID}`).set({ isAdmin: true, email: 'user@elf.test' }),
    );
  });
  it('a signed-in user without a profile cannot create one', async () => {
    await assertFails(db('user').doc('profiles/someone-new').set({ isAdmin: false }));
  });
  it('users cannot delete profiles; admins can create, update and delete them', async () => {
    await assertFails(db('user').doc(`profiles/${USER_UID}`).delete());
    await assertSucceeds(
      db('admin').doc('profiles/new-user').set({ isAdmin: false, email: 'n@elf.test' }),
    );
    await assertSucceeds(db('admin').doc(`profiles/${USER_UID}`).update({ isAdmin: true }));
    await assertSucceeds(db('admin').doc(`profiles/${USER_UID}`).delete());
  });
  it('even an admin cannot store a non-boolean admin flag', async () => {
    await assertFails(db('admin').doc(`profiles/${USER_UID}`).set({ isAdmin: 'yes' }));
  });
});

/** A valid entry of each content collection, as the admin API would store it. */
const VALID_ENTRY: Record<string, Record<string, unknown>> = {
  [COLLECTIONS.elfNamePrefixes]: { value: 'Jingle', category: 'custom', key: 'jingle' },
  [COLLECTIONS.elfNameSuffixes]: { value: 'toes', category: 'custom', key: 'toes' },
  [COLLECTIONS.elfLastNames]: { value: 'McSparkle', category: 'custom', key: 'mcsparkle' },
  [COLLECTIONS.craftIdeas]: {
    title: 'Paper Chain',
    key: 'paper chain',
    instructions: 'Cut and glue.',
    requiredSupplies: ['paper'],
    difficulty: 'Easy',
    timeRequired: null,
    updatedAt: '2026-11-01T00:00:00.000Z',
  },
  [COLLECTIONS.elfScenes]: {
    title: 'Zip Line',
    key: 'zip line',
    description: 'Ride.',
    requiredItems: ['string'],
    setupInstructions: 'Tie.',
    difficulty: 'Medium',
    timeRequired: null,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
  },
  [COLLECTIONS.holidayRecipes]: {
    title: 'Cocoa',
    key: 'cocoa',
    description: 'Warm.',
    ingredients: ['milk'],
    instructions: 'Stir.',
    prepTime: '5 min',
    cookTime: '5 min',
    totalTime: '10 min',
    servings: 4,
    difficulty: 'Easy',
    category: 'Drinks',
    tags: [],
    imageUrl: null,
    kidFriendly: true,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
  },
};

describe('generator content', () => {
  it.each(CONTENT_COLLECTIONS)(
    '%s: not even a valid entry from an admin is written by a client',
    async (name) => {
      await seed(`${name}/existing`, VALID_ENTRY[name]!);
      await assertFails(db('admin').doc(`${name}/new`).set(VALID_ENTRY[name]!));
      await assertFails(db('admin').doc(`${name}/existing`).set(VALID_ENTRY[name]!));
      await assertSucceeds(db('anonymous').doc(`${name}/existing`).get());
    },
  );
});

describe('settings', () => {
  beforeEach(async () => {
    for (const id of [...Object.values(SETTINGS_DOCS), 'private'])
      await seed(`settings/${id}`, {
        appearance: { title: 'T', description: '', theme: 'default' },
      });
  });
  describe.each(ROLES)('as %s', (role) => {
    const admin = role === 'admin';
    it.each([SETTINGS_DOCS.craftGenerator, SETTINGS_DOCS.sceneGenerator])(
      'get of the public %s settings allowed',
      async (id) => {
        await assertSucceeds(db(role).doc(`settings/${id}`).get());
      },
    );
    // robots.txt's extra lines are public once served, but the stored settings are the admin's.
    it.each([SETTINGS_DOCS.robots, 'private'])(
      `get of the %s settings ${admin ? 'allowed' : 'denied'}`,
      async (id) => {
        await (admin ? assertSucceeds : assertFails)(db(role).doc(`settings/${id}`).get());
      },
    );
    it(`list ${admin ? 'allowed' : 'denied'}`, async () => {
      await (admin ? assertSucceeds : assertFails)(db(role).collection('settings').get());
    });
    it('create, update and delete denied (the admin API writes settings)', async () => {
      const ref = db(role).doc(`settings/${SETTINGS_DOCS.craftGenerator}`);
      await assertFails(db(role).doc('settings/new').set({ value: 1 }));
      await assertFails(
        ref.update({ appearance: { title: 'X', description: '', theme: 'default' } }),
      );
      await assertFails(ref.delete());
    });
  });
});
