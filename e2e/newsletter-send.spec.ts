/**
 * Issue 49's "Done when": a reader subscribes and confirms in MailDev; the owner writes and
 * publishes a post with a generator and emails it; the mail in MailDev has its HTML and text
 * parts, the generator's card, and an unsubscribe link (in the mail and the one-click header)
 * that works; once unsubscribed, the reader gets nothing of the next post the owner emails.
 */
import type { Page } from '@playwright/test';
import { postSendId } from '@core/newsletter/newsletter-sends-admin';
import { deleteTestPost, uniqueId } from '@test/emulators';
import { linkIn, mailsTo, waitForMails } from '@test/maildev';
import { sendRef } from '../functions/src/newsletter/send-job';
import { subscriberId, subscriberRef } from '../functions/src/newsletter/subscriber-store';
import { expect, test } from './fixtures';
import { signInAsAdmin, signUpOnHome } from './support';

// The test signs up as a visitor of its own (the limit is 5 sign-ups a minute per visitor).
test.use({ ownClientAddress: true });

const toast = (page: Page) => page.getByTestId('toast');

/** The posts this spec publishes: the specs after it read the newest post and every address. */
const published: string[] = [];
test.afterAll(async () => {
  await Promise.all(published.map((id) => deleteTestPost({ id })));
});

/** Writes a post (with the craft generator, or not) and publishes it; answers its id. */
async function writeAndPublish(page: Page, title: string, withGenerator: boolean) {
  await page.goto('/admin/blog');
  await page.getByRole('link', { name: 'Create New Post' }).click();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByLabel('Excerpt').fill('Twenty ideas our elf tried this week.');
  await page.getByLabel('SEO meta description').fill('Elf ideas for the week.');
  const content = page.getByRole('textbox', { name: 'Post content' });
  await content.click();
  await page.keyboard.type('Our elf hid in the flour jar. ');
  if (withGenerator) {
    await page.getByRole('button', { name: 'Insert Craft Generator' }).click();
    await expect(content.getByText(/Craft Ideas generator/)).toBeVisible();
  }
  await page.keyboard.press('ControlOrMeta+s');
  await expect(page).toHaveURL(/\/admin\/edit-post\/[\w-]+$/);
  const id = new URL(page.url()).pathname.split('/').at(-1)!;
  published.push(id);
  await page.getByRole('switch', { name: 'Publish' }).click();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(toast(page)).toContainText('Post updated!');
  await expect(page).toHaveURL('/admin/blog');
  return id;
}

/** Emails the published post from its editor, as the owner does, after a look at the preview. */
async function emailPost(page: Page, id: string) {
  await page.goto(`/admin/edit-post/${id}`);
  const button = page.getByRole('button', { name: 'Email this post to subscribers' });
  await expect(button).toBeEnabled({ timeout: 30_000 });
  await button.click();
  const dialog = page.getByRole('alertdialog', { name: 'Email this post to your subscribers?' });
  const preview = dialog.locator('iframe[title="The mail at 600 px"]');
  await expect(preview).toBeVisible();
  // The mail at its own width, shrunk to the dialog's where that is narrower: no sideways scroll.
  const rightEdge = async (element: typeof preview) => {
    const { x, width } = (await element.boundingBox())!;
    return x + width;
  };
  await expect.poll(() => rightEdge(preview)).toBeLessThanOrEqual(await rightEdge(dialog));
  const send = dialog.getByRole('button', { name: /^Email \d[\d,]* confirmed subscribers?$/ });
  // The buttons are in view without scrolling: on a laptop's screen (Playwright's 1280 x 720) the
  // preview leaves room for them; on a phone the dialog scrolls under them.
  await expect(send).toBeInViewport({ ratio: 1 });
  // A field that takes focus is scrolled above them, not left under them.
  const testAddress = dialog.getByLabel('Send a test to');
  await testAddress.focus();
  const bottomEdge = async (element: typeof preview) => {
    const { y, height } = (await element.boundingBox())!;
    return y + height;
  };
  const cancel = await dialog.getByRole('button', { name: 'Cancel' }).boundingBox();
  await expect.poll(() => bottomEdge(testAddress)).toBeLessThanOrEqual(cancel!.y);
  await send.click();
  await expect(toast(page)).toContainText('The post is on its way to your subscribers');
  await expect(page.getByRole('button', { name: 'Email this post again' })).toBeFocused();
}

test('a confirmed reader gets the emailed post with its generator, unsubscribes by its link, and gets nothing of the next one', async ({
  page,
}) => {
  // Sign-up, two posts and two sends through MailDev, each of which a busy machine may start cold.
  test.setTimeout(240_000);
  const email = `${uniqueId('reader')}@elf.test`;
  await signUpOnHome(page, email);
  const [confirmation] = await waitForMails(email, 1);
  await page.goto(linkIn(confirmation!, '/api/newsletter/confirm'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're subscribed!");

  await signInAsAdmin(page);
  const first = `Flour jar ideas ${uniqueId('post')}`;
  await emailPost(page, await writeAndPublish(page, first, true));

  const mail = (await waitForMails(email, 3, 120_000)).find((each) => each.subject === first);
  expect(mail).toBeDefined();
  expect(mail!.html).toContain('Try it');
  expect(mail!.html).toContain('Craft Ideas');
  expect(mail!.html).toMatch(/<img[^>]+alt="Craft Ideas Generator"/);
  // The text part sets headings in capitals, as html-to-text does.
  expect(mail!.text).toContain(first.toUpperCase());
  expect(mail!.text).toContain('CRAFT IDEAS GENERATOR');
  expect(mail!.text).toMatch(/Try it http:\/\/\S+\/generators\/craft\?ref=newsletter-/);
  const unsubscribe = linkIn(mail!, '/api/newsletter/unsubscribe');
  expect(mail!.headers['list-unsubscribe']).toBe(`<${unsubscribe}>`);
  expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

  await page.goto(unsubscribe);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're unsubscribed");

  // Another reader, confirmed, so the second post has someone to reach (a fresh stack has nobody else).
  const other = `${uniqueId('other')}@elf.test`;
  const now = new Date().toISOString();
  await subscriberRef(subscriberId(other)).set({
    email: other,
    status: 'confirmed',
    createdAt: now,
    confirmedAt: now,
    source: '/',
  });

  // The second post, emailed from a phone's width.
  await page.setViewportSize({ width: 390, height: 844 });
  const second = `Snow globe ideas ${uniqueId('post')}`;
  const secondId = await writeAndPublish(page, second, false);
  await emailPost(page, secondId);
  // The send ends (every recipient mailed or refused): the reader's mail would have gone by then.
  await expect
    .poll(async () => (await sendRef(postSendId(secondId, 0)).get()).get('status'), {
      timeout: 120_000,
    })
    .toBe('done');
  expect((await mailsTo(other)).map((each) => each.subject)).toContain(second);
  expect((await mailsTo(email)).map((each) => each.subject)).not.toContain(second);
});
