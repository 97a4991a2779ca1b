/**
 * Double opt-in, the mails and their links against the stack: MailDev catches what the functions
 * send (issue 39).
 */
import {
  CONFIRMATION_MAILS_PER_ADDRESS_PER_DAY,
  CONFIRMATION_MAILS_PER_HOUR,
} from '@core/newsletter/newsletter-signup';
import { apiPath } from '@core/api-routes';
import { SITE_ORIGIN, uniqueId } from '@test/emulators';
import { linkIn, mailsTo, settleMail, waitForMails } from '@test/maildev';
import { signUp, storedSubscriber } from '@test/newsletter';
import { adminSession, callAs, deleteSession } from '@test/sessions';
import { LOCAL_NEWSLETTER_TOKEN_SECRET } from '../../../scripts/lib/stack';
import { sharedWindowRef } from '../platform/quotas';
import { deleteUnconfirmedSignups } from './delete-unconfirmed';
import { signLinkToken } from './link-tokens';
import { CONFIRMATION_MAIL_SCOPE } from './confirmation-mail';
import { subscriberId, subscriberRef } from './subscriber-store';

const DAY_MS = 86_400_000;
const CONFIRM_PATH = '/api/newsletter/confirm';
const UNSUBSCRIBE_PATH = '/api/newsletter/unsubscribe';

const newAddress = () => `${uniqueId('reader')}@elf.test`;
/** As if the last confirmation mail had gone out two hours ago: a sign-up may resend it. */
const lastMailedLongAgo = (email: string) =>
  subscriberRef(subscriberId(email)).update({
    confirmationSentAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
  });
/** Waits for the mail trigger to decide on the address's latest sign-up: mailed, or held by a cap. */
const decided = (email: string) =>
  expect
    .poll(
      async () => {
        const { confirmationSentAt, confirmationHeldAt, lastSignupAt } =
          (await storedSubscriber(email)) ?? {};
        const decidedAt = [confirmationSentAt, confirmationHeldAt].filter((at) => at !== undefined);
        return !!lastSignupAt && decidedAt.some((at) => at >= lastSignupAt);
      },
      { timeout: 30_000, interval: 250 },
    )
    .toBe(true);

