/**
 * Redirects as the import engine reads them: the spec's columns (source_path, target_path,
 * status_code, is_active, notes) with our export's access_count and last_accessed_at, the
 * camelCase ones, and a WordPress Redirection export (source, target, regex, code, type, hits,
 * title, status: mapped where they mean the same; type and hits are ignored).
 */
import type { FieldIssue } from '../generators/content-schemas';
import type { ColumnDef, ImportKind } from '../import/import-kind';
import type { PlannedRow } from '../import/import-plan';
import { checkRedirect, errorsOf, warningsOf, type RedirectTable } from './redirect-checks';
import { redirectKey } from './redirect-paths';
import {
  REDIRECT_TEXT,
  redirectImportRowSchema,
  type ImportedRedirect,
  type RedirectFields,
} from './redirect-schema';

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
  column('accessCount', ['access_count', 'accessCount']),
  column('lastAccessedAt', ['last_accessed_at', 'lastAccessedAt']),
];

/** The redirect import of the site at `siteOrigin` (SITE_URL): full URLs on its host are paths. */
/** How import messages count redirects. */
export const REDIRECT_NOUN = { one: 'redirect', many: 'redirects' } as const;

export const redirectImportKind = (siteOrigin: string): ImportKind<ImportedRedirect> => ({
  id: 'redirects',
  noun: REDIRECT_NOUN,
  columns: REDIRECT_IMPORT_COLUMNS,
  schema: redirectImportRowSchema(siteOrigin),
  key: (fields) => redirectKey(fields.sourcePath),
  label: (fields) => fields.sourcePath,
  labelField: 'sourcePath',
  missingColumnsError: REDIRECT_TEXT.csvColumns,
  summary: (issues: FieldIssue[]) => issues[0]?.message ?? 'Invalid redirect',
});

/**
 * Checks each new row against the stored redirects and the rows above it: loops and targets
 * equal to their source are rejected with the reason; chains and hidden posts or pages stay new
 * with the warning as their reason. Rows whose source is stored already are left as they are
 * (they are duplicates and never written).
 */
export function reviewRedirectRows<Row extends PlannedRow<Record<string, unknown>>>(
  rows: Row[],
  table: RedirectTable,
  storedKeys: ReadonlySet<string>,
): Row[] {
  return rows.map((row) => {
    if (row.status !== 'new' || storedKeys.has(row.key!)) return row;
    const fields = row.fields as unknown as RedirectFields;
    const issues = checkRedirect(fields, table);
    const errors = errorsOf(issues);
    if (errors.length)
      return {
        ...row,
        status: 'rejected',
        reason: errors.map((e) => e.message).join('; '),
        fields: null,
        key: null,
      };
    table.add(fields);
    const warnings = warningsOf(issues);
    return warnings.length ? { ...row, reason: warnings.map((w) => w.message).join('; ') } : row;
  });
}
