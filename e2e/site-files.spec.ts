import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { collectPageErrors, signInAsAdmin } from './support';

const toast = (page: Page) => page.getByTestId('toast');
const ADS = 'google.com, pub-0000000000000000, DIRECT, f08c47fec0942fa0\n';

test('an admin generates and verifies the sitemap, then checks every URL it lists', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const errors = collectPageErrors(page);
  await signInAsAdmin(page);

  const card = page.getByRole('region', { name: 'Generate Sitemap' });
  await card.getByRole('button', { name: 'Generate Sitemap' }).click();
  // Generate, copy to the root, the spec's waits, then the verification reads /sitemap.xml.
  await expect(toast(page).filter({ hasText: 'Verification Successful' })).toBeVisible({
    timeout: 60_000,
  });
  await expect(card.getByRole('status').first()).toContainText('Verified');

  await card.getByRole('button', { name: 'Check every URL' }).click();
  const results = card.getByRole('list', { name: 'URL check results' });
  await expect(results).toBeVisible({ timeout: 90_000 });
  // The site's own pages pass; whatever the other tests left behind is named, not hidden.
  await expect(
    results.getByRole('listitem').filter({ hasText: /^https:\/\/[^/]+\/Status 200/ }),
  ).toContainText('Status 200 · indexable yes · canonical is itself yes');
  await expect(
    card.getByText(/All \d+ URLs answer 200|URLs in the sitemap should not be there/),
  ).toBeVisible();
  expect(errors).toEqual([]);
});

test('an admin uploads ads.txt, the site serves it at its root, and deleting it takes it away', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  await signInAsAdmin(page);
  await page.getByRole('link', { name: 'Domain Root Files' }).click();
  await expect(page).toHaveURL('/admin/root-file-manager');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Domain Root File Manager' }),
  ).toBeVisible();

  // Upload with nothing picked: the spec's toast.
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(toast(page).filter({ hasText: 'No file selected' })).toContainText(
    'Please select a file to upload',
  );

  await page
    .getByLabel('File', { exact: true })
    .setInputFiles({ name: 'ads.txt', mimeType: 'text/plain', buffer: Buffer.from(ADS) });
  await expect(page.getByLabel('Name at the domain root')).toHaveValue('ads.txt');
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(toast(page).filter({ hasText: 'File uploaded successfully' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: '/ads.txt' });
  await expect(row).toContainText('text/plain');

  const served = await request.get('/ads.txt');
  expect(served.status()).toBe(200);
  expect(await served.text()).toBe(ADS);
  expect(served.headers()['content-type']).toBe('text/plain; charset=utf-8');
  expect(served.headers()['x-content-type-options']).toBe('nosniff');
  await expect(row.getByRole('link', { name: 'View /ads.txt' })).toHaveAttribute(
    'href',
    '/ads.txt',
  );

  // A name the site itself answers is refused before anything is sent.
  await page
    .getByLabel('File', { exact: true })
    .setInputFiles({ name: 'robots.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await expect(page.getByText(/'robots.txt' is part of the site itself/)).toBeVisible();

  await row.getByRole('button', { name: 'Delete /ads.txt' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete File' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(toast(page).filter({ hasText: 'File deleted' })).toBeVisible();
  await expect(row).toHaveCount(0);
  expect((await request.get('/ads.txt')).status()).toBe(404);
  expect(errors).toEqual([]);
});
