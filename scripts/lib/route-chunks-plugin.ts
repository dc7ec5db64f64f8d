import type { Plugin } from 'vite';
import { pathPatterns, paths } from '../../src/shared/paths';

/** What the server reads to preload a page's chunks with its HTML (src/server/lib/client-html.ts). */
export interface RouteChunks {
  /** Chunks every page loads as soon as the entry runs (e.g. the query cache): hinted on every page. */
  shell: string[];
  routes: Array<{ path: string; files: string[] }>;
}

export const routeChunksFile = 'route-chunks.json';

/** The files of the client's page table that hold rows (src/client/app/page-table.ts joins them). */
export const pageTableFiles = ['public', 'member', 'admin'].map(
  (area) => `src/client/app/page-table-${area}.ts`,
);

/**
 * The client's routes are lazy chunks loaded after the app mounts: a round trip after the entry
 * has run. This plugin writes `route-chunks.json` beside index.html: for each route path of
 * the page table (pageTableFiles), the built chunk of its page and the chunks that chunk imports (minus
 * what index.html loads anyway), so the server can name them in `<link rel="modulepreload">` and
 * the browser fetches them in parallel with the entry (docs/decisions/018-first-paint.md).
 *
 * Each file is read as text (routeImportsOf): each `path: paths.x` / `path: pathPatterns.x` / `path: '/…'`
 * (an `index: true` route is its parent's path, '/' at the top; a relative child path is joined
 * to its parent) is paired with the next `import('…')` before the next route.
 */
export function routeImportsOf(code: string): Array<{ path: string; spec: string }> {
  const found: Array<{ path: string; spec: string }> = [];
  const token =
    /path:\s*(?:(paths|pathPatterns)\.(\w+)|'([^']*)')|index:\s*true|children:\s*\[|import\('([^']+)'\)/g;
  let current = null as string | null;
  let parent = null as string | null;
  // Comments may show example routes (lazyPage's own documentation): not routes.
  const source = code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  for (const m of source.matchAll(token)) {
    const [text, table, key, literal, spec] = m;
    if (spec !== undefined) {
      if (current && current !== '*') found.push({ path: current, spec });
      current = null;
    } else if (text.startsWith('children')) {
      parent = current;
    } else if (text.startsWith('index')) {
      current = parent ?? '/';
    } else {
      let value: string | null = null;
      if (table) {
        const v: unknown =
          table === 'paths'
            ? paths[key as keyof typeof paths]
            : pathPatterns[key as keyof typeof pathPatterns];
        value = typeof v === 'string' ? v : null;
      } else value = literal ?? null;
      if (value === null) current = null;
      else if (value.startsWith('/') || value === '*') {
        current = value;
        parent = null;
      } else current = parent ? `${parent.replace(/\/$/, '')}/${value}` : null;
    }
  }
  return found;
}

/**
 * `routerFiles`: the files of the route table (pageTableFiles, resolved). `shellModules`: modules the entry imports on demand
 * but at once on every page (app-main.tsx starts them), whose chunks every page's HTML names too.
 * `isRouteChunk(fileName)` ('assets/x.js'): whether a chunk is a route's page chunk; known once
 * this plugin's generateBundle has run (it runs before Vite computes the preload lists).
 */
export function routeChunksPlugin(
  routerFiles: string | string[],
  shellModules: string[] = [],
): Plugin & { isRouteChunk(fileName: string): boolean } {
  const files = typeof routerFiles === 'string' ? [routerFiles] : routerFiles;
  // Per file, so that a rebuild in watch mode replaces that file's rows.
  const modulesOf = new Map<string, Array<{ path: string; moduleId: string }>>();
  const routeChunkFiles = new Set<string>();
  return {
    isRouteChunk: (fileName) => routeChunkFiles.has(fileName),
    name: 'njtc-route-chunks',
    apply: 'build',
    enforce: 'pre',
    async transform(code, id) {
      if (!files.includes(id)) return null;
      const routeModules: Array<{ path: string; moduleId: string }> = [];
      for (const { path, spec } of routeImportsOf(code)) {
        const resolved = await this.resolve(spec, id);
        if (resolved) routeModules.push({ path, moduleId: resolved.id });
      }
      modulesOf.set(id, routeModules);
      return null;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) return;
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      // What index.html already loads: the entry and its static imports.
      const firstPaint = new Set<string>();
      const collect = (file: string, into: Set<string>) => {
        if (into.has(file)) return;
        into.add(file);
        for (const dep of byFile.get(file)?.imports ?? []) collect(dep, into);
      };
      collect(entry.fileName, firstPaint);
      const chunkOf = (moduleId: string) =>
        chunks.find((c) => c.facadeModuleId === moduleId) ??
        chunks.find((c) => !c.isEntry && c.moduleIds.includes(moduleId));
      const filesOf = (moduleIds: string[], skip: Set<string>) => {
        const files = new Set<string>();
        for (const id of moduleIds) {
          const chunk = chunkOf(id);
          if (chunk) collect(chunk.fileName, files);
        }
        return [...files].filter((f) => !skip.has(f));
      };
      // The app must load after the entry has shown a painted page (decision 020): a chunking
      // rule that pulled an entry module into the app's chunk would make the entry import it.
      const eagerShell = shellModules.map(chunkOf).filter((c) => c && firstPaint.has(c.fileName));
      if (eagerShell.length > 0)
        this.error(`The entry imports the app statically: ${eagerShell.map((c) => c?.fileName).join(', ')}`);
      const shell = filesOf(shellModules, firstPaint);
      const beforePage = new Set([...firstPaint, ...shell]);
      const routes: RouteChunks['routes'] = [];
      routeChunkFiles.clear();
      for (const { path, moduleId } of files.flatMap((file) => modulesOf.get(file) ?? [])) {
        const chunk = chunkOf(moduleId);
        if (chunk && !chunk.isEntry) routeChunkFiles.add(chunk.fileName);
        if (routes.some((r) => r.path === path) || !chunk) continue;
        routes.push({ path, files: filesOf([moduleId], beforePage).map((f) => `/${f}`) });
      }
      const manifest: RouteChunks = { shell: shell.map((f) => `/${f}`), routes };
      this.emitFile({ type: 'asset', fileName: routeChunksFile, source: `${JSON.stringify(manifest)}\n` });
    },
  };
}
