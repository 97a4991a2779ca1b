/**
 * Turns pasted or uploaded import text into rows of named values: CSV (comma, semicolon or tab
 * separated, as spreadsheets write them, with quoted fields, BOM and CRLF), JSON arrays, and the
 * name lists of spec §5 (entries split on new lines and commas). Which value is which field comes
 * from the kind's columns; checking the values is left to the kind's schema.
 */
import Papa from 'papaparse';
import { countOf } from '../lib/plural';
import type { ColumnDef } from './import-kind';

const CELL = { one: 'cell', many: 'cells' };

export const IMPORT_FORMATS = ['csv', 'json', 'list'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** Spec part 2 §5 and §8: why a whole file cannot be imported. */
export const IMPORT_TEXT = {
  noData: 'No data to import',
  noDataDetail: 'Please enter some data to import',
  invalidJson: 'Invalid JSON',
  invalidCsv: 'Invalid CSV',
  missingColumns: 'Missing required columns',
  tooManyRows: (max: number) => `Too many rows: at most ${max.toLocaleString('en-US')} per import`,
  cellCount: (cells: number, header: number) =>
    `Skipped: the row has ${countOf(cells, CELL)} but the header has ${header}`,
  notAnObject: 'Skipped: the item is not an object',
  badQuotes:
    'Skipped: a quote in this row is not closed properly (a cell holding " must be wholly in quotes, with each " doubled)',
  badHeaderQuotes: 'The header row has a quote that is not closed properly',
} as const;

/** Most rows one import may hold: a 10,000-recipe season with room to spare. */
export const MAX_IMPORT_ROWS = 20_000;

/** One row as read: its line in the file (the item number in JSON) and its values by field. */
export interface RawRow {
  line: number;
  values: Record<string, unknown>;
  /** Set when the row cannot be read at all (it is rejected with this reason). */
  problem?: string;
}

export type ParsedTable =
  | { ok: true; rows: RawRow[]; ignoredColumns: string[] }
  | { ok: false; error: string; detail?: string };

const fail = (error: string, detail?: string): ParsedTable => ({
  ok: false,
  error,
  ...(detail ? { detail } : {}),
});

/**
 * CSV, JSON or list, guessed from the text when the admin did not say: JSON starts with [ or {;
 * for kinds that take lists, text whose first line names none of the kind's columns is a list.
 */
export function detectFormat(
  text: string,
  columns: readonly ColumnDef[],
  listAllowed: boolean,
): ImportFormat {
  const source = text.replace(/^\uFEFF/, '').trimStart();
  if (source.startsWith('[') || source.startsWith('{')) return 'json';
  if (!listAllowed) return 'csv';
  const known = columnIndex(columns);
  const firstLine = source.split(LINE_BREAK, 1)[0] ?? '';
  const names = firstLine.split(/[,;\t]/).map((name) => normalizeHeader(name.replace(/"/g, '')));
  return names.some((name) => known.has(name)) ? 'csv' : 'list';
}

const normalizeHeader = (name: string) => name.trim().toLowerCase();

/** Maps column names (case-insensitively) to fields, or says which columns are ambiguous. */
function columnIndex(columns: readonly ColumnDef[]): Map<string, ColumnDef> {
  const index = new Map<string, ColumnDef>();
  for (const column of columns)
    for (const name of column.names) index.set(normalizeHeader(name), column);
  return index;
}

const LINE_BREAK = /\r\n|\r|\n/g;

/**
 * The delimiter that makes the most of the header's names known columns: Excel writes ';' in
 * many locales, and a comma file may still hold ';' inside its list cells, so counting recognised
 * names is safer than counting characters. Ties go to the comma.
 */
function detectDelimiter(headerLine: string, known: Map<string, ColumnDef>): string {
  let best = ',';
  let bestScore = -1;
  for (const delimiter of [',', ';', '\t']) {
    const names = Papa.parse<string[]>(headerLine, { delimiter }).data[0] ?? [];
    const score = names.filter((name) => known.has(normalizeHeader(name))).length;
    if (score > bestScore) {
      best = delimiter;
      bestScore = score;
    }
  }
  return best;
}

interface CsvRecord {
  cells: string[];
  /** The file's line the record starts on (1 is the first line). */
  line: number;
  /** Set when a quote breaks the record, so its cells cannot be trusted. */
  broken: boolean;
}

/** Offsets where each line starts, for turning a character offset into the file's line. */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (const match of text.matchAll(LINE_BREAK)) starts.push(match.index + match[0].length);
  return starts;
}

function lineAt(starts: readonly number[], offset: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (starts[middle]! <= offset) low = middle;
    else high = middle - 1;
  }
  return low + 1;
}

/**
 * The file's records with the line each starts on. A record whose quotes are broken (a quoted
 * cell never closed, or text after a closing quote, as in an unquoted =HYPERLINK("a";"b")) is
 * kept as broken, and reading starts again on the line after the one it started on: the quote
 * would otherwise swallow every row below it.
 */
function readRecords(source: string, delimiter: string, limit: number): CsvRecord[] {
  const starts = lineStarts(source);
  const records: CsvRecord[] = [];
  // Skipped lines hold only spaces and delimiters; a record's first line holds something else.
  const CONTENT = new RegExp(`[^\\s${delimiter === '\t' ? '' : delimiter}]`, 'g');
  let from = 0;
  while (from < source.length && records.length <= limit) {
    const part = source.slice(from);
    let consumed = 0;
    let resumeAt: number | null = null;
    Papa.parse<string[]>(part, {
      delimiter,
      skipEmptyLines: 'greedy',
      step: (result, parser) => {
        CONTENT.lastIndex = from + consumed;
        const start = CONTENT.exec(source)?.index ?? from + consumed;
        consumed = result.meta.cursor;
        const line = lineAt(starts, start);
        const broken = result.errors.some((e) => e.type === 'Quotes');
        records.push({ cells: result.data, line, broken });
        if (broken) {
          resumeAt = starts[line] ?? source.length;
          parser.abort();
        } else if (records.length > limit) parser.abort();
      },
    });
    from = resumeAt ?? source.length;
  }
  return records;
}

export function parseCsv(text: string, columns: readonly ColumnDef[]): ParsedTable {
  const source = text.replace(/^\uFEFF/, '');
  if (!source.trim()) return fail(IMPORT_TEXT.noData, IMPORT_TEXT.noDataDetail);
  const known = columnIndex(columns);
  const firstLine = source.trimStart().split(LINE_BREAK, 1)[0] ?? '';
  const delimiter = detectDelimiter(firstLine, known);

  const [header, ...body] = readRecords(source, delimiter, MAX_IMPORT_ROWS + 1);
  if (!header || body.length === 0)
    return fail(IMPORT_TEXT.invalidCsv, 'A header row and at least one data row are needed');
  if (header.broken) return fail(IMPORT_TEXT.invalidCsv, IMPORT_TEXT.badHeaderQuotes);
  if (body.length > MAX_IMPORT_ROWS) return fail(IMPORT_TEXT.tooManyRows(MAX_IMPORT_ROWS));

  const fields: (ColumnDef | null)[] = header.cells.map(
    (name) => known.get(normalizeHeader(name)) ?? null,
  );
  const ignoredColumns = header.cells.filter((_, i) => !fields[i]).map((name) => name.trim());
  for (const column of columns) {
    const positions = fields.filter((f) => f === column).length;
    if (positions > 1)
      return fail(IMPORT_TEXT.invalidCsv, `More than one column gives ${column.names[0]}`);
  }
  const missing = columns.filter((c) => c.required && !fields.includes(c)).map((c) => c.names[0]);
  if (missing.length) return fail(`${IMPORT_TEXT.missingColumns}: ${missing.join(', ')}`);

  const rows = body.map(({ cells, line, broken }): RawRow => {
    if (broken) return { line, values: {}, problem: IMPORT_TEXT.badQuotes };
    if (cells.length !== header.cells.length)
      return {
        line,
        values: {},
        problem: IMPORT_TEXT.cellCount(cells.length, header.cells.length),
      };
    const values: Record<string, unknown> = {};
    cells.forEach((cell, i) => {
      const column = fields[i];
      if (column) values[column.field] = coerceCell(cell, column);
    });
    return { line, values };
  });
  return { ok: true, rows, ignoredColumns };
}

export function parseJson(text: string, columns: readonly ColumnDef[]): ParsedTable {
  const source = text.replace(/^\uFEFF/, '');
  if (!source.trim()) return fail(IMPORT_TEXT.noData, IMPORT_TEXT.noDataDetail);
  let data: unknown;
  try {
    data = JSON.parse(source);
  } catch (error) {
    return fail(IMPORT_TEXT.invalidJson, error instanceof Error ? error.message : undefined);
  }
  if (!Array.isArray(data))
    return fail(IMPORT_TEXT.invalidJson, 'Expected a list of items: [ {...}, {...} ]');
  if (data.length === 0) return fail(IMPORT_TEXT.noData, IMPORT_TEXT.noDataDetail);
  if (data.length > MAX_IMPORT_ROWS) return fail(IMPORT_TEXT.tooManyRows(MAX_IMPORT_ROWS));
  const known = columnIndex(columns);
  const ignored = new Set<string>();
  const rows = data.map((item: unknown, i): RawRow => {
    const line = i + 1;
    if (typeof item !== 'object' || item === null || Array.isArray(item))
      return { line, values: {}, problem: IMPORT_TEXT.notAnObject };
    const values: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(item)) {
      const column = known.get(normalizeHeader(name));
      if (column) values[column.field] = coerceCell(value, column);
      else ignored.add(name);
    }
    return { line, values };
  });
  return { ok: true, rows, ignoredColumns: [...ignored] };
}

/** Spec §5 name-part bulk import: entries split on new lines and commas, trimmed, empties dropped. */
export function parseNameList(text: string, field: string): ParsedTable {
  const rows: RawRow[] = [];
  text
    .replace(/^\uFEFF/, '')
    .split(LINE_BREAK)
    .forEach((lineText, i) => {
      for (const entry of lineText.split(',')) {
        if (entry.trim()) rows.push({ line: i + 1, values: { [field]: entry.trim() } });
      }
    });
  if (rows.length === 0) return fail(IMPORT_TEXT.noData, IMPORT_TEXT.noDataDetail);
  if (rows.length > MAX_IMPORT_ROWS) return fail(IMPORT_TEXT.tooManyRows(MAX_IMPORT_ROWS));
  return { ok: true, rows, ignoredColumns: [] };
}

const TRUE_WORDS = new Set(['true', 'yes', 'y', '1']);
const FALSE_WORDS = new Set(['false', 'no', 'n', '0']);

/**
 * A cell (CSV text or a JSON value) as the schema expects its field: blanks become missing (so
 * defaults apply), list cells are split, numbers and booleans read from their usual spellings.
 * Anything else is passed on unchanged for the schema to reject with its own message.
 */
export function coerceCell(value: unknown, column: ColumnDef): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  switch (column.type) {
    case 'text':
      return typeof value === 'number' ? String(value) : value;
    case 'list':
      if (Array.isArray(value)) return value.map((v) => (typeof v === 'number' ? String(v) : v));
      return typeof value === 'string' ? parseListCell(value) : value;
    case 'integer': {
      if (typeof value !== 'string') return value;
      const trimmed = value.trim();
      return /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
    }
    case 'boolean': {
      const word = String(value).trim().toLowerCase();
      if (TRUE_WORDS.has(word)) return true;
      if (FALSE_WORDS.has(word)) return false;
      return value;
    }
  }
}

