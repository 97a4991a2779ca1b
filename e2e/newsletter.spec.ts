/**
 * The newsletter form with and without its script (issue 35): a visitor who submits before the
 * page's script has started is subscribed all the same, and the address never shows in an address
 * the browser asks for, nor in a Referer it sends.
 */
import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { NEWSLETTER_TEXT } from '@core/newsletter/newsletter';
import { COLLECTIONS } from '@core/paths';
import { db } from '../functions/src/platform/firebase';
import { uniqueId } from '@test/emulators';
import { expect, test } from './fixtures';
import { islandLive, signUpOnHome } from './support';

// Each test signs up as a visitor of its own (the limit is 5 sign-ups a minute per visitor).
test.use({ ownClientAddress: true });

const signup = (email: string) =>
  db()
    .collection(COLLECTIONS.newsletterSignups)
    .doc(createHash('sha256').update(email).digest('hex'))
    .get();

/** Every URL the page asks for, with the Referer each carries, from now on. */
function watchRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    seen.push(request.url(), request.headers()['referer'] ?? '');
  });
  return seen;
}

test.describe('without the script', () => {
  test.use({ javaScriptEnabled: false });

  test('subscribes the address and says so, the address in no URL or Referer', async ({ page }) => {
    const email = `nojs-${uniqueId('nl')}@elf.test`;
    await page.goto('/');
    const seen = watchRequests(page);
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Subscribe' }).click();

    const form = page.getByRole('form', { name: 'Newsletter signup' });
    await expect(form.getByRole('status')).toContainText(
      'Check your inbox to confirm your subscription.',
    );
    expect(new URL(page.url()).pathname).toBe('/');
    expect((await signup(email)).data()).toMatchObject({ email });
    expect(seen.length).toBeGreaterThan(0);
    const address = new RegExp(`${email.split('@')[0]}|${encodeURIComponent(email)}`, 'i');
    expect(seen.filter((text) => address.test(text))).toEqual([]);
  });
});

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`with the script live at ${viewport.width} px, it says so in place and keeps saying it, the address kept`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    // The page's own timers, so the test can run them past the 3.5 s the answer used to last.
    await page.clock.install();
    const email = `live-${uniqueId('nl')}@elf.test`;
    await page.goto('/');
    await islandLive(page, 'newsletter');
    const seen = watchRequests(page);
    const input = page.getByLabel('Email address');
    await input.fill(email);
    await page.getByRole('button', { name: 'Subscribe' }).click();

    const answer = page
      .getByRole('form', { name: 'Newsletter signup' })
      .getByRole('status')
      .filter({ hasText: 'Almost done! Check your inbox to confirm your subscription.' });
    // The emulated function's answer, which a busy machine can hold up for well over 10 s.
    await expect(answer).toBeVisible({ timeout: 30_000 });
    await page.clock.runFor(60_000);
    await expect(answer).toBeVisible();
    await expect(answer).toBeInViewport();
    await expect(input).toHaveValue(email);
    expect(page.url()).not.toContain('newsletter');
    await expect.poll(async () => (await signup(email)).data()).toMatchObject({ email });
    expect(seen.filter((text) => text.includes(email.split('@')[0]!))).toEqual([]);
  });
}

/** An address of `length` characters, every part of it valid. */
const addressOf = (length: number) => {
  const domain = `@${'elf.'.repeat(60)}test`;
  return `${uniqueId('long')}${'x'.repeat(length)}`.slice(0, length - domain.length) + domain;
};

for (const width of [390, 1280])
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('an address the browser accepts, such as a=b@…, is subscribed', async ({ page }) => {
      const email = `a=b-${uniqueId('nl')}@elf.test`;
      await signUpOnHome(page, email);
      await expect.poll(async () => (await signup(email)).data()).toMatchObject({ email });
    });

    test('a 300-character address is not cut: the form says the limit', async ({ page }) => {
      const email = addressOf(300);
      await page.goto('/');
      await islandLive(page, 'newsletter');
      const input = page.getByLabel('Email address');
      await input.fill(email);
      await expect(input).toHaveValue(email);
      await page.getByRole('button', { name: 'Subscribe' }).click();
      await expect(input).toHaveAccessibleDescription(NEWSLETTER_TEXT.tooLong);
      expect((await signup(email)).exists).toBe(false);
    });

    test.describe('without the script', () => {
      test.use({ javaScriptEnabled: false });

      test('a 300-character address comes back with the limit', async ({ page }) => {
        await page.goto('/');
        await page.getByLabel('Email address').fill(addressOf(300));
        await page.getByRole('button', { name: 'Subscribe' }).click();
        await expect(page.getByLabel('Email address')).toHaveAccessibleDescription(
          NEWSLETTER_TEXT.tooLong,
        );
      });
    });
  });
