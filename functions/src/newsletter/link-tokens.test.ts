import { readLinkToken, signLinkToken } from './link-tokens';

const SECRET = 'a-test-secret-of-at-least-32-characters';
const token = { id: 'ab'.repeat(32), issuedAt: Date.UTC(2026, 11, 1) };

describe('newsletter link tokens', () => {
  it('reads back what was signed', () => {
    expect(readLinkToken(SECRET, 'confirm', signLinkToken(SECRET, 'confirm', token))).toEqual(
      token,
    );
  });

  it('refuses another key, another purpose, a changed id or time, and junk', () => {
    const signed = signLinkToken(SECRET, 'confirm', token);
    const [id, issued, mac] = signed.split('.') as [string, string, string];
    expect(readLinkToken(`${SECRET}!`, 'confirm', signed)).toBeNull();
    expect(readLinkToken(SECRET, 'unsubscribe', signed)).toBeNull();
    expect(readLinkToken(SECRET, 'confirm', `${'cd'.repeat(32)}.${issued}.${mac}`)).toBeNull();
    expect(
      readLinkToken(SECRET, 'confirm', `${id}.${(parseInt(issued, 36) + 1).toString(36)}.${mac}`),
    ).toBeNull();
    for (const junk of [null, '', 'x', `${signed}x`, 'a'.repeat(5000)])
      expect(readLinkToken(SECRET, 'confirm', junk)).toBeNull();
  });
});
