import { screen, waitFor, within } from '@testing-library/react';
import type { ElfScene } from '@core/models';
import { renderAdminPage } from '@site/admin/admin-test-support';
import { inMemoryAdminData } from '@site/admin/testing/in-memory-admin-data';
import { SCENE_ADMIN_TEXT as TEXT } from './scene-text';

const scene = (id: string, title: string, day: number): ElfScene => ({
  id,
  title,
  description: `${title}, set up by the elf.`,
  requiredItems: ['string', 'tape'],
  setupInstructions: 'Tape the string.',
  difficulty: 'Easy',
  timeRequired: '10 minutes',
  createdAt: `2026-11-0${day}T09:00:00.000Z`,
  updatedAt: `2026-11-0${day}T09:00:00.000Z`,
});

const SCENES = [scene('s1', 'Zipline Elf', 1), scene('s2', 'Flour Snow Angel', 2)];
const seeded = () => inMemoryAdminData({ content: { scenes: SCENES } });
const toast = () => screen.getByTestId('toast');
const table = () => screen.getByRole('table', { name: 'Elf scenes' });
// The first cell is the row's checkbox (select-many delete).
const rows = () =>
  [...table().querySelectorAll('tbody tr')].map((row) =>
    [...row.querySelectorAll('td')].slice(1, 5).map((cell) => cell.textContent),
  );
const form = (name: string) => screen.getByRole('form', { name });

