import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError, errorMessage } from './api-client';

/**
 * The form's path for a server path: the path itself when the form has it, else the nearest
 * field above it that holds a typed value ("lines.0.score.sets.1" → "lines.0.score", where the
 * form edits the score as text); undefined when the form has neither.
 */
function formPathOf(values: unknown, path: string): string | undefined {
  let node: unknown = values;
  let nearestField: string | undefined;
  const parts = path.split('.');
  for (const [i, part] of parts.entries()) {
    if (node === null || typeof node !== 'object' || !(part in node)) return nearestField;
    node = (node as Record<string, unknown>)[part];
    const here = parts.slice(0, i + 1).join('.');
    if (i === parts.length - 1) return here;
    if (node === null || typeof node !== 'object') nearestField = here;
  }
  return nearestField;
}

/**
 * Shows the server's field messages (`ApiError.fields`, keyed by path such as
 * "divisions.0.name") under the form's own fields and focuses the first one. Paths the form
 * does not have are skipped. Returns true when at least one field got a message; otherwise
 * submitWith shows the error's message as the form's general error. What the user typed is kept.
 */
function applyServerErrors<T extends FieldValues, C, O>(
  form: UseFormReturn<T, C, O>,
  error: unknown,
  /** The server's path → the form's, where the form edits a value the API takes otherwise. */
  renamed: Record<string, string> = {},
): boolean {
  if (!(error instanceof ApiError)) return false;
  const values = form.getValues();
  let isApplied = false;
  for (const [serverPath, message] of Object.entries(error.fields)) {
    const path = formPathOf(values, renamed[serverPath] ?? serverPath);
    if (path === undefined) continue;
    form.setError(path as FieldPath<T>, { type: 'server', message }, { shouldFocus: !isApplied });
    isApplied = true;
  }
  return isApplied;
}

/** Where submitWith puts a failure that belongs to no field: `formState.errors.root.server`. */
export const formErrorPath = 'root.server' as const;

export interface SubmitOptions {
  /** The server's field path → the form's (dollars typed, cents sent: amountCents → amount). */
  renamed?: Record<string, string>;
  /** The form's error when the failure carries no words meant for a person. */
  fallback?: string;
}

/**
 * The one way a form saves: clears the last failure, runs `call`, and on failure puts the
 * server's field messages under the form's fields (by path) or else its message as the form's
 * general error (`formErrorOf(form)`). What follows a success (a toast, a reset) goes inside
 * `call`. Resolves true when the call succeeded. What the user typed is kept on failure.
 *
 *   const onSubmit = form.handleSubmit((values) =>
 *     submitWith(form, async () => { await save.mutateAsync(values); onDone(); }),
 *   );
 */
export async function submitWith<T extends FieldValues, C, O>(
  form: UseFormReturn<T, C, O>,
  call: () => Promise<unknown>,
  options: SubmitOptions = {},
): Promise<boolean> {
  form.clearErrors(formErrorPath);
  try {
    await call();
    return true;
  } catch (error) {
    if (!applyServerErrors(form, error, options.renamed)) {
      form.setError(formErrorPath, { type: 'server', message: errorMessage(error, options.fallback) });
    }
    return false;
  }
}

/** The form's general error from submitWith, if any. */
export function formErrorOf<T extends FieldValues, C, O>(form: UseFormReturn<T, C, O>): string | undefined {
  // Reading formState.errors subscribes the component to error changes; getFieldState reads
  // the latest (also outside a render).
  void form.formState.errors;
  return form.getFieldState(formErrorPath as FieldPath<T>).error?.message;
}
