/**
 * A newsletter send against the emulator, its worker in a process of its own mailing a local SMTP
 * sink: killed in the middle of a batch and started again, it finishes the job with every
 * recipient mailed once or listed unconfirmed, none mailed twice, none silently skipped.
 * The send names no stored post, so the stack's own worker (the trigger) leaves it to the test's.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { RecipientState } from '@core/newsletter/newsletter-send';
import { COLLECTIONS } from '@core/paths';
import { EMULATOR_ENV, LOCAL_MAIL_ENV } from '../../../scripts/lib/stack';
import { ROOT } from '../../../scripts/lib/paths';
import { uniqueId } from '@test/emulators';
import { startSmtpSink, type SmtpSink } from '@test/smtp-sink';
import { backgroundTriggers } from '../../../scripts/lib/background-triggers';
import { db } from '../platform/firebase';
import { createSend, retrySend, sendRef, type StoredRecipient } from './send-job';
import { erasedSubscriberRef, subscriberId, subscriberRef } from './subscriber-store';

const SUBSCRIBERS = 60;
const KILL_AT_MAIL = 25;

function startWorker(sendId: string, sink: SmtpSink): ChildProcess {
  // Node itself with tsx's loader: the tsx command runs the script in a child of its own, which a
  // kill of the command would leave running.
  return spawn(
    process.execPath,
    ['--import', 'tsx', join(ROOT, 'test/support/newsletter-send-worker.ts'), sendId],
    {
      cwd: ROOT,
      env: { ...process.env, ...EMULATOR_ENV, ...LOCAL_MAIL_ENV, SMTP_URL: sink.url },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

async function subscribe(email: string, status: string): Promise<void> {
  const now = new Date().toISOString();
  await subscriberRef(subscriberId(email)).set({
    email,
    status,
    createdAt: now,
    confirmedAt: now,
    source: '/',
  });
}

async function recipientsOf(sendId: string): Promise<Map<string, StoredRecipient>> {
  const snapshot = await sendRef(sendId).collection(COLLECTIONS.newsletterSendRecipients).get();
  return new Map(
    snapshot.docs.map((doc) => {
      const recipient = doc.data() as StoredRecipient;
      return [recipient.email, recipient];
    }),
  );
}

// The stack's own trigger would work the send beside this test's worker: it is held meanwhile.
beforeAll(() => backgroundTriggers(false));
afterAll(() => backgroundTriggers(true));

it('killed mid-batch and started again, mails every recipient once or lists it unconfirmed', async () => {
  const prefix = uniqueId('send');
  const addresses = Array.from({ length: SUBSCRIBERS }, (_, i) => `${prefix}-${i}@elf.test`);
  // The last of ours the worker claims (in id order), so the kill leaves them for the resume:
  // one unsubscribes once the send is under way, one is refused for now, one for good.
  const [leaving, busy, gone] = [...addresses].sort((a, b) =>
    subscriberId(b).localeCompare(subscriberId(a)),
  ) as [string, string, string];
  const unsubscribedBefore = `${prefix}-left@elf.test`;
  const erased = `${prefix}-erased@elf.test`;
  await Promise.all([
    ...addresses.map((email) => subscribe(email, 'confirmed')),
    subscribe(unsubscribedBefore, 'unsubscribed'),
    subscribe(erased, 'confirmed'),
  ]);
  await erasedSubscriberRef(subscriberId(erased)).set({ erasedAt: new Date().toISOString() });

  let worker: ChildProcess | undefined;
  const sink = await startSmtpSink({
    refuse: new Map([
      // Refused for now once (retried with backoff), and for good (a hard bounce).
      [busy, { code: 451, times: 1 }],
      [gone, { code: 550, times: 99 }],
    ]),
    onMail: (_to, count) => {
      if (count === 1)
        void subscriberRef(subscriberId(leaving)).update({
          status: 'unsubscribed',
          unsubscribedAt: new Date().toISOString(),
        });
      // Killed with this mail received but not answered: the worker never learns it went.
      if (count !== KILL_AT_MAIL) return 'answer';
      worker?.kill('SIGKILL');
      return 'hold';
    },
  });
  const sendId = uniqueId('send');
  try {
    await createSend(sendId, uniqueId('no-post'), {
      ratePerMinute: 6_000,
      concurrency: 3,
      batchSize: 10,
      sliceMs: 1_000,
      leaseMs: 3_000,
      backoffMs: 50,
    });
    worker = startWorker(sendId, sink);
    await exited(worker);
    expect(worker.signalCode).toBe('SIGKILL');
    const atKill = await recipientsOf(sendId);
    expect([...atKill.values()].filter((r) => r.state === 'claimed').length).toBeGreaterThan(0);

    worker = startWorker(sendId, sink);
    expect(await exited(worker)).toBe(0);

    const job = (await sendRef(sendId).get()).data()!;
    expect(job.status).toBe('done');
    const stored = await recipientsOf(sendId);
    expect(stored.has(unsubscribedBefore)).toBe(false);
    expect(stored.has(erased)).toBe(false);
    expect(stored.get(leaving)?.state).toBe('skipped');
    expect(sink.received.get(leaving)).toBeUndefined();
    expect(stored.get(busy)).toMatchObject({ state: 'sent', attempts: 2 });
    expect(stored.get(gone)).toMatchObject({ state: 'bounced', reason: 'EENVELOPE 550' });
    expect((await subscriberRef(subscriberId(gone)).get()).get('bouncedAt')).toEqual(
      expect.any(String),
    );

    const states = new Map<RecipientState, string[]>();
    for (const [email, recipient] of stored)
      states.set(recipient.state, [...(states.get(recipient.state) ?? []), email]);
    // Nothing left waiting, nothing claimed: each recipient has its answer.
    expect(states.get('pending')).toBeUndefined();
    expect(states.get('claimed')).toBeUndefined();
    for (const email of states.get('sent') ?? []) expect(sink.received.get(email)).toBe(1);
    // Each mail carries its own one-click unsubscribe and Message-ID.
    const head = sink.headers.get(busy)!;
    expect(head).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(head).toMatch(
      /List-Unsubscribe: <http[^>]+\/api\/newsletter\/unsubscribe\?token=[0-9a-f]{64}\./,
    );
    expect(head).toContain(`Message-ID: <${sendId}.${subscriberId(busy)}@`);
    for (const count of sink.received.values()) expect(count).toBe(1);
    // The mail the kill caught went out but was never marked: listed, not sent again.
    const unconfirmed = states.get('unconfirmed') ?? [];
    expect(unconfirmed.length).toBeGreaterThan(0);
    expect(unconfirmed.some((email) => sink.received.get(email) === 1)).toBe(true);
    expect(job.counts).toMatchObject({
      sent: states.get('sent')?.length,
      unconfirmed: unconfirmed.length,
      bounced: 1,
      skipped: states.get('skipped')?.length,
      pending: 0,
      claimed: 0,
    });
    expect(job.total).toBe(stored.size);

    // The owner's retry mails the unconfirmed again, and only them.
    const before = new Map(sink.received);
    expect(await retrySend(sendId)).toBe(unconfirmed.length);
    worker = startWorker(sendId, sink);
    expect(await exited(worker)).toBe(0);
    for (const email of unconfirmed)
      expect(sink.received.get(email)).toBe((before.get(email) ?? 0) + 1);
    for (const email of states.get('sent') ?? []) expect(sink.received.get(email)).toBe(1);
    expect((await sendRef(sendId).get()).data()?.counts.unconfirmed).toBe(0);
  } finally {
    worker?.kill('SIGKILL');
    await sink.close();
    const batch = db().batch();
    for (const email of [...addresses, unsubscribedBefore, erased])
      batch.delete(subscriberRef(subscriberId(email)));
    batch.delete(erasedSubscriberRef(subscriberId(erased)));
    await batch.commit();
  }
});
