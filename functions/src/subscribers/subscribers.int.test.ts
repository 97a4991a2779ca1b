/**
 * The admin Subscribers API against the emulators, beyond what the store's contract holds it to
 * (test/contracts/admin-stores.int.test.ts: the list, the figures, the export's rows, the erase):
 * the export's file headers, and the audit entries of the export and the erase, which name no
 * address.
 */
import { createHash } from 'node:crypto';
import type { BulkDeleteResult } from '@core/admin/admin-content-api';
import { apiPath } from '@core/api-routes';
import type { AuditEntry } from '@core/admin/audit';
import type { Backup, RestoreJob, RestorePlan } from '@core/admin/backup';
import { COLLECTIONS } from '@core/paths';
import type { SubscriberPage } from '@core/newsletter/subscribers-admin';
import { LOCAL_NEWSLETTER_TOKEN_SECRET } from '../../../scripts/lib/stack';
import { SITE_ORIGIN, uniqueId } from '@test/emulators';
import { signUp } from '@test/newsletter';
import { bearer, callAs, sessionsForFile } from '@test/sessions';
import {
  DEFAULT_SEND_SETTINGS,
  emptyCounts,
  type SendStatus,
} from '@core/newsletter/newsletter-send';
import { signLinkToken } from '../newsletter/link-tokens';
import { sendRef } from '../newsletter/send-job';
import { db } from '../platform/firebase';

const { admin } = sessionsForFile('admin');

const idOf = (email: string) => createHash('sha256').update(email).digest('hex');
const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString();

/** Four subscribers under a name of the test's own: confirmed, waiting, unsubscribed, and one from before double opt-in. */
async function seed() {
  const tag = uniqueId('sub');
  const email = (who: string) => `${who}.${tag}@elf.test`;
  const docs = {
    confirmed: {
      email: email('confirmed'),
      status: 'confirmed',
      createdAt: daysAgo(2),
      confirmedAt: daysAgo(1),
      source: '/blog/elf-ideas',
    },
    waiting: { email: email('waiting'), status: 'waiting', createdAt: daysAgo(1), source: '/' },
    unsubscribed: {
      email: email('unsubscribed'),
      status: 'unsubscribed',
      createdAt: daysAgo(40),
      confirmedAt: daysAgo(40),
      unsubscribedAt: daysAgo(3),
      source: '/',
    },
    early: { email: email('early'), createdAt: daysAgo(45) },
  };
  const batch = db().batch();
  for (const data of Object.values(docs))
    batch.set(db().collection(COLLECTIONS.newsletterSignups).doc(idOf(data.email)), data);
  await batch.commit();
  return { tag, docs };
}

const list = (query: Record<string, string>) =>
  callAs<SubscriberPage & { error?: string }>(
    admin,
    'GET',
    apiPath('subscribers', new URLSearchParams(query)),
  );

const auditEntries = async (action: string) =>
  (
    await db()
      .collection(COLLECTIONS.auditLog)
      .where('area', '==', 'subscribers')
      .where('action', '==', action)
      .get()
  ).docs.map((doc) => ({ id: doc.id, ...doc.data() }) as AuditEntry);