describe('scene generator configuration', () => {
  beforeAll(() => import('./scene-generator-route'));

  it.each(['/admin/tools/scene-generator', '/admin/scene-generator'])(
    'at %s: Scene Ideas and Preview Tool; the table newest first beside a create form',
    async (path) => {
      renderAdminPage(path, seeded());
      expect(await screen.findByRole('heading', { level: 1, name: TEXT.heading })).toBeVisible();
      expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
        'Scene Ideas',
        'Preview Tool',
      ]);
      await screen.findByRole('table', { name: 'Elf scenes' });
      expect([...table().querySelectorAll('thead th')].map((th) => th.textContent)).toEqual([
        'Select',
        'Title',
        'Difficulty',
        'Time',
        'Items',
        'Actions',
      ]);
      expect(rows()).toEqual([
        ['Flour Snow Angel', 'Easy', '10 minutes', 'string, tape'],
        ['Zipline Elf', 'Easy', '10 minutes', 'string, tape'],
      ]);
      expect(screen.getByText('2 scenes')).toBeInTheDocument();
      expect(form(TEXT.formCreate)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: TEXT.import })).toHaveAttribute(
        'href',
        '/admin/tools/scene-importer',
      );
      expect(screen.getByRole('link', { name: /Back to Tools/ })).toHaveAttribute(
        'href',
        '/admin/tools',
      );
    },
  );

  it('refuses missing fields with the spec’s messages and saves nothing', async () => {
    const data = seeded();
    const { user } = renderAdminPage('/admin/tools/scene-generator', data);
    await screen.findByRole('table', { name: 'Elf scenes' });
    await user.click(within(form(TEXT.formCreate)).getByRole('button', { name: TEXT.create }));
    expect(toast()).toHaveTextContent('Validation Error');
    expect(toast()).toHaveTextContent('Please fill in all required fields');
    expect(screen.getByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();
    expect(screen.getByText('Setup instructions are required')).toBeInTheDocument();
    expect(screen.getByText('Please add at least one required item')).toBeInTheDocument();

    // Text filled in, items blank: the items message.
    const create = form(TEXT.formCreate);
    await user.type(within(create).getByLabelText(/^Title/), 'Elf Ski Slope');
    await user.type(within(create).getByLabelText(/^Description/), 'Down the banister.');
    await user.type(within(create).getByLabelText(/^Setup Instructions/), 'Tape paper skis on.');
    await user.type(within(create).getByRole('textbox', { name: TEXT.item(1) }), '   ');
    await user.click(within(create).getByRole('button', { name: TEXT.create }));
    expect(toast()).toHaveTextContent('Please add at least one required item');
    expect(data.content.all('scenes')).toHaveLength(2);
  });

  it('creates a scene, strips blank items, then resets the form to create mode', async () => {
    const data = seeded();
    const { user } = renderAdminPage('/admin/tools/scene-generator', data);
    await screen.findByRole('table', { name: 'Elf scenes' });
    const create = form(TEXT.formCreate);
    await user.type(within(create).getByLabelText(/^Title/), 'Elf Ski Slope');
    await user.type(within(create).getByLabelText(/^Description/), 'Down the banister.');
    await user.type(within(create).getByRole('textbox', { name: TEXT.item(1) }), 'paper{Enter}');
    // Enter added a row and moved to it; a blank row in between is dropped on save.
    expect(within(create).getByRole('textbox', { name: TEXT.item(2) })).toHaveFocus();
    await user.click(within(create).getByRole('button', { name: TEXT.addItem }));
    await user.type(within(create).getByRole('textbox', { name: TEXT.item(3) }), 'tape');
    expect(within(create).getByRole('button', { name: TEXT.removeItem(1) })).toBeEnabled();
    await user.type(within(create).getByLabelText(/^Setup Instructions/), 'Tape paper skis on.');
    expect(within(create).getByLabelText(TEXT.difficulty)).toHaveValue('Medium');
    await user.click(within(create).getByRole('button', { name: TEXT.create }));

    await waitFor(() => expect(toast()).toHaveTextContent(TEXT.created));
    expect(rows()[0]).toEqual(['Elf Ski Slope', 'Medium', '—', 'paper, tape']);
    expect(screen.getByText('3 scenes')).toBeInTheDocument();
    const reset = form(TEXT.formCreate);
    expect(within(reset).getByLabelText(/^Title/)).toHaveValue('');
    expect(within(reset).getAllByRole('textbox', { name: /Required item/ })).toHaveLength(1);
    expect(within(reset).getByRole('button', { name: TEXT.removeItem(1) })).toBeDisabled();
    expect(data.content.all('scenes').find((s) => s.title === 'Elf Ski Slope')).toMatchObject({
      requiredItems: ['paper', 'tape'],
      difficulty: 'Medium',
      timeRequired: null,
    });
  });

  it('edits a scene in the side form; Cancel returns to an empty create form', async () => {
    const data = seeded();
    const { user } = renderAdminPage('/admin/tools/scene-generator', data);
    await screen.findByRole('table', { name: 'Elf scenes' });
    await user.click(screen.getByRole('button', { name: 'Actions for Zipline Elf' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const edit = await screen.findByRole('form', { name: TEXT.formEdit });
    expect(within(edit).getByLabelText(/^Title/)).toHaveValue('Zipline Elf');
    expect(within(edit).getByRole('textbox', { name: TEXT.item(2) })).toHaveValue('tape');
    await user.click(within(edit).getByRole('button', { name: TEXT.cancel }));
    expect(within(form(TEXT.formCreate)).getByLabelText(/^Title/)).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Actions for Zipline Elf' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const again = await screen.findByRole('form', { name: TEXT.formEdit });
    await user.click(within(again).getByRole('button', { name: TEXT.removeItem(2) }));
    await user.selectOptions(within(again).getByLabelText(TEXT.difficulty), 'Hard');
    await user.click(within(again).getByRole('button', { name: TEXT.update }));
    await waitFor(() => expect(toast()).toHaveTextContent(TEXT.updated));
    expect(rows()[1]).toEqual(['Zipline Elf', 'Hard', '10 minutes', 'string']);
    expect(form(TEXT.formCreate)).toBeInTheDocument();
  });

  it('says why a save failed: a title another scene has', async () => {
    const { user } = renderAdminPage('/admin/tools/scene-generator', seeded());
    await screen.findByRole('table', { name: 'Elf scenes' });
    const create = form(TEXT.formCreate);
    await user.type(within(create).getByLabelText(/^Title/), 'zipline elf');
    await user.type(within(create).getByLabelText(/^Description/), 'Again.');
    await user.type(within(create).getByRole('textbox', { name: TEXT.item(1) }), 'string');
    await user.type(within(create).getByLabelText(/^Setup Instructions/), 'Tie it.');
    await user.click(within(create).getByRole('button', { name: TEXT.create }));
    expect(
      await within(create).findByText('An elf scene with this title already exists'),
    ).toBeVisible();
    expect(toast()).toHaveTextContent(TEXT.createFailed);
  });

  it('deletes a scene after confirmation: Scene Deleted', async () => {
    const data = seeded();
    const { user } = renderAdminPage('/admin/tools/scene-generator', data);
    await screen.findByRole('table', { name: 'Elf scenes' });
    await user.click(screen.getByRole('button', { name: 'Actions for Zipline Elf' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: TEXT.deleteTitle });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast()).toHaveTextContent(TEXT.deleted));
    expect(rows().map((r) => r[0])).toEqual(['Flour Snow Angel']);
    expect(screen.getByText('1 scene')).toBeInTheDocument();
    expect(data.content.all('scenes')).toHaveLength(1);
  });

  it('says when scenes cannot be loaded', async () => {
    const data = seeded();
    data.content.list = () => Promise.reject(new Error('offline'));
    renderAdminPage('/admin/tools/scene-generator', data);
    expect(await screen.findByText(TEXT.loadError)).toBeInTheDocument();
  });

  it('Preview Tool: stores the appearance with Save Changes and previews each theme', async () => {
    const data = seeded();
    const { user } = renderAdminPage('/admin/tools/scene-generator', data);
    await user.click(await screen.findByRole('tab', { name: TEXT.tabs.preview }));
    const frame = await screen.findByTitle('Scene generator preview, Default theme');
    expect(frame.getAttribute('srcdoc')).toContain(
      'data-elf-generator="scene" data-theme="default"',
    );
    for (const [label, value] of [
      ['Christmas', 'christmas'],
      ['Minimal', 'minimal'],
    ]) {
      await user.click(screen.getByRole('radio', { name: label }));
      expect(
        screen.getByTitle(`Scene generator preview, ${label} theme`).getAttribute('srcdoc'),
      ).toContain(`data-theme="${value}"`);
    }

    const save = screen.getByRole('button', { name: 'Save Changes' });
    expect(save).toBeDisabled();
    const title = screen.getByLabelText(/^Widget title/);
    await user.clear(title);
    await user.type(title, 'Tonight’s Elf Scene');
    await user.selectOptions(screen.getByLabelText(/^Default theme/), 'minimal');
    await user.click(save);
    await waitFor(() => expect(toast()).toHaveTextContent(TEXT.saved));
    expect((await data.settings.get('scene-generator')).settings.appearance).toEqual({
      title: 'Tonight’s Elf Scene',
      description: 'Spin for a ready-made elf scene to set up tonight.',
      theme: 'minimal',
    });
    expect(save).toBeDisabled();
  });
});
