/**
 * What every ContentStore does (the generator content the admin curates), written once: run
 * against the in-memory store (in-memory-content.test.ts) and against the real adapter calling
 * the API on the emulators (test/contracts/admin-stores.int.test.ts). The store may hold others'
 * entries: each test names its own with a prefix no other entry has, and searches by it.
 */
import { MAX_BULK_DELETE, MAX_CONTENT_PAGE_SIZE } from '@core/admin/admin-content-api';
import { CONTENT_TEXT } from '@core/generators/content-schemas';
import { CONTENT_LIST_TEXT } from '@core/generators/content-list-query';
import { contentKind, duplicateText, notFoundText } from '@core/generators/content-kinds';
import type { ContentStore } from '@site/admin/data/content-store';

export function contentStoreContract(backend: string, makeContent: () => Promise<ContentStore>) {
  describe(`ContentStore contract: ${backend}`, () => {
    let content: ContentStore;
    let tag: string;
    beforeEach(async () => {
      content = await makeContent();
      tag = `c${Math.random().toString(36).slice(2, 10)}`;
    });
    // The real store is the one end-to-end tests use next, whose widgets pick any prefix: a test
    // leaves none of its own behind.
    afterEach(async () => {
      const { items } = await content.list('prefixes', { q: tag, limit: MAX_CONTENT_PAGE_SIZE });
      if (items.length)
        await content.removeMany(
          'prefixes',
          items.map((item) => item.id),
        );
    });
    const names = async (q: string, limit?: number) =>
      (await content.list('prefixes', { q, limit })).items.map((item) => item.value);

    it('creates an entry and finds it by the start of its name', async () => {
      const created = await content.create('prefixes', { value: `${tag} Jingle` });
      expect(created).toMatchObject({ id: expect.any(String), value: `${tag} Jingle` });
      expect(await names(tag)).toEqual([`${tag} Jingle`]);
    });

    it('refuses an invalid entry with its field, as the API answers it', async () => {
      await expect(content.create('prefixes', { value: ' ' })).rejects.toMatchObject({
        status: 400,
        message: CONTENT_TEXT.nameRequired,
        issues: [{ field: 'value', message: CONTENT_TEXT.nameRequired }],
        body: {
          error: CONTENT_TEXT.nameRequired,
          issues: [{ field: 'value', message: CONTENT_TEXT.nameRequired }],
        },
      });
    });

    it('refuses a name stored already, whatever its case and spaces, naming the entry', async () => {
      const first = await content.create('prefixes', { value: `${tag} Jingle` });
      await expect(
        content.create('prefixes', { value: `  ${tag.toUpperCase()}   JINGLE ` }),
      ).rejects.toMatchObject({
        status: 409,
        message: duplicateText(contentKind('prefixes')),
        duplicateOf: first.id,
        body: { error: duplicateText(contentKind('prefixes')), duplicateOf: first.id },
      });
      expect(await names(tag)).toEqual([`${tag} Jingle`]);
    });

    it('answers changed: false for a save that changes nothing, true for one that does', async () => {
      const entry = await content.create('prefixes', { value: `${tag} Jingle` });
      expect(await content.update('prefixes', entry.id, { value: `${tag} Jingle` })).toEqual({
        item: entry,
        changed: false,
      });
      const renamed = await content.update('prefixes', entry.id, { value: `${tag} Tinsel` });
      expect(renamed).toMatchObject({
        changed: true,
        item: { id: entry.id, value: `${tag} Tinsel` },
      });
    });

    it('searches ignoring case and spaces, in code-point order of the names', async () => {
      for (const value of ['Zebra', 'Éclair', 'apple', 'Mango'])
        await content.create('prefixes', { value: `${tag} ${value}` });
      expect(await names(tag)).toEqual([
        `${tag} apple`,
        `${tag} Mango`,
        `${tag} Zebra`,
        `${tag} Éclair`,
      ]);
      expect(await names(`  ${tag.toUpperCase()}   M`)).toEqual([`${tag} Mango`]);
    });

    it('pages on from the last entry shown, even when an entry was deleted meanwhile', async () => {
      const created = [];
      for (const value of ['a', 'b', 'c', 'd', 'e'])
        created.push(await content.create('prefixes', { value: `${tag} ${value}` }));
      const first = await content.list('prefixes', { q: tag, limit: 2 });
      expect(first.items.map((item) => item.value)).toEqual([`${tag} a`, `${tag} b`]);
      expect(first.nextAfter).toEqual(expect.any(String));
      await content.remove('prefixes', created[0]!.id);
      const second = await content.list('prefixes', { q: tag, limit: 2, after: first.nextAfter });
      expect(second.items.map((item) => item.value)).toEqual([`${tag} c`, `${tag} d`]);
      const last = await content.list('prefixes', { q: tag, limit: 2, after: second.nextAfter });
      expect(last).toEqual({
        items: [expect.objectContaining({ value: `${tag} e` })],
        nextAfter: null,
      });
    });

    it('refuses an order the kind does not offer, and a search in another order', async () => {
      await expect(content.list('prefixes', { sort: 'newest' })).rejects.toMatchObject({
        status: 400,
        message: CONTENT_LIST_TEXT.sortOneOf(['title']),
      });
      await expect(content.list('recipes', { q: tag, sort: 'newest' })).rejects.toMatchObject({
        status: 400,
        message: CONTENT_LIST_TEXT.searchSortsByTitle,
      });
    });

    it('deletes, counts, and answers 404 for an entry that does not exist', async () => {
      const before = (await content.counts()).prefixes;
      const entry = await content.create('prefixes', { value: `${tag} Jingle` });
      expect((await content.counts()).prefixes).toBe(before + 1);
      await content.remove('prefixes', entry.id);
      expect((await content.counts()).prefixes).toBe(before);
      expect(await names(tag)).toEqual([]);
      await expect(content.remove('prefixes', entry.id)).rejects.toMatchObject({
        status: 404,
        message: notFoundText(contentKind('prefixes')),
        body: { error: notFoundText(contentKind('prefixes')) },
      });
    });

    it('deletes many at once: the stored ones deleted, the unknown ones answered missing', async () => {
      const a = await content.create('prefixes', { value: `${tag} Jingle` });
      const b = await content.create('prefixes', { value: `${tag} Tinsel` });
      const c = await content.create('prefixes', { value: `${tag} Twinkle` });
      expect(await content.removeMany('prefixes', [a.id, c.id, `${tag}-gone`])).toEqual({
        deleted: [a.id, c.id],
        missing: [`${tag}-gone`],
        failed: [],
      });
      expect(await names(tag)).toEqual([`${tag} Tinsel`]);
      await content.remove('prefixes', b.id);
    });

    it('refuses a bulk delete over the bound or with a repeated id, and deletes nothing', async () => {
      const entry = await content.create('prefixes', { value: `${tag} Jingle` });
      const tooMany = [entry.id, ...Array.from({ length: MAX_BULK_DELETE }, (_, i) => `x${i}`)];
      await expect(content.removeMany('prefixes', tooMany)).rejects.toMatchObject({
        status: 400,
        message: `ids: at most ${MAX_BULK_DELETE} per request`,
      });
      await expect(content.removeMany('prefixes', [entry.id, entry.id])).rejects.toMatchObject({
        status: 400,
        message: 'ids: each id once',
      });
      expect(await names(tag)).toEqual([`${tag} Jingle`]);
      await content.remove('prefixes', entry.id);
    });
  });
}
