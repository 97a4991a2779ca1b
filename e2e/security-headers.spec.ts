import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SITE_ORIGIN } from '../scripts/lib/stack';
import { expect, test } from './fixtures';

/** Another origin whose page tries to show the admin in a frame, as a clickjacking site would. */
let framer: Server;
let framerOrigin: string;

test.beforeAll(async () => {
  framer = createServer((_request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(
      `<!doctype html><title>Framer</title>` +
        `<iframe src="${SITE_ORIGIN}/admin/login" onload="document.title = 'frame loaded'"></iframe>`,
    );
  });
  await new Promise<void>((resolve) => framer.listen(0, '127.0.0.1', resolve));
  framerOrigin = `http://127.0.0.1:${(framer.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => framer.close(resolve));
});

test('another site cannot show the admin in a frame', async ({ page }) => {
  await page.goto(framerOrigin);
  await expect(page).toHaveTitle('frame loaded');
  await expect(page.frameLocator('iframe').getByLabel('Email')).toHaveCount(0);
});

test('a script the page did not ship is refused, and the refusal fails the test', async ({
  page,
  cspViolations,
}) => {
  await page.goto('/');
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'document.documentElement.dataset.injected = "ran"';
    document.head.append(script);
    return document.documentElement.dataset.injected === 'ran';
  });
  expect(ran).toBe(false);
  await expect.poll(() => cspViolations.join('\n')).toContain('script-src');
  // Broken on purpose here: the suite's guard must not fail this test for it.
  cspViolations.length = 0;
});
