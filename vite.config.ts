import { readFileSync, realpathSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { type BuildEnvironmentOptions, defineConfig, type Plugin } from 'vite';
import { pageTableFiles, routeChunksPlugin } from './scripts/lib/route-chunks-plugin';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export const alias = {
  '@shared': here('./src/shared'),
  '@server': here('./src/server'),
  '@client': here('./src/client'),
};

/**
 * Writes brotli (.br) and gzip (.gz) copies of every built JS and CSS file, compressed once at
 * the highest levels: the server sends them as they are (serveStatic precompressed) instead of
 * gzipping each answer on the fly. Brotli is ~15% smaller than gzip for this code.
 */
function precompressAssets(): Plugin {
  return {
    name: 'njtc-precompress-assets',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css)$/.test(fileName) || !options.dir) continue;
        const file = path.join(options.dir, fileName);
        const data = readFileSync(file);
        const brotli = brotliCompressSync(data, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        });
        writeFileSync(`${file}.br`, brotli);
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}

// Also tells the browser build which chunks are route pages (their preload lists, below).
const routeChunks = routeChunksPlugin(
  pageTableFiles.map((file) => here(`./${file}`)),
  [
    // The app, loaded by the entry (main.tsx) at once or after a painted page has shown.
    here('./src/client/app-main.tsx'),
    // app-main.tsx starts loading the query cache before mounting (every page's data needs it).
    here('./src/client/app/query-provider.tsx'),
  ],
);

function browserBuildPlugins(): Plugin[] {
  return [precompressAssets(), routeChunks];
}

/**
 * What the app's chunk (`app-main`) holds besides app-main.tsx and everything it imports
 * statically: the parts of every first visit that it loads lazily (footer and newsletter
 * section, on every page, started at once by app-main.tsx) and the few icons of the home page
 * (most visitors' first page) that other pages share, which would each be a file of their own.
 * Measured in docs/decisions/021-home-page-weight.md.
 */
const appMainModules = [
  'src/client/app-main.tsx',
  'src/client/app/layout/footer.tsx',
  'src/client/features/newsletter/components/newsletter-section.tsx',
  ...['arrow-right', 'contact', 'newspaper', 'party-popper', 'search'].map(
    (icon) => `node_modules/lucide-react/dist/esm/icons/${icon}.mjs`,
  ),
  // The bundler names a module by its real path (node_modules may be a link, as in a worktree).
].map((file) => realpathSync(here(`./${file}`)));

/**
 * The query cache's modules every first load runs: TanStack Query without its mutation hooks
 * (forms only, on pages loaded later: they go with those pages' chunks, ~1.4 KB gzip out of
 * every visitor's first load), and the app's client and provider.
 */
const laterQueryModules = /[\\/](useMutation|mutationObserver)\.js$/;
function isFirstLoadQueryModule(id: string): boolean {
  if (/src[\\/]client[\\/](lib[\\/]query-client\.ts|app[\\/]query-provider\.tsx)$/.test(id)) return true;
  return /node_modules[\\/]@tanstack[\\/]/.test(id) && !laterQueryModules.test(id);
}

/** The browser's app: dist/client. */
const browserBuild: BuildEnvironmentOptions = {
  outDir: here('./dist/client'),
  emptyOutDir: true,
  sourcemap: false,
  modulePreload: {
    // Every browser the club supports preloads modules natively.
    polyfill: false,
    // A route page's files are named by the server in its HTML and, on client navigation, by
    // the router from route-chunks.json (app/route-preload.ts): the app chunk does not carry a
    // list of them per route (≈ 5 KB gzip). Other lazy chunks keep theirs
    // (docs/decisions/021-home-page-weight.md).
    resolveDependencies: (file, deps) => (routeChunks.isRouteChunk(file) ? [] : deps),
  },
  rolldownOptions: {
    output: {
      advancedChunks: {
        groups: [
          // The query cache (TanStack Query and the app's client and provider) as one file:
          // every page loads it right after the app, and many small files cost a request each
          // (a round trip on a phone) and compress worse.
          {
            name: 'tanstack-query',
            test: (id: string) => isFirstLoadQueryModule(id),
            priority: 1,
          },
          // React itself stays apart (as the bundler would split it): the entry needs it at
          // first paint, the query library only after.
          { name: 'react', test: /node_modules[\\/]react[\\/]/, priority: 2 },
          // The app: one file instead of some 20 (each shared module or icon of the first page was a
          // chunk of its own, ~0.2 KB gzip and a request each). With it come its static imports,
          // except what a group above or the entry takes: the entry must not import it statically.
          {
            name: 'app-main',
            test: (id: string) => appMainModules.includes(id),
            priority: 0,
          },
          // The entry stays the few KB of main.tsx (and what it imports statically), which loads
          // react-dom and then the app; without this group they would be drawn into the app's chunk.
          { name: 'index', test: /src[\\/]client[\\/]main\.tsx$/, priority: 3 },
          // react-dom (evaluated one task before the app, main.tsx) stays a file of its own.
          { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/, priority: 2 },
        ],
      },
    },
  },
};

/**
 * The server's first paint (`vite build --ssr`, docs/decisions/020-server-first-paint.md): the
 * same components rendered to HTML by src/client/prerender.tsx, for the server to import from
 * dist/ssr. Packages stay in node_modules; no CSS is emitted (the page uses the browser build's).
 */
const ssrBuild: BuildEnvironmentOptions = {
  outDir: here('./dist/ssr'),
  emptyOutDir: true,
  sourcemap: false,
  minify: false,
  copyPublicDir: false,
  rolldownOptions: { input: here('./src/client/prerender.tsx') },
};

export default defineConfig(({ isSsrBuild }) => ({
  root: here('./src/client'),
  publicDir: here('./public'),
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : browserBuildPlugins())],
  resolve: { alias },
  build: isSsrBuild ? ssrBuild : browserBuild,
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: {
      '/api': `http://127.0.0.1:${process.env.API_PORT ?? 3001}`,
      '/calendar.ics': `http://127.0.0.1:${process.env.API_PORT ?? 3001}`,
    },
  },
}));
