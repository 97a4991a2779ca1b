import { isMailable, subscriberOf } from './subscribers';

describe('subscriberOf', () => {
  it('reads a sign-up from before double opt-in as confirmed at its sign-up, from no known page', () => {
    expect(
      subscriberOf({ email: 'early@elf.test', createdAt: '2025-12-01T10:00:00.000Z' }),
    ).toEqual({
      email: 'early@elf.test',
      status: 'confirmed',
      createdAt: '2025-12-01T10:00:00.000Z',
      confirmedAt: '2025-12-01T10:00:00.000Z',
      source: '',
    });
  });

  it('keeps the bounce a send marked on a sign-up from before double opt-in: no send mails it', () => {
    const early = subscriberOf({
      email: 'early@elf.test',
      createdAt: '2025-12-01T10:00:00.000Z',
      bouncedAt: '2026-11-02T00:00:00.000Z',
    });
    expect(early?.bouncedAt).toBe('2026-11-02T00:00:00.000Z');
    expect(isMailable(early)).toBe(false);
  });

  it('reads a double opt-in subscriber as stored', () => {
    const stored = {
      email: 'reader@elf.test',
      status: 'unsubscribed',
      createdAt: '2026-11-01T10:00:00.000Z',
      confirmedAt: '2026-11-01T11:00:00.000Z',
      unsubscribedAt: '2026-11-20T09:00:00.000Z',
      source: '/blog/elf-ideas',
      confirmationSentAt: '2026-11-01T10:00:01.000Z',
    };
    expect(subscriberOf(stored)).toEqual(stored);
  });

  it('keeps a waiting subscriber without the times it does not have yet', () => {
    expect(
      subscriberOf({
        email: 'new@elf.test',
        status: 'waiting',
        createdAt: '2026-11-27T10:00:00.000Z',
        source: '/',
      }),
    ).toEqual({
      email: 'new@elf.test',
      status: 'waiting',
      createdAt: '2026-11-27T10:00:00.000Z',
      source: '/',
    });
  });

  it('does not read an unknown status as consent', () => {
    expect(subscriberOf({ email: 'x@elf.test', status: 'bounced', createdAt: 'now' })?.status).toBe(
      'waiting',
    );
  });

  it('answers null for a document without an address', () => {
    expect(subscriberOf({ createdAt: '2026-11-27T10:00:00.000Z' })).toBeNull();
    expect(subscriberOf(null)).toBeNull();
  });
});
