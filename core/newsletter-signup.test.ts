import {
  confirmationLinkValid,
  planConfirm,
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
  it('stores a new address as waiting, from its page, and mails the confirmation', () => {
    expect(planSignup(undefined, email, '/blog', NOW)).toEqual({
      write: {
        email,
        status: 'waiting',
        createdAt: NOW.toISOString(),
        source: '/blog',
        confirmationSentAt: NOW.toISOString(),
      },
      sendConfirmation: true,
    });
  });

  it('resends to a waiting address at most once an hour', () => {
    const recent = { ...waiting, confirmationSentAt: ago(HOUR - 1000) };
    expect(planSignup(recent, email, '/', NOW)).toEqual({ write: null, sendConfirmation: false });
    expect(planSignup(waiting, email, '/', NOW)).toEqual({
      write: { ...waiting, confirmationSentAt: NOW.toISOString() },
      sendConfirmation: true,
    });
  });

  it('changes and sends nothing for a confirmed address, or one from before double opt-in', () => {
    const confirmed = { ...waiting, status: 'confirmed' as const, confirmedAt: ago(DAY) };
    const legacy = { email, createdAt: ago(400 * DAY), source: '' };
    for (const stored of [confirmed, legacy])
      expect(planSignup(stored, email, '/', NOW)).toEqual({ write: null, sendConfirmation: false });
  });

  it('starts anew after an unsubscribe', () => {
    const left = { ...waiting, status: 'unsubscribed' as const, unsubscribedAt: ago(DAY) };
    const plan = planSignup(left, email, '/about', NOW);
    expect(plan.sendConfirmation).toBe(true);
    expect(plan.write).toEqual({
      email,
      status: 'waiting',
      createdAt: NOW.toISOString(),
      source: '/about',
      confirmationSentAt: NOW.toISOString(),
    });
  });
});

describe('planConfirm', () => {
  it('confirms a waiting address once, with the welcome mail', () => {
    const { confirmationSentAt: _sent, ...rest } = waiting;
    expect(planConfirm(waiting, NOW)).toEqual({
      result: 'confirmed',
      write: { ...rest, status: 'confirmed', confirmedAt: NOW.toISOString() },
      welcome: true,
    });
    const confirmed = { ...rest, status: 'confirmed' as const, confirmedAt: ago(HOUR) };
    expect(planConfirm(confirmed, NOW)).toEqual({
      result: 'confirmed',
      write: null,
      welcome: false,
    });
  });

  it('refuses a link whose subscriber is gone or unsubscribed', () => {
    expect(planConfirm(undefined, NOW)).toEqual({ result: 'invalid' });
    expect(planConfirm({ ...waiting, status: 'unsubscribed' }, NOW)).toEqual({ result: 'invalid' });
  });
});

it('planUnsubscribe marks a subscriber unsubscribed once', () => {
  expect(planUnsubscribe({ ...waiting, status: 'confirmed' }, NOW)).toMatchObject({
    status: 'unsubscribed',
    unsubscribedAt: NOW.toISOString(),
  });
  expect(planUnsubscribe({ ...waiting, status: 'unsubscribed' }, NOW)).toBeNull();
  expect(planUnsubscribe(undefined, NOW)).toBeNull();
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
