import type { NameParts } from '@core/generators/elf-name';
import { COLLECTIONS } from '@core/paths';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { db } from '../functions/src/platform/firebase';
import { createTestPost, deleteTestPost, SITE_ORIGIN, uniqueId } from '@test/emulators';
import { adminSession, bearer, deleteSession } from '@test/sessions';
import { collectPageErrors, signInAsAdmin } from './support';

const toast = (page: Page) => page.getByTestId('toast');

/** The name parts every widget gets, in the order it gets them. */
async function publicNameParts(): Promise<NameParts> {
  const response = await fetch(`${SITE_ORIGIN}/api/generators/name-parts`);
  expect(response.ok).toBe(true);
  return (await response.json()) as NameParts;
}

const count = async (collection: string) =>
  (await db().collection(collection).count().get()).data().count;

/**
 * Makes every Math.random of the page answer `value`, so the widget's pick is known: index
 * floor(value * n) of each list.
 */
const fixRandom = (page: Page, value: number) =>
  page.addInitScript((fixed) => {
    Math.random = () => fixed;
  }, value);

test('an admin deletes a name part and adds one; a post embedding the elf name generator shows the change; Activity lists both; Tools shows the counts', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const errors = collectPageErrors(page);
  const hex = uniqueId('x').slice(2);
  const doomed = `Doomed${hex}`;
  const added = `Snowberry${hex}`;

  // Name parts of its own (a prefix and a suffix, so a name can be made even on an empty
  // database, and a last name to delete), added through the admin API, and a published post
  // embedding the generator with its own title and no history.
  const api = await adminSession();
  const content = (kind: string, id = '') => `${SITE_ORIGIN}/api/admin/content/${kind}${id}`;
  const ownParts: { kind: string; id: string }[] = [];
  for (const [kind, value] of [
    ['prefixes', `Pepper${hex}`],
    ['suffixes', `toes${hex}`],
    ['last-names', doomed],
  ] as const) {
    const created = await fetch(content(kind), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer(api) },
      body: JSON.stringify({ value }),
    });
    expect(created.status).toBe(201);
    if (kind !== 'last-names')
      ownParts.push({ kind, id: ((await created.json()) as { item: { id: string } }).item.id });
  }
  const post = await createTestPost({
    title: `Name Your Elf ${hex}`,
    content:
      '<p>Try it:</p><div data-elf-generator="elf-name" data-title="Name your elf" data-show-history="false"></div>',
  });

  // A visitor opens the post: the widget has the doomed name and not the new one.
  const reader = await browser.newPage();
  const readerErrors = collectPageErrors(reader);
  const firstLoad = reader.waitForResponse((r) => r.url().endsWith('/api/generators/name-parts'));
  await reader.goto(`/blog/${post.slug}`);
  const widget = reader.getByRole('region', { name: 'Name your elf' });
  await expect(widget.getByRole('heading', { name: 'Name your elf' })).toBeVisible();
  const before = (await (await firstLoad).json()) as NameParts;
  expect(before.lastNames).toContain(doomed);
  expect(before.lastNames).not.toContain(added);

  // The admin deletes it and adds another, on the Elf Name Generator page.
  const admin = await signInAsAdmin(page);
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Tools' })
    .click();
  await page.getByRole('link', { name: 'Configure Elf Name Generator' }).click();
  await expect(page).toHaveURL('/admin/elf-name-generator');
  await page.getByRole('tab', { name: 'Manage Names' }).click();
  const lastNamesTab = page.getByRole('tab', { name: /^Last Names \(\d+\)$/ });
  await lastNamesTab.click();
  const shown = Number(/\((\d+)\)/.exec((await lastNamesTab.textContent())!)![1]);
  expect(shown).toBe(await count(COLLECTIONS.elfLastNames));

  await page.getByRole('button', { name: `Delete ${doomed}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete last name' });
  await expect(dialog).toContainText(`Are you sure you want to delete "${doomed}"?`);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page)).toContainText('Last name deleted');
  await expect(page.getByRole('button', { name: `Delete ${doomed}` })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: `Last Names (${shown - 1})` })).toBeVisible();

  const newName = page.getByLabel('New last name');
  await expect(page.getByRole('button', { name: 'Add', exact: true })).toBeDisabled();
  await newName.fill(added);
  await newName.press('Enter');
  await expect(toast(page)).toContainText('Last name added');
  await expect(page.getByRole('tab', { name: `Last Names (${shown})` })).toBeVisible();
  const row = page.getByRole('list', { name: 'Last Names' }).getByRole('listitem').filter({
    hasText: added,
  });
  await expect(row).toContainText('custom');

  // The visitor reloads the post: the widget revalidates and has the change at once. With
  // Math.random fixed on the new name's place, Generate gives a name ending with it.
  const after = await publicNameParts();
  expect(after.lastNames).not.toContain(doomed);
  const place = after.lastNames.indexOf(added);
  expect(place).toBeGreaterThanOrEqual(0);
  await fixRandom(reader, (place + 0.5) / after.lastNames.length);
  const secondLoad = reader.waitForResponse((r) => r.url().endsWith('/api/generators/name-parts'));
  await reader.reload();
  expect((await (await secondLoad).json()) as NameParts).toEqual(after);
  await widget.getByRole('button', { name: 'Generate' }).click();
  await expect(widget.getByTestId('elf-name')).toHaveText(new RegExp(` ${added}$`));
  // show_history is off in this embed.
  await expect(widget.getByRole('heading', { name: 'Recent names' })).toHaveCount(0);

  // Activity lists both changes, newest first, by this admin.
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Activity' })
    .click();
  await page.getByLabel('Area').selectOption({ label: 'Elf names' });
  const changes = page.getByRole('list', { name: 'Changes, newest first' });
  const headings = changes.getByRole('heading', { level: 2 });
  await expect(headings.nth(0)).toHaveText(`${admin.email} created the last name “${added}”`);
  await expect(headings.nth(1)).toHaveText(`${admin.email} deleted the last name “${doomed}”`);

  // The Tools overview shows the exact counts.
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Tools' })
    .click();
  const [prefixes, suffixes, lastNames, crafts, scenes, recipes] = await Promise.all(
    [
      COLLECTIONS.elfNamePrefixes,
      COLLECTIONS.elfNameSuffixes,
      COLLECTIONS.elfLastNames,
      COLLECTIONS.craftIdeas,
      COLLECTIONS.elfScenes,
      COLLECTIONS.holidayRecipes,
    ].map(count),
  );
  const card = (name: string) =>
    page.getByRole('listitem').filter({
      has: page.getByRole('heading', { level: 2, name }),
    });
  const words = (n: number, one: string, many: string) =>
    `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
  await expect(card('Elf Name Generator')).toContainText(
    `${words(prefixes!, 'prefix', 'prefixes')}, ${words(suffixes!, 'suffix', 'suffixes')}, ${words(lastNames!, 'last name', 'last names')}`,
  );
  await expect(card('Craft Ideas Generator')).toContainText(
    words(crafts!, 'craft idea', 'craft ideas'),
  );
  await expect(card('Elf Scene Generator')).toContainText(
    words(scenes!, 'elf scene', 'elf scenes'),
  );
  await expect(card('Holiday Recipe Generator')).toContainText(
    words(recipes!, 'recipe', 'recipes'),
  );
  for (const name of [
    'Elf Name Generator',
    'Craft Ideas Generator',
    'Elf Scene Generator',
    'Holiday Recipe Generator',
  ])
    await expect(card(name)).toContainText('Active');

  // Clean up what the test added.
  const { items } = (await (
    await fetch(`${content('last-names')}?q=${added}`, { headers: bearer(api) })
  ).json()) as { items: { id: string }[] };
  for (const { kind, id } of [
    ...ownParts,
    ...items.map((item) => ({ kind: 'last-names', id: item.id })),
  ])
    await fetch(content(kind, `/${id}`), { method: 'DELETE', headers: bearer(api) });
  await deleteTestPost(post);
  await deleteSession(api);
  await reader.close();
  expect(errors).toEqual([]);
  expect(readerErrors).toEqual([]);
});
