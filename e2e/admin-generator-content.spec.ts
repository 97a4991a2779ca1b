/**
 * An admin curates generator content through the admin pages (a recipe, an import of scenes, a
 * craft idea and the craft generator's settings), and a post embedding each generator shows it at
 * once, through the API's revalidated caches.
 */
import { readFile } from 'node:fs/promises';
import { contentKey } from '@core/generators/content-schemas';
import type { Post } from '@core/models';
import { COLLECTIONS, SETTINGS_DOCS } from '@core/paths';
import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { bumpVersion, claimRef } from '../functions/src/content/content-store';
import { db } from '../functions/src/platform/firebase';
import { createTestPost, deleteTestPost, uniqueId } from '@test/emulators';
import { collectPageErrors, expectActivity, signInAsAdmin, generatorsTakenOver } from './support';

const posts: Post[] = [];
const cleanups: (() => Promise<void>)[] = [];
test.afterAll(async () => {
  await Promise.all(cleanups.map((cleanup) => cleanup()));
  await Promise.all(posts.map(deleteTestPost));
});

/**
 * Removes what a test added whose title starts with `prefix`, with the entries' key claims, and
 * bumps the collection's version so the widgets' endpoints stop answering it at once.
 */
function removeAfterwards(collection: string, prefix: string) {
  cleanups.push(async () => {
    const key = contentKey(prefix);
    const found = await db()
      .collection(collection)
      .where('key', '>=', key)
      .where('key', '<', `${key}\uf8ff`)
      .get();
    const writer = db().bulkWriter();
    for (const doc of found.docs) {
      void writer.delete(doc.ref);
      void writer.delete(claimRef(collection, String(doc.get('key'))));
    }
    await writer.close();
    await db().runTransaction(async (tx) => bumpVersion(tx, collection, new Date().toISOString()));
  });
}

/** A published post embedding one generator, opened by a visitor in a browser of their own. */
async function visitPostEmbedding(browser: Browser, generator: string): Promise<Page> {
  const post = await createTestPost({
    content: `<p>Try this:</p><div data-elf-generator="${generator}"></div>`,
  });
  posts.push(post);
  const reader = await (await browser.newContext()).newPage();
  await reader.goto(`/blog/${post.slug}`);
  // The server's frame answers no tap until the widget's code runs (first-frames.spec.ts).
  await generatorsTakenOver(reader);
  return reader;
}

const widget = (page: Page, generator: string) =>
  page.locator(`[data-elf-generator="${generator}"] [role="region"]`);
const toast = (page: Page) => page.getByTestId('toast');

test('an admin adds a recipe, and a post embedding the recipe generator shows it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  const title = `Cocoa Snowdrift ${uniqueId('e2e')}`;
  removeAfterwards(COLLECTIONS.holidayRecipes, 'Cocoa Snowdrift');
  const admin = await signInAsAdmin(page);

  await page.goto('/admin/tools/recipe-generator/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Add New Recipe' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Add New Recipe' });
  await form.getByRole('button', { name: 'Create Recipe' }).click();
  for (const message of [
    'Title is required',
    'Description is required',
    'Instructions are required',
    'Prep time is required',
    'Cook time is required',
    'Total time is required',
  ])
    await expect(form.getByText(message)).toBeVisible();
  await expect(form.getByLabel(/^Servings/)).toHaveValue('4');
  await expect(form.getByLabel('Category')).toHaveValue('Holiday Treats');

  await form.getByLabel(/^Title/).fill(title);
  await form.getByLabel(/^Description/).fill('Hot cocoa piled high with whipped cream snow.');
  await form.getByRole('textbox', { name: 'Ingredient 1' }).fill('Milk');
  await form.getByRole('textbox', { name: 'Ingredient 1' }).press('Enter');
  await form.getByRole('textbox', { name: 'Ingredient 2' }).fill('Cocoa powder');
  await form.getByRole('button', { name: 'Add Ingredient' }).click();
  await form.getByLabel(/^Instructions/).fill('Warm the milk, whisk in the cocoa, pile on cream.');
  await form.getByLabel(/^Prep Time/).fill('5 min');
  await form.getByLabel(/^Cook Time/).fill('10 min');
  await form.getByLabel(/^Total Time/).fill('15 min');
  await form.getByRole('checkbox', { name: 'Kid friendly' }).check();
  await form.getByRole('button', { name: 'Create Recipe' }).click();

  await expect(page).toHaveURL('/admin/tools/recipe-generator');
  await expect(toast(page)).toContainText('Recipe created successfully');
  await page.getByRole('searchbox', { name: 'Search recipes by title' }).fill('cocoa snowdrift');
  await expect(page.getByRole('row', { name: new RegExp(title) })).toBeVisible();
  await expectActivity(page, 'Recipes', `${admin.email} created the recipe “${title}”`);

  const reader = await visitPostEmbedding(browser, 'recipe');
  const recipes = widget(reader, 'recipe');
  await recipes.getByText(title).click();
  await expect(recipes.getByRole('heading', { name: title })).toBeVisible();
  await expect(recipes).toContainText('Milk');
  await expect(recipes).toContainText('Cocoa powder');
  await expect(recipes).toContainText('Prep: 5 min · Cook: 10 min · Total: 15 min · Servings: 4');
  expect(errors).toEqual([]);
});

