import { screen, waitFor, within } from '@testing-library/react';
import { renderAdminPage, toastAction } from '@site/admin/admin-test-support';
import { IMPORT_PANEL_TEXT } from '@site/admin/components/import-panel/import-text';
import { IMPORT_UNDO_PANEL_TEXT as UNDO } from '@site/admin/components/import-panel/import-undo';
import { inMemoryAdminData } from '@site/admin/testing/in-memory-admin-data';
import { SCENE_ADMIN_TEXT as TEXT } from './scene-text';

const HEADER = 'title,description,required_items,setup_instructions,difficulty,time_required';
const toast = () => screen.getByTestId('toast');

beforeEach(() => localStorage.clear());

describe('scene importer', () => {
  beforeAll(() => import('./scene-importer-route'));

  it.each(['/admin/tools/scene-importer', '/admin/scene-ideas-importer'])(
    'at %s: Import Elf Scenes, with a way back to the scene generator',
    async (path) => {
      renderAdminPage(path, inMemoryAdminData());
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Import Elf Scenes' }),
      ).toBeVisible();
      expect(screen.getByRole('link', { name: /Back to Scene Generator/ })).toHaveAttribute(
        'href',
        '/admin/tools/scene-generator',
      );
      expect(screen.getByRole('radio', { name: 'CSV' })).toBeChecked();
      expect(screen.getByRole('radio', { name: 'JSON' })).not.toBeChecked();
    },
  );

  it('says No data to import for blank text', async () => {
    const { user } = renderAdminPage('/admin/tools/scene-importer', inMemoryAdminData());
    await user.click(await screen.findByRole('button', { name: IMPORT_PANEL_TEXT.dryRun }));
    expect(screen.getByRole('alert')).toHaveTextContent('No data to import');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter some data to import');
  });

  it('after a clean import: the spec’s toast, and back to the scene generator page', async () => {
    const data = inMemoryAdminData();
    const { user, router } = renderAdminPage('/admin/tools/scene-importer', data);
    await user.click(await screen.findByRole('button', { name: IMPORT_PANEL_TEXT.example }));
    await user.click(screen.getByRole('button', { name: IMPORT_PANEL_TEXT.dryRun }));
    await user.click(await screen.findByRole('button', { name: 'Import 2 new rows' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/admin/tools/scene-generator'),
    );
    expect(toast()).toHaveTextContent('Import complete');
    expect(toast()).toHaveTextContent('Successfully imported 2 elf scenes. 0 failed validation.');
    expect(
      data.content
        .all('scenes')
        .map((s) => s.title)
        .sort(),
    ).toEqual(['Flour Snow Angel', 'Zipline Elf']);
  });

  it('after a clean import: the toast’s Undo import asks, then removes what the job created', async () => {
    const data = inMemoryAdminData();
    const { user, router } = renderAdminPage('/admin/tools/scene-importer', data);
    await user.click(await screen.findByRole('button', { name: IMPORT_PANEL_TEXT.example }));
    await user.click(screen.getByRole('button', { name: IMPORT_PANEL_TEXT.dryRun }));
    await user.click(await screen.findByRole('button', { name: 'Import 2 new rows' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/admin/tools/scene-generator'),
    );
    await user.click(await toastAction(UNDO.undo));
    const dialog = await screen.findByRole('alertdialog', { name: UNDO.title });
    expect(dialog).toHaveTextContent(
      UNDO.text({ imported: 2 }, { one: 'elf scene', many: 'elf scenes' }),
    );
    expect(data.content.all('scenes')).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: UNDO.confirm }));
    await waitFor(() => expect(toast()).toHaveTextContent(UNDO.undone));
    expect(toast()).toHaveTextContent('Removed 2 elf scenes this import created.');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(data.content.all('scenes')).toEqual([]);
    expect(router.state.location.pathname).toBe('/admin/tools/scene-generator');
  });

  it('with rows that failed validation: stays on the report, with the way back', async () => {
    const { user, router } = renderAdminPage('/admin/tools/scene-importer', inMemoryAdminData());
    await user.click(await screen.findByRole('textbox', { name: IMPORT_PANEL_TEXT.data }));
    await user.paste(
      `${HEADER}\nElf Ski Slope,Down the banister,paper,Tape skis on,Easy,\n,No title,x,y,Easy,`,
    );
    await user.click(screen.getByRole('button', { name: IMPORT_PANEL_TEXT.dryRun }));
    await user.click(await screen.findByRole('button', { name: 'Import 1 new row' }));
    expect(await screen.findByText('Imported 1, skipped 0, rejected 1.')).toBeInTheDocument();
    expect(toast()).toHaveTextContent('Successfully imported 1 elf scene. 1 failed validation.');
    expect(router.state.location.pathname).toBe('/admin/tools/scene-importer');
    expect(screen.getAllByRole('link', { name: /Back to Scene Generator/ })).toHaveLength(2);
  });

  it('when the import stops before the end: Import failed', async () => {
    const data = inMemoryAdminData();
    localStorage.setItem('elf-admin:import-job:scenes', 'stopped-job-1');
    data.imports.job = async (id) => ({
      job: {
        id,
        kind: 'scenes',
        status: 'interrupted',
        fileName: null,
        format: 'csv',
        total: 10,
        processed: 5,
        imported: 5,
        skipped: 0,
        rejected: 0,
        failed: 0,
        batches: { total: 1, done: 0, failed: 0 },
        startedBy: { uid: 'a', email: null },
        startedAt: '2026-11-20T09:00:00.000Z',
        updatedAt: '2026-11-20T09:00:00.000Z',
        finishedAt: '2026-11-20T09:02:00.000Z',
        error: 'The import stopped after 5 of 10 rows.',
      },
      rows: [],
    });
    renderAdminPage('/admin/tools/scene-importer', data);
    await waitFor(() => expect(toast()).toHaveTextContent(TEXT.importFailed));
    expect(toast()).toHaveTextContent(
      'An error occurred while importing elf scenes. Please try again.',
    );
  });
});
