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

const fixedStarts = new Map<string, string>();

/**
 * The start every path `path` matches begins with, in lower case: the pattern up to its first
 * `:param` (the compiled expression's literal start; '' when not plain ASCII, where case rules
 * differ). A router tries its routes one by one and most cannot match: comparing this first skips
 * building and running their expressions (the first page's matching was a 50–170 ms part of the
 * app's start on a throttled phone, issue 24).
 */
function fixedStartOf(path: string): string {
  let start = fixedStarts.get(path);
  if (start === undefined) {
    const normalized = path.replace(/\/*\*?$/, '').replace(/^\/*/, '/');
    const param = normalized.indexOf('/:');
    start = (param === -1 ? normalized : normalized.slice(0, param + 1)).toLowerCase();
    // `?` is not escaped in the expression: it makes the character before it optional.
    const optional = start.indexOf('?');
    if (optional !== -1) start = start.slice(0, Math.max(0, optional - 1));
    if (!/^[\x20-\x7e]*$/.test(start)) start = '';
    fixedStarts.set(path, start);
  }
  return start;
}

/** Matches one pattern against a pathname (`end: false`: the pattern may match a prefix). */
export function matchPath(pattern: { path: string; end?: boolean }, pathname: string): PathMatch | null {
  const start = fixedStartOf(pattern.path);
  if (start && pathname.slice(0, start.length).toLowerCase() !== start) return null;
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
