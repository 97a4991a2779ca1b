import { act, screen, waitFor, within } from '@testing-library/react';
import { CONTENT_TEXT } from '@core/generators/content-schemas';
import type { NamePart } from '@core/models';
import { DEFAULT_SITE_SETTINGS } from '@core/site/settings';
import { COPY_CODE_TEXT } from '@site/shared/components/copy-code';
import { renderAdminPage } from '@site/admin/admin-test-support';
import { IMPORT_PANEL_TEXT } from '@site/admin/components/import-panel/import-text';
import { inMemoryAdminData } from '@site/admin/testing/in-memory-admin-data';
import { ELF_NAMES_TEXT, EMBED_TEXT } from './elf-names-text';

const part = (id: string, value: string, category = 'custom'): NamePart => ({
  id,
  value,
  category,
});

const seeded = () =>
  inMemoryAdminData({
    content: {
      prefixes: [part('p1', 'Jingle'), part('p2', 'Sparkle', 'classic')],
      suffixes: [part('s1', 'toes')],
    },
  });
type Data = ReturnType<typeof seeded>;
const prefixes = (data: Data) => data.content.all('prefixes');

async function open(data = seeded()) {
  const page = renderAdminPage('/admin/elf-name-generator', data);
  // The page is a lazy chunk: its first load in a busy test run can take a few seconds.
  await screen.findByRole('heading', { level: 1, name: ELF_NAMES_TEXT.title });
  return { ...page, data };
}

async function manage(data = seeded()) {
  const page = await open(data);
  await page.user.click(screen.getByRole('tab', { name: ELF_NAMES_TEXT.manageTab }));
  await screen.findByRole('tab', { name: 'Prefixes (2)' });
  return page;
}

const names = () =>
  within(screen.getByRole('list', { name: 'Prefixes' }))
    .queryAllByRole('listitem')
    .map((li) => li.querySelector('.name')?.textContent);

const toast = () => screen.findByTestId('toast');

