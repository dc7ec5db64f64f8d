import { forwardedPaths, pathPatterns, paths } from './paths';
import { decodePath, matchPath } from './route-match';

/*
 * Which URL paths the app has a page for, decided on the server too: an unknown path still gets
 * the app (its not-found page) but with status 404, so search engines and link checkers see it
 * missing. Every row of src/client/app/page-table.ts is a path of `paths` or a pattern of
 * `pathPatterns` (tests/unit/app-paths.test.ts holds the two together).
 */

/** The path patterns of every page (query strings cut off), forwards excluded. */
export const appPathPatterns: readonly string[] = [
  ...new Set(
    [...Object.values(paths), ...Object.values(pathPatterns)]
      .flatMap((value: unknown) => (typeof value === 'string' ? [value] : []))
      .map((value) => value.split('?')[0]!)
      .filter((value) => !(value in forwardedPaths) && value !== paths.calendarFeed),
  ),
];

/** Does a request path (as sent, percent-encoded) name a page of the app? */
export function isAppPath(pathname: string): boolean {
  const decoded = decodePath(pathname);
  return appPathPatterns.some((pattern) => matchPath({ path: pattern }, decoded) !== null);
}

/** Where a forwarded path goes (`/membership` → `/forms/membership`), or null. */
export function forwardOf(pathname: string): string | null {
  const decoded = decodePath(pathname);
  for (const [from, to] of Object.entries(forwardedPaths)) {
    if (matchPath({ path: from }, decoded)) return to;
  }
  return null;
}
