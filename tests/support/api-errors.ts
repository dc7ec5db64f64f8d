/**
 * The body of a 400 for invalid input whose first problem reads "path: message":
 * `{ error, code: 'VALIDATION', fields: { path: message } }` (use with toMatchObject:
 * `fields` may name further problems too).
 */
export function validationError(error: string) {
  const at = error.indexOf(': ');
  return { error, code: 'VALIDATION', fields: { [error.slice(0, at)]: error.slice(at + 2) } };
}
