/**
 * The import files owners really have (test/fixtures/imports), chosen in the admin as a person
 * would choose them: the browser decodes each from its bytes and the dry run says what each row
 * would do, and how the file was read.
 */
import { fileURLToPath } from 'node:url';
import { type Page } from '@playwright/test';
import { DECODE_TEXT } from '@core/import/decode-file';
import { IMPORT_TEXT } from '@core/import/parse-table';
import { REDIRECT_TEXT } from '@core/redirects/redirect-schema';
import { expect, test } from './fixtures';
import { setAdminStatus } from '../functions/src/admin/admin-claims';
import { createTestUser } from '@test/emulators';
import { collectPageErrors } from './support';

const fixture = (name: string) =>
  fileURLToPath(new URL(`../test/fixtures/imports/${name}`, import.meta.url));

async function signInAsNewAdmin(page: Page) {
  const admin = await createTestUser();
  await setAdminStatus(admin.uid, admin.email, true);
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/admin/dashboard');
}

const FILES: {
  name: string;
  summary: string;
  readAs: string;
  reasons: RegExp[];
}[] = [
  {
    name: 'redirects-excel-semicolon.csv',
    summary: '5 new, 0 already there, 2 refused',
    readAs: DECODE_TEXT.readAs('UTF-8'),
    reasons: [/^Line 7 :/, /^Line 9 \/excel\/bad-active:/],
  },
  {
    name: 'redirects-wordpress-redirection.csv',
    summary: '3 new, 0 already there, 2 refused',
    readAs: DECODE_TEXT.readAs('UTF-8'),
    reasons: [/^Line 4 /, /^Line 5 \/wp\/partner\/: Off-site targets are not supported/],
  },
  {
    name: 'redirects-old-snake-case-dump.csv',
    summary: '3 new, 0 already there, 0 refused',
    readAs: DECODE_TEXT.readAs('UTF-8'),
    reasons: [],
  },
  {
    name: 'redirects-google-sheets.csv',
    summary: '3 new, 0 already there, 0 refused',
    readAs: DECODE_TEXT.readAs('UTF-8'),
    reasons: [],
  },
  {
    name: 'redirects-windows-1252.csv',
    summary: '2 new, 0 already there, 0 refused',
    readAs: DECODE_TEXT.readAs('Windows-1252'),
    reasons: [],
  },
  {
    name: 'redirects-unicode-text-utf16le.txt',
    summary: '2 new, 0 already there, 0 refused',
    readAs: DECODE_TEXT.readAs('UTF-16LE'),
    reasons: [],
  },
];

test('the redirect import dialog reads each real file and reports every row with its line', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const errors = collectPageErrors(page);
  await signInAsNewAdmin(page);
  await page.goto('/admin/redirects');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Redirects from CSV' });
  const result = dialog.getByRole('region', { name: 'Check result' });
  for (const file of FILES) {
    await dialog.getByLabel('Or choose a CSV file').setInputFiles(fixture(file.name));
    await dialog.getByRole('button', { name: 'Check Rows' }).click();
    // The first check may wait for a cold function on a busy machine.
    await expect(result.getByRole('status'), file.name).toHaveText(file.summary, {
      timeout: 60_000,
    });
    await expect(result.getByText(file.readAs, { exact: true }), file.name).toBeVisible();
    for (const reason of file.reasons)
      await expect(
        result.getByRole('listitem').filter({ hasText: reason }),
        file.name,
      ).toBeVisible();
  }
  // The text the Windows-1252 file holds, character for character.
  await dialog
    .getByLabel('Or choose a CSV file')
    .setInputFiles(fixture('redirects-windows-1252.csv'));
  await expect(dialog.getByLabel('CSV text')).toHaveValue(/Café “quoted”[\s\S]*Price in € – naïve/);
  await expect(result.getByText(REDIRECT_TEXT.activeInvalid)).toHaveCount(0);

  // A file the server cannot read says why, in the dialog.
  await dialog.getByLabel('CSV text').fill('source_path;"target_path\r\n/a;/b');
  await dialog.getByRole('button', { name: 'Check Rows' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    `${IMPORT_TEXT.invalidCsv} ${IMPORT_TEXT.badHeaderQuotes}`,
  );
  expect(errors.filter((error) => !/status of 400 /.test(error))).toEqual([]);
});

test('the shared import panel reads a Windows-1252 file and says so in the dry run', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsNewAdmin(page);
  await page.goto('/admin/tools/scene-importer');
  await expect(page.getByRole('heading', { level: 1, name: 'Import Elf Scenes' })).toBeVisible();
  await page.getByLabel('Choose a file').setInputFiles(fixture('scenes-windows-1252.csv'));
  await expect(page.getByLabel('Data to import')).toHaveValue(/Crème Brûlée Bath.*“custard”/);
  await page.getByRole('button', { name: 'Dry run' }).click();
  await expect(page.getByText(DECODE_TEXT.readAs('Windows-1252'))).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Crème Brûlée Bath' })).toBeVisible();
});
