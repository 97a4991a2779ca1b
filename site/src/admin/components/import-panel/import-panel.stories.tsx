import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ImportJob, ImportJobDetail, ImportUndo } from '@core/admin/admin-content-api';
import { CONTENT_KINDS } from '@core/generators/content-kinds';
import { DECODE_TEXT } from '@core/import/decode-file';
import type { ReportRow } from '@core/import/import-plan';
import { AdminDataProvider } from '@site/admin/data/admin-data';
import { SCENE_ADMIN_TEXT } from '@site/admin/features/scenes/scene-text';
import { inMemoryAdminData } from '@site/admin/testing/in-memory-admin-data';
import { OfferedUndo } from '@site/admin/testing/offered-undo';
import { ImportPanel } from './import-panel';
import { UndoView } from './import-undo';
import { DryRunView, ProgressView, ResultView } from './import-views';

const EXAMPLE_CSV = [
  'title,description,required_items,setup_instructions,difficulty,time_required',
  'Flour Angel,The elf makes a snow angel in flour,flour;baking tray,Spread the flour,Easy,10 min',
].join('\n');

const ROWS: ReportRow[] = [
  { line: 2, status: 'new', label: 'Flour Angel', reason: null },
  { line: 3, status: 'duplicate', label: 'Marshmallow Snowball Fight', reason: 'Already exists' },
  { line: 4, status: 'rejected', label: '', reason: 'Title is required' },
  { line: 5, status: 'new', label: 'Zipline Elf', reason: null },
  {
    line: 6,
    status: 'rejected',
    label: '',
    reason: 'Skipped: the row has 2 cells but the header has 6',
  },
  { line: 7, status: 'duplicate', label: 'Flour Angel', reason: 'Duplicate of line 2' },
];

const JOB: ImportJob = {
  id: 'story-job-0000000001',
  kind: 'scenes',
  status: 'running',
  fileName: 'scenes.csv',
  format: 'csv',
  total: 5000,
  processed: 1200,
  imported: 1100,
  skipped: 60,
  rejected: 40,
  failed: 0,
  batches: { total: 50, done: 11, failed: 0 },
  startedBy: { uid: 'admin', email: 'owner@example.com' },
  startedAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:12.000Z',
  finishedAt: null,
  error: null,
};

const finished = (job: Partial<ImportJob>, rows: ReportRow[]): ImportJobDetail => ({
  job: { ...JOB, status: 'done', finishedAt: '2026-11-20T09:01:00.000Z', ...job },
  rows,
});

const meta = {
  title: 'Admin/Components/ImportPanel',
  component: ImportPanel,
  decorators: [
    (Story) => <AdminDataProvider value={inMemoryAdminData()}>{Story()}</AdminDataProvider>,
  ],
  args: { kind: 'scenes', examples: { csv: EXAMPLE_CSV, json: '[]' } },
} satisfies Meta<typeof ImportPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Paste or choose a file; the format, the columns and an example. */
export const Input: Story = {};

/** A name-part import also takes a plain list. */
export const WithList: Story = { args: { kind: 'prefixes', formats: ['list', 'csv', 'json'] } };

export const DryRun: Story = {
  render: () => (
    <DryRunView
      report={{
        kind: 'scenes',
        format: 'csv',
        ignoredColumns: ['id', 'created_at'],
        counts: { total: 6, new: 2, duplicate: 2, rejected: 2 },
        rows: ROWS,
      }}
      onImport={() => {}}
      onEdit={() => {}}
    />
  ),
};

/** A chosen file not in UTF-8: the report says how it was read. */
export const DryRunOfWindows1252File: Story = {
  render: () => (
    <DryRunView
      report={{
        kind: 'scenes',
        format: 'csv',
        ignoredColumns: [],
        counts: { total: 6, new: 2, duplicate: 2, rejected: 2 },
        rows: ROWS,
      }}
      readAs={DECODE_TEXT.readAs('Windows-1252')}
      onImport={() => {}}
      onEdit={() => {}}
    />
  ),
};

export const DryRunNothingNew: Story = {
  render: () => (
    <DryRunView
      report={{
        kind: 'scenes',
        format: 'csv',
        ignoredColumns: [],
        counts: { total: 1, new: 0, duplicate: 1, rejected: 0 },
        rows: [ROWS[1]!],
      }}
      onImport={() => {}}
      onEdit={() => {}}
    />
  ),
};

