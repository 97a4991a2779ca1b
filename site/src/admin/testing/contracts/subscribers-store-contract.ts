/**
 * What every SubscribersStore does, written once: run against the in-memory store
 * (in-memory-subscribers.test.ts) and against the real adapter calling the API on the emulators
 * (test/contracts/admin-stores.int.test.ts). Subscribers come from sign-ups, not from the admin,
 * so `store` is the test's side putting documents in the collection; each test's addresses hold a
 * tag of its own, and the figures are compared before and after.
 */
import { SUBSCRIBERS_API_TEXT, SUBSCRIBERS_PAGE_SIZE } from '@core/newsletter/subscribers-admin';
import type { SubscribersStore } from '@site/admin/data/subscribers-store';
import type { StoredSubscriber } from '../in-memory-subscribers';

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString();
const randomHex = () =>
  Array.from({ length: 4 }, () => Math.random().toString(16).slice(2, 10)).join('');

export function subscribersStoreContract<Store extends SubscribersStore>(
  backend: string,
  makeStore: () => Promise<Store>,
  store: (subscribers: Store, docs: StoredSubscriber[]) => Promise<void>,
) {
  describe(`SubscribersStore contract: ${backend}`, () => {
    let subscribers: Store;
    let tag: string;
    beforeEach(async () => {
      subscribers = await makeStore();
      tag = `contract${randomHex().slice(0, 10)}`;
    });

    /** A confirmed, a waiting, an unsubscribed and a pre-double-opt-in subscriber, in that order of age. */
    async function seed() {
      const doc = (who: string, data: Record<string, unknown>): StoredSubscriber => ({
        id: randomHex(),
        data: { email: `${who}.${tag}@elf.test`, ...data },
      });
      const docs = {
        waiting: doc('waiting', { status: 'waiting', createdAt: daysAgo(1), source: '/' }),
        confirmed: doc('confirmed', {
          status: 'confirmed',
          createdAt: daysAgo(3),
          confirmedAt: daysAgo(2),
          source: '/blog/elf-ideas',
        }),
        unsubscribed: doc('unsubscribed', {
          status: 'unsubscribed',
          createdAt: daysAgo(10),
          confirmedAt: daysAgo(10),
          unsubscribedAt: daysAgo(4),
          source: '/',
        }),
        early: doc('early', { createdAt: daysAgo(40) }),
      };
      await store(subscribers, Object.values(docs));
      return docs;
    }
    const emailOf = (doc: StoredSubscriber) => doc.data.email as string;

    it('finds subscribers by part of the address, newest sign-up first, with status, dates and page', async () => {
      const docs = await seed();
      const page = await subscribers.list({ q: tag.toUpperCase() });
      expect(page.nextAfter).toBeNull();
      expect(page.subscribers).toEqual([
        { id: docs.waiting.id, ...docs.waiting.data },
        { id: docs.confirmed.id, ...docs.confirmed.data },
        { id: docs.unsubscribed.id, ...docs.unsubscribed.data },
        {
          id: docs.early.id,
          ...docs.early.data,
          status: 'confirmed',
          confirmedAt: docs.early.data.createdAt,
          source: '',
        },
      ]);
    });

    it('narrows to one status', async () => {
      const docs = await seed();
      const page = await subscribers.list({ q: tag, status: 'confirmed' });
      expect(page.subscribers.map((s) => s.email)).toEqual([
        emailOf(docs.confirmed),
        emailOf(docs.early),
      ]);
    });

    it('answers a page at a time, each going on where the one before ended', async () => {
      const docs = Array.from({ length: SUBSCRIBERS_PAGE_SIZE + 3 }, (_, i) => ({
        id: randomHex(),
        data: {
          email: `p${i}.${tag}@elf.test`,
          status: 'confirmed',
          createdAt: daysAgo(i + 1),
          confirmedAt: daysAgo(i + 1),
          source: '/',
        },
      }));
      await store(subscribers, docs);
      const first = await subscribers.list({ q: tag });
      expect(first.subscribers).toHaveLength(SUBSCRIBERS_PAGE_SIZE);
      expect(first.nextAfter).not.toBeNull();
      const rest = await subscribers.list({ q: tag, after: first.nextAfter });
      expect([...first.subscribers, ...rest.subscribers].map((s) => s.email)).toEqual(
        docs.map((doc) => doc.data.email),
      );
      expect(rest.nextAfter).toBeNull();
    });

    it('refuses a cursor it did not give and a status it does not know', async () => {
      await expect(subscribers.list({ after: 'not-a-cursor' })).rejects.toMatchObject({
        status: 400,
        message: SUBSCRIBERS_API_TEXT.badCursor,
      });
      await expect(subscribers.list({ status: 'spam' as 'waiting' })).rejects.toMatchObject({
        status: 400,
        message: SUBSCRIBERS_API_TEXT.statusOneOf,
      });
    });

    it('counts each status and the confirmations of the last 30 days and the 30 before', async () => {
      const before = await subscribers.figures();
      await seed();
      const after = await subscribers.figures();
      expect({
        confirmed: after.confirmed - before.confirmed,
        waiting: after.waiting - before.waiting,
        unsubscribed: after.unsubscribed - before.unsubscribed,
        last: after.confirmedLast30Days - before.confirmedLast30Days,
        previous: after.confirmedPrevious30Days - before.confirmedPrevious30Days,
      }).toEqual({ confirmed: 2, waiting: 1, unsubscribed: 1, last: 1, previous: 1 });
    });

    it('exports the confirmed addresses only, under a header row', async () => {
      const docs = await seed();
      const lines = (await subscribers.exportCsv()).split('\r\n');
      expect(lines[0]).toBe('email,confirmed at,source');
      expect(lines.filter((line) => line.includes(tag)).sort()).toEqual([
        `${emailOf(docs.confirmed)},${docs.confirmed.data.confirmedAt as string},/blog/elf-ideas`,
        `${emailOf(docs.early)},${docs.early.data.createdAt as string},`,
      ]);
    });

    it('counts and exports no address a send bounced for good, and lists it as bounced', async () => {
      const bounced = (who: string, data: Record<string, unknown>): StoredSubscriber => ({
        id: randomHex(),
        data: { email: `${who}.${tag}@elf.test`, bouncedAt: daysAgo(1), ...data },
      });
      const before = await subscribers.figures();
      await store(subscribers, [
        bounced('bounced', {
          status: 'confirmed',
          createdAt: daysAgo(5),
          confirmedAt: daysAgo(5),
          source: '/',
        }),
        bounced('early-bounced', { createdAt: daysAgo(50) }),
        bounced('bounced-then-left', {
          status: 'unsubscribed',
          createdAt: daysAgo(5),
          confirmedAt: daysAgo(5),
          unsubscribedAt: daysAgo(1),
          source: '/',
        }),
      ]);
      const after = await subscribers.figures();
      expect(after.confirmed - before.confirmed).toBe(0);
      expect(after.unsubscribed - before.unsubscribed).toBe(1);
      expect((await subscribers.exportCsv()).split('\r\n').filter((l) => l.includes(tag))).toEqual(
        [],
      );
      const listed = await subscribers.list({ q: tag, status: 'bounced' });
      expect(listed.subscribers.map((s) => s.email).sort()).toEqual([
        `bounced.${tag}@elf.test`,
        `early-bounced.${tag}@elf.test`,
      ]);
    });

    it('erases subscribers: gone from the list; an id not stored is missing', async () => {
      const docs = await seed();
      const gone = 'f'.repeat(64);
      expect(await subscribers.erase([docs.waiting.id, docs.early.id, gone])).toEqual({
        deleted: [docs.waiting.id, docs.early.id],
        missing: [gone],
        failed: [],
      });
      expect((await subscribers.list({ q: tag })).subscribers.map((s) => s.email)).toEqual([
        emailOf(docs.confirmed),
        emailOf(docs.unsubscribed),
      ]);
    });

    it('refuses an erase of no ids, erasing nothing', async () => {
      await seed();
      await expect(subscribers.erase([])).rejects.toMatchObject({ status: 400 });
      expect((await subscribers.list({ q: tag })).subscribers).toHaveLength(4);
    });
  });
}
