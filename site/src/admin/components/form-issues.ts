import type { z } from 'zod';
import { fieldIssues, type FieldIssue } from '@core/generators/content-schemas';
import { AdminApiError } from '../data/admin-api';

/** The first message per top-level field ('appearance.title' counts as 'appearance.title'). */
export type FieldErrors = Partial<Record<string, string>>;

export function errorsByField(issues: readonly FieldIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[issue.field] ??= issue.message;
  return errors;
}

/**
 * Checks a form's input with the shared schema before it is sent (the server checks it again):
 * the values as the schema parsed them, or the field errors.
 */
export function parseWith<S extends z.ZodType>(
  schema: S,
  input: unknown,
): { values: z.output<S> } | { errors: FieldErrors } {
  const result = schema.safeParse(input);
  return result.success
    ? { values: result.data }
    : { errors: errorsByField(fieldIssues(result.error)) };
}

/** The field errors of `input` under the shared schema, or none. */
export function validateWith(schema: z.ZodType, input: unknown): FieldErrors {
  const result = parseWith(schema, input);
  return 'errors' in result ? result.errors : {};
}

/** The field errors a refused save names (400 issues), or none. */
export const serverFieldErrors = (error: unknown): FieldErrors =>
  error instanceof AdminApiError ? errorsByField(error.issues) : {};

export const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : 'An unexpected error occurred';
