const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a UUID as the database makes them: an id that is not one can match no row. */
export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}
