import {
  confirmationLinkValid,
  newSignupOf,
  planConfirm,
  planConfirmationMail,
  planSignup,
  planUnsubscribe,
  unconfirmedExpired,
  type StoredSubscriber,
} from './newsletter-signup';

const NOW = new Date('2026-12-01T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const email = 'reader@elf.test';
const waiting: StoredSubscriber = {
  email,
  status: 'waiting',
  createdAt: ago(2 * HOUR),
  source: '/blog',
  confirmationSentAt: ago(2 * HOUR),
};

describe('planSignup', () => {
  it('stores a new address as waiting, from its page, with the sign-up for the mail trigger', () => {
    expect(planSignup(undefined, email, '/blog', NOW)).toEqual({
      email,
      status: 'waiting',
      createdAt: NOW.toISOString(),
      source: '/blog',
      lastSignupAt: NOW.toISOString(),
    });
  });

  it('writes the same for every state: the stored subscriber with the sign-up time', () => {
    const confirmed = { ...waiting, status: 'confirmed' as const, confirmedAt: ago(DAY) };
    const legacy = { email, createdAt: ago(400 * DAY), source: '' };
    for (const stored of [waiting, confirmed, legacy])
      expect(planSignup(stored, email, '/', NOW)).toEqual({
        ...stored,
        lastSignupAt: NOW.toISOString(),
      });
  });

  it('starts anew after an unsubscribe', () => {
    const left = { ...waiting, status: 'unsubscribed' as const, unsubscribedAt: ago(DAY) };
    expect(planSignup(left, email, '/about', NOW)).toEqual({
      email,
      status: 'waiting',
      createdAt: NOW.toISOString(),
      source: '/about',
      lastSignupAt: NOW.toISOString(),
    });
  });
});

describe('newSignupOf', () => {
  const signedUp = { ...waiting, lastSignupAt: NOW.toISOString() };
  it('finds a new sign-up of a waiting subscriber', () => {
    expect(newSignupOf(undefined, signedUp)).toBe(NOW.toISOString());
    expect(newSignupOf({ ...waiting, lastSignupAt: ago(HOUR) }, signedUp)).toBe(NOW.toISOString());
  });

  it('ignores other writes (the mark of a mail, a confirmation) and subscribers not waiting', () => {
    expect(newSignupOf(signedUp, { ...signedUp, confirmationSentAt: NOW.toISOString() })).toBe(
      null,
    );
    expect(newSignupOf(undefined, { ...signedUp, status: 'confirmed' })).toBeNull();
    expect(newSignupOf(signedUp, undefined)).toBeNull();
    expect(newSignupOf(undefined, waiting)).toBeNull();
  });
});

describe('planConfirmationMail', () => {
  const signupAt = ago(1000);
  const fresh = { ...waiting, lastSignupAt: signupAt, confirmationSentAt: undefined };
  it('mails a sign-up never mailed, or when the last mail is an hour old', () => {
    expect(planConfirmationMail(fresh, signupAt, NOW)).toBe(true);
    expect(planConfirmationMail({ ...waiting, lastSignupAt: signupAt }, signupAt, NOW)).toBe(true);
  });

  it('resends at most once an hour', () => {
    const recent = { ...waiting, lastSignupAt: signupAt, confirmationSentAt: ago(HOUR - 2000) };
    expect(planConfirmationMail(recent, signupAt, NOW)).toBe(false);
  });

  it('mails a sign-up once, however often the trigger runs', () => {
    const mailed = { ...fresh, confirmationSentAt: ago(500) };
    expect(planConfirmationMail(mailed, signupAt, new Date(NOW.getTime() + 2 * HOUR))).toBe(false);
  });

  it('leaves a sign-up a later one replaced, a confirmed address, or a gone one', () => {
    expect(planConfirmationMail({ ...fresh, lastSignupAt: NOW.toISOString() }, signupAt, NOW)).toBe(
      false,
    );
    expect(planConfirmationMail({ ...fresh, status: 'confirmed' }, signupAt, NOW)).toBe(false);
    expect(planConfirmationMail(undefined, signupAt, NOW)).toBe(false);
  });
});

describe('planConfirm', () => {
  const issuedAt = Date.parse(waiting.createdAt);

  it('confirms a waiting address once, with the welcome mail', () => {
    const { confirmationSentAt: _sent, ...rest } = waiting;
    expect(planConfirm(waiting, issuedAt, NOW)).toEqual({
      result: 'confirmed',
      write: { ...rest, status: 'confirmed', confirmedAt: NOW.toISOString() },
      welcome: true,
    });
    const confirmed = { ...rest, status: 'confirmed' as const, confirmedAt: ago(HOUR) };
    expect(planConfirm(confirmed, issuedAt, NOW)).toEqual({
      result: 'confirmed',
      write: null,
      welcome: false,
    });
  });

  it('says why a link does nothing: its subscriber is gone, or unsubscribed since', () => {
    expect(planConfirm(undefined, issuedAt, NOW)).toEqual({ result: 'gone' });
    expect(planConfirm({ ...waiting, status: 'unsubscribed' }, issuedAt, NOW)).toEqual({
      result: 'unsubscribed',
    });
  });

  it("leaves a new sign-up alone when the link is an earlier sign-up's", () => {
    expect(planConfirm(waiting, issuedAt - 1, NOW)).toEqual({ result: 'earlier' });
  });
});

describe('planUnsubscribe', () => {
  const confirmed: StoredSubscriber = { ...waiting, status: 'confirmed', confirmedAt: ago(HOUR) };
  const issuedAt = Date.parse(ago(HOUR));

  it('marks a subscriber unsubscribed once', () => {
    expect(planUnsubscribe(confirmed, issuedAt, NOW)).toMatchObject({
      result: 'unsubscribed',
      write: { status: 'unsubscribed', unsubscribedAt: NOW.toISOString() },
    });
    expect(planUnsubscribe({ ...confirmed, status: 'unsubscribed' }, issuedAt, NOW)).toEqual({
      result: 'unsubscribed',
      write: null,
    });
  });

  it("leaves a new sign-up of the address alone when the link is an earlier sign-up's", () => {
    const signedUpAgain = { ...confirmed, createdAt: ago(HOUR / 2), confirmedAt: ago(HOUR / 4) };
    expect(planUnsubscribe(signedUpAgain, issuedAt, NOW)).toEqual({ result: 'earlier' });
    expect(planUnsubscribe(undefined, issuedAt, NOW)).toEqual({ result: 'gone' });
  });
});

it('a confirmation link works for 7 days, and never from the future', () => {
  expect(confirmationLinkValid(NOW.getTime() - 7 * DAY, NOW)).toBe(true);
  expect(confirmationLinkValid(NOW.getTime() - 7 * DAY - 1, NOW)).toBe(false);
  expect(confirmationLinkValid(NOW.getTime() + 60_000, NOW)).toBe(false);
});

it('deletes only sign-ups stored as waiting for over 30 days', () => {
  expect(unconfirmedExpired({ ...waiting, createdAt: ago(31 * DAY) }, NOW)).toBe(true);
  expect(unconfirmedExpired({ ...waiting, createdAt: ago(29 * DAY) }, NOW)).toBe(false);
  expect(unconfirmedExpired({ email, createdAt: ago(400 * DAY), source: '' }, NOW)).toBe(false);
  expect(
    unconfirmedExpired({ ...waiting, status: 'confirmed', createdAt: ago(400 * DAY) }, NOW),
  ).toBe(false);
});
