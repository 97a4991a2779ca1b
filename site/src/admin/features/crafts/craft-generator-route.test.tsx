import { screen, waitFor, within } from '@testing-library/react';
import type { CraftIdea } from '@core/models';
import { renderAdminPage } from '@site/admin/admin-test-support';
import { IMPORT_PANEL_TEXT } from '@site/admin/components/import-panel/import-text';
import { inMemoryAdminData } from '@site/admin/testing/in-memory-admin-data';
import { CRAFT_ADMIN_TEXT as TEXT } from './craft-text';

const idea = (id: string, title: string, requiredSupplies: string[]): CraftIdea => ({
  id,
  title,
  instructions: 'Cut, glue and hang.',
  requiredSupplies,
  difficulty: 'Easy',
  timeRequired: '20 minutes',
  updatedAt: '2026-11-01T09:00:00.000Z',
});

const IDEAS = [
  idea('c1', 'Paper Chain Countdown', ['paper', 'glue']),
  idea('c2', 'Pom-pom Elf', ['pompoms', 'googlyeyes']),
];

const seeded = () => inMemoryAdminData({ content: { crafts: IDEAS } });
const toast = () => screen.getByTestId('toast');
// The first cell is the row's checkbox (select-many delete).
const rowTitles = () =>
  [...screen.getByRole('table', { name: 'Craft ideas' }).querySelectorAll('tbody tr')].map(
    (row) => row.querySelector('td:nth-child(2)')!.textContent,
  );

async function openIdeas(user: ReturnType<typeof renderAdminPage>['user']) {
  await user.click(await screen.findByRole('tab', { name: 'Craft Ideas (2)' }));
  await screen.findByRole('table', { name: 'Craft ideas' });
}

