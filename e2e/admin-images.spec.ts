import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createServer, type Server } from 'node:http';
import sharp from 'sharp';
import { TEST_IMAGE_ORIGIN } from '../scripts/lib/stack';
import { uniqueId } from '@test/emulators';
import { collectPageErrors, signInAsAdmin } from './support';

const toast = (page: Page) => page.getByTestId('toast');

/**
 * Images on "another site": TEST_IMAGE_ORIGIN, which only `npm test` lets the image proxy reach
 * (IMAGE_PROXY_TEST_ALLOW_HOSTS; a private address is refused otherwise).
 */
let server: Server;
test.beforeAll(async () => {
  const images: Record<string, Buffer> = {
    '/pictures/elf.png': await sharp({
      create: { width: 1200, height: 800, channels: 3, background: '#2e7d32' },
    })
      .png()
      .toBuffer(),
    '/pictures/cookies.jpg': await sharp({
      create: { width: 640, height: 480, channels: 3, background: '#8d6e63' },
    })
      .jpeg()
      .toBuffer(),
  };
  server = createServer((request, response) => {
    const body = images[request.url ?? ''];
    response.writeHead(body ? 200 : 404, { 'content-type': 'image/png' });
    response.end(body);
  });
  await new Promise<void>((resolve) =>
    server.listen(Number(new URL(TEST_IMAGE_ORIGIN).port), '127.0.0.1', resolve),
  );
});
test.afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

test('an admin imports two images by URL, pastes one into a post, and the library shows the post', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const errors = collectPageErrors(page);
  await signInAsAdmin(page);
  const blogTitle = `Elf pictures ${uniqueId('e2e')}`;

  await page.getByRole('link', { name: 'Image Repository' }).click();
  await expect(page).toHaveURL('/admin/image-repository');
  await page.getByLabel(/Blog post title/).fill(blogTitle);
  await page
    .getByLabel(/Image information/)
    .fill(
      [
        `url: ${TEST_IMAGE_ORIGIN}/pictures/elf.png`,
        'alt text: An elf on a green shelf',
        `title: Shelf elf ${blogTitle}`,
        '',
        `url: ${TEST_IMAGE_ORIGIN}/pictures/cookies.jpg`,
        'alt text: Gingerbread cookies',
        `title: Cookies ${blogTitle}`,
      ].join('\n'),
    );
  await page.getByRole('button', { name: 'Import Images' }).click();
  await expect(page.getByText(/Processing images: \d of 2 complete/)).toBeVisible();
  // The first image starts the functions' image code (libvips) cold: give it time.
  await expect(toast(page)).toContainText('Images imported successfully', { timeout: 60_000 });
  await expect(toast(page)).toContainText('2 of 2 images were imported');

  await page.getByRole('tab', { name: 'Image Gallery' }).click();
  await page.getByRole('searchbox', { name: 'Search images' }).fill(blogTitle);
  const gallery = page.getByRole('list', { name: 'Images' });
  // Newest first.
  await expect(gallery.getByRole('heading', { level: 3 })).toHaveText([
    `Cookies ${blogTitle}`,
    `Shelf elf ${blogTitle}`,
  ]);
  const elfCard = gallery.getByRole('listitem').filter({ hasText: `Shelf elf ${blogTitle}` });
  await expect(elfCard.getByText('Unused')).toBeVisible();
  const elfSrc = await elfCard.getByRole('img').first().getAttribute('srcset');
  expect(elfSrc).toMatch(/\/media\/blog_images\/inline\/image_\d+-w480\.webp 480w/);

  const copy = elfCard.getByRole('button', { name: /Copy HTML/ });
  await copy.click();
  await expect(copy).toHaveText('Copied');
  await expect(toast(page)).toContainText('HTML copied to clipboard');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('class="blog-inline-image"');
  expect(copied).toContain('max-width: 70%');
  const url = /src="([^"]+)"/.exec(copied)![1]!;
  expect(url).toMatch(/\/media\/blog_images\/inline\/image_\d+\.webp$/);
  await expect(copy).toHaveText('Copy HTML', { timeout: 5000 });

  // Into a new post: pasted into the editor, the copied HTML becomes the image itself.
  const postTitle = `Shelf ideas ${uniqueId('e2e')}`;
  await page.goto('/admin/new-post');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(postTitle);
  await page.getByLabel('Excerpt').fill('Where the elf sat.');
  const content = page.getByRole('textbox', { name: 'Post content' });
  await content.click();
  await page.keyboard.type('Look at this: ');
  await page.keyboard.press('ControlOrMeta+V');
  // Chromium pastes the picture with the page's host; the post keeps the path when saved.
  await expect(content.getByRole('img', { name: 'An elf on a green shelf' })).toHaveAttribute(
    'src',
    new RegExp(`${url.replace(/\./g, '\\.')}$`),
  );
  await page.keyboard.press('ControlOrMeta+s');
  await expect(toast(page)).toContainText(/Draft (saved|updated)!/);

  // The library names the post as the image's user.
  await page.goto('/admin/image-repository?tab=gallery');
  await page.getByRole('searchbox', { name: 'Search images' }).fill(blogTitle);
  const used = page
    .getByRole('list', { name: 'Images' })
    .getByRole('listitem')
    .filter({ hasText: `Shelf elf ${blogTitle}` });
  await expect(async () => {
    await page.reload();
    await page.getByRole('searchbox', { name: 'Search images' }).fill(blogTitle);
    await expect(used.getByRole('link', { name: postTitle })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await expect(used).toContainText('in the text');
  expect(errors).toEqual([]);
});

test('a visitor without a session is sent to login from the image repository', async ({ page }) => {
  await page.goto('/admin/image-repository');
  await expect(page).toHaveURL('/admin/login', { timeout: 10_000 });
});
