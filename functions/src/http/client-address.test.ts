import { clientAddress } from './client-address';

describe('clientAddress', () => {
  it('takes the address the first trusted proxy appended, counting hops from the right', () => {
    // Client 203.0.113.7 → Hosting (appends it) → Cloud Run's front end (appends Hosting's).
    expect(clientAddress('203.0.113.7, 35.190.0.1', 2)).toBe('203.0.113.7');
    expect(clientAddress('203.0.113.7', 1)).toBe('203.0.113.7');
  });

  it('ignores every entry the client wrote itself, however many', () => {
    for (const forged of ['1.2.3.4', '1.2.3.4, 5.6.7.8', 'unknown, , 9.9.9.9']) {
      expect(clientAddress(`${forged}, 203.0.113.7, 35.190.0.1`, 2)).toBe('203.0.113.7');
    }
  });

  it('takes the first entry when there are fewer than the trusted hops', () => {
    expect(clientAddress('203.0.113.7', 2)).toBe('203.0.113.7');
  });

  it('answers null without a header or with an empty trusted entry', () => {
    expect(clientAddress(null, 2)).toBeNull();
    expect(clientAddress('', 2)).toBeNull();
    expect(clientAddress(' , 35.190.0.1', 2)).toBeNull();
  });
});