describe('craft generator configuration', () => {
  // The page is a lazy chunk: loaded once up front, not inside the first test's wait.
  beforeAll(() => import('./craft-generator-route'));

  it.each(['/admin/tools/craft-generator', '/admin/craft-generator'])(
    'at %s: the four tabs, with the exact count of craft ideas, and a way back to Tools',
    async (path) => {
      renderAdminPage(path, seeded());
      // The first render of a page is slow on a loaded machine.
      expect(await screen.findByRole('heading', { level: 1, name: TEXT.heading })).toBeVisible();
      expect(await screen.findByRole('tab', { name: 'Craft Ideas (2)' })).toBeInTheDocument();
      expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
        'Default Supplies',
        'Craft Ideas (2)',
        'Appearance',
        'Preview Tool',
      ]);
      expect(screen.getByRole('link', { name: /Back to Tools/ })).toHaveAttribute(
        'href',
        '/admin/tools',
      );
    },
  );

  it('refuses an empty idea with the spec’s messages and saves nothing', async () => {
    const data = seeded();
    const { user } = renderAdminPage('/admin/tools/craft-generator', data);
    await openIdeas(user);
    await user.click(screen.getByRole('button', { name: TEXT.add }));
    const form = screen.getByRole('form', { name: TEXT.formCreate });
    await user.click(within(form).getByRole('button', { name: TEXT.create }));
    expect(within(form).getByText('Title is required')).toBeInTheDocument();
    expect(within(form).getByText('Instructions are required')).toBeInTheDocument();
    expect(
      within(form).getByText('Please add at least one required supply for the craft idea.'),
    ).toBeInTheDocument();
    expect(toast()).toHaveTextContent('Supplies are required');
    expect(toast()).toHaveTextContent(
      'Please add at least one required supply for the craft idea.',
    );
    expect(within(form).getByLabelText(/^Title/)).toHaveAttribute('aria-invalid', 'true');
    expect(data.content.all('crafts')).toHaveLength(2);
  });

  it('adds an idea with default and other supplies; blanks and repeats are not added', async () => {
    const data = seeded();
    const { user } = renderAdminPage('/admin/tools/craft-generator', data);
    await openIdeas(user);
    await user.click(screen.getByRole('button', { name: TEXT.add }));
    const form = screen.getByRole('form', { name: TEXT.formCreate });
    await user.type(within(form).getByLabelText(/^Title/), 'Felt Mitten Garland');
    await user.type(within(form).getByLabelText(/^Instructions/), 'Cut mittens from felt.');
    await user.click(within(form).getByRole('checkbox', { name: 'Felt Sheets' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Scissors' }));
    const other = within(form).getByRole('textbox', { name: TEXT.otherSupply });
    await user.type(other, '   {Enter}');
    expect(within(form).getByRole('alert')).toHaveTextContent('Enter a supply name');
    await user.clear(other);
    await user.type(other, 'scissors{Enter}');
    expect(within(form).getByRole('alert')).toHaveTextContent('That supply is already on the list');
    await user.clear(other);
    await user.type(other, 'Ribbon{Enter}');
    expect(within(form).getByRole('button', { name: 'Remove Ribbon' })).toBeInTheDocument();
    await user.selectOptions(within(form).getByLabelText(TEXT.difficulty), 'Hard');
    expect(within(form).getByLabelText(TEXT.difficulty)).toHaveValue('Hard');
    await user.click(within(form).getByRole('button', { name: TEXT.create }));

    expect(await screen.findByRole('tab', { name: 'Craft Ideas (3)' })).toBeInTheDocument();
    expect(toast()).toHaveTextContent(TEXT.created);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(rowTitles()[0]).toBe('Felt Mitten Garland');
    expect(data.content.all('crafts').find((c) => c.title === 'Felt Mitten Garland')).toMatchObject(
      {
        requiredSupplies: ['Felt Sheets', 'Scissors', 'Ribbon'],
        difficulty: 'Hard',
        timeRequired: null,
      },
    );
  });

  it('edits an idea, refusing a title another idea has', async () => {
    const data = seeded();
    const { user } = renderAdminPage('/admin/tools/craft-generator', data);
    await openIdeas(user);
    await user.click(screen.getByRole('button', { name: 'Actions for Pom-pom Elf' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: TEXT.formEdit });
    const title = within(form).getByLabelText(/^Title/);
    expect(title).toHaveValue('Pom-pom Elf');
    expect(within(form).getByRole('checkbox', { name: 'Pom-poms' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'Googly Eyes' })).toBeChecked();

    await user.clear(title);
    await user.type(title, 'paper chain countdown');
    await user.click(within(form).getByRole('button', { name: TEXT.update }));
    expect(
      await within(form).findByText('A craft idea with this title already exists'),
    ).toBeVisible();
    expect(toast()).toHaveTextContent(TEXT.saveIdeaFailed);

    await user.clear(title);
    await user.type(title, 'Pom-pom Elf Friends');
    await user.click(within(form).getByRole('button', { name: TEXT.update }));
    await waitFor(() => expect(toast()).toHaveTextContent(TEXT.updated));
    expect(rowTitles()).toContain('Pom-pom Elf Friends');
    expect(data.content.all('crafts').map((c) => c.title)).toContain('Pom-pom Elf Friends');
    expect(screen.getByRole('tab', { name: 'Craft Ideas (2)' })).toBeInTheDocument();
  });

  it('deletes an idea after confirmation and lowers the count', async () => {
    const data = seeded();
    const { user } = renderAdminPage('/admin/tools/craft-generator', data);
    await openIdeas(user);
    await user.click(screen.getByRole('button', { name: 'Actions for Pom-pom Elf' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: TEXT.deleteTitle });
    expect(dialog).toHaveTextContent(TEXT.deleteText('Pom-pom Elf'));
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('tab', { name: 'Craft Ideas (1)' })).toBeInTheDocument();
    expect(toast()).toHaveTextContent(TEXT.deleted);
    expect(rowTitles()).toEqual(['Paper Chain Countdown']);
    expect(data.content.all('crafts')).toHaveLength(1);
  });

  it('toggles the import panel; a clean import returns to the ideas with the count refreshed', async () => {
    const data = seeded();
    const { user } = renderAdminPage('/admin/tools/craft-generator', data);
    await openIdeas(user);
    const toggle = screen.getByRole('button', { name: TEXT.import });
    await user.click(toggle);
    expect(screen.getByRole('region', { name: TEXT.import })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: TEXT.closeImport }));
    expect(screen.queryByRole('region', { name: TEXT.import })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: TEXT.import }));
    await user.click(screen.getByRole('button', { name: IMPORT_PANEL_TEXT.example }));
    await user.click(screen.getByRole('button', { name: IMPORT_PANEL_TEXT.dryRun }));
    await user.click(await screen.findByRole('button', { name: 'Import 2 new rows' }));
    expect(await screen.findByRole('tab', { name: 'Craft Ideas (4)' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: TEXT.import })).not.toBeInTheDocument();
    expect(toast()).toHaveTextContent(TEXT.importComplete);
    expect(toast()).toHaveTextContent('Successfully imported 2 craft ideas. 0 failed validation.');
    await waitFor(() => expect(rowTitles()).toContain('Yarn Wrapped Star'));
  });

  it('keeps default supplies as a draft until Save Changes stores them', async () => {
    const data = seeded();
    const { user } = renderAdminPage('/admin/tools/craft-generator', data);
    const save = await screen.findByRole('button', { name: 'Save Changes' });
    await screen.findByRole('list', { name: TEXT.tabs.supplies });
    expect(save).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove Buttons' }));
    const input = screen.getByRole('textbox', { name: TEXT.newSupply });
    await user.type(input, 'glue{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('That supply is already on the list');
    await user.clear(input);
    await user.type(input, 'Glitter{Enter}');
    expect(
      within(screen.getByRole('list', { name: TEXT.tabs.supplies })).getByText('Glitter'),
    ).toBeInTheDocument();
    expect((await data.settings.get('craft-generator')).updatedAt).toBeNull();

    await user.click(save);
    await waitFor(() => expect(toast()).toHaveTextContent(TEXT.saved));
    const stored = await data.settings.get('craft-generator');
    expect(stored.settings.defaultSupplies.map((s) => s.name)).toEqual([
      'Colored Paper',
      'Scissors',
      'Glue',
      'Yarn',
      'Felt Sheets',
      'Pom-poms',
      'Pipe Cleaners',
      'Googly Eyes',
      'Cotton Balls',
      'Glitter',
    ]);
    expect(stored.settings.defaultSupplies.at(-1)!.id).toMatch(/^custom_\d+$/);
    expect(save).toBeDisabled();
  });

  it('refuses an appearance without a title, then stores a valid one', async () => {
    const data = seeded();
    const { user } = renderAdminPage('/admin/tools/craft-generator', data);
    await user.click(await screen.findByRole('tab', { name: TEXT.tabs.appearance }));
    const title = await screen.findByLabelText(/^Widget title/);
    await user.clear(title);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Title is required', { selector: '.error' })).toBeVisible();
    expect(toast()).toHaveTextContent(TEXT.saveFailed);
    expect((await data.settings.get('craft-generator')).updatedAt).toBeNull();

    await user.type(title, 'Make It Tonight');
    await user.selectOptions(screen.getByLabelText(/^Default theme/), 'christmas');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(toast()).toHaveTextContent(TEXT.saved));
    expect((await data.settings.get('craft-generator')).settings.appearance).toMatchObject({
      title: 'Make It Tonight',
      theme: 'christmas',
    });
  });

  it('previews the live widget in the stored theme, and in each theme on request', async () => {
    const data = inMemoryAdminData({
      settings: {
        'craft-generator': {
          defaultSupplies: [{ id: 'paper', name: 'Colored Paper' }],
          appearance: { title: 'Crafts', description: '', theme: 'christmas' },
        },
      },
    });
    const { user } = renderAdminPage('/admin/tools/craft-generator', data);
    await user.click(await screen.findByRole('tab', { name: TEXT.tabs.preview }));
    const frame = await screen.findByTitle('Craft generator preview, Christmas theme');
    expect(frame.getAttribute('srcdoc')).toContain(
      '<div id="admin-preview" data-elf-generator="craft" data-theme="christmas" data-preview></div>',
    );
    expect(frame.getAttribute('srcdoc')).toContain('<script src="/widgets/loader.js" async>');
    await user.click(screen.getByRole('radio', { name: 'Elf Letter' }));
    expect(
      screen.getByTitle('Craft generator preview, Elf Letter theme').getAttribute('srcdoc'),
    ).toContain('data-theme="brand"');
  });

  it('says when craft ideas cannot be loaded', async () => {
    const data = seeded();
    data.content.list = () => Promise.reject(new Error('offline'));
    const { user } = renderAdminPage('/admin/tools/craft-generator', data);
    await user.click(await screen.findByRole('tab', { name: 'Craft Ideas (2)' }));
    expect(await screen.findByText(TEXT.loadError)).toBeInTheDocument();
  });
});
