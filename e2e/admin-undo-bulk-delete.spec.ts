/**
 * An admin undoes an import from its report, then deletes several rows of a content table at
 * once: one confirmation, one request, the rows gone from the table and the database.
 */
import { COLLECTIONS } from '@core/paths';
import { expect, test } from './fixtures';
import { db } from '../functions/src/platform/firebase';
import { uniqueId } from '@test/emulators';
import { signInAsNewAdmin } from './support';

const HEADER = 'title,description,required_items,setup_instructions,difficulty,time_required';

const scenesCsv = (prefix: string) =>
  [
    HEADER,
    ...[1, 2, 3].map((i) => `${prefix} ${i},The elves parade.,paper hats,Line them up.,Easy,5 min`),
    // A rejected row keeps the report on screen (a clean import returns to the tool's page).
    ',No title here,paper hats,Line them up.,Easy,',
  ].join('\r\n');

const storedWith = async (prefix: string) =>
  (
    await db()
      .collection(COLLECTIONS.elfScenes)
      .where('title', '>=', prefix)
      .where('title', '<', `${prefix}\uf8ff`)
      .get()
  ).size;

/** On the importer page, ready for a file. */
async function importScenes(page: import('@playwright/test').Page, prefix: string) {
  await page.getByLabel('Choose a file').setInputFiles({
    name: 'scenes.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(scenesCsv(prefix)),
  });
  await page.getByRole('button', { name: 'Dry run' }).click();
  await page.getByRole('button', { name: 'Import 3 new rows' }).click();
  await expect(page.getByText('Imported 3, skipped 0, rejected 1.')).toBeVisible({
    timeout: 60_000,
  });
}

test('an admin undoes an import from its report, then deletes several scenes at once', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInAsNewAdmin(page);

  const undone = `Undo Parade ${uniqueId('e2e')}`;
  await page.goto('/admin/scene-ideas-importer');
  await importScenes(page, undone);
  expect(await storedWith(undone)).toBe(3);
  const undoButton = page.getByRole('button', { name: 'Undo import' });
  await undoButton.click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Undo this import?');
  await confirm.getByRole('button', { name: 'Undo import' }).click();
  await expect(page.getByText('Removed 3 elf scenes this import created.')).toBeVisible({
    timeout: 60_000,
  });
  await expect(undoButton).toHaveCount(0);
  expect(await storedWith(undone)).toBe(0);

  const deleted = `Bulk Parade ${uniqueId('e2e')}`;
  await page.getByRole('button', { name: 'Import another file' }).click();
  await importScenes(page, deleted);
  await page.goto('/admin/tools/scene-generator');
  const table = page.getByRole('table', { name: 'Elf scenes' });
  for (const i of [1, 2, 3])
    await table.getByRole('checkbox', { name: `Select ${deleted} ${i}` }).check();
  await expect(page.getByText('3 selected')).toBeVisible();
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/admin/bulk-delete/')) requests.push(request.url());
  });
  await page.getByRole('button', { name: 'Delete selected' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Delete 3 elf scenes?');
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByTestId('toast')).toContainText('Deleted 3 elf scenes');
  await expect(table.getByText(deleted)).toHaveCount(0);
  expect(requests).toHaveLength(1);
  expect(await storedWith(deleted)).toBe(0);
});