describe('GET /api/admin/subscribers/export.csv', () => {
  it('answers the confirmed addresses under the columns mail services import, and logs the download by count', async () => {
    const { docs } = await seed();
    const response = await fetch(`${SITE_ORIGIN}${apiPath('subscribersCsv')}`, {
      headers: bearer(admin),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="subscribers-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const lines = (await response.text()).split('\r\n');
    expect(lines[0]).toBe('email,confirmed at,source');
    expect(lines).toContain(
      `${docs.confirmed.email},${docs.confirmed.confirmedAt},/blog/elf-ideas`,
    );
    expect(lines).toContain(`${docs.early.email},${docs.early.createdAt},`);
    expect(lines.filter((line) => line.startsWith(docs.waiting.email))).toEqual([]);
    expect(lines.filter((line) => line.startsWith(docs.unsubscribed.email))).toEqual([]);
    const exports = await auditEntries('export');
    expect(exports.map((e) => e.label)).toContain(
      `${(lines.length - 1).toLocaleString('en-US')} subscribers`,
    );
  });
});

describe('POST /api/admin/subscribers/erase', () => {
  it('deletes the subscribers and records how many, naming neither address nor id', async () => {
    const { tag, docs } = await seed();
    const ids = [idOf(docs.waiting.email), idOf(docs.early.email)];
    const { status, body } = await callAs<BulkDeleteResult>(
      admin,
      'POST',
      apiPath('subscribersErase'),
      { ids: [...ids, 'f'.repeat(64)] },
    );
    expect(status).toBe(200);
    expect(body).toEqual({ deleted: ids, missing: ['f'.repeat(64)], failed: [] });
    expect((await list({ q: tag })).body.subscribers.map((s) => s.email)).toEqual([
      docs.confirmed.email,
      docs.unsubscribed.email,
    ]);
    const erased = (await auditEntries('erase')).filter((e) => e.label === '2 subscribers');
    expect(erased).not.toEqual([]);
    const log = JSON.stringify(await auditEntries('erase'));
    for (const text of [tag, ...ids]) expect(log).not.toContain(text);
  });

  it("takes the address out of every send's recipients, past and running, and only that one", async () => {
    const { docs } = await seed();
    const [gone, kept] = [idOf(docs.confirmed.email), idOf(docs.early.email)];
    const sends = [uniqueId('send-done'), uniqueId('send-running')];
    const statuses: SendStatus[] = ['done', 'sending'];
    // Sends of no stored post: the stack's worker leaves them as they are.
    await Promise.all(
      sends.map(async (id, index) => {
        await sendRef(id).set({
          postId: uniqueId('no-post'),
          status: statuses[index]!,
          createdAt: new Date().toISOString(),
          settings: DEFAULT_SEND_SETTINGS,
          total: 2,
          counts: { ...emptyCounts(), sent: 1, pending: 1 },
          leaseUntil: Date.now() + 60_000,
          slices: 0,
        });
        const recipients = sendRef(id).collection(COLLECTIONS.newsletterSendRecipients);
        await recipients.doc(gone).set({ email: docs.confirmed.email, state: 'sent' });
        await recipients.doc(kept).set({ email: docs.early.email, state: 'pending' });
      }),
    );
    const stored = async () =>
      (
        await Promise.all(
          sends.map((id) => sendRef(id).collection(COLLECTIONS.newsletterSendRecipients).get()),
        )
      ).flatMap((snapshot) => snapshot.docs.map((doc) => doc.get('email') as string));
    expect(await stored()).toContain(docs.confirmed.email);

    const { status } = await callAs(admin, 'POST', apiPath('subscribersErase'), { ids: [gone] });
    expect(status).toBe(200);
    expect(await stored()).toEqual([docs.early.email, docs.early.email]);
    await Promise.all(sends.map((id) => db().recursiveDelete(sendRef(id))));
  });

  it('refuses a body that is not a list of ids, erasing nothing', async () => {
    const { tag } = await seed();
    const { status } = await callAs(admin, 'POST', apiPath('subscribersErase'), { ids: [] });
    expect(status).toBe(400);
    expect((await list({ q: tag })).body.subscribers).toHaveLength(4);
  });
});

describe('an erased subscriber', () => {
  const backupNow = async () => {
    const response = await fetch(`${SITE_ORIGIN}${apiPath('backup')}`, { headers: bearer(admin) });
    expect(response.status).toBe(200);
    return (await response.json()) as Backup;
  };
  const signupIds = (backup: Backup) =>
    (backup.personalData.collections.newsletterSignups ?? []).map((doc) => doc.id);
  const restore = async (backup: Backup, dryRun: boolean) => {
    const query = dryRun ? { dryRun: 'true' } : { jobId: uniqueId('restore'), mode: 'merge' };
    const response = await fetch(`${SITE_ORIGIN}${apiPath('restore', query)}`, {
      method: 'POST',
      headers: { ...bearer(admin), 'content-type': 'application/octet-stream' },
      body: JSON.stringify(backup),
    });
    expect(response.status).toBe(200);
    const { plan, job } = (await response.json()) as { plan: RestorePlan; job?: RestoreJob };
    if (!job) return { plan, job };
    // The request answers the job queued; the stack's trigger runs it.
    const ended = await vi.waitFor(
      async () => {
        const read = await callAs<{ job: RestoreJob }>(
          admin,
          'GET',
          apiPath('restoreJob', { id: job.id }),
        );
        expect(read.body.job.status).not.toBe('running');
        return read.body.job;
      },
      { timeout: 60_000, interval: 500 },
    );
    return { plan, job: ended };
  };
  const stored = async (id: string) =>
    (await db().collection(COLLECTIONS.newsletterSignups).doc(id).get()).data();

  it('stays erased: a restore of an older backup leaves it out and says so, and no backup holds it until its own new confirmation', async () => {
    const { tag, docs } = await seed();
    const full = await backupNow();
    // The newsletter list as it was before the erase, nothing else.
    const before: Backup = {
      ...full,
      collections: {},
      analytics: undefined,
      personalData: {
        ...full.personalData,
        collections: {
          newsletterSignups: full.personalData.collections.newsletterSignups!.filter((doc) =>
            String(doc.data?.email).includes(tag),
          ),
        },
      },
      files: [],
    };
    const id = idOf(docs.confirmed.email);
    expect(signupIds(before)).toContain(id);
    const erased = await callAs(admin, 'POST', apiPath('subscribersErase'), { ids: [id] });
    expect(erased.status).toBe(200);

    const { plan } = await restore(before, true);
    expect(plan.erasedLeftOut).toBe(1);
    expect(plan.merge.totals).toMatchObject({ added: 0, unchanged: 3 });
    expect((await restore(before, false)).job).toMatchObject({ status: 'done' });
    expect(await stored(id)).toBeUndefined();
    expect(signupIds(await backupNow())).not.toContain(id);

    // Signing up again is not consent (anyone can type an address): still left out of backups.
    const signup = await signUp(docs.confirmed.email);
    expect(signup.status).toBe(200);
    expect(await stored(id)).toMatchObject({ status: 'waiting' });
    expect(signupIds(await backupNow())).not.toContain(id);

    // Following the new confirmation link is: the erase no longer holds it back.
    const token = signLinkToken(LOCAL_NEWSLETTER_TOKEN_SECRET, 'confirm', {
      id,
      issuedAt: Date.now(),
    });
    expect((await fetch(`${SITE_ORIGIN}/api/newsletter/confirm?token=${token}`)).status).toBe(200);
    expect(signupIds(await backupNow())).toContain(id);
    expect((await restore(before, true)).plan.erasedLeftOut).toBe(0);
    expect((await restore(before, false)).job).toMatchObject({ status: 'done' });
    expect(await stored(id)).toMatchObject({ status: 'confirmed' });
  });
});
