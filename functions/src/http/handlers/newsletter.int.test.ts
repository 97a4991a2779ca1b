import { createHash } from 'node:crypto';
import { NEWSLETTER_RATE_LIMIT_PER_MINUTE, NEWSLETTER_TEXT } from '@core/newsletter/newsletter';
import { COLLECTIONS } from '@core/paths';
import {
  forwardedFor,
  randomClientAddress,
  SITE_ORIGIN,
  inOneRateWindow,
  uniqueId,
} from '@test/emulators';
import { db } from '../../platform/firebase';

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
  it('stores a valid address once, normalized; a repeat keeps it, recording only when it came', async () => {
    const email = `${uniqueId('reader')}@elf.test`;
    const first = await subscribe({ email: `  ${email.toUpperCase()} ` });
    expect(first.status).toBe(200);
    const stored = (await signupDoc(email).get()).data()!;
    expect(stored).toMatchObject({ email, status: 'waiting' });
    const again = await subscribe({ email });
    expect(again.status).toBe(200);
    // The confirmation mail's trigger may mark the mail sent in between: not compared.
    const { status, createdAt, source, lastSignupAt } = stored;
    const after = (await signupDoc(email).get()).data()!;
    expect(after).toMatchObject({ email, status, createdAt, source });
    expect(after.lastSignupAt > lastSignupAt).toBe(true);
  });

  it('answers the same whether the address was new or already subscribed', async () => {
    const email = `${uniqueId('reader')}@elf.test`;
    const first = await subscribe({ email });
    const again = await subscribe({ email });
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(await again.text()).toBe(await first.text());
    expect(JSON.parse(await (await subscribe({ email })).text())).toEqual({ subscribed: true });
  });

  it.each([
    ['not-an-email', NEWSLETTER_TEXT.invalid],
    ['', NEWSLETTER_TEXT.invalid],
    ['a@', NEWSLETTER_TEXT.invalid],
    [`${'x'.repeat(250)}@elf.test`, NEWSLETTER_TEXT.tooLong],
  ])('rejects %j with the message', async (email, error) => {
    const response = await subscribe({ email });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error });
  });

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

  describe('sent by the form without its script (a form POST)', () => {
    const post = (fields: Record<string, string>, ip = randomClientAddress()) =>
      fetch(`${SITE_ORIGIN}/api/newsletter`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...forwardedFor(ip) },
        body: new URLSearchParams(fields).toString(),
        redirect: 'manual',
      });

    it('stores the address and sends the visitor back to the page (303), the address in no URL', async () => {
      const email = `${uniqueId('form')}@elf.test`;
      const response = await post({ email: ` ${email.toUpperCase()}`, return: '/' });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/?newsletter=subscribed#newsletter');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect((await signupDoc(email).get()).data()).toMatchObject({ email });
    });

    it('refuses an invalid address with the message on the page, storing nothing', async () => {
      for (const [email, result] of [
        ['not-an-email', 'invalid'],
        ['', 'invalid'],
        [`${'x'.repeat(250)}@elf.test`, 'too-long'],
      ]) {
        const response = await post({ email: email!, return: '/about' });
        expect(response.status).toBe(303);
        expect(response.headers.get('location')).toBe(`/about?newsletter=${result}#newsletter`);
        expect((await signupDoc(email!).get()).exists).toBe(false);
      }
      // A body over the cap is read no further: its page is not known either.
      const huge = await post({ email: 'x'.repeat(2000), return: '/about' });
      expect(huge.headers.get('location')).toBe('/?newsletter=invalid#newsletter');
    });

    it('returns only to a path of this site (core/newsletter/newsletter.test.ts has the cases)', async () => {
      const away = await post({ email: `${uniqueId('r')}@elf.test`, return: '//evil.example/' });
      expect(away.headers.get('location')).toBe('/?newsletter=subscribed#newsletter');
      const back = await post({ email: `${uniqueId('r')}@elf.test`, return: '/blog?x=1#y' });
      expect(back.headers.get('location')).toBe('/blog?newsletter=subscribed#newsletter');
    });

    it('counts against the same rate limit as the script', async () => {
      await inOneRateWindow(async () => {
        const ip = randomClientAddress();
        for (let i = 0; i < NEWSLETTER_RATE_LIMIT_PER_MINUTE; i++) {
          expect((await subscribe({ email: `${uniqueId('r')}@elf.test` }, ip)).status).toBe(200);
        }
        const limited = await post({ email: `${uniqueId('r')}@elf.test`, return: '/' }, ip);
        expect(limited.headers.get('location')).toBe('/?newsletter=too-many#newsletter');
      });
    });
  });
});
