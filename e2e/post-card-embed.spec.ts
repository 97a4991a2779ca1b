/**
 * A post embedded on another site by its URL, as an oEmbed consumer does it: the post page's
 * discovery link, the answer for the consumer's column, and the post's card in its frame, sized
 * from the start and by its own report, on a page that runs the answer's script (Ghost) and in a
 * frame sandboxed by a host that speaks the host protocol (WordPress).
 */
import type { Server } from 'node:http';
import type { APIRequestContext, Page } from '@playwright/test';
import { postCardHeight } from '@core/embed/post-card';
import type { Post } from '@core/models';
import { SITE_ORIGIN } from '../scripts/lib/stack';
import { createTestPost, deleteTestPost } from '@test/emulators';
import { expect, test } from './fixtures';
import { collectPageErrors } from './support';
import { startThirdPartyServer, THIRD_PARTY_ORIGIN } from './third-party-server';

let server: Server;
let post: Post;

test.beforeAll(async () => {
  server = await startThirdPartyServer();
  // Dated long ago: it never pushes another spec's post off the blog's first page.
  post = await createTestPost({
    title: 'Twelve cozy elf arrivals for a snowy first of December morning',
    excerpt:
      'From a hot cocoa bar to a zip line over the tree: arrivals that take five minutes to set up and make the whole house laugh.',
    createdAt: '2020-11-20T09:00:00.000Z',
  });
});

test.afterAll(async () => {
  await deleteTestPost(post);
  await new Promise((resolve) => server.close(resolve));
});

const postUrl = () => `${SITE_ORIGIN}/blog/${post.slug}`;

/** The oEmbed answer, found as a consumer finds it: by the post page's discovery link. */
async function discoveredAnswer(request: APIRequestContext, maxWidth: number) {
  const html = await (await request.get(postUrl())).text();
  const link = /<link rel="alternate" type="application\/json\+oembed" href="([^"]+)"/.exec(html);
  expect(link).not.toBeNull();
  const url = new URL(link![1]!.replaceAll('&amp;', '&'));
  url.searchParams.set('maxwidth', String(maxWidth));
  const response = await request.get(url.toString());
  expect(response.status()).toBe(200);
  return (await response.json()) as { type: string; html: string; width: number; height: number };
}

/** The host page's column: what a consumer sends as maxwidth. */
const columnWidth = (page: Page) => page.evaluate(() => document.body.clientWidth);

for (const viewport of [390, 1280]) {
  test(`at ${viewport} px, the answer's html shows the post's card at its computed height, sized by its own report, linking to the post`, async ({
    page,
    request,
  }) => {
    const errors = collectPageErrors(page);
    await page.setViewportSize({ width: viewport, height: 900 });
    await page.goto(`${THIRD_PARTY_ORIGIN}/blank.html`);
    const column = await columnWidth(page);
    const answer = await discoveredAnswer(request, column);
    expect(answer).toMatchObject({ type: 'rich', width: Math.min(600, column) });
    expect(answer.height).toBe(postCardHeight(Math.min(600, column)));

    // As a host that keeps scripts inserts it: the script runs.
    await page.evaluate((html) => {
      document.body.append(document.createRange().createContextualFragment(html));
    }, answer.html);
    const frame = page.locator('iframe');
    // The frame has spoken: the script set its height from the report and hid the fallback.
    await expect.poll(() => frame.evaluate((element) => element.style.height)).not.toBe('');
    await expect(page.locator('blockquote')).toBeHidden();

    const card = page.frameLocator('iframe');
    await expect(card.locator('.media img')).toHaveJSProperty('complete', true);
    const content = await card
      .locator('body')
      .evaluate((body) => body.getBoundingClientRect().height);
    const framed = await frame.evaluate((element) => element.getBoundingClientRect().height);
    expect(Math.abs(framed - content)).toBeLessThanOrEqual(4);
    expect(Math.abs(framed - answer.height)).toBeLessThanOrEqual(4);

    const link = card.getByRole('link', { name: post.title });
    await expect(link).toHaveAttribute('target', '_blank');
    const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await expect(tab).toHaveURL(postUrl());
    await expect(tab.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test('in a frame a host sandboxes with a secret (as WordPress frames it), the card reports its height and asks the host to open the post', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto(`${THIRD_PARTY_ORIGIN}/blank.html`);
  const column = await columnWidth(page);
  const answer = await discoveredAnswer(request, column);
  const src = /<iframe src="([^"]+)"/.exec(answer.html)![1]!.replaceAll('&amp;', '&');
  await page.evaluate((frameSrc) => {
    const messages: unknown[] = [];
    Object.assign(window, { hostMessages: messages });
    addEventListener('message', (event: MessageEvent) => {
      if ((event.data as { secret?: unknown } | null)?.secret === 'Wp7Secret')
        messages.push(event.data);
    });
    const frame = document.createElement('iframe');
    frame.setAttribute('sandbox', 'allow-scripts');
    frame.setAttribute('width', '100%');
    frame.setAttribute('height', '200');
    frame.src = `${frameSrc}#?secret=Wp7Secret`;
    document.body.append(frame);
  }, src);
  const hostMessages = () =>
    page.evaluate(
      () =>
        (window as unknown as { hostMessages: { message: string; value: unknown }[] }).hostMessages,
    );

  await expect
    .poll(async () => (await hostMessages()).find((message) => message.message === 'height'))
    .toBeTruthy();
  const height = (await hostMessages()).find((message) => message.message === 'height')!.value;
  expect(Math.abs(Number(height) - postCardHeight(column))).toBeLessThanOrEqual(4);

  await page.frameLocator('iframe').getByRole('link', { name: post.title }).click();
  await expect
    .poll(async () => (await hostMessages()).find((message) => message.message === 'link'))
    .toEqual({ secret: 'Wp7Secret', message: 'link', value: postUrl() });
  // Nothing opened in the frame or in a new tab: the host leads its page there.
  expect(page.context().pages()).toHaveLength(1);
  await expect(page.frameLocator('iframe').getByRole('link', { name: post.title })).toBeVisible();
});
