import { screen, waitFor, within } from '@testing-library/react';
import type { HolidayRecipe } from '@core/models';
import { renderAdminPage } from '@site/admin/admin-test-support';
import { IMPORT_PANEL_TEXT } from '@site/admin/components/import-panel/import-text';
import { inMemoryAdminData } from '@site/admin/testing/in-memory-admin-data';
import { RECIPE_ADMIN_TEXT as TEXT } from './recipe-text';

const recipe = (id: string, title: string, category: HolidayRecipe['category']): HolidayRecipe => ({
  id,
  title,
  description: `${title} for the holidays.`,
  ingredients: ['flour', 'sugar'],
  instructions: 'Mix and bake.',
  prepTime: '10 min',
  cookTime: '20 min',
  totalTime: '30 min',
  servings: 6,
  difficulty: 'Easy',
  category,
  tags: ['baking'],
  imageUrl: null,
  kidFriendly: true,
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-01T09:00:00.000Z',
});

const RECIPES = [
  recipe('r1', 'Sugar Cookies', 'Holiday Cookies'),
  recipe('r2', 'Eggnog', 'Drinks'),
  recipe('r3', 'Snowball Truffles', 'Holiday Treats'),
];
const seeded = () => inMemoryAdminData({ content: { recipes: RECIPES } });
const toast = () => screen.getByTestId('toast');
const titles = () =>
  [...screen.getByRole('table', { name: 'Recipes' }).querySelectorAll('tbody tr')].map(
    (row) => row.querySelector('td strong')!.textContent,
  );
const field = (form: HTMLElement, label: RegExp | string) => within(form).getByLabelText(label);

async function fillRequired(form: HTMLElement, user: ReturnType<typeof renderAdminPage>['user']) {
  await user.type(field(form, /^Title/), 'Gingerbread Elves');
  await user.type(field(form, /^Description/), 'Spiced cookies shaped like elves.');
  await user.type(field(form, /^Instructions/), 'Roll, cut and bake.');
  await user.type(field(form, /^Prep Time/), '20 min');
  await user.type(field(form, /^Cook Time/), '10 min');
  await user.type(field(form, /^Total Time/), '1 hr');
}

