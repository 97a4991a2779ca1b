/**
 * What every PostsStore does, written once: run against the in-memory store
 * (in-memory-posts.test.ts) and against the real adapter, reading with the Firestore SDK and
 * writing through the admin posts API on the emulators (test/contracts/admin-stores.int.test.ts).
 * The store holds others' posts: each test gives its posts slugs under a tag of its own, and
 * deletes every post it saved, since end-to-end tests read the same posts next.
 */
import { FEATURED_IMAGE_URL_MESSAGE, POST_TEXT, REQUIRED_FIELDS_MESSAGE } from '@core/posts/post';
import type { PostInput } from '@core/posts/post';
import {
  postSaveKindSchema,
  REVISION_LIMIT,
  REVISIONS_TEXT,
  type PostSaveKind,
} from '@core/posts/post-revisions';
import { SCHEDULE_TEXT } from '@core/posts/post-schedule';
import type { PostsStore } from '@site/admin/data/posts-store';
import { SlugTakenError } from '@site/admin/data/posts-store';

const DAY_MS = 24 * 60 * 60_000;

export function postsStoreContract(backend: string, makeStore: () => Promise<PostsStore>) {
  describe(`PostsStore contract: ${backend}`, () => {
    let store: PostsStore;
    let tag: string;
    /** Every post a test tried to save, by id, with the slug it last asked for. */
    let saved: Map<string, string>;
    beforeEach(async () => {
      store = await makeStore();
      tag = `contract-${Math.random().toString(36).slice(2, 10)}`;
      saved = new Map();
    });
    // Deleting is no error for a post that is gone or was never written, so refused saves need
    // no bookkeeping of their own.
    afterEach(async () => {
      for (const [id, slug] of saved) await store.remove({ id, slug });
    });

    const input = (slug: string, fields: Partial<PostInput> = {}): PostInput => ({
      title: 'A contract post',
      slug,
      excerpt: 'What it is about',
      content: '<p>one two three</p>',
      featuredImage: null,
      published: false,
      metadata: {},
      ...fields,
    });
    const save = (id: string, post: PostInput, kind?: Partial<PostSaveKind>) => {
      saved.set(id, post.slug.trim());
      return store.save(id, post, kind);
    };
    const mine = async () => (await store.list()).filter((post) => post.slug.startsWith(tag));
    /** The revisions with their texts: the list, then each one read, as the History panel does. */
    const withTexts = async (id: string) =>
      Promise.all((await store.revisions(id)).map((summary) => store.revision(id, summary.id)));
    const contents = async (id: string) => (await withTexts(id)).map((r) => r.content);
    // Times are ISO strings to the millisecond; the fake can save twice within one.
    const nextMillisecond = () => new Promise((resolve) => setTimeout(resolve, 5));

    it('creates a post under a new id and reads it back as the save answered it', async () => {
      const id = store.newId();
      expect(store.newId()).not.toBe(id);
      expect(await store.get(id)).toBeNull();
      const created = await save(id, input(tag));
      expect(created).toMatchObject({ id, ...input(tag), createdAt: created.updatedAt });
      expect(created).not.toHaveProperty('publishedAt');
      expect(created).not.toHaveProperty('scheduledAt');
      expect(await store.get(id)).toEqual(created);
    });

    it('keeps what the schema parses: text trimmed, fields it does not know dropped', async () => {
      const id = store.newId();
      const created = await save(id, {
        ...input(`  ${tag}  `, { title: '  Spaced out  ', metadata: { author: ' Ella ' } }),
        id: 'another-post',
        views: 12,
      } as PostInput);
      expect(created).toEqual({
        ...input(tag, { title: 'Spaced out', metadata: { author: 'Ella' } }),
        id,
        createdAt: created.createdAt,
        updatedAt: created.updatedAt,
      });
      expect(await store.get(id)).toEqual(created);
    });

    it('updates a post keeping when it was created', async () => {
      const id = store.newId();
      const created = await save(id, input(tag));
      const updated = await save(id, input(tag, { title: 'Renamed', content: '<p>new</p>' }));
      expect(updated).toMatchObject({ id, title: 'Renamed', createdAt: created.createdAt });
      expect(updated.updatedAt >= created.updatedAt).toBe(true);
      expect(await store.get(id)).toEqual(updated);
    });

    it('stamps when a post last went public, and keeps the stamp through later saves', async () => {
      const id = store.newId();
      await save(id, input(tag));
      const published = await save(id, input(tag, { published: true }));
      expect(published.publishedAt).toBe(published.updatedAt);
      await nextMillisecond();
      const edited = await save(id, input(tag, { published: true, title: 'Edited' }));
      expect(edited.publishedAt).toBe(published.publishedAt);
      const draftAgain = await save(id, input(tag, { published: false }));
      expect(draftAgain.publishedAt).toBe(published.publishedAt);
      expect(await store.get(id)).toEqual(draftAgain);
    });

    it('keeps a draft’s publish time until a save clears it; a public post cannot have one', async () => {
      const id = store.newId();
      const at = new Date(Date.now() + 7 * DAY_MS).toISOString();
      const scheduled = await save(id, input(tag, { scheduledAt: at }));
      expect(scheduled.scheduledAt).toBe(at);
      expect(await store.get(id)).toEqual(scheduled);
      await expect(
        save(id, input(tag, { published: true, scheduledAt: at })),
      ).rejects.toMatchObject({ status: 400, message: SCHEDULE_TEXT.published });
      const cleared = await save(id, input(tag, { scheduledAt: null }));
      expect(cleared).not.toHaveProperty('scheduledAt');
      expect(await store.get(id)).toEqual(cleared);
    });

    it('lists every post, drafts too, newest created first; an update does not move one', async () => {
      const older = store.newId();
      await save(older, input(`${tag}-older`));
      await nextMillisecond();
      const newer = store.newId();
      await save(newer, input(`${tag}-newer`, { published: true }));
      await save(older, input(`${tag}-older`, { title: 'Edited last' }));
      expect((await mine()).map((post) => post.id)).toEqual([newer, older]);
      expect(await store.list(1)).toHaveLength(1);
    });

    it('refuses a slug another post holds with SlugTakenError, and writes nothing', async () => {
      const holder = store.newId();
      await save(holder, input(tag));
      const other = store.newId();
      const refusal = save(other, input(tag, { title: 'Other' }));
      await expect(refusal).rejects.toBeInstanceOf(SlugTakenError);
      await expect(refusal).rejects.toMatchObject({
        slug: tag,
        message: new SlugTakenError(tag).message,
      });
      // The slug as the schema reads it, spaces trimmed, is the one compared.
      await expect(save(other, input(` ${tag} `))).rejects.toMatchObject({
        name: 'SlugTakenError',
        message: new SlugTakenError(tag).message,
      });
      expect(await store.get(other)).toBeNull();
      expect(await store.revisions(other)).toEqual([]);

      const moved = store.newId();
      const before = await save(moved, input(`${tag}-moved`));
      await expect(save(moved, input(tag))).rejects.toBeInstanceOf(SlugTakenError);
      expect(await store.get(moved)).toEqual(before);
      expect(await store.revisions(moved)).toHaveLength(1);
    });

    it('frees a slug its post no longer uses', async () => {
      const first = store.newId();
      await save(first, input(tag));
      await save(first, input(`${tag}-renamed`));
      const second = store.newId();
      await expect(save(second, input(tag))).resolves.toMatchObject({ id: second, slug: tag });
    });

    it('refuses invalid input with a 400, the server’s message and each problem’s field', async () => {
      const id = store.newId();
      // A missing field leads the message, though the bad slug comes first.
      const issues = [
        { field: 'slug', message: POST_TEXT.slugCharacters },
        { field: 'content', message: REQUIRED_FIELDS_MESSAGE },
      ];
      await expect(
        save(id, input(tag, { slug: `${tag}--Bad Slug`, content: '  ' })),
      ).rejects.toMatchObject({
        status: 400,
        message: REQUIRED_FIELDS_MESSAGE,
        issues,
        body: { error: REQUIRED_FIELDS_MESSAGE, issues },
      });
      await expect(
        save(id, input(tag, { featuredImage: 'javascript:alert(1)' })),
      ).rejects.toMatchObject({
        status: 400,
        message: FEATURED_IMAGE_URL_MESSAGE,
        issues: [{ field: 'featuredImage', message: FEATURED_IMAGE_URL_MESSAGE }],
      });
      expect(await store.get(id)).toBeNull();
      expect(await store.revisions(id)).toEqual([]);
    });

    it('lists revisions without their texts, and answers one with its text; 404 for one it lacks, 400 for no id', async () => {
      const id = store.newId();
      await save(id, input(tag, { content: '<p>a long text</p>' }));
      const [summary] = await store.revisions(id);
      expect(Object.keys(summary!).sort()).toEqual(
        ['added', 'autosave', 'by', 'id', 'removed', 'restoredFrom', 'savedAt'].sort(),
      );
      expect(await store.revision(id, summary!.id)).toEqual({
        ...summary,
        title: 'A contract post',
        excerpt: 'What it is about',
        content: '<p>a long text</p>',
        slug: tag,
        categories: [],
      });
      await expect(store.revision(id, `${tag}-gone`)).rejects.toMatchObject({
        status: 404,
        message: REVISIONS_TEXT.unknown,
      });
      await expect(store.revision(id, 'not an id')).rejects.toMatchObject({
        status: 400,
        message: REVISIONS_TEXT.badId,
      });
    });

    it('keeps a revision of each save, newest first, with who saved it and how much changed', async () => {
      const id = store.newId();
      await save(id, input(tag, { content: '<p>one two three</p>' }));
      await save(id, input(tag, { content: '<p>one two three four five</p>' }));
      const [newest, first] = await withTexts(id);
      expect(newest).toMatchObject({
        title: 'A contract post',
        excerpt: 'What it is about',
        content: '<p>one two three four five</p>',
        autosave: false,
        restoredFrom: null,
        added: 2,
        removed: 0,
      });
      // The first save adds every word: title, excerpt and body.
      expect(first).toMatchObject({ content: '<p>one two three</p>', added: 10, removed: 0 });
      expect(newest!.by).toEqual(first!.by);
      expect(newest!.savedAt >= first!.savedAt).toBe(true);
    });

    it('keeps the slug and categories with each revision; a save changing only them keeps one', async () => {
      const id = store.newId();
      await save(id, input(tag, { metadata: { categories: ['elf-tips'] } }));
      await save(
        id,
        input(`${tag}-moved`, { metadata: { categories: ['elf-tips', 'holiday-magic'] } }),
      );
      const [moved, first] = await withTexts(id);
      expect(first).toMatchObject({ slug: tag, categories: ['elf-tips'] });
      expect(moved).toMatchObject({
        slug: `${tag}-moved`,
        categories: ['elf-tips', 'holiday-magic'],
        added: 0,
        removed: 0,
      });
    });

    it('adds no revision for a save that changes no text, as publishing it', async () => {
      const id = store.newId();
      await save(id, input(tag));
      await save(id, input(tag));
      await save(id, input(tag, { published: true, metadata: { author: 'Ella' } }));
      expect(await contents(id)).toEqual(['<p>one two three</p>']);
    });

    it('folds an admin’s autosaves in a row into one revision, counted from the save before', async () => {
      const id = store.newId();
      await save(id, input(tag, { content: '<p>saved by hand</p>' }));
      await save(id, input(tag, { content: '<p>typing</p>' }), { autosave: true });
      const [typing] = await store.revisions(id);
      for (const text of ['typing more', 'typing more words'])
        await save(id, input(tag, { content: `<p>${text}</p>` }), { autosave: true });
      const [folded, byHand] = await withTexts(id);
      expect(await store.revisions(id)).toHaveLength(2);
      expect(folded).toMatchObject({
        id: typing!.id,
        content: '<p>typing more words</p>',
        autosave: true,
        added: 3,
        removed: 3,
      });
      expect(byHand).toMatchObject({ content: '<p>saved by hand</p>', autosave: false });

      // A save by hand is never folded, and an autosave after it starts a revision of its own.
      await save(id, input(tag, { content: '<p>kept by hand</p>' }));
      await save(id, input(tag, { content: '<p>typing again</p>' }), { autosave: true });
      expect(await contents(id)).toEqual([
        '<p>typing again</p>',
        '<p>kept by hand</p>',
        '<p>typing more words</p>',
        '<p>saved by hand</p>',
      ]);
    });

    it('keeps a save on purpose of an autosaved text: later autosaves start a revision of their own', async () => {
      const id = store.newId();
      await save(id, input(tag, { content: '<p>first</p>' }));
      await save(id, input(tag, { content: '<p>typed</p>' }), { autosave: true });
      const [autosaved] = await store.revisions(id);
      await nextMillisecond();
      // Save pressed with nothing changed since the autosave: that text is now saved on purpose.
      await save(id, input(tag, { content: '<p>typed</p>' }));
      await save(id, input(tag, { content: '<p>typed on</p>' }), { autosave: true });
      const kept = await withTexts(id);
      expect(kept.map((r) => [r.content, r.autosave])).toEqual([
        ['<p>typed on</p>', true],
        ['<p>typed</p>', false],
        ['<p>first</p>', false],
      ]);
      expect(kept[1]).toMatchObject({ id: autosaved!.id, added: 1, removed: 1 });
      expect(kept[1]!.savedAt > autosaved!.savedAt).toBe(true);
    });

    it('restores a revision as a new save naming it; an unknown one is refused with 404', async () => {
      const id = store.newId();
      await save(id, input(tag, { title: 'First title', content: '<p>first draft</p>' }));
      await save(id, input(tag, { title: 'Second title', content: '<p>second draft</p>' }));
      const [second, first] = await withTexts(id);
      const restored = await save(
        id,
        input(tag, { title: first!.title, content: first!.content }),
        { restoredFrom: first!.id },
      );
      expect(restored).toMatchObject({ title: 'First title', content: '<p>first draft</p>' });
      const kept = await withTexts(id);
      expect(kept.slice(1).map((r) => r.id)).toEqual([second!.id, first!.id]);
      expect(kept[0]).toMatchObject({ title: 'First title', restoredFrom: first!.id });

      const elsewhere = input(tag, { content: '<p>from nowhere</p>' });
      await expect(save(id, elsewhere, { restoredFrom: `${tag}-gone` })).rejects.toMatchObject({
        status: 404,
        message: REVISIONS_TEXT.unknown,
      });
      const notAnId = postSaveKindSchema.safeParse({ restoredFrom: 'not an id' }).error!;
      await expect(save(id, elsewhere, { restoredFrom: 'not an id' })).rejects.toMatchObject({
        status: 400,
        message: notAnId.issues[0]!.message,
      });
      expect(await store.revisions(id)).toHaveLength(3);
      expect(await store.get(id)).toEqual(restored);
    });

    it(`keeps the last ${REVISION_LIMIT} revisions`, async () => {
      const id = store.newId();
      for (let i = 1; i <= REVISION_LIMIT + 2; i++)
        await save(id, input(tag, { content: `<p>version ${i}</p>` }));
      const kept = await contents(id);
      expect(kept).toHaveLength(REVISION_LIMIT);
      expect(kept[0]).toBe(`<p>version ${REVISION_LIMIT + 2}</p>`);
      expect(kept.at(-1)).toBe('<p>version 3</p>');
    });

    it('deletes a post with its revisions, frees its slug, and deleting again is no error', async () => {
      const id = store.newId();
      await save(id, input(tag));
      await store.remove({ id, slug: tag });
      expect(await store.get(id)).toBeNull();
      expect(await store.revisions(id)).toEqual([]);
      expect(await mine()).toEqual([]);
      await expect(store.remove({ id, slug: tag })).resolves.toBeUndefined();
      const next = store.newId();
      await expect(save(next, input(tag))).resolves.toMatchObject({ slug: tag });
    });
  });
}
