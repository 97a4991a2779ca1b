import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ImportJobDetail } from '@core/admin/admin-content-api';
import { DECODE_TEXT } from '@core/import/decode-file';
import type { ElfScene } from '@core/models';
import { DEFAULT_SITE_SETTINGS } from '@core/site/settings';
import { AppShell } from '@site/shared/app/app-shell';
import { AdminApiError } from '@site/admin/data/admin-api';
import { AdminDataProvider } from '@site/admin/data/admin-data';
import { inMemoryAdminData } from '@site/admin/testing/in-memory-admin-data';
import { ImportPanel, type ImportPanelProps } from './import-panel';
import { IMPORT_UNDO_PANEL_TEXT } from './import-undo';
import { IMPORT_PANEL_TEXT as TEXT } from './import-text';
import { importJobStorageKey } from './use-import-job';

const STORED: ElfScene = {
  id: 'scene-1',
  title: 'Marshmallow Snowball Fight',
  description: 'The elf pelts the toys with marshmallows.',
  requiredItems: ['marshmallows'],
  setupInstructions: 'Scatter the marshmallows.',
  difficulty: 'Easy',
  timeRequired: null,
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-01T09:00:00.000Z',
};

const HEADER = 'title,description,required_items,setup_instructions,difficulty,time_required';
const CSV = [
  HEADER,
  'Flour Angel,The elf makes a snow angel in flour,flour;baking tray,Spread the flour,Easy,10 min',
  'marshmallow snowball fight,Again,marshmallows,Scatter,Easy,',
  ',No title here,tape,Tape it,Medium,',
  '"Zipline Elf","Rides a string, quickly",string;"clip","Tie the string",Hard,15 min',
  'Short row,only three',
].join('\n');

function setup(
  props: Partial<ImportPanelProps> = {},
  data = inMemoryAdminData({ content: { scenes: [STORED] } }),
) {
  const onFinished = vi.fn<(detail: ImportJobDetail) => void>();
  const view = (
    <AppShell settings={DEFAULT_SITE_SETTINGS}>
      <AdminDataProvider value={data}>
        <ImportPanel kind="scenes" pollMs={10} onFinished={onFinished} {...props} />
      </AdminDataProvider>
    </AppShell>
  );
  const result = render(view);
  return { data, onFinished, user: userEvent.setup(), view, ...result };
}

const dataBox = () => screen.getByRole('textbox', { name: TEXT.data });
// Role queries walk the whole tree per call: too slow for hundreds of rows in jsdom.
const rowsOf = (table: HTMLElement) =>
  [...table.querySelectorAll('tbody tr')].map((row) =>
    [...row.querySelectorAll('td')].map((cell) => cell.textContent),
  );

beforeEach(() => localStorage.clear());

