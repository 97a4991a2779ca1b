/**
 * The newsletter's double opt-in as a reader goes through it (issue 39): sign up on the home page,
 * read the mail in MailDev, confirm, get the welcome mail, unsubscribe by its link in one click.
 */
import { uniqueId } from '../test/support/emulators';
import { linkIn, waitForMails } from '../test/support/maildev';
import { subscriberId, subscriberRef } from '../functions/src/newsletter/subscriber-store';
import { expect, test } from './fixtures';
import { islandLive } from './support';

const status = async (email: string) =>
  (await subscriberRef(subscriberId(email)).get()).get('status') as string | undefined;

test('sign up, confirm by the mailed link, then unsubscribe by the welcome mail in one click', async ({
  page,
}) => {
  const email = `${uniqueId('optin')}@elf.test`;
  await page.goto('/');
  await islandLive(page, 'newsletter');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  // The emulated function's answer (its first mail loads nodemailer), which a busy machine can
  // hold up for well over 10 s.
  await expect(page.getByTestId('toast')).toContainText(
    'Check your inbox to confirm your subscription.',
    { timeout: 30_000 },
  );

  const [confirmation] = await waitForMails(email, 1);
  expect(confirmation!.subject).toBe('Confirm your subscription to Elf Letter');
  expect(confirmation!.text).toContain('ignore this mail');
  expect(await status(email)).toBe('waiting');

  await page.goto(linkIn(confirmation!, '/api/newsletter/confirm'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're subscribed!");
  expect(await status(email)).toBe('confirmed');

  const [, welcome] = await waitForMails(email, 2);
  const unsubscribe = linkIn(welcome!, '/api/newsletter/unsubscribe');
  expect(welcome!.headers['list-unsubscribe']).toBe(`<${unsubscribe}>`);
  expect(welcome!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

  await page.goto(unsubscribe);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Unsubscribe from the newsletter?',
  );
  expect(await status(email)).toBe('confirmed');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're unsubscribed");
  expect(await status(email)).toBe('unsubscribed');
});