// The first render of a lazy page is slow when the machine is busy.
describe('elf name generator configuration', () => {
  it('has the tabs Preview Tool and Manage Names and links back to the tools', async () => {
    await open();
    expect(
      screen
        .getAllByRole('tab')
        .map((tab) => tab.textContent)
        .slice(0, 2),
    ).toEqual([ELF_NAMES_TEXT.previewTab, ELF_NAMES_TEXT.manageTab]);
    expect(screen.getByRole('link', { name: ELF_NAMES_TEXT.back })).toHaveAttribute(
      'href',
      '/admin/tools',
    );
  });

  it('shows the embed code with the optional title and show_history, and previews it', async () => {
    const { user } = await open();
    const instructions = screen.getByRole('region', { name: EMBED_TEXT.instructionsTitle });
    expect(within(instructions).getByText('title')).toBeInTheDocument();
    expect(within(instructions).getByText('show_history')).toBeInTheDocument();
    const codes = () =>
      within(instructions)
        .getAllByRole('figure')
        .map((f) => f.textContent);
    expect(codes()[0]).toContain('<div data-elf-generator="elf-name"></div>');

    await user.type(within(instructions).getByLabelText(EMBED_TEXT.titleField), 'Name your elf');
    await user.click(within(instructions).getByLabelText(EMBED_TEXT.historyField));
    expect(codes()[0]).toContain(
      '<div data-elf-generator="elf-name" data-title="Name your elf" data-show-history="false"></div>',
    );
    expect(codes()[1]).toContain(
      `initElfNameGenerator('elf-names', undefined, undefined, {"title":"Name your elf","show_history":false})`,
    );
    // The live preview is markup the site's widget loader starts, with the same options.
    await waitFor(() =>
      expect(screen.getByTestId('elf-name-preview')).toHaveAttribute('data-title', 'Name your elf'),
    );
    expect(screen.getByTestId('elf-name-preview')).toHaveAttribute('data-show-history', 'false');
  });

  it('copies the embed code and says Copied', async () => {
    const { user } = await open();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const button = screen.getByRole('button', {
      name: `${COPY_CODE_TEXT.copy}: ${EMBED_TEXT.markupCaption}`,
    });
    await user.click(button);
    expect(writeText).toHaveBeenCalledWith(
      expect.stringContaining('data-elf-generator="elf-name"'),
    );
    expect(button).toHaveTextContent(COPY_CODE_TEXT.copied);
  });

  it('builds the embed code from the origin the admin is served from, not the configured one', async () => {
    await open();
    const instructions = screen.getByRole('region', { name: EMBED_TEXT.instructionsTitle });
    const codes = within(instructions)
      .getAllByRole('figure')
      .map((f) => f.querySelector('code')?.textContent ?? '');
    expect(codes).toHaveLength(2);
    for (const code of codes) {
      expect(code).toContain(`<script src="${window.location.origin}/widgets/loader.js"></script>`);
      expect(code).not.toContain(DEFAULT_SITE_SETTINGS.siteUrl);
    }
  });

  it('lists Prefixes, Suffixes and Last Names with their counts', async () => {
    const { user } = await manage();
    expect(screen.getAllByRole('tablist')[1]).toBeDefined();
    for (const name of ['Prefixes (2)', 'Suffixes (1)', 'Last Names (0)'])
      expect(screen.getByRole('tab', { name })).toBeInTheDocument();
    expect(names()).toEqual(['Jingle', 'Sparkle']);
    expect(screen.getByText('classic')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Last Names (0)' }));
    expect(screen.getByText(ELF_NAMES_TEXT.empty('last-names'))).toBeInTheDocument();
  });

  it('adds a name with Enter, category custom by default; the add button is disabled while blank', async () => {
    const { user, data } = await manage();
    const add = screen.getByRole('button', { name: ELF_NAMES_TEXT.add });
    const name = screen.getByLabelText(ELF_NAMES_TEXT.newName('prefixes'));
    expect(add).toBeDisabled();
    await user.type(name, '   ');
    expect(add).toBeDisabled();
    await user.clear(name);
    await user.type(name, '  Frosty {Enter}');
    expect(await screen.findByRole('tab', { name: 'Prefixes (3)' })).toBeInTheDocument();
    expect(names()).toEqual(['Frosty', 'Jingle', 'Sparkle']);
    expect(prefixes(data).find((p) => p.value === 'Frosty')!.category).toBe('custom');
    expect(name).toHaveValue('');
    expect(name).toHaveFocus();
    expect(await toast()).toHaveTextContent(ELF_NAMES_TEXT.added('prefixes'));
  });

  it('adds with the category given', async () => {
    const { user, data } = await manage();
    await user.type(screen.getByLabelText(ELF_NAMES_TEXT.category), 'Nordic');
    await user.type(screen.getByLabelText(ELF_NAMES_TEXT.newName('prefixes')), 'Bjorn');
    await user.click(screen.getByRole('button', { name: ELF_NAMES_TEXT.add }));
    await screen.findByRole('tab', { name: 'Prefixes (3)' });
    expect(prefixes(data).find((p) => p.value === 'Bjorn')!.category).toBe('Nordic');
  });

  it('refuses a name that is too long with the schema message, sending nothing', async () => {
    const { user, data } = await manage();
    await user.type(screen.getByLabelText(ELF_NAMES_TEXT.newName('prefixes')), 'x'.repeat(41));
    await user.click(screen.getByRole('button', { name: ELF_NAMES_TEXT.add }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CONTENT_TEXT.tooLong('Name', 40));
    expect(prefixes(data)).toHaveLength(2);
  });

  it('says Failed to add prefix when the name exists already, adding nothing', async () => {
    const { user, data } = await manage();
    await user.type(screen.getByLabelText(ELF_NAMES_TEXT.newName('prefixes')), 'jingle{Enter}');
    const shown = await toast();
    expect(shown).toHaveTextContent(ELF_NAMES_TEXT.addFailed('prefixes'));
    expect(shown).toHaveTextContent('This prefix already exists');
    expect(prefixes(data)).toHaveLength(2);
    expect(screen.getByLabelText(ELF_NAMES_TEXT.newName('prefixes'))).toHaveValue('jingle');
  });

  it('edits a name inline: Enter saves, Escape cancels, a blank name cannot be saved', async () => {
    const { user, data } = await manage();
    await user.click(screen.getByRole('button', { name: ELF_NAMES_TEXT.edit('Jingle') }));
    const field = screen.getByRole('textbox', { name: ELF_NAMES_TEXT.editLabel('prefixes') });
    expect(field).toHaveFocus();
    await user.clear(field);
    expect(screen.getByRole('button', { name: ELF_NAMES_TEXT.save })).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(prefixes(data).map((p) => p.value)).toContain('Jingle');
    await user.keyboard('{Escape}');
    expect(names()).toEqual(['Jingle', 'Sparkle']);
    expect(screen.getByRole('button', { name: ELF_NAMES_TEXT.edit('Jingle') })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: ELF_NAMES_TEXT.edit('Jingle') }));
    await user.clear(screen.getByRole('textbox', { name: ELF_NAMES_TEXT.editLabel('prefixes') }));
    await user.keyboard('Twinkle{Enter}');
    await waitFor(() => expect(names()).toEqual(['Sparkle', 'Twinkle']));
    expect(prefixes(data).find((p) => p.id === 'p1')).toEqual(part('p1', 'Twinkle'));
  });

  it('deletes a name only after confirmation', async () => {
    const { user, data } = await manage();
    await user.click(screen.getByRole('button', { name: ELF_NAMES_TEXT.delete('Sparkle') }));
    const dialog = screen.getByRole('alertdialog', {
      name: ELF_NAMES_TEXT.deleteTitle('prefixes'),
    });
    expect(dialog).toHaveTextContent(ELF_NAMES_TEXT.deleteText('Sparkle'));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(prefixes(data)).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: ELF_NAMES_TEXT.delete('Sparkle') }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByRole('tab', { name: 'Prefixes (1)' })).toBeInTheDocument();
    expect(names()).toEqual(['Jingle']);
    expect(await toast()).toHaveTextContent(ELF_NAMES_TEXT.deleted('prefixes'));
  });

  it('says Failed to delete when the server refuses, keeping the name', async () => {
    const data = seeded();
    vi.spyOn(data.content, 'remove').mockRejectedValue(new Error('Network down'));
    const { user } = await open(data);
    await user.click(screen.getByRole('tab', { name: ELF_NAMES_TEXT.manageTab }));
    await user.click(await screen.findByRole('button', { name: ELF_NAMES_TEXT.delete('Jingle') }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    const shown = await toast();
    expect(shown).toHaveTextContent(ELF_NAMES_TEXT.deleteFailed('prefixes'));
    expect(shown).toHaveTextContent('Network down');
    expect(names()).toEqual(['Jingle', 'Sparkle']);
  });

  it('imports a list split on new lines and commas, trimmed, blanks dropped, with one category', async () => {
    const { user, data } = await manage();
    await user.click(screen.getByRole('tab', { name: ELF_NAMES_TEXT.bulkImport }));
    await user.type(screen.getByLabelText(ELF_NAMES_TEXT.bulkCategory), 'winter');
    await user.type(
      screen.getByRole('textbox', { name: IMPORT_PANEL_TEXT.data }),
      ` Holly , Ivy{Enter}{Enter}jingle,,${'y'.repeat(41)}{Enter}Holly`,
    );
    await user.click(screen.getByRole('button', { name: IMPORT_PANEL_TEXT.dryRun }));
    await user.click(await screen.findByRole('button', { name: IMPORT_PANEL_TEXT.import(2) }));
    // The job runs on the server; the panel polls it until it has finished.
    const finished = await screen.findByRole('heading', { name: IMPORT_PANEL_TEXT.finished });
    expect(within(finished.parentElement!).getByRole('status')).toHaveTextContent(
      IMPORT_PANEL_TEXT.summary({ imported: 2, skipped: 2, rejected: 1, failed: 0 }),
    );
    const notImported = screen.getByRole('table', { name: IMPORT_PANEL_TEXT.notImported });
    expect(notImported).toHaveTextContent('Already exists');
    expect(notImported).toHaveTextContent('Duplicate of line 1');
    expect(notImported).toHaveTextContent(CONTENT_TEXT.tooLong('Name', 40));
    expect(await screen.findByRole('tab', { name: 'Prefixes (4)' })).toBeInTheDocument();
    const imported = prefixes(data).filter((p) => ['Holly', 'Ivy'].includes(p.value));
    expect(imported.map((p) => p.category)).toEqual(['winter', 'winter']);
    expect(await toast()).toHaveTextContent(ELF_NAMES_TEXT.importComplete);
    expect(names()).toEqual(['Holly', 'Ivy', 'Jingle', 'Sparkle']);
  });

  it('shows loading, then the load error with a toast, and loads again on Try again', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let fail = true;
    const data = seeded();
    vi.spyOn(data.content, 'list').mockImplementation(async () => {
      if (fail) throw new Error('offline');
      await gate;
      return { items: [part('x', 'Pepper')], nextAfter: null };
    });
    const { user } = await open(data);
    await user.click(screen.getByRole('tab', { name: ELF_NAMES_TEXT.manageTab }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ELF_NAMES_TEXT.loadError);
    const shown = await toast();
    expect(shown).toHaveTextContent(ELF_NAMES_TEXT.loadErrorTitle);
    expect(shown).toHaveTextContent(ELF_NAMES_TEXT.loadError);
    fail = false;
    await user.click(within(alert).getByRole('button', { name: ELF_NAMES_TEXT.retry }));
    expect(screen.getByText(ELF_NAMES_TEXT.loading)).toHaveAttribute('role', 'status');
    await act(async () => release());
    expect(await screen.findByRole('tab', { name: 'Prefixes (1)' })).toBeInTheDocument();
  });

  it('deletes every prefix at once after one confirmation; the count follows', async () => {
    const { user, data } = await manage();
    await user.click(screen.getByRole('checkbox', { name: 'Select all 2 loaded rows' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Delete 2 prefixes?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('tab', { name: 'Prefixes (0)' })).toBeInTheDocument();
    expect(prefixes(data)).toEqual([]);
    expect(data.content.all('suffixes')).toHaveLength(1);
  });
});
