import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError } from './api-client';

function hasPath(values: unknown, path: string): boolean {
  let node: unknown = values;
  const parts = path.split('.');
  for (const [i, part] of parts.entries()) {
    if (node === null || typeof node !== 'object' || !(part in node)) return false;
    if (i < parts.length - 1) node = (node as Record<string, unknown>)[part];
  }
  return true;
}

/**
 * Shows the server's field messages (`ApiError.fields`, keyed by path such as
 * "divisions.0.name") under the form's own fields and focuses the first one. Paths the form
 * does not have are skipped. Returns true when at least one field got a message; otherwise
 * the caller shows `error.message` as the form's general error. What the user typed is kept.
 *
 *   catch (error) { if (!applyServerErrors(form, error)) setFormError(errorMessage(error)); }
 */
export function applyServerErrors<T extends FieldValues, C, O>(
  form: UseFormReturn<T, C, O>,
  error: unknown,
): boolean {
  if (!(error instanceof ApiError)) return false;
  const values = form.getValues();
  let isApplied = false;
  for (const [path, message] of Object.entries(error.fields)) {
    if (!hasPath(values, path)) continue;
    form.setError(path as FieldPath<T>, { type: 'server', message }, { shouldFocus: !isApplied });
    isApplied = true;
  }
  return isApplied;
}