test('an admin imports a CSV of scenes: dry run, then the import with its progress, and a post shows them', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const prefix = `Elf Parade ${uniqueId('e2e')}`;
  removeAfterwards(COLLECTIONS.elfScenes, prefix);
  const header = 'title,description,required_items,setup_instructions,difficulty,time_required';
  // Enough rows for the import to take a few polls: its progress shows while it runs.
  const rows = Array.from(
    { length: 3000 },
    (_, i) =>
      `${prefix} ${i + 1},"The elves march, ${i + 1} strong.",toy drum;paper hats,Line them up.,Easy,5 min`,
  );
  const csv = [header, ...rows, `,"No title, so rejected",drum,Line up.,Easy,`, rows[1]!].join(
    '\r\n',
  );
  const admin = await signInAsAdmin(page);

  // While the session is checked (its token refresh held back), the page says so.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/securetoken.googleapis.com/**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/admin/scene-ideas-importer');
  await expect(page.getByText('Checking authentication...')).toBeVisible();
  release();
  // Let the held request finish before the route goes, or it would be answered twice.
  await page.unrouteAll({ behavior: 'wait' });
  await expect(page.getByRole('heading', { level: 1, name: 'Import Elf Scenes' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Back to Scene Generator/ }).first()).toHaveAttribute(
    'href',
    '/admin/tools/scene-generator',
  );

  await page.getByRole('button', { name: 'Dry run' }).click();
  await expect(page.getByRole('alert')).toContainText('No data to import');

  await page.getByLabel('Choose a file').setInputFiles({
    name: 'scenes.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFF${csv}`),
  });
  await expect(page.getByText(/^scenes\.csv \(\d+ KB\)$/)).toBeVisible();
  await page.getByRole('button', { name: 'Dry run' }).click();
  // The server checks 3,002 rows against every stored scene: a busy machine takes a while.
  await expect(page.getByRole('button', { name: 'Checking...' })).toHaveCount(0, {
    timeout: 90_000,
  });
  const stats = page
    .getByRole('heading', { name: 'Statistics' })
    .locator('xpath=following-sibling::dl');
  await expect(stats).toHaveText('Rows3,002New3,000Duplicate1Rejected1');
  await page.getByRole('button', { name: 'Rejected (1)' }).click();
  await expect(page.getByRole('table', { name: 'Dry run' }).locator('tbody tr')).toHaveText([
    /^3002.*Rejected.*Title is required$/,
  ]);
  await page.getByRole('button', { name: 'Duplicate (1)' }).click();
  await expect(page.getByRole('table', { name: 'Dry run' }).locator('tbody tr')).toHaveText([
    new RegExp(`^3003${prefix} 2DuplicateDuplicate of line 3$`),
  ]);
  // The dry run wrote nothing.
  const written = await db()
    .collection(COLLECTIONS.elfScenes)
    .where('title', '==', `${prefix} 1`)
    .get();
  expect(written.size).toBe(0);

  await page.getByRole('button', { name: 'Import 3,000 new rows' }).click();
  await expect(page.getByRole('progressbar', { name: 'Import progress' })).toBeVisible();
  await expect(page.getByText(/^[\d,]+ of 3,002$/)).toBeVisible({ timeout: 30_000 });
  // The job runs on the server: a reload finds it again.
  await page.reload();
  await expect(
    page
      .getByRole('progressbar', { name: 'Import progress' })
      .or(page.getByRole('heading', { name: 'Import finished' })),
  ).toBeVisible();
  await expect(page.getByText('Imported 3,000, skipped 1, rejected 1.')).toBeVisible({
    timeout: 180_000,
  });
  await expect(toast(page)).toContainText(
    'Successfully imported 3,000 elf scenes. 1 failed validation.',
  );
  const notImported = page.getByRole('table', { name: 'Rows not imported' }).locator('tbody tr');
  await expect(notImported).toHaveCount(2);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download report (CSV)' }).click();
  const report = await readFile(await (await download).path(), 'utf8');
  expect(report.split('\r\n')).toEqual([
    'line,status,title,reason',
    `3002,rejected,,Title is required`,
    `3003,duplicate,${prefix} 2,Duplicate of line 3`,
  ]);

  await page.getByRole('link', { name: 'Back to Scene Generator' }).last().click();
  await expect(page).toHaveURL('/admin/tools/scene-generator');
  await expect(
    page
      .getByRole('table', { name: 'Elf scenes' })
      .getByText(new RegExp(`^${prefix} \\d+$`))
      .first(),
  ).toBeVisible();
  await expectActivity(page, 'Scenes', new RegExp(`^${admin.email} imported \\d+ elf scenes$`));

  // A visitor spins an imported scene (nearly every scene now is one).
  const reader = await visitPostEmbedding(browser, 'scene');
  const scenes = widget(reader, 'scene');
  let shown = '';
  for (let spin = 0; spin < 5 && !shown.startsWith(prefix); spin++) {
    if (spin > 0) await scenes.getByRole('button', { name: 'Spin Again' }).click();
    await scenes.getByRole('button', { name: 'Spin for a Scene' }).click();
    shown = (await scenes.getByTestId('scene-title').textContent({ timeout: 10_000 })) ?? '';
  }
  expect(shown).toMatch(new RegExp(`^${prefix} \\d+$`));
  await expect(scenes).toContainText('paper hats');
});