export const Starting: Story = { render: () => <ProgressView job={null} pollError={null} /> };

export const Importing: Story = { render: () => <ProgressView job={JOB} pollError={null} /> };

export const ImportingOffline: Story = {
  render: () => <ProgressView job={JOB} pollError="Failed to fetch" />,
};

export const Finished: Story = {
  render: () => (
    <ResultView
      detail={finished(
        { processed: 6, total: 6, imported: 2, skipped: 2, rejected: 2 },
        ROWS.filter((r) => r.status !== 'new'),
      )}
      downloadProblem={null}
      onDownload={() => {}}
      onAnother={() => {}}
    />
  ),
};

export const FinishedEveryRow: Story = {
  render: () => (
    <ResultView
      detail={finished(
        { processed: 5000, total: 5000, imported: 5000, skipped: 0, rejected: 0 },
        [],
      )}
      downloadProblem={null}
      onDownload={() => {}}
      onAnother={() => {}}
    />
  ),
};

export const Interrupted: Story = {
  render: () => (
    <ResultView
      detail={finished(
        {
          status: 'interrupted',
          error:
            'The import stopped after 1,200 of 5,000 rows. Run the same file again: rows already imported are skipped as duplicates.',
        },
        [],
      )}
      downloadProblem="Could not download the report: Request failed (HTTP 503)"
      onDownload={() => {}}
      onAnother={() => {}}
    />
  ),
};

const UNDO: ImportUndo = {
  status: 'running',
  total: 1100,
  processed: 400,
  removed: 398,
  changed: 2,
  gone: 0,
  startedBy: { uid: 'admin', email: 'admin@example.com' },
  startedAt: '2026-11-20T09:10:00.000Z',
  updatedAt: '2026-11-20T09:10:05.000Z',
  finishedAt: null,
};

const withUndo = (undo: ImportUndo | null, running: boolean, problem: string | null = null) => (
  <ResultView
    detail={finished(
      { processed: 1200, total: 1200, imported: 1100, skipped: 60, rejected: 40 },
      [],
    )}
    downloadProblem={null}
    onDownload={() => {}}
    onAnother={() => {}}
    undo={{
      view: (
        <UndoView
          undo={undo}
          running={running}
          noun={CONTENT_KINDS.scenes.noun}
          problem={problem}
        />
      ),
      action: null,
    }}
  />
);

/** Undoing the job: 'Undoing: X of Y', from the job's progress. */
export const Undoing: Story = { render: () => withUndo(UNDO, true) };

/** The undo's outcome: what it removed, what it kept and why. */
export const Undone: Story = {
  render: () =>
    withUndo(
      { ...UNDO, status: 'done', processed: 1100, removed: 1097, changed: 2, gone: 1 },
      false,
    ),
};

/** A batch of the undo failed: asking again goes on where it stopped. */
export const UndoStopped: Story = {
  render: () => withUndo({ ...UNDO, status: 'stopped' }, false),
};

export const UndoRefused: Story = {
  render: () => withUndo(null, false, 'This import is still running: undo it once it has finished'),
};

const CLEAN_JOB = finished(
  { processed: 2, total: 2, imported: 2, skipped: 0, rejected: 0 },
  [],
).job;

/** After a clean import the report is gone (the page returns to its tool): the toast offers the undo. */
export const CleanImportToastWithUndo: Story = {
  render: () => (
    <OfferedUndo
      job={CLEAN_JOB}
      noun={CONTENT_KINDS.scenes.noun}
      toast={{
        title: SCENE_ADMIN_TEXT.importComplete,
        description: SCENE_ADMIN_TEXT.importCompleteText(2, 0),
      }}
    >
      <p>Scene Generator</p>
    </OfferedUndo>
  ),
};

/** The toast's Undo import asks first; the dialog then shows the undo's progress until it ends. */
export const UndoAskedFromToast: Story = {
  render: () => (
    <OfferedUndo job={CLEAN_JOB} noun={CONTENT_KINDS.scenes.noun} asked>
      <p>Scene Generator</p>
    </OfferedUndo>
  ),
};