/**
 * A list inside one cell: entries separated by semicolons (spec §5); also the forms an export of
 * the old tables has, a Postgres array literal ({a,"b c"}) or a JSON array.
 */
export function parseListCell(cell: string): string[] {
  const text = cell.trim();
  if (text.startsWith('[') && text.endsWith(']')) {
    try {
      const items: unknown = JSON.parse(text);
      if (Array.isArray(items) && items.every((i) => typeof i === 'string')) return items;
    } catch {
      // Not JSON after all: read it as a plain list below.
    }
  }
  if (text.startsWith('{') && text.endsWith('}')) return parsePostgresArray(text.slice(1, -1));
  return text.split(';');
}

/** The inside of a Postgres text[] literal: comma-separated, double-quoted with \ escapes. */
function parsePostgresArray(inner: string): string[] {
  const items: string[] = [];
  let i = 0;
  while (i < inner.length) {
    while (inner[i] === ' ') i++;
    let item = '';
    let quoted = false;
    if (inner[i] === '"') {
      quoted = true;
      i++;
      while (i < inner.length && inner[i] !== '"') {
        if (inner[i] === '\\') i++;
        item += inner[i] ?? '';
        i++;
      }
      i++;
    } else {
      while (i < inner.length && inner[i] !== ',') item += inner[i++];
    }
    while (i < inner.length && inner[i] !== ',') i++;
    i++;
    if (quoted || item.trim().toUpperCase() !== 'NULL') items.push(item);
  }
  return items;
}