// Every test types, pastes and renders tables: seconds each on a loaded machine.
describe('import panel', () => {
  it('says there is no data to import when the box is blank, and asks nothing of the server', async () => {
    const { data, user } = setup();
    const dryRun = vi.spyOn(data.imports, 'dryRun');
    await user.type(dataBox(), '   ');
    await user.click(screen.getByRole('button', { name: TEXT.dryRun }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('No data to import');
    expect(alert).toHaveTextContent('Please enter some data to import');
    expect(dryRun).not.toHaveBeenCalled();
  });

  it.each([
    ['json', '[{"title": ', 'Invalid JSON'],
    ['csv', HEADER, 'Invalid CSV'],
    [
      'csv',
      'title,description\nA,B',
      'Missing required columns: required_items, setup_instructions, difficulty',
    ],
  ] as const)('refuses a whole %s file with the message "%s"', async (format, text, message) => {
    const { user } = setup();
    await user.click(screen.getByRole('radio', { name: format.toUpperCase() }));
    await user.click(dataBox());
    await user.paste(text);
    await user.click(screen.getByRole('button', { name: TEXT.dryRun }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('names the required and optional columns of the kind', () => {
    setup();
    expect(
      screen.getByText(
        /Required columns: title, description, required_items, setup_instructions, difficulty\. Optional: time_required\. Separate the entries of a list cell with semicolons/,
      ),
    ).toBeInTheDocument();
  });

  it('dry run: every row as new, duplicate or rejected with its reason, and nothing saved', async () => {
    const { data, user } = setup();
    await user.click(dataBox());
    await user.paste(CSV);
    await user.click(screen.getByRole('button', { name: TEXT.dryRun }));
    const table = await screen.findByRole('table', { name: TEXT.dryRun });
    expect(rowsOf(table)).toEqual([
      ['2', 'Flour Angel', 'New', ''],
      ['3', 'marshmallow snowball fight', 'Duplicate', 'Already exists'],
      ['4', '—', 'Rejected', 'Title is required'],
      ['5', 'Zipline Elf', 'New', ''],
      ['6', '—', 'Rejected', 'Skipped: the row has 2 cells but the header has 6'],
    ]);
    const stats = screen.getByRole('heading', { name: TEXT.statistics }).nextElementSibling!;
    expect(stats).toHaveTextContent('Rows5New2Duplicate1Rejected2');
    expect(data.content.all('scenes')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Rejected (2)' }));
    expect(rowsOf(screen.getByRole('table')).map((row) => row[0])).toEqual(['4', '6']);

    // Back to the data, as typed.
    await user.click(screen.getByRole('button', { name: TEXT.editData }));
    expect(dataBox()).toHaveValue(CSV);
  });

  it('imports on the server, shows the progress as N of M, then the result with every row not imported', async () => {
    const data = inMemoryAdminData({ content: { scenes: [STORED] }, importBatchSize: 1 });
    // Slow enough polls for each step of the bar to be seen.
    const { user, onFinished } = setup({ pollMs: 400 }, data);
    await user.click(dataBox());
    await user.paste(CSV);
    await user.click(screen.getByRole('button', { name: TEXT.dryRun }));
    await user.click(await screen.findByRole('button', { name: 'Import 2 new rows' }));

    const progress = await screen.findByRole('progressbar', { name: TEXT.progressLabel });
    expect(await screen.findByText('3 of 5')).toBeInTheDocument();
    expect(progress).toHaveAttribute('max', '5');
    expect(screen.getByText(TEXT.mayLeave)).toBeInTheDocument();

    expect(await screen.findByRole('heading', { name: TEXT.finished })).toHaveFocus();
    expect(screen.getByText('Imported 2, skipped 1, rejected 2.')).toBeInTheDocument();
    expect(rowsOf(screen.getByRole('table', { name: TEXT.notImported }))).toEqual([
      ['3', 'marshmallow snowball fight', 'Duplicate', 'Already exists'],
      ['4', '', 'Rejected', 'Title is required'].map((c, i) => (i === 1 ? '—' : c)),
      ['6', '—', 'Rejected', 'Skipped: the row has 2 cells but the header has 6'],
    ]);
    expect(data.content.all('scenes').map((s) => s.title)).toEqual(
      expect.arrayContaining(['Flour Angel', 'Zipline Elf']),
    );
    expect(onFinished).toHaveBeenCalledTimes(1);
    expect(onFinished.mock.calls[0]![0].job).toMatchObject({
      imported: 2,
      skipped: 1,
      rejected: 2,
    });

    await user.click(screen.getByRole('button', { name: TEXT.another }));
    expect(dataBox()).toHaveValue('');
    expect(localStorage.getItem(importJobStorageKey('scenes'))).toBeNull();
  });

  it('finds a running import again after a reload, and its result', async () => {
    const data = inMemoryAdminData({ importBatchSize: 1 });
    const first = setup({ pollMs: 60_000 }, data);
    await first.user.click(dataBox());
    await first.user.paste(CSV);
    await first.user.click(screen.getByRole('button', { name: TEXT.dryRun }));
    await first.user.click(await screen.findByRole('button', { name: 'Import 3 new rows' }));
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    first.unmount();

    const second = setup({}, data);
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    expect(await screen.findByText('Imported 3, skipped 0, rejected 2.')).toBeInTheDocument();
    expect(second.onFinished).toHaveBeenCalledTimes(1);
    second.unmount();

    // The result stays until the admin moves on.
    setup({}, data);
    expect(await screen.findByText('Imported 3, skipped 0, rejected 2.')).toBeInTheDocument();
  });

  it('downloads the report as CSV', async () => {
    const { user } = setup();
    const saved: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:report';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toMatch(/^import-[A-Za-z0-9_-]{20}-report\.csv$/);
      expect(this.href).toBe('blob:report');
    });
    await user.click(dataBox());
    await user.paste(CSV);
    await user.click(screen.getByRole('button', { name: TEXT.dryRun }));
    await user.click(await screen.findByRole('button', { name: 'Import 2 new rows' }));
    await user.click(await screen.findByRole('button', { name: TEXT.download }));
    expect(click).toHaveBeenCalledTimes(1);
    click.mockRestore();
    expect(saved).toHaveLength(1);
    expect((await saved[0]!.text()).split('\r\n')).toEqual([
      'line,status,title,reason',
      '3,duplicate,marshmallow snowball fight,Already exists',
      '4,rejected,,Title is required',
      '6,rejected,,Skipped: the row has 2 cells but the header has 6',
    ]);
  });

  it('shows why the server refused to start the import, and keeps the data', async () => {
    const { data, user } = setup();
    data.imports.start = () =>
      Promise.reject(new AdminApiError('You must be an admin to do this', 403));
    await user.click(dataBox());
    await user.paste(CSV);
    await user.click(screen.getByRole('button', { name: TEXT.dryRun }));
    await user.click(await screen.findByRole('button', { name: 'Import 2 new rows' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You must be an admin to do this');
    expect(dataBox()).toHaveValue(CSV);
    expect(localStorage.getItem(importJobStorageKey('scenes'))).toBeNull();
  });

  it('says when nothing in the file is new, and offers no import', async () => {
    const { user } = setup();
    await user.click(dataBox());
    await user.paste(`${HEADER}\nMarshmallow Snowball Fight,a,b,c,Easy,`);
    await user.click(screen.getByRole('button', { name: TEXT.dryRun }));
    expect(await screen.findByText(TEXT.nothingNew)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import 0 new rows' })).toBeDisabled();
  });

  it('loads the example of the chosen format, and reads a chosen file', async () => {
    const { user } = setup({ examples: { csv: CSV, json: '[]' } });
    await user.click(screen.getByRole('button', { name: TEXT.example }));
    expect(dataBox()).toHaveValue(CSV);
    await user.upload(
      screen.getByLabelText(TEXT.file),
      new File(['[{"title": "From a file"}]'], 'scenes.json', { type: 'application/json' }),
    );
    await waitFor(() => expect(dataBox()).toHaveValue('[{"title": "From a file"}]'));
    expect(screen.getByRole('radio', { name: 'JSON' })).toBeChecked();
  });

  it('reads a chosen Windows-1252 file from its bytes, says so in the dry run, and refuses binaries', async () => {
    const { user } = setup({ kind: 'crafts' }, inMemoryAdminData());
    const bytes = readFileSync(
      join(__dirname, '../../../../../test/fixtures/imports/crafts-windows-1252.csv'),
    );
    await user.upload(
      screen.getByLabelText(TEXT.file),
      new File([bytes], 'crafts.csv', { type: 'text/csv' }),
    );
    await waitFor(() =>
      expect((dataBox() as HTMLTextAreaElement).value).toContain('Twist “ribbons” and hang.'),
    );
    await user.click(screen.getByRole('button', { name: TEXT.dryRun }));
    expect(await screen.findByText(DECODE_TEXT.readAs('Windows-1252'))).toBeInTheDocument();
    expect(rowsOf(screen.getByRole('table')).map((row) => row.slice(1, 3))).toEqual([
      ['Papier-mâché Elf Hat', 'New'],
      ['Crêpe Paper Garland', 'New'],
    ]);
    await user.click(screen.getByRole('button', { name: TEXT.editData }));
    await user.upload(
      screen.getByLabelText(TEXT.file),
      // A workbook (a zip) renamed to .csv.
      new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00])], 'crafts.csv', {
        type: 'text/csv',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(DECODE_TEXT.notText);
    expect(dataBox()).toHaveValue('');
  });

  it('shows a long report 100 rows at a time', async () => {
    const { user } = setup();
    const lines = Array.from({ length: 150 }, (_, i) => `Scene ${i},d,item,setup,Easy,`);
    await user.click(dataBox());
    await user.paste([HEADER, ...lines].join('\n'));
    await user.click(screen.getByRole('button', { name: TEXT.dryRun }));
    const table = await screen.findByRole('table');
    expect(rowsOf(table)).toHaveLength(100);
    await user.click(screen.getByRole('button', { name: 'Show 50 more rows' }));
    expect(rowsOf(screen.getByRole('table'))).toHaveLength(150);
  });

  it('says when a job stopped before the end', async () => {
    const data = inMemoryAdminData();
    localStorage.setItem(importJobStorageKey('scenes'), 'stopped-job-1');
    data.imports.job = async (id) => ({
      job: {
        id,
        kind: 'scenes',
        status: 'interrupted',
        fileName: 'scenes.csv',
        format: 'csv',
        total: 400,
        processed: 200,
        imported: 200,
        skipped: 0,
        rejected: 0,
        failed: 0,
        batches: { total: 4, done: 2, failed: 0 },
        startedBy: { uid: 'a', email: null },
        startedAt: '2026-11-20T09:00:00.000Z',
        updatedAt: '2026-11-20T09:00:10.000Z',
        finishedAt: '2026-11-20T09:02:10.000Z',
        error:
          'The import stopped after 200 of 400 rows. Run the same file again: rows already imported are skipped as duplicates.',
      },
      rows: [],
    });
    setup({}, data);
    expect(await screen.findByRole('heading', { name: TEXT.interrupted })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The import stopped after 200 of 400 rows.',
    );
  });

  it('undoes a finished import from its report: removes what it created, keeps what changed since', async () => {
    const { data, user } = setup();
    await user.click(dataBox());
    await user.paste(CSV);
    await user.click(screen.getByRole('button', { name: TEXT.dryRun }));
    await user.click(await screen.findByRole('button', { name: 'Import 2 new rows' }));
    await screen.findByRole('heading', { name: TEXT.finished });
    const zipline = data.content.all('scenes').find((s) => s.title === 'Zipline Elf')!;
    const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = zipline;
    await data.content.update('scenes', zipline.id, { ...fields, title: 'Zipline Elf Deluxe' });

    const undo = screen.getByRole('button', { name: IMPORT_UNDO_PANEL_TEXT.undo });
    await user.click(undo);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(IMPORT_UNDO_PANEL_TEXT.title);
    await user.click(within(dialog).getByRole('button', { name: IMPORT_UNDO_PANEL_TEXT.confirm }));

    expect(
      await screen.findByText(
        'Removed 1 elf scene this import created. Kept 1 elf scene changed since the import (edit or delete it yourself).',
      ),
    ).toBeInTheDocument();
    expect(
      data.content
        .all('scenes')
        .map((s) => s.title)
        .sort(),
    ).toEqual(['Marshmallow Snowball Fight', 'Zipline Elf Deluxe']);
    expect(
      screen.queryByRole('button', { name: IMPORT_UNDO_PANEL_TEXT.undo }),
    ).not.toBeInTheDocument();
  });
});
