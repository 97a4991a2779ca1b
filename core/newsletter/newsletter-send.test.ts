import {
  backoffMs,
  DEFAULT_SEND_SETTINGS,
  emptyCounts,
  mailOutcomeOf,
  newsletterLink,
  pacer,
  sendFinished,
  sendIdOfRef,
  sendSettingsOf,
} from './newsletter-send';

const smtpError = (responseCode: number, response = '') =>
  Object.assign(new Error('refused'), { code: 'EENVELOPE', responseCode, response });

describe('mailOutcomeOf', () => {
  it('retries a refusal for now (4xx)', () => {
    expect(mailOutcomeOf(smtpError(421))).toBe('retry');
    expect(mailOutcomeOf(smtpError(451))).toBe('retry');
  });

  it('takes a mailbox that does not exist for a hard bounce, a full one for a soft one', () => {
    expect(mailOutcomeOf(smtpError(550))).toBe('hard-bounce');
    expect(mailOutcomeOf(smtpError(553))).toBe('hard-bounce');
    expect(mailOutcomeOf(smtpError(554, '554 5.1.1 User unknown'))).toBe('hard-bounce');
    expect(mailOutcomeOf(smtpError(552, '552 5.2.2 Mailbox full'))).toBe('soft-bounce');
  });

  it('calls anything without a reply code a failure the owner may retry', () => {
    expect(mailOutcomeOf(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBe('failed');
    expect(mailOutcomeOf(undefined)).toBe('failed');
    expect(mailOutcomeOf(smtpError(250))).toBe('failed');
  });
});

describe('sendSettingsOf', () => {
  it('fills gaps with the defaults and holds values to their bounds', () => {
    expect(sendSettingsOf({})).toEqual(DEFAULT_SEND_SETTINGS);
    const settings = sendSettingsOf({ ratePerMinute: 0, concurrency: 1e9, batchSize: 'ten' });
    expect(settings).toMatchObject({
      ratePerMinute: 1,
      concurrency: 50,
      batchSize: DEFAULT_SEND_SETTINGS.batchSize,
    });
  });

  it('never lets a lease end before its slice', () => {
    expect(sendSettingsOf({ sliceMs: 10_000, leaseMs: 2_000 }).leaseMs).toBe(11_000);
  });
});

it('doubles the backoff with each retry', () => {
  expect([1, 2, 3].map((attempt) => backoffMs({ backoffMs: 100 }, attempt))).toEqual([
    100, 200, 400,
  ]);
});

it('spaces the starts of mails to the rate per minute', () => {
  let now = 1_000;
  const next = pacer(600, () => now);
  expect([next(), next(), next()]).toEqual([0, 100, 200]);
  now += 1_000;
  // Time went by: nothing booked is ahead, the next mail may start at once.
  expect(next()).toBe(0);
});

it('is finished when no recipient waits or is in flight', () => {
  expect(sendFinished({ ...emptyCounts(), sent: 3, unconfirmed: 1 })).toBe(true);
  expect(sendFinished({ ...emptyCounts(), sent: 3, claimed: 1 })).toBe(false);
  expect(sendFinished({ ...emptyCounts(), pending: 2 })).toBe(false);
});

it("tags a link with the send's id for the site's analytics", () => {
  expect(newsletterLink('https://elf.example/blog/a?x=1', 'abc')).toBe(
    'https://elf.example/blog/a?x=1&ref=newsletter-abc',
  );
});

it("reads the send back from a link's ref, and nothing from any other", () => {
  expect(
    sendIdOfRef(new URL(newsletterLink('https://elf.example/', 'abc')).searchParams.get('ref')),
  ).toBe('abc');
  for (const ref of [
    null,
    '',
    'twitter',
    'newsletter-',
    'newsletter-a/b',
    `newsletter-${'a'.repeat(101)}`,
  ])
    expect(sendIdOfRef(ref)).toBeNull();
});
