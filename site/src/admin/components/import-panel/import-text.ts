import type { ImportJob } from '@core/admin/admin-content-api';
import type { RowStatus } from '@core/import/import-plan';
import type { ImportFormat } from '@core/import/parse-table';
import { countOf } from '@core/lib/plural';

/** Every word the import panel shows (the whole-file messages come from core's IMPORT_TEXT). */
export const IMPORT_PANEL_TEXT = {
  format: 'Format',
  formats: { csv: 'CSV', json: 'JSON', list: 'List' } satisfies Record<ImportFormat, string>,
  file: 'Choose a file',
  data: 'Data to import',
  example: 'Load example',
  dryRun: 'Dry run',
  checking: 'Checking...',
  dryRunHint: 'A dry run shows what each row would do; nothing is saved until you import.',
  columns: (required: string[], optional: string[]) =>
    `Required columns: ${required.join(', ')}.` +
    (optional.length ? ` Optional: ${optional.join(', ')}.` : ''),
  listSeparator: 'Separate the entries of a list cell with semicolons (;).',
  listFormat: 'One entry per line, or several separated by commas.',
  statistics: 'Statistics',
  rows: 'Rows',
  ignoredColumns: (names: string[]) => `Ignored columns: ${names.join(', ')}`,
  import: (n: number) => `Import ${countOf(n, { one: 'new row', many: 'new rows' })}`,
  editData: 'Edit data',
  nothingNew: 'Nothing new to import: every row is a duplicate or rejected.',
  importing: 'Importing...',
  starting: 'Starting the import...',
  progressLabel: 'Import progress',
  mayLeave:
    'The import runs on the server: you can leave or reload this page, and it shows the progress again when you come back.',
  pollError: (message: string) => `Could not check the progress (${message}). Retrying...`,
  finished: 'Import finished',
  interrupted: 'Import stopped',
  failedToStart: 'Import failed',
  summary: (job: Pick<ImportJob, 'imported' | 'skipped' | 'rejected' | 'failed'>) =>
    [
      `Imported ${job.imported.toLocaleString('en-US')}`,
      `skipped ${job.skipped.toLocaleString('en-US')}`,
      `rejected ${job.rejected.toLocaleString('en-US')}`,
      ...(job.failed ? [`failed ${job.failed.toLocaleString('en-US')}`] : []),
    ].join(', ') + '.',
  notImported: 'Rows not imported',
  allImported: 'Every row was imported.',
  download: 'Download report (CSV)',
  downloadFailed: 'Could not download the report',
  another: 'Import another file',
  filter: 'Show rows',
  all: 'All',
  showMore: (n: number) => `Show ${countOf(n, { one: 'more row', many: 'more rows' })}`,
  noRows: 'No rows to show.',
  status: {
    new: 'New',
    duplicate: 'Duplicate',
    rejected: 'Rejected',
    imported: 'Imported',
    failed: 'Failed',
  } satisfies Record<RowStatus, string>,
} as const;
