/*
 * The session history the router runs on (docs/decisions/022-in-house-router.md): the
 * browser's own history for the app, an in-memory list for tests. The shape is React Router's
 * (v5-compatible history: every push, replace and pop is reported with its delta), so the
 * navigation blocker (app/app-history.ts) wraps either one the same way.
 */

export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export interface Path {
  pathname: string;
  /** '' or '?…' */
  search: string;
  /** '' or '#…' */
  hash: string;
}

export interface Location extends Path {
  /** What the page that navigated here passed along (history.state), or null. */
  state: unknown;
  /** Unique per history entry; 'default' for the first entry of a fresh history. */
  key: string;
}

/** Where to go: a URL path ('/a?b#c', or relative to the current page) or its parts. */
export type To = string | Partial<Path>;

export interface HistoryUpdate {
  action: NavigationType;
  location: Location;
  /** Entries moved: 1 for a push, 0 for a replace, the distance of a back/forward move (null when unknown). */
  delta: number | null;
}

export interface History {
  readonly action: NavigationType;
  readonly location: Location;
  createHref(to: To): string;
  createURL(to: To): URL;
  push(to: To, state?: unknown): void;
  replace(to: To, state?: unknown): void;
  go(delta: number): void;
  listen(listener: (update: HistoryUpdate) => void): () => void;
}

export function createPath({ pathname = '/', search = '', hash = '' }: Partial<Path>): string {
  const query = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  const fragment = hash && hash !== '#' ? (hash.startsWith('#') ? hash : `#${hash}`) : '';
  return pathname + query + fragment;
}

export function parsePath(path: string): Partial<Path> {
  const parts: Partial<Path> = {};
  let rest = path;
  const hashAt = rest.indexOf('#');
  if (hashAt >= 0) {
    parts.hash = rest.slice(hashAt);
    rest = rest.slice(0, hashAt);
  }
  const searchAt = rest.indexOf('?');
  if (searchAt >= 0) {
    parts.search = rest.slice(searchAt);
    rest = rest.slice(0, searchAt);
  }
  if (rest) parts.pathname = rest;
  return parts;
}

const createKey = () => Math.random().toString(36).slice(2, 10);

function createLocation(current: string | Path, to: To, state: unknown = null, key?: string): Location {
  const base = typeof current === 'string' ? parsePath(current) : current;
  return {
    pathname: base.pathname ?? '/',
    search: '',
    hash: '',
    ...(typeof to === 'string' ? parsePath(to) : to),
    state,
    key: key ?? createKey(),
  };
}

/** What the browser keeps per entry in history.state: the page's state, its key and its index. */
interface EntryState {
  usr: unknown;
  key: string;
  idx: number;
}

function entryState(value: unknown): Partial<EntryState> {
  return value && typeof value === 'object' ? (value as Partial<EntryState>) : {};
}

/**
 * The browser's history. Each entry records its index, so a back/forward move (popstate)
 * knows how far it went: the navigation blocker undoes and redoes exactly that move.
 */
export function createBrowserHistory(win: Window = window): History {
  const browser = win.history;
  let action: NavigationType = 'POP';
  const listeners = new Set<(update: HistoryUpdate) => void>();
  const notify = (update: HistoryUpdate) => {
    for (const listener of [...listeners]) listener(update);
  };
  let index = entryState(browser.state).idx ?? null;
  if (index === null) {
    index = 0;
    browser.replaceState({ ...entryState(browser.state), idx: index }, '');
  }

  const readLocation = (): Location => {
    const { pathname, search, hash } = win.location;
    const entry = entryState(browser.state);
    return { pathname, search, hash, state: entry.usr ?? null, key: entry.key ?? 'default' };
  };
  const createURL = (to: To) => {
    const href = typeof to === 'string' ? to : createPath(to);
    return new URL(href.replace(/ $/, '%20'), win.location.origin);
  };

  const onPop = () => {
    action = 'POP';
    const nextIndex = entryState(browser.state).idx ?? null;
    const delta = nextIndex === null || index === null ? null : nextIndex - index;
    index = nextIndex;
    notify({ action, location: readLocation(), delta });
  };

  return {
    get action() {
      return action;
    },
    get location() {
      return readLocation();
    },
    createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
    createURL,
    push(to, state) {
      action = 'PUSH';
      const location = createLocation(readLocation(), to, state);
      index = (index ?? 0) + 1;
      const url = createPath(location);
      try {
        browser.pushState({ usr: location.state, key: location.key, idx: index }, '', url);
      } catch (error) {
        // Too many entries (iOS caps them) or state that cannot be cloned: load the page.
        if (error instanceof DOMException && error.name === 'DataCloneError') throw error;
        win.location.assign(url);
        return;
      }
      notify({ action, location: readLocation(), delta: 1 });
    },
    replace(to, state) {
      action = 'REPLACE';
      const location = createLocation(readLocation(), to, state);
      browser.replaceState({ usr: location.state, key: location.key, idx: index }, '', createPath(location));
      notify({ action, location: readLocation(), delta: 0 });
    },
    go: (delta) => browser.go(delta),
    listen(listener) {
      if (listeners.size === 0) win.addEventListener('popstate', onPop);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) win.removeEventListener('popstate', onPop);
      };
    },
  };
}

/** A history kept in memory (tests): the same moves and updates as the browser's. */
export function createMemoryHistory({ initialEntries = ['/'] }: { initialEntries?: string[] } = {}): History {
  const entries = initialEntries.map((entry, i) =>
    createLocation('/', entry, null, i === 0 ? 'default' : undefined),
  );
  let index = entries.length - 1;
  let action: NavigationType = 'POP';
  const listeners = new Set<(update: HistoryUpdate) => void>();
  const notify = (update: HistoryUpdate) => {
    for (const listener of [...listeners]) listener(update);
  };
  const current = () => entries[index] as Location;
  const createHref = (to: To) => (typeof to === 'string' ? to : createPath(to));

  return {
    get action() {
      return action;
    },
    get location() {
      return current();
    },
    createHref,
    createURL: (to) => new URL(createHref(to), 'http://localhost'),
    push(to, state) {
      action = 'PUSH';
      const location = createLocation(current(), to, state);
      index += 1;
      entries.splice(index, entries.length, location);
      notify({ action, location, delta: 1 });
    },
    replace(to, state) {
      action = 'REPLACE';
      const location = createLocation(current(), to, state);
      entries[index] = location;
      notify({ action, location, delta: 0 });
    },
    go(delta) {
      action = 'POP';
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      const moved = next - index;
      index = next;
      notify({ action, location: current(), delta: moved });
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
