/**
 * The confirmation mail as the trigger sends it (confirmation-mail.ts), run here in the test's
 * process with the stack's triggers held, so each run is the test's: a retry of the trigger sends
 * nothing twice, and a mail that fails (SMTP at a dead port) keeps the sign-up for the next try.
 */
import { createServer } from 'node:net';
import { backgroundTriggers } from '../../../scripts/lib/background-triggers';
import { CONFIRMATION_MAILS_PER_HOUR } from '@core/newsletter/newsletter-signup';
import { LOCAL_MAIL_ENV } from '../../../scripts/lib/stack';
import { uniqueId } from '@test/emulators';
import { mailsTo, settleMail, waitForMails } from '@test/maildev';
import { signUp, storedSubscriber } from '@test/newsletter';
import { sharedWindowRef } from '../platform/quotas';
import { subscriberId } from './subscriber-store';

/** A port nothing listens on: taken from the system, then let go. */
async function deadPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The trigger's code as a fresh instance with these mail settings would run it. */
async function moduleWith(smtpUrl: string) {
  Object.assign(process.env, LOCAL_MAIL_ENV, { SMTP_URL: smtpUrl });
  vi.resetModules();
  return import('./confirmation-mail');
}
const triggerWith = async (smtpUrl: string) => (await moduleWith(smtpUrl)).mailConfirmation;

/** Signs `email` up through the site and answers the sign-up's time, as the trigger gets it. */
async function signedUp(email: string): Promise<string> {
  expect((await signUp(email)).status).toBe(200);
  return (await storedSubscriber(email))!.lastSignupAt!;
}

const saved = { ...process.env };
beforeAll(() => backgroundTriggers(false));
afterAll(async () => {
  process.env = saved;
  await backgroundTriggers(true);
});

it('mails a sign-up its confirmation once, however often the trigger runs for it', async () => {
  const mailConfirmation = await triggerWith(LOCAL_MAIL_ENV.SMTP_URL);
  const email = `${uniqueId('reader')}@elf.test`;
  const signupAt = await signedUp(email);

  await Promise.all([
    mailConfirmation(subscriberId(email), signupAt),
    mailConfirmation(subscriberId(email), signupAt),
  ]);
  await mailConfirmation(subscriberId(email), signupAt);
  const [mail] = await waitForMails(email, 1);
  expect(mail!.subject).toBe('Confirm your subscription to Elf Letter');
  await settleMail();
  expect(await mailsTo(email)).toHaveLength(1);
  expect(await storedSubscriber(email)).toMatchObject({
    status: 'waiting',
    confirmationSentAt: expect.any(String),
  });
});

it('keeps a sign-up whose mail failed, and the retry sends it', async () => {
  const email = `${uniqueId('reader')}@elf.test`;
  const signupAt = await signedUp(email);

  const failing = await triggerWith(`smtp://127.0.0.1:${await deadPort()}`);
  await expect(failing(subscriberId(email), signupAt)).rejects.toThrow();
  const kept = await storedSubscriber(email);
  expect(kept).toMatchObject({ email, status: 'waiting', lastSignupAt: signupAt });
  // Not marked sent: the retry (or the next sign-up) mails at once.
  expect(kept?.confirmationSentAt).toBeUndefined();

  const retry = await triggerWith(LOCAL_MAIL_ENV.SMTP_URL);
  await retry(subscriberId(email), signupAt);
  expect(await waitForMails(email, 1)).toHaveLength(1);
});

it('mails a sign-up the hourly cap held back once the cap frees', async () => {
  const { mailConfirmation, mailHeldConfirmations, CONFIRMATION_MAIL_SCOPE } = await moduleWith(
    LOCAL_MAIL_ENV.SMTP_URL,
  );
  const email = `${uniqueId('reader')}@elf.test`;
  const signupAt = await signedUp(email);
  const now = new Date();
  const thisHour = sharedWindowRef(CONFIRMATION_MAIL_SCOPE, now, 'hour');
  const before = (await thisHour.get()).data();
  try {
    await thisHour.set({ count: CONFIRMATION_MAILS_PER_HOUR });
    expect(await mailConfirmation(subscriberId(email), signupAt, now)).toBe('held');
    // Still this hour: the cap holds it.
    expect(await mailHeldConfirmations(now)).toBe(0);
    await settleMail();
    expect(await mailsTo(email)).toEqual([]);

    expect(await mailHeldConfirmations(new Date(now.getTime() + 3_600_000))).toBeGreaterThan(0);
    const [mail] = await waitForMails(email, 1);
    expect(mail!.subject).toBe('Confirm your subscription to Elf Letter');
    const stored = await storedSubscriber(email);
    expect(stored?.confirmationHeldAt).toBeUndefined();
    expect(stored).toMatchObject({ status: 'waiting', confirmationSentAt: expect.any(String) });
  } finally {
    await (before ? thisHour.set(before) : thisHour.delete());
  }
});
