/*
 * Matching one route pattern against a URL path, with React Router's rules (decision 022): the
 * patterns the app writes — static segments, `:param` segments and a trailing `*` — matched
 * ignoring case and trailing slashes. One matcher for the client's router (and its route
 * preloads) and the server, which picks a page's hints and first reads by the same route.
 */

export type Params = Record<string, string | undefined>;

export interface PathMatch {
  params: Params;
  /** The part of the URL the pattern matched. */
  pathname: string;
  /** The matched part before any splat (`*`) value. */
  pathnameBase: string;
}

interface CompiledPath {
  matcher: RegExp;
  paramNames: string[];
}

const compiled = new Map<string, CompiledPath>();

function compilePath(path: string, end: boolean): CompiledPath {
  const cacheKey = `${end ? 1 : 0}${path}`;
  const cached = compiled.get(cacheKey);
  if (cached) return cached;
  const paramNames: string[] = [];
  let source = `^${path
    .replace(/\/*\*?$/, '') // a trailing "/" or "/*" is handled below
    .replace(/^\/*/, '/')
    .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
    .replace(/\/:([\w-]+)/g, (_, name: string) => {
      paramNames.push(name);
      return '/([^\\/]+)';
    })}`;
  if (path.endsWith('*')) {
    paramNames.push('*');
    source += path === '*' || path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else if (end) {
    source += '\\/*$';
  } else if (path !== '' && path !== '/') {
    source += '(?:(?=\\/|$))';
  }
  const result = { matcher: new RegExp(source, 'i'), paramNames };
  compiled.set(cacheKey, result);
  return result;
}

/** Matches one pattern against a pathname (`end: false`: the pattern may match a prefix). */
export function matchPath(pattern: { path: string; end?: boolean }, pathname: string): PathMatch | null {
  // A pattern whose first segment is a plain word matches only a path with that first segment
  // (any case): compared first, most patterns a router tries never build their expression (the
  // first page's matching built one per route, a third of the app's start on a phone, issue 24).
  const first = pattern.path.replace(/^\/*/, '').split('/')[0]!;
  if (/^[\w-]+$/.test(first) && first.toLowerCase() !== pathname.split('/')[1]?.toLowerCase()) return null;
  const { matcher, paramNames } = compilePath(pattern.path, pattern.end ?? true);
  const found = pathname.match(matcher);
  if (!found) return null;
  const matched = found[0];
  let pathnameBase = matched.replace(/(.)\/+$/, '$1');
  const params: Params = {};
  paramNames.forEach((name, i) => {
    const value = found[i + 1] ?? '';
    if (name === '*') pathnameBase = matched.slice(0, matched.length - value.length).replace(/(.)\/+$/, '$1');
    params[name] = value.replace(/%2F/g, '/');
  });
  return { params, pathname: matched, pathnameBase };
}

/** Each segment decoded, with an encoded "/" kept encoded (it is not a separator). */
export function decodePath(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment).replace(/\//g, '%2F');
      } catch {
        return segment;
      }
    })
    .join('/');
}

/**
 * Route patterns in the order a flat list should be tried, as the router ranks them: static
 * paths first (/social_events/new before /social_events/:slug), then `:param` ones, the
 * catch-all `*` last.
 */
export function inMatchOrder<T extends { path: string }>(routes: readonly T[]): T[] {
  const rank = (path: string) => (path.includes('*') ? 2 : path.includes(':') ? 1 : 0);
  return [...routes].sort((a, b) => rank(a.path) - rank(b.path));
}