describe('recipe admin', () => {
  beforeAll(() =>
    Promise.all([
      import('./recipe-generator-route'),
      import('./new-recipe-route'),
      import('./recipe-importer-route'),
    ]),
  );

  it.each(['/admin/tools/recipe-generator', '/admin/recipe-generator'])(
    'at %s: the recipes by title with their count, and search by title',
    async (path) => {
      const { user } = renderAdminPage(path, seeded());
      await screen.findByRole('table', { name: 'Recipes' });
      expect(titles()).toEqual(['Eggnog', 'Snowball Truffles', 'Sugar Cookies']);
      expect(screen.getByText('3 recipes')).toBeInTheDocument();
      expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
        'Recipes',
        'Preview Tool',
      ]);
      await user.type(screen.getByRole('searchbox', { name: TEXT.searchLabel }), 'S');
      await waitFor(() => expect(titles()).toEqual(['Snowball Truffles', 'Sugar Cookies']));
      await user.type(screen.getByRole('searchbox', { name: TEXT.searchLabel }), 'x');
      expect(await screen.findByText(TEXT.noMatch)).toBeInTheDocument();
    },
  );

  it('says it uses the sample data when recipes cannot be loaded, and shows the three samples', async () => {
    const data = seeded();
    data.content.list = () => Promise.reject(new Error('offline'));
    renderAdminPage('/admin/tools/recipe-generator', data);
    await waitFor(() => expect(toast()).toHaveTextContent(TEXT.loadError));
    // Said on the page too, not only in the toast that goes away.
    expect(
      screen.getByText('Failed to load recipes. Using sample data instead.', { selector: 'p' }),
    ).toBeVisible();
    expect(titles()).toEqual([
      'Gingerbread Cookies',
      'Hot Chocolate with Peppermint',
      'Roast Turkey with Herb Butter',
    ]);
    expect(screen.queryByRole('button', { name: /^Actions for/ })).not.toBeInTheDocument();
  });

  it('the form: every required field, defaults, rows that never drop below one; a save returns to the list', async () => {
    const data = seeded();
    const { user } = renderAdminPage('/admin/tools/recipe-generator', data);
    await user.click(await screen.findByRole('button', { name: TEXT.add }));
    const form = screen.getByRole('form', { name: TEXT.formCreate });
    expect(field(form, /^Servings/)).toHaveValue(4);
    expect(field(form, TEXT.category)).toHaveValue('Holiday Treats');
    expect(field(form, TEXT.difficulty)).toHaveValue('Medium');
    expect(within(form).getByRole('button', { name: TEXT.removeIngredient(1) })).toBeDisabled();
    expect(within(form).getByRole('button', { name: TEXT.removeTag(1) })).toBeDisabled();

    await user.clear(field(form, /^Servings/));
    await user.click(within(form).getByRole('button', { name: TEXT.create }));
    for (const message of [
      'Title is required',
      'Description is required',
      'Instructions are required',
      'Prep time is required',
      'Cook time is required',
      'Total time is required',
      'Servings must be a whole number of at least 1',
    ])
      expect(within(form).getByText(message)).toBeInTheDocument();
    expect(data.content.all('recipes')).toHaveLength(3);

    await fillRequired(form, user);
    await user.type(field(form, /^Servings/), '12');
    await user.type(
      within(form).getByRole('textbox', { name: TEXT.ingredient(1) }),
      'flour{Enter}',
    );
    await user.click(within(form).getByRole('button', { name: TEXT.addIngredient }));
    await user.type(within(form).getByRole('textbox', { name: TEXT.ingredient(3) }), 'ginger');
    await user.click(within(form).getByRole('button', { name: TEXT.removeIngredient(1) }));
    expect(
      within(form)
        .getAllByRole('textbox', { name: /^Ingredient/ })
        .map((input) => (input as HTMLInputElement).value),
    ).toEqual(['', 'ginger']);
    await user.type(within(form).getByRole('textbox', { name: TEXT.tag(1) }), 'cookies');
    await user.type(field(form, /^Image URL/), 'javascript:alert(1)');
    await user.click(within(form).getByRole('checkbox', { name: TEXT.kidFriendly }));
    await user.click(within(form).getByRole('button', { name: TEXT.create }));
    expect(
      within(form).getByText('Image URL must be an http or https address'),
    ).toBeInTheDocument();

    await user.clear(field(form, /^Image URL/));
    await user.click(within(form).getByRole('button', { name: TEXT.create }));
    await waitFor(() => expect(toast()).toHaveTextContent(TEXT.created));
    expect(toast()).toHaveTextContent(TEXT.success);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(titles()[0]).toBe('Gingerbread Elves');
    expect(screen.getByText('4 recipes')).toBeInTheDocument();
    expect(data.content.all('recipes').find((r) => r.title === 'Gingerbread Elves')).toMatchObject({
      ingredients: ['ginger'],
      tags: ['cookies'],
      servings: 12,
      category: 'Holiday Treats',
      difficulty: 'Medium',
      imageUrl: null,
      kidFriendly: true,
    });
  });

  it('edits a recipe; Cancel returns to the list unchanged', async () => {
    const data = seeded();
    const { user } = renderAdminPage('/admin/tools/recipe-generator', data);
    await screen.findByRole('table', { name: 'Recipes' });
    await user.click(screen.getByRole('button', { name: 'Actions for Eggnog' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    let form = screen.getByRole('form', { name: TEXT.formEdit });
    expect(field(form, /^Title/)).toHaveValue('Eggnog');
    expect(field(form, TEXT.category)).toHaveValue('Drinks');
    await user.click(within(form).getByRole('button', { name: TEXT.cancel }));
    expect(titles()).toEqual(['Eggnog', 'Snowball Truffles', 'Sugar Cookies']);

    await user.click(screen.getByRole('button', { name: 'Actions for Eggnog' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    form = screen.getByRole('form', { name: TEXT.formEdit });
    await user.clear(field(form, /^Title/));
    await user.type(field(form, /^Title/), 'Spiced Eggnog');
    await user.click(within(form).getByRole('button', { name: TEXT.update }));
    await waitFor(() => expect(toast()).toHaveTextContent(TEXT.updated));
    expect(titles()).toContain('Spiced Eggnog');
    expect(data.content.all('recipes').map((r) => r.title)).toContain('Spiced Eggnog');
  });

  it('deletes a recipe after confirmation', async () => {
    const data = seeded();
    const { user } = renderAdminPage('/admin/tools/recipe-generator', data);
    await screen.findByRole('table', { name: 'Recipes' });
    await user.click(screen.getByRole('button', { name: 'Actions for Eggnog' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: TEXT.deleteTitle });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast()).toHaveTextContent(TEXT.deleted));
    expect(titles()).toEqual(['Snowball Truffles', 'Sugar Cookies']);
    expect(screen.getByText('2 recipes')).toBeInTheDocument();
  });

  it.each(['/admin/tools/recipe-generator/new', '/admin/new-recipe'])(
    'Add New Recipe at %s: Cancel, and a save, return to the recipe generator page',
    async (path) => {
      const data = seeded();
      const first = renderAdminPage(path, data);
      const form = await screen.findByRole('form', { name: TEXT.formCreate });
      expect(screen.getByRole('heading', { level: 1, name: TEXT.formCreate })).toBeVisible();
      await first.user.click(within(form).getByRole('button', { name: TEXT.cancel }));
      expect(first.router.state.location.pathname).toBe('/admin/tools/recipe-generator');
      first.router.dispose();

      const { user, router } = renderAdminPage(path, data);
      const again = await screen.findByRole('form', { name: TEXT.formCreate });
      await fillRequired(again, user);
      await user.click(within(again).getByRole('button', { name: TEXT.create }));
      await waitFor(() =>
        expect(router.state.location.pathname).toBe('/admin/tools/recipe-generator'),
      );
      expect(toast()).toHaveTextContent(TEXT.created);
      expect(data.content.all('recipes')).toHaveLength(4);
    },
  );

  it('the importer: a clean import returns to the recipe generator page', async () => {
    localStorage.clear();
    const data = seeded();
    const { user, router } = renderAdminPage('/admin/tools/recipe-importer', data);
    expect(
      await screen.findByRole('heading', { level: 1, name: TEXT.importerHeading }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: /Back to Recipe Generator/ })).toHaveAttribute(
      'href',
      '/admin/tools/recipe-generator',
    );
    await user.click(screen.getByRole('button', { name: IMPORT_PANEL_TEXT.example }));
    await user.click(screen.getByRole('button', { name: IMPORT_PANEL_TEXT.dryRun }));
    await user.click(await screen.findByRole('button', { name: 'Import 2 new rows' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/admin/tools/recipe-generator'),
    );
    expect(toast()).toHaveTextContent('Successfully imported 2 recipes. 0 failed validation.');
    expect(data.content.all('recipes').map((r) => r.title)).toContain('Reindeer Pretzel Bites');
  });
});
