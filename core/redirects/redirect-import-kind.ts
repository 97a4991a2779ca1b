/**
 * Redirects as the import engine reads them: the spec's columns (source_path, target_path,
 * status_code, is_active, notes), the camelCase ones, and a WordPress Redirection export
 * (source, target, regex, code, type, hits, title, status: mapped where they mean the same;
 * type and hits are ignored).
 */
import type { FieldIssue } from '../content-schemas';
import type { ColumnDef, ImportKind } from '../import/import-kind';
import { redirectKey } from './redirect-paths';
import { REDIRECT_TEXT, redirectImportRowSchema, type RedirectFields } from './redirect-schema';

const column = (field: string, names: string[], required = false): ColumnDef => ({
  field,
  names,
  // Cells are read as text; the row schema applies the spec's rules for each.
  type: 'text',
  required,
});

export const REDIRECT_IMPORT_COLUMNS: readonly ColumnDef[] = [
  column('sourcePath', ['source_path', 'sourcePath', 'source'], true),
  column('targetPath', ['target_path', 'targetPath', 'target'], true),
  column('statusCode', ['status_code', 'statusCode', 'code']),
  column('isActive', ['is_active', 'isActive', 'status']),
  column('notes', ['notes', 'title']),
  column('regex', ['regex']),
];

export const REDIRECT_IMPORT_KIND: ImportKind<RedirectFields> = {
  id: 'redirects',
  noun: { one: 'redirect', many: 'redirects' },
  columns: REDIRECT_IMPORT_COLUMNS,
  schema: redirectImportRowSchema,
  key: (fields) => redirectKey(fields.sourcePath),
  label: (fields) => fields.sourcePath,
  labelField: 'sourcePath',
  missingColumnsError: REDIRECT_TEXT.csvColumns,
  summary: (issues: FieldIssue[]) => issues[0]?.message ?? 'Invalid redirect',
};
