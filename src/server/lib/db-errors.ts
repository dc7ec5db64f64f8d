/** The SQLSTATE of a driver error (node-postgres and PGlite; drizzle wraps it in `cause`). */
export function pgErrorCode(err: unknown): string | undefined {
  for (
    let e: unknown = err, i = 0;
    e && typeof e === 'object' && i < 5;
    e = (e as { cause?: unknown }).cause, i++
  ) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** A unique constraint refused the write (23505): e.g. a slug or username already taken. */
export function isUniqueViolation(err: unknown): boolean {
  return pgErrorCode(err) === '23505';
}

/** A foreign key refused the write or delete (23503): other records still refer to the row. */
export function isForeignKeyViolation(err: unknown): boolean {
  return pgErrorCode(err) === '23503';
}
