/**
 * A sign-up's answer says nothing about the address (issue 39): the request stores the sign-up and
 * answers, whatever the address's state, and mails nothing itself; the confirmation mail is the
 * trigger's job (confirmation-mail.ts). The background triggers are held for this file, so
 * whatever reaches MailDev was sent by the request.
 */
import type { Subscriber } from '@core/newsletter/subscribers';
import { backgroundTriggers } from '../../../scripts/lib/background-triggers';
import { uniqueId } from '@test/emulators';
import { mailsTo, settleMail } from '@test/maildev';
import { signUp, storedSubscriber } from '@test/newsletter';
import { subscriberId, subscriberRef } from './subscriber-store';

const HOUR_MS = 3_600_000;

beforeAll(() => backgroundTriggers(false));
afterAll(() => backgroundTriggers(true));

it('answers a sign-up the same for a new, waiting, confirmed or unsubscribed address, and sends no mail itself', async () => {
  const at = (msAgo: number) => new Date(Date.now() - msAgo).toISOString();
  const states: Record<string, Omit<Subscriber, 'email'> | null> = {
    new: null,
    waiting: {
      status: 'waiting',
      createdAt: at(3 * HOUR_MS),
      source: '/',
      confirmationSentAt: at(2 * HOUR_MS),
    },
    confirmed: {
      status: 'confirmed',
      createdAt: at(HOUR_MS),
      confirmedAt: at(HOUR_MS),
      source: '/',
    },
    unsubscribed: {
      status: 'unsubscribed',
      createdAt: at(HOUR_MS),
      unsubscribedAt: at(HOUR_MS),
      source: '/',
    },
  };
  const addresses = Object.fromEntries(
    Object.keys(states).map((state) => [state, `${uniqueId(state)}@elf.test`]),
  );
  for (const [state, fields] of Object.entries(states))
    if (fields)
      await subscriberRef(subscriberId(addresses[state]!)).set({
        email: addresses[state],
        ...fields,
      });

  const answers: Record<string, [number, string | null, string]> = {};
  for (const [state, email] of Object.entries(addresses)) {
    const answer = await signUp(email);
    answers[state] = [answer.status, answer.headers.get('content-type'), await answer.text()];
  }
  expect(new Set(Object.values(answers).map((answer) => JSON.stringify(answer))).size).toBe(1);
  expect(answers.new).toEqual([
    200,
    expect.stringContaining('application/json'),
    '{"subscribed":true}',
  ]);

  await settleMail();
  const mailed = Object.fromEntries(
    await Promise.all(
      Object.entries(addresses).map(async ([state, email]) => [
        state,
        (await mailsTo(email)).length,
      ]),
    ),
  );
  expect(mailed).toEqual({ new: 0, waiting: 0, confirmed: 0, unsubscribed: 0 });
  // Each sign-up is recorded for the trigger, which decides whether a mail is due.
  for (const email of Object.values(addresses))
    expect((await storedSubscriber(email))?.lastSignupAt).toEqual(expect.any(String));
});
