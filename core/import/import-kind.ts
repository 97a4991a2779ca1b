/**
 * What the import engine needs to know about one kind of thing it imports. Each kind (name parts,
 * crafts, scenes, recipes, redirects) is one such definition; the engine itself knows none.
 */
import type { z } from 'zod';
import type { FieldIssue } from '../generators/content-schemas';

export type ColumnType = 'text' | 'list' | 'integer' | 'boolean';

/** One field and the column names (or JSON keys) it is read from, matched ignoring case. */
export interface ColumnDef {
  field: string;
  /** The first name is the one messages use: the old site's snake_case column. */
  names: readonly string[];
  type: ColumnType;
  /** A CSV without this column is refused ('Missing required columns'). */
  required: boolean;
}

export interface ImportKind<Fields> {
  id: string;
  noun: { one: string; many: string };
  columns: readonly ColumnDef[];
  /** Validates and normalizes one row's values (the same schema the admin API uses). */
  schema: z.ZodType<Fields>;
  /** Two rows with the same key are duplicates (normalized title or name). */
  key(fields: Fields): string;
  /** How a row is named in reports: its title or name. */
  label(fields: Fields): string;
  /** Set for kinds that also take a plain list (spec §5 name parts): the field each entry fills. */
  listField?: string;
  /** The field that names a row in reports before it is validated (default: listField, title). */
  labelField?: string;
  /** The kind's own words for a CSV without its required columns (default: 'Missing required columns: ...'). */
  missingColumnsError?: string;
  /** The one-line message for invalid input (the spec's wording where it has one). */
  summary(issues: FieldIssue[]): string;
}
