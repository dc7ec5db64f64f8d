import type { Result, Router } from 'hono/router';
import { RegExpRouter } from 'hono/router/reg-exp-router';
import { SmartRouter } from 'hono/router/smart-router';
import { TrieRouter } from 'hono/router/trie-router';

/** How many distinct method + path pairs are remembered before the memory starts again. */
const defaultLimit = 2000;
/** Longer paths are matched without being remembered: the memory stays under ~1 MB of keys. */
const maxRememberedPathLength = 256;

/**
 * Hono's default router with the answers of `match` remembered per method and path (decision
 * 044, amended). Hono's fast RegExpRouter refuses this app's routes (a parameter beside literal
 * segments at the same place), so Hono falls back to its TrieRouter, which walks the tree of
 * some 300 routes and the `*` middlewares on every request: split the path, visit each node,
 * collect and sort the handlers. The same path always matches the same handlers with the same
 * parameters, and no route is added once the first request has been matched (Hono's routers
 * refuse that), so a remembered answer is the one the tree would give. Hono only reads a
 * match result (the handlers and their parameter values), never changes it, so requests may
 * share one. The memory is bounded: once it holds `limit` paths (ids in paths make them many)
 * it is emptied and fills again, so a client sending endless new paths costs a map insert each.
 */
export class RouteMatchCache<T> implements Router<T> {
  name: string;
  readonly #router: Router<T>;
  readonly #limit: number;
  #byMethod = new Map<string, Map<string, Result<T>>>();
  #size = 0;

  constructor(
    router: Router<T> = new SmartRouter<T>({ routers: [new RegExpRouter(), new TrieRouter()] }),
    limit = defaultLimit,
  ) {
    this.#router = router;
    this.#limit = limit;
    this.name = `RouteMatchCache + ${router.name}`;
  }

  add(method: string, path: string, handler: T): void {
    this.#router.add(method, path, handler);
    this.#clear();
  }

  match(method: string, path: string): Result<T> {
    let paths = this.#byMethod.get(method);
    const known = paths?.get(path);
    if (known) return known;
    const result = this.#router.match(method, path);
    if (path.length > maxRememberedPathLength) return result;
    if (this.#size >= this.#limit) {
      this.#clear();
      paths = undefined;
    }
    if (!paths) {
      paths = new Map();
      this.#byMethod.set(method, paths);
    }
    paths.set(path, result);
    this.#size++;
    return result;
  }

  #clear() {
    this.#byMethod = new Map();
    this.#size = 0;
  }
}
