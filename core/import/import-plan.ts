/**
 * The import engine's pure half: reads the text in its format, validates every row with the
 * kind's schema and marks repeats inside the file. The server adds what only it knows (which
 * keys are stored already) and writes the new rows.
 */
import Papa from 'papaparse';
import { fieldIssues } from '../generators/content-schemas';
import { spreadsheetSafe } from '../lib/spreadsheet-cells';
import type { ImportKind } from './import-kind';
import {
  detectFormat,
  IMPORT_TEXT,
  parseCsv,
  parseJson,
  parseNameList,
  type ImportFormat,
  type ParsedTable,
} from './parse-table';

export const IMPORT_ROW_TEXT = {
  duplicateInFile: (line: number) => `Duplicate of line ${line}`,
  alreadyStored: 'Already exists',
  notWritten: (reason: string) => `Not written: ${reason}`,
} as const;

/** What the dry run says of a row, and what the import finally did with it. */
export type RowStatus = 'new' | 'duplicate' | 'rejected' | 'imported' | 'failed';

export interface ReportRow {
  line: number;
  status: RowStatus;
  /** The row's title or name ('' when it could not be read). */
  label: string;
  reason: string | null;
}

/** A row after validation: `fields` and `key` are set unless it was rejected. */
export interface PlannedRow<Fields> extends ReportRow {
  fields: Fields | null;
  key: string | null;
}

export interface ImportOptions {
  format?: ImportFormat;
  /** Values for fields a row leaves empty, e.g. the one category of a name-part import. */
  defaults?: Record<string, unknown>;
}

export type ImportPlan<Fields> =
  | { ok: true; format: ImportFormat; rows: PlannedRow<Fields>[]; ignoredColumns: string[] }
  | { ok: false; error: string; detail?: string };

export function parseImportText(
  kind: ImportKind<unknown>,
  text: string,
  format: ImportFormat,
): ParsedTable {
  if (format === 'json') return parseJson(text, kind.columns);
  if (format === 'list' && kind.listField) return parseNameList(text, kind.listField);
  return parseCsv(text, kind.columns);
}

const labelOf = (values: Record<string, unknown>, kind: ImportKind<unknown>) => {
  const field = kind.labelField ?? kind.listField ?? 'title';
  return typeof values[field] === 'string' ? (values[field] as string).trim() : '';
};

/** Every row of the text, validated, with repeats inside the file marked as duplicates. */
export function planImport<Fields>(
  kind: ImportKind<Fields>,
  text: string,
  options: ImportOptions = {},
): ImportPlan<Fields> {
  const guessed = detectFormat(text, kind.columns, Boolean(kind.listField));
  // A CSV never starts with [ or {: JSON pasted while CSV was selected is read as JSON.
  const format =
    options.format === 'csv' && guessed === 'json' ? 'json' : (options.format ?? guessed);
  const parsed = parseImportText(kind as ImportKind<unknown>, text, format);
  if (!parsed.ok) {
    const missingColumns = parsed.error.startsWith(IMPORT_TEXT.missingColumns);
    return missingColumns && kind.missingColumnsError
      ? { ok: false, error: kind.missingColumnsError, detail: parsed.error }
      : parsed;
  }
  const firstLineOfKey = new Map<string, number>();
  const rows = parsed.rows.map((raw): PlannedRow<Fields> => {
    const label = labelOf(raw.values, kind as ImportKind<unknown>);
    const rejected = (reason: string): PlannedRow<Fields> => ({
      line: raw.line,
      status: 'rejected',
      label,
      reason,
      fields: null,
      key: null,
    });
    if (raw.problem) return rejected(raw.problem);
    const values = { ...raw.values };
    for (const [field, value] of Object.entries(options.defaults ?? {}))
      if (values[field] === undefined) values[field] = value;
    const result = kind.schema.safeParse(values);
    if (!result.success) {
      const messages = [...new Set(fieldIssues(result.error).map((i) => i.message))];
      return rejected(messages.join('; '));
    }
    const key = kind.key(result.data);
    const first = firstLineOfKey.get(key);
    if (first === undefined) firstLineOfKey.set(key, raw.line);
    return {
      line: raw.line,
      status: first === undefined ? 'new' : 'duplicate',
      label: kind.label(result.data),
      reason: first === undefined ? null : IMPORT_ROW_TEXT.duplicateInFile(first),
      fields: result.data,
      key,
    };
  });
  return { ok: true, format, rows, ignoredColumns: parsed.ignoredColumns };
}

/** Marks the still-new rows whose key is stored already. */
export function markStored<Fields>(
  rows: PlannedRow<Fields>[],
  storedKeys: ReadonlySet<string>,
): PlannedRow<Fields>[] {
  return rows.map((row) =>
    row.status === 'new' && row.key !== null && storedKeys.has(row.key)
      ? { ...row, status: 'duplicate', reason: IMPORT_ROW_TEXT.alreadyStored }
      : row,
  );
}

export interface StatusCounts {
  total: number;
  new: number;
  duplicate: number;
  rejected: number;
  imported: number;
  failed: number;
}

export function countStatuses(rows: readonly ReportRow[]): StatusCounts {
  const counts: StatusCounts = {
    total: rows.length,
    new: 0,
    duplicate: 0,
    rejected: 0,
    imported: 0,
    failed: 0,
  };
  for (const row of rows) counts[row.status] += 1;
  return counts;
}

export const toReportRow = ({ line, status, label, reason }: ReportRow): ReportRow => ({
  line,
  status,
  label,
  reason,
});

/** The report as a CSV file (line, status, title, reason), safe to open in a spreadsheet. */
export function reportCsv(rows: readonly ReportRow[]): string {
  return Papa.unparse(
    {
      fields: ['line', 'status', 'title', 'reason'],
      data: rows.map((row) => [
        String(row.line),
        row.status,
        spreadsheetSafe(row.label),
        spreadsheetSafe(row.reason ?? ''),
      ]),
    },
    { newline: '\r\n' },
  );
}
