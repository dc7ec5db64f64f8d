/**
 * The one check for "a path on this site" (redirects after sign-in, picture paths, links):
 * it must start with a single "/", and a browser must not be able to read it as another site.
 * Refused: "//host" and "/\host" (browsers treat "\" as "/"), any backslash, control
 * characters and whitespace (browsers drop tabs and newlines: "/\t/host" becomes "//host"),
 * schemes ("javascript:…", "https://…"), and anything that resolves off this origin.
 */
export function isSameSitePath(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return false;
  if (!value.startsWith('/') || value.startsWith('//')) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\\\s\u0000-\u001f\u007f-\u009f]/.test(value)) return false;
  const base = 'http://same-site.invalid';
  try {
    return new URL(value, base).origin === base;
  } catch {
    return false;
  }
}

/** A same-site path, or `fallback` (home) for anything else. */
export function sameSitePathOr(value: unknown, fallback = '/'): string {
  return isSameSitePath(value) ? value : fallback;
}
