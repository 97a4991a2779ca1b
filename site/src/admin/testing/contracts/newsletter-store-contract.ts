/**
 * What every NewsletterStore does, written once: run against the in-memory store
 * (in-memory-newsletter.test.ts) and against the real adapter calling the API on the emulators
 * (test/contracts/admin-stores.int.test.ts). Sends come from the post editor and their workers, so
 * `store` is the test's side putting a send (of no stored post: no worker mails it) in place.
 */
import type { NewsletterSendRow } from '@core/newsletter/newsletter-sends-admin';
import type { NewsletterStore } from '@site/admin/data/newsletter-store';
import { sampleSend } from '../in-memory-newsletter';

const randomId = () => `contract-${Math.random().toString(16).slice(2, 12)}`;

export function newsletterStoreContract<Store extends NewsletterStore>(
  backend: string,
  makeStore: () => Promise<Store>,
  store: (newsletter: Store, send: NewsletterSendRow) => Promise<void>,
) {
  describe(`NewsletterStore contract: ${backend}`, () => {
    let newsletter: Store;
    beforeEach(async () => {
      newsletter = await makeStore();
    });

    const put = async (fields: Parameters<typeof sampleSend>[0]) => {
      const send = sampleSend({
        id: randomId(),
        postId: randomId(),
        postTitle: '',
        createdAt: new Date().toISOString(),
        ...fields,
      });
      await store(newsletter, send);
      return send;
    };
    const listed = async (id: string) =>
      (await newsletter.sends()).sends.find((send) => send.id === id);

    it('lists a send, newest first, with its figures', async () => {
      const older = await put({ createdAt: new Date(Date.now() - 60_000).toISOString() });
      const send = await put({ counts: { sent: 5, failed: 2, bounced: 1 } });
      const { sends } = await newsletter.sends();
      const ids = sends.map((s) => s.id);
      expect(ids.indexOf(send.id)).toBeLessThan(ids.indexOf(older.id));
      expect(await listed(send.id)).toMatchObject({
        status: 'done',
        total: 8,
        counts: { sent: 5, failed: 2, bounced: 1, pending: 0 },
        unsubscribes: 0,
        visits: 0,
      });
    });

    it('mails the chosen kind again, and only that kind', async () => {
      const send = await put({ counts: { sent: 3, failed: 2, unconfirmed: 1 } });
      expect(await newsletter.retry(send.id, 'failed')).toEqual({ recipients: 2 });
      expect((await listed(send.id))?.counts).toMatchObject({ failed: 0, unconfirmed: 1, sent: 3 });
      expect((await listed(send.id))?.status).not.toBe('done');
    });

    it('cancels a send under way once, and refuses one that ended or does not exist', async () => {
      const send = await put({
        status: 'sending',
        finishedAt: null,
        counts: { sent: 2, pending: 4 },
      });
      expect(await newsletter.cancel(send.id)).toEqual({ recipients: 4 });
      expect((await listed(send.id))?.status).toBe('cancelled');
      await expect(newsletter.cancel(send.id)).rejects.toMatchObject({ status: 409 });
      await expect(newsletter.cancel(randomId())).rejects.toMatchObject({ status: 404 });
    });
  });
}
