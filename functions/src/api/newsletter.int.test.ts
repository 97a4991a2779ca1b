import { createHash } from 'node:crypto';
import { NEWSLETTER_RATE_LIMIT_PER_MINUTE, NEWSLETTER_TEXT } from '@core/newsletter';
import { COLLECTIONS } from '@core/paths';
import {
  forwardedFor,
  randomClientAddress,
  SITE_ORIGIN,
  inOneRateWindow,
  uniqueId,
} from '../../../test/support/emulators';
import { db } from '../platform/firebase';

const subscribe = (body: unknown, ip = randomClientAddress()) =>
  fetch(`${SITE_ORIGIN}/api/newsletter`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...forwardedFor(ip) },
    body: JSON.stringify(body),
  });
const signupDoc = (email: string) =>
  db()
    .collection(COLLECTIONS.newsletterSignups)
    .doc(createHash('sha256').update(email).digest('hex'));

describe('newsletter signup', () => {
  it('stores a valid address once, normalized; a repeat changes nothing', async () => {
    const email = `${uniqueId('reader')}@elf.test`;
    const first = await subscribe({ email: `  ${email.toUpperCase()} ` });
    expect(first.status).toBe(200);
    const stored = (await signupDoc(email).get()).data();
    expect(stored).toMatchObject({ email });
    const again = await subscribe({ email });
    expect(again.status).toBe(200);
    expect((await signupDoc(email).get()).data()).toEqual(stored);
  });

  it('answers the same whether the address was new or already subscribed', async () => {
    const email = `${uniqueId('reader')}@elf.test`;
    const first = await subscribe({ email });
    const again = await subscribe({ email });
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(await again.text()).toBe(await first.text());
    expect(JSON.parse(await (await subscribe({ email })).text())).toEqual({ subscribed: true });
  });

  it.each([['not-an-email'], [''], ['a@'], [`${'x'.repeat(250)}@elf.test`]])(
    'rejects %j with the message',
    async (email) => {
      const response = await subscribe({ email });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: NEWSLETTER_TEXT.invalid });
    },
  );

  it(`allows ${NEWSLETTER_RATE_LIMIT_PER_MINUTE} attempts a minute per client`, async () => {
    await inOneRateWindow(async () => {
      const ip = randomClientAddress();
      for (let i = 0; i < NEWSLETTER_RATE_LIMIT_PER_MINUTE; i++) {
        expect((await subscribe({ email: `${uniqueId('r')}@elf.test` }, ip)).status).toBe(200);
      }
      const limited = await subscribe({ email: `${uniqueId('r')}@elf.test` }, ip);
      expect(limited.status).toBe(429);
      expect(await limited.json()).toEqual({ error: NEWSLETTER_TEXT.tooMany });
    });
  });
});