describe('newsletter double opt-in', () => {
  it('mails a confirmation link; following it confirms, and the welcome mail can unsubscribe in one click', async () => {
    const email = newAddress();
    const answer = await signUp(email, '/blog');
    expect(answer.status).toBe(200);
    expect(await storedSubscriber(email)).toMatchObject({
      email,
      status: 'waiting',
      source: '/blog',
    });

    const [confirmation] = await waitForMails(email, 1);
    expect(confirmation!.subject).toBe('Confirm your subscription to Elf Letter');
    expect(confirmation!.from[0]).toMatchObject({ name: 'Elf Letter' });
    expect(confirmation!.text).toContain(`asked on ${new URL(SITE_ORIGIN).host} on `);
    expect(confirmation!.text).toContain('If it was not you, ignore this mail');
    expect(confirmation!.html).toContain('Confirm my subscription');

    const confirmed = await fetch(linkIn(confirmation!, CONFIRM_PATH));
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain("You're subscribed!");
    expect(await storedSubscriber(email)).toMatchObject({ status: 'confirmed', source: '/blog' });

    const [, welcome] = await waitForMails(email, 2);
    expect(welcome!.subject).toBe("You're subscribed to Elf Letter");
    const unsubscribe = linkIn(welcome!, UNSUBSCRIBE_PATH);
    expect(welcome!.headers['list-unsubscribe']).toBe(`<${unsubscribe}>`);
    expect(welcome!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    // Mail scanners fetch links: a GET only offers the button.
    const offer = await fetch(unsubscribe);
    expect(offer.status).toBe(200);
    expect(await offer.text()).toContain('<button type="submit">Unsubscribe</button>');
    expect(await storedSubscriber(email)).toMatchObject({ status: 'confirmed' });

    // What a mail client's one-click (RFC 8058) and the page's button send.
    const oneClick = await fetch(unsubscribe, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toContain('unsubscribed');
    expect(await storedSubscriber(email)).toMatchObject({ status: 'unsubscribed' });
  });

  it('resends the confirmation at most once an hour, answering the same every time', async () => {
    const email = newAddress();
    const answers = [await (await signUp(email)).text(), await (await signUp(email)).text()];
    await waitForMails(email, 1);
    await settleMail();
    expect(await mailsTo(email)).toHaveLength(1);

    await lastMailedLongAgo(email);
    answers.push(await (await signUp(email)).text());
    expect(await waitForMails(email, 2)).toHaveLength(2);
    expect(new Set(answers)).toEqual(new Set([JSON.stringify({ subscribed: true })]));
  });

  it('mails a confirmed address nothing when it signs up again, with the same answer', async () => {
    const email = newAddress();
    await signUp(email);
    const [confirmation] = await waitForMails(email, 1);
    await fetch(linkIn(confirmation!, CONFIRM_PATH));
    await waitForMails(email, 2);

    const again = await signUp(email);
    expect([again.status, await again.text()]).toEqual([200, JSON.stringify({ subscribed: true })]);
    await settleMail();
    expect(await mailsTo(email)).toHaveLength(2);
    expect(await storedSubscriber(email)).toMatchObject({ status: 'confirmed' });
  });

  it('refuses a confirmation link older than 7 days, or forged, with a way to sign up again', async () => {
    const email = newAddress();
    await signUp(email);
    const id = subscriberId(email);
    const link = (issuedAt: number) =>
      `${SITE_ORIGIN}${CONFIRM_PATH}?token=${signLinkToken(LOCAL_NEWSLETTER_TOKEN_SECRET, 'confirm', { id, issuedAt })}`;

    // Signed up 6 days ago, as far as the links can tell.
    await subscriberRef(id).update({ createdAt: new Date(Date.now() - 6 * DAY_MS).toISOString() });

    const expired = await fetch(link(Date.now() - 8 * DAY_MS));
    expect(expired.status).toBe(410);
    const page = await expired.text();
    expect(page).toContain('This confirmation link has expired');
    expect(page).toContain('href="/#newsletter"');
    const forged = await fetch(
      `${SITE_ORIGIN}${CONFIRM_PATH}?token=${signLinkToken('x'.repeat(40), 'confirm', { id, issuedAt: Date.now() })}`,
    );
    expect([forged.status, await forged.text()]).toEqual([
      400,
      expect.stringContaining('This confirmation link is not valid'),
    ]);
    const unsubscribeToken = signLinkToken(LOCAL_NEWSLETTER_TOKEN_SECRET, 'unsubscribe', {
      id,
      issuedAt: Date.now(),
    });
    expect((await fetch(`${SITE_ORIGIN}${CONFIRM_PATH}?token=${unsubscribeToken}`)).status).toBe(
      400,
    );
    expect(await storedSubscriber(email)).toMatchObject({ status: 'waiting' });

    expect((await fetch(link(Date.now() - 6 * DAY_MS + 60_000))).status).toBe(200);
    expect(await storedSubscriber(email)).toMatchObject({ status: 'confirmed' });
  });

  it("acts only on the sign-up a link was sent for: an erased sign-up's links leave the address's new one alone, saying why", async () => {
    const email = newAddress();
    await signUp(email);
    const [firstConfirmation] = await waitForMails(email, 1);
    const oldConfirm = linkIn(firstConfirmation!, CONFIRM_PATH);
    expect((await fetch(oldConfirm)).status).toBe(200);
    const [, welcome] = await waitForMails(email, 2);
    const oldUnsubscribe = linkIn(welcome!, UNSUBSCRIBE_PATH);

    const admin = await adminSession();
    try {
      const erased = await callAs(admin, 'POST', apiPath('subscribersErase'), {
        ids: [subscriberId(email)],
      });
      expect(erased.status).toBe(200);
    } finally {
      await deleteSession(admin);
    }
    const gone = await fetch(oldUnsubscribe);
    expect([gone.status, await gone.text()]).toEqual([
      410,
      expect.stringContaining('This address is not on our list'),
    ]);

    await signUp(email);
    const [, , newConfirmation] = await waitForMails(email, 3);
    const earlier = 'This link belongs to an earlier sign-up';
    for (const request of [
      fetch(oldUnsubscribe),
      fetch(oldUnsubscribe, { method: 'POST', body: 'List-Unsubscribe=One-Click' }),
      fetch(oldConfirm),
    ]) {
      const answer = await request;
      expect([answer.status, await answer.text()]).toEqual([410, expect.stringContaining(earlier)]);
    }
    expect(await storedSubscriber(email)).toMatchObject({ status: 'waiting' });

    const confirmed = await fetch(linkIn(newConfirmation!, CONFIRM_PATH));
    expect([confirmed.status, await confirmed.text()]).toEqual([
      200,
      expect.stringContaining("You're subscribed!"),
    ]);
    expect(await storedSubscriber(email)).toMatchObject({ status: 'confirmed' });
  });

  it(`mails one address at most ${CONFIRMATION_MAILS_PER_ADDRESS_PER_DAY} confirmations a day`, async () => {
    const email = newAddress();
    for (let i = 0; i <= CONFIRMATION_MAILS_PER_ADDRESS_PER_DAY; i++) {
      expect((await signUp(email)).status).toBe(200);
      await decided(email);
      await lastMailedLongAgo(email);
    }
    await waitForMails(email, CONFIRMATION_MAILS_PER_ADDRESS_PER_DAY);
    await settleMail();
    expect(await mailsTo(email)).toHaveLength(CONFIRMATION_MAILS_PER_ADDRESS_PER_DAY);
    expect(await storedSubscriber(email)).toMatchObject({ status: 'waiting' });
  });

  it(`sends at most ${CONFIRMATION_MAILS_PER_HOUR} confirmations an hour site-wide, still storing sign-ups`, async () => {
    // This hour's count and the next's (should the hour turn during the test), as if full.
    const now = new Date();
    const windows = [now, new Date(now.getTime() + 3_600_000)].map((at) =>
      sharedWindowRef(CONFIRMATION_MAIL_SCOPE, at, 'hour'),
    );
    const before = await Promise.all(windows.map(async (ref) => (await ref.get()).data()));
    try {
      await Promise.all(windows.map((ref) => ref.set({ count: CONFIRMATION_MAILS_PER_HOUR })));
      const email = newAddress();
      const answer = await signUp(email);
      expect([answer.status, await answer.text()]).toEqual([
        200,
        JSON.stringify({ subscribed: true }),
      ]);
      expect(await storedSubscriber(email)).toMatchObject({ email, status: 'waiting' });
      await decided(email);
      await settleMail();
      expect(await mailsTo(email)).toEqual([]);
    } finally {
      await Promise.all(windows.map((ref, i) => (before[i] ? ref.set(before[i]) : ref.delete())));
    }
  });

  it('deletes sign-ups unconfirmed after 30 days, never a confirmed one or one from before double opt-in', async () => {
    const now = new Date();
    const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
    const docs = {
      expired: { status: 'waiting', createdAt: daysAgo(31) },
      recent: { status: 'waiting', createdAt: daysAgo(29) },
      confirmed: { status: 'confirmed', createdAt: daysAgo(40), confirmedAt: daysAgo(39) },
      legacy: { createdAt: daysAgo(400) },
    };
    const refs = Object.fromEntries(
      Object.entries(docs).map(([name, fields]) => {
        const email = `${uniqueId(name)}@elf.test`;
        return [name, { email, fields: { email, source: '', ...fields } }];
      }),
    );
    for (const { email, fields } of Object.values(refs))
      await subscriberRef(subscriberId(email)).set(fields);

    expect(await deleteUnconfirmedSignups(now)).toBeGreaterThanOrEqual(1);
    const left = async (name: string) => (await storedSubscriber(refs[name]!.email)) !== undefined;
    expect({
      expired: await left('expired'),
      recent: await left('recent'),
      confirmed: await left('confirmed'),
      legacy: await left('legacy'),
    }).toEqual({ expired: false, recent: true, confirmed: true, legacy: true });
    await Promise.all(
      Object.values(refs).map(({ email }) => subscriberRef(subscriberId(email)).delete()),
    );
  });
});