test('an admin changes the craft generator’s settings, adds and edits a craft idea, and a post shows them', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  const id = uniqueId('e2e');
  const supply = `Glitter Glue ${id}`;
  const widgetTitle = `Crafts for Tonight ${id}`;
  removeAfterwards(COLLECTIONS.craftIdeas, 'Snow Globe Jar');
  cleanups.push(async () => {
    await db().collection(COLLECTIONS.settings).doc(SETTINGS_DOCS.craftGenerator).delete();
  });
  const admin = await signInAsAdmin(page);

  await page.goto('/admin/craft-generator');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Craft Generator Configuration' }),
  ).toBeVisible();
  const save = page.getByRole('button', { name: 'Save Changes' });
  await expect(save).toBeDisabled();
  await page.getByRole('textbox', { name: 'New supply' }).fill(supply);
  await page.getByRole('button', { name: 'Add Supply' }).click();
  await page.getByRole('tab', { name: 'Appearance' }).click();
  await page.getByLabel(/^Widget title/).fill(widgetTitle);
  await page.getByLabel(/^Default theme/).selectOption('christmas');
  await save.click();
  await expect(toast(page)).toContainText('Changes saved');
  await expect(save).toBeDisabled();

  await page.getByRole('tab', { name: /^Craft Ideas \(\d+\)$/ }).click();
  const count = Number(
    (await page.getByRole('tab', { name: /^Craft Ideas/ }).textContent())!.match(/\d+/)![0],
  );
  await page.getByRole('button', { name: 'Add Craft Idea' }).click();
  const form = page.getByRole('form', { name: 'Add Craft Idea' });
  await form.getByRole('button', { name: 'Create Craft' }).click();
  await expect(form.getByText('Title is required')).toBeVisible();
  await expect(toast(page)).toContainText('Supplies are required');
  await form.getByLabel(/^Title/).fill(`Snow Globe Jar ${id}`);
  await form
    .getByLabel(/^Instructions/)
    .fill('Glue a little scene into a jar lid and fill the jar.');
  await form.getByRole('checkbox', { name: supply }).check();
  await form.getByRole('button', { name: 'Create Craft' }).click();
  await expect(toast(page)).toContainText('Craft created');
  await expect(page.getByRole('tab', { name: `Craft Ideas (${count + 1})` })).toBeVisible();

  await page.getByRole('button', { name: `Actions for Snow Globe Jar ${id}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('form', { name: 'Edit Craft Idea' });
  await expect(edit.getByRole('checkbox', { name: supply })).toBeChecked();
  await edit.getByLabel(/^Title/).fill(`Snow Globe Jar Deluxe ${id}`);
  await edit.getByLabel('Difficulty').selectOption('Hard');
  await edit.getByRole('button', { name: 'Update Craft' }).click();
  await expect(toast(page)).toContainText('Craft updated');
  await expect(
    page.getByRole('row', { name: new RegExp(`Snow Globe Jar Deluxe ${id}`) }),
  ).toBeVisible();
  await expectActivity(
    page,
    'Crafts',
    `${admin.email} updated the craft idea “Snow Globe Jar Deluxe ${id}”`,
  );

  const reader = await visitPostEmbedding(browser, 'craft');
  const crafts = widget(reader, 'craft');
  await expect(crafts.getByRole('heading', { level: 2 })).toHaveText(widgetTitle);
  await expect(crafts).toHaveAttribute('data-theme', 'christmas');
  await crafts.getByRole('checkbox', { name: supply }).check();
  await crafts.getByRole('button', { name: 'Generate Craft Ideas' }).click();
  // Ideas made from the ticked supplies may come first: find the stored one by its title.
  const edited = crafts
    .getByTestId('craft-idea')
    .filter({ has: reader.getByRole('heading', { name: `Snow Globe Jar Deluxe ${id}` }) });
  await expect(edited).toContainText('Hard');
  expect(errors).toEqual([]);
});
