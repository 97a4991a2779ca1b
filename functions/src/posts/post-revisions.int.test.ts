import type { Post } from '@core/models';
import { COLLECTIONS } from '@core/paths';
import type { PostInput } from '@core/posts/post';
import {
  AUTOSAVE_FOLD_MS,
  EARLIER_AUTHOR,
  REVISION_LIMIT,
  REVISIONS_TEXT,
  type PostRevision,
  type PostRevisionResponse,
  type PostRevisionsResponse,
} from '@core/posts/post-revisions';
import { createTestPost, deleteTestPost, SITE_ORIGIN, uniqueId } from '@test/emulators';
import { adminSession, bearer, callAs, deleteSession, type TestSession } from '@test/sessions';
import { db } from '../platform/firebase';
import { revisionsOf } from './post-revisions';

function input(slug: string, content: string, extra: Partial<PostInput> = {}): PostInput {
  return {
    title: `Revisions ${slug}`,
    slug,
    excerpt: 'An excerpt',
    content,
    featuredImage: null,
    published: false,
    metadata: {},
    ...extra,
  };
}

describe('post revisions', () => {
  let admin: TestSession;
  let other: TestSession;
  const created: string[] = [];
  beforeAll(async () => {
    [admin, other] = await Promise.all([adminSession(), adminSession()]);
  });
  afterAll(async () => {
    await Promise.all(created.map((id) => deleteTestPost({ id })));
    await Promise.all([deleteSession(admin), deleteSession(other)]);
  });

  const save = (
    session: TestSession,
    id: string,
    body: PostInput & { autosave?: boolean; restoredFrom?: string },
  ) => {
    if (!created.includes(id)) created.push(id);
    return callAs<{ post?: Post; error?: string }>(session, 'PUT', `/api/admin/posts/${id}`, body);
  };
  const list = async (id: string) => {
    const { status, body } = await callAs<PostRevisionsResponse>(
      admin,
      'GET',
      `/api/admin/posts/${id}/revisions`,
    );
    expect(status).toBe(200);
    return body.revisions;
  };
  const one = (id: string, revisionId: string) =>
    callAs<PostRevisionResponse & { error?: string }>(
      admin,
      'GET',
      `/api/admin/posts/${id}/revisions/${revisionId}`,
    );
  /**
   * The list, each entry read on its own for its text, as the History panel reads the chosen one.
   * One after another: 25 requests at once outlast the Hosting emulator's proxy on a busy machine.
   */
  const revisions = async (id: string) => {
    const read: PostRevision[] = [];
    for (const summary of await list(id)) {
      const { status, body } = await one(id, summary.id);
      expect(status).toBe(200);
      expect(body.revision).toMatchObject(summary);
      read.push(body.revision);
    }
    return read;
  };

  it('lists revisions without their texts; one revision answers with its text', async () => {
    const id = uniqueId('rev-list');
    expect((await save(admin, id, input(id, '<p>a long text</p>'))).status).toBe(201);
    const [summary] = await list(id);
    expect(Object.keys(summary!).sort()).toEqual(
      ['added', 'autosave', 'by', 'id', 'removed', 'restoredFrom', 'savedAt'].sort(),
    );
    const { status, body } = await one(id, summary!.id);
    expect(status).toBe(200);
    expect(body.revision).toMatchObject({ ...summary, content: '<p>a long text</p>' });

    expect(await one(id, 'no-such-revision')).toMatchObject({
      status: 404,
      body: { error: REVISIONS_TEXT.unknown },
    });
    expect(await one(id, 'not%20an%20id')).toMatchObject({
      status: 400,
      body: { error: REVISIONS_TEXT.badId },
    });
  });

  it('every save keeps a revision, newest first, saying who saved it and how much changed', async () => {
    const id = uniqueId('rev');
    expect((await save(admin, id, input(id, '<p>one two three</p>'))).status).toBe(201);
    expect((await save(admin, id, input(id, '<p>one two three four five</p>'))).status).toBe(200);
    expect((await save(other, id, input(id, '<p>one three four five</p>'))).status).toBe(200);
    // Publishing changes no text: nothing to keep.
    expect(
      (await save(admin, id, input(id, '<p>one three four five</p>', { published: true }))).status,
    ).toBe(200);
    const kept = await revisions(id);
    expect(kept.map((r) => r.content)).toEqual([
      '<p>one three four five</p>',
      '<p>one two three four five</p>',
      '<p>one two three</p>',
    ]);
    expect(kept.map((r) => r.by.uid)).toEqual([other.uid, admin.uid, admin.uid]);
    expect(kept.map(({ added, removed }) => [added, removed])).toEqual([
      [0, 1],
      [2, 0],
      // The first save: the title, the excerpt and the body.
      [7, 0],
    ]);
    expect(kept[0]!.savedAt >= kept[1]!.savedAt).toBe(true);
  });

  it(`keeps the last ${REVISION_LIMIT} saves`, async () => {
    const id = uniqueId('cap');
    for (let i = 1; i <= REVISION_LIMIT + 2; i++)
      expect((await save(admin, id, input(id, `<p>version ${i}</p>`))).status).toBeLessThan(300);
    const kept = await revisions(id);
    expect(kept).toHaveLength(REVISION_LIMIT);
    expect(kept[0]!.content).toBe(`<p>version ${REVISION_LIMIT + 2}</p>`);
    expect(kept.at(-1)!.content).toBe('<p>version 3</p>');
  });

  it('folds consecutive autosaves by one admin, so they do not push out real saves', async () => {
    const id = uniqueId('fold');
    await save(admin, id, input(id, '<p>saved by hand</p>'));
    for (const text of ['typing', 'typing more', 'typing more words'])
      expect(
        (await save(admin, id, { ...input(id, `<p>${text}</p>`), autosave: true })).status,
      ).toBe(200);
    let kept = await revisions(id);
    expect(kept.map((r) => [r.content, r.autosave])).toEqual([
      ['<p>typing more words</p>', true],
      ['<p>saved by hand</p>', false],
    ]);
    // Counted from the save by hand, not from the autosave it replaced.
    expect(kept[0]).toMatchObject({ added: 3, removed: 3 });

    // Another admin's autosave, and one long after the last, start revisions of their own.
    await save(other, id, { ...input(id, '<p>someone else</p>'), autosave: true });
    // Every revision moved back past the fold window, as if the next autosave came much later.
    const all = await revisionsOf(db(), id).get();
    await Promise.all(
      all.docs.map((doc) =>
        doc.ref.update({
          savedAt: new Date(
            Date.parse(doc.get('savedAt') as string) - AUTOSAVE_FOLD_MS - 1000,
          ).toISOString(),
        }),
      ),
    );
    await save(other, id, { ...input(id, '<p>someone else, later</p>'), autosave: true });
    kept = await revisions(id);
    expect(kept.map((r) => r.content)).toEqual([
      '<p>someone else, later</p>',
      '<p>someone else</p>',
      '<p>typing more words</p>',
      '<p>saved by hand</p>',
    ]);
  });

  it('keeps the slug and categories with each revision, for a restore to bring back', async () => {
    const id = uniqueId('rev-address');
    await save(
      admin,
      id,
      input(id, '<p>same text</p>', { metadata: { categories: ['elf-tips'] } }),
    );
    await save(
      admin,
      id,
      input(`${id}-moved`, '<p>same text</p>', { metadata: { categories: ['elf-stories'] } }),
    );
    const kept = await revisions(id);
    expect(kept.map((r) => [r.slug, r.categories])).toEqual([
      [`${id}-moved`, ['elf-stories']],
      [id, ['elf-tips']],
    ]);
  });

  it('a save on purpose after an autosave stays a revision: the next autosaves start a new one', async () => {
    const id = uniqueId('kept');
    await save(admin, id, input(id, '<p>first words</p>'));
    await save(admin, id, { ...input(id, '<p>typed words</p>'), autosave: true });
    // "Draft autosaved", then Save with no further change: no text to add, but kept on purpose.
    expect((await save(admin, id, input(id, '<p>typed words</p>'))).status).toBe(200);
    for (const text of ['typed on', 'typed on and on'])
      await save(admin, id, { ...input(id, `<p>${text}</p>`), autosave: true });
    const kept = await revisions(id);
    expect(kept.map((r) => [r.content, r.autosave])).toEqual([
      ['<p>typed on and on</p>', true],
      ['<p>typed words</p>', false],
      ['<p>first words</p>', false],
    ]);
  });

  it('restoring a revision saves its text as a new revision; nothing is lost', async () => {
    const id = uniqueId('restore');
    await save(admin, id, input(id, '<p>first draft</p>', { title: 'First title' }));
    await save(admin, id, input(id, '<p>second draft</p>', { title: 'Second title' }));
    const [second, first] = await revisions(id);
    const restored = await save(admin, id, {
      ...input(id, first!.content, { title: first!.title }),
      restoredFrom: first!.id,
    });
    expect(restored.status).toBe(200);
    expect(restored.body.post).toMatchObject({
      title: 'First title',
      content: '<p>first draft</p>',
    });
    const kept = await revisions(id);
    expect(kept.map((r) => r.id).slice(1)).toEqual([second!.id, first!.id]);
    expect(kept[0]).toMatchObject({
      title: 'First title',
      content: '<p>first draft</p>',
      restoredFrom: first!.id,
    } satisfies Partial<PostRevision>);

    const unknown = await save(admin, id, {
      ...input(id, '<p>from nowhere</p>'),
      restoredFrom: 'no-such-revision',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe(REVISIONS_TEXT.unknown);
    expect((await revisions(id)).length).toBe(3);
    expect((await db().collection(COLLECTIONS.posts).doc(id).get()).get('content')).toBe(
      '<p>first draft</p>',
    );
  });

  it('a post saved before revisions were kept keeps its old text as the first revision', async () => {
    const legacy = await createTestPost({ published: false, slug: uniqueId('legacy') });
    created.push(legacy.id);
    await save(admin, legacy.id, input(legacy.slug, '<p>rewritten</p>'));
    const kept = await revisions(legacy.id);
    expect(kept.map((r) => r.content)).toEqual(['<p>rewritten</p>', legacy.content]);
    expect(kept[1]).toMatchObject({
      title: legacy.title,
      by: EARLIER_AUTHOR,
      savedAt: legacy.updatedAt,
    });
  });

  it('deleting a post deletes its revisions', async () => {
    const id = uniqueId('gone');
    await save(admin, id, input(id, '<p>soon gone</p>'));
    const deleted = await fetch(`${SITE_ORIGIN}/api/admin/posts/${id}`, {
      method: 'DELETE',
      headers: bearer(admin),
    });
    expect(deleted.status).toBe(204);
    expect((await revisionsOf(db(), id).get()).size).toBe(0);
    expect(await revisions(id)).toEqual([]);
  });
});
