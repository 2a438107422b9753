import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaOptions } from './build/pwa-options.ts';
import { inlineApiPaths } from './inline-api-paths.ts';
import { shellGuard } from './build/shell-guard.ts';
import { lazyModuleChunks } from './build/lazy-module-chunks.ts';
import { moduleIds } from './build/module-ids.ts';
import { stripDisplayNames } from './build/strip-display-names.ts';

// React Router's package exports name its development build only (warnings and checks included);
// the browser's build takes the production one it ships beside it (≈ 6 KB gzip less on every page).
const reactRouter = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const reactRouterProduction = {
  'react-router/dom': path.join(reactRouter, 'dist/production/dom-export.mjs'),
  'react-router': path.join(reactRouter, 'dist/production/index.mjs'),
};

/** The back office's contract modules that import nothing (texts, paths): never merged into a player's chunk (see `build`). */
const backOfficeChunk = (id: string) => (/\/packages\/contract\/src\/backoffice-(messages|api-paths)\.ts$/.test(id) ? 'backoffice-contract' : undefined);
/**
 * italian-day.ts, which a few pages need: the greedy merge (experimentalMinChunkSize) would fold it
 * into a chunk every page that shows a date loads. It imports nothing, so its chunk holds it alone.
 */
const ownChunk = (id: string) => (/\/packages\/domain\/src\/italian-day\.ts$/.test(id) ? 'italian-day' : undefined);
/**
 * Stylesheets imported on their own by several chunks (no component with them): as modules with
 * nothing but a side effect, the greedy merge folds them into any chunk, and every page importing
 * them then loads that chunk's code up front: the tab bar's into a ticket's detail (+2 to +6 KB on
 * every page with tabs), the registration's into the codice fiscale's rules (+0.6 KB on the
 * wizard's step 1). A chunk of its own is a stylesheet only, which Vite hands to the pages that
 * import it.
 */
const STYLE_CHUNKS: [RegExp, string][] = [
  [/\/src\/ui\/tab-bar\.css$/, 'tab-bar'],
  [/\/src\/features\/registration\/registration\.css$/, 'registration-style'],
];
const styleChunk = (id: string) => STYLE_CHUNKS.find(([file]) => file.test(id))?.[1];

export default defineConfig(({ command, isSsrBuild }) => ({
  // BUNDLE_REPORT=1 (npm run bundle:report) adds a treemap of every chunk and module, gzip sizes included.
  plugins: [
    react(),
    inlineApiPaths(),
    shellGuard(),
    lazyModuleChunks(),
    moduleIds(),
    stripDisplayNames(),
    // The web app manifest and the service worker (build/pwa-options.ts, docs/decisions.md "Installable site and offline"); not in the server's render build.
    ...(isSsrBuild ? [] : [VitePWA(pwaOptions)]),
    ...(process.env.BUNDLE_REPORT
      ? [visualizer({ filename: isSsrBuild ? 'dist-server/bundle-report.html' : 'dist/bundle-report.html', template: 'treemap', gzipSize: true })]
      : []),
  ],
  resolve:
    command === 'build' && !isSsrBuild
      ? { alias: Object.entries(reactRouterProduction).map(([name, file]) => ({ find: new RegExp(`^${name}$`), replacement: file })) }
      : {},
  // The server's render (src/entry-server.tsx) loads npm packages from node_modules at run time.
  ...(isSsrBuild && { publicDir: false }),
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:8080',
      '/dev': 'http://localhost:8080',
      '/sandbox': {
        target: 'http://localhost:8080',
        bypass: (req) => (req.url?.startsWith('/sandbox/games') && !req.url.startsWith('/sandbox/games/gv/') ? req.url : undefined),
      },
      '/static': 'http://localhost:8080',
    },
  },
  // The manifest lets the server preload each route's chunks (apps/server/src/platform/web-app.ts).
  build: {
    target: 'es2022',
    sourcemap: Boolean(process.env.SOURCEMAP),
    chunkSizeWarningLimit: 400,
    // Terser with two compress passes: ≈ 4 % smaller than esbuild's minifier on the shared entry (docs/performance.md).
    // It may write ES2020 syntax (the target is ES2022) and needs no Safari 10 workarounds, which
    // Vite turns on by default: −0.2 KB gzip on the entry. Its unsafe options save at most 0.4 KB more.
    minify: 'terser',
    terserOptions: { ecma: 2020, safari10: false, compress: { passes: 2 }, format: { comments: false } },
    manifest: true,
    // No modulepreload polyfill (≈ 0.2 KB gzip on every page): every browser the site targets (es2022)
    // but Safari 16 follows <link rel="modulepreload"> natively, and there the chunks still load, on import.
    modulePreload: { polyfill: false },
    // Chunks under 350 bytes (minified) are merged into one loaded with them: fewer script requests,
    // each a round trip on a phone (docs/performance.md). The merge is greedy: a small chunk always
    // joins the chunk that adds the least unused code, however much that is. At 1.2 KB it put a
    // back-office text module and the contract client into chunks of the public pages (+1 to +3 KB
    // on 11 routes, issue 37); at 500 bytes it still folded 400-byte modules (the one-time-code field,
    // the progress bar) into chunks of unrelated texts, and any new lazy import moved them around
    // (+0.5 to +1 KB on form pages); at 350 the heavy routes weigh 0.4 to 1.9 KB less, with one or two
    // files fewer (300 gives the same build, 200 and 250 weigh more). The back office's own contract
    // modules (leaf modules, nothing else pulled in) are a chunk of their own, outside the merge.
    // File hashes in hex, not base64: the entry names every lazy chunk (route table, preload map), and
    // hex names compress better (−0.2 KB gzip on the entry, −0.2 to −0.4 KB on every route).
    rollupOptions: {
      output: { experimentalMinChunkSize: 350, hashCharacters: 'hex', manualChunks: (id) => backOfficeChunk(id) ?? ownChunk(id) ?? styleChunk(id) },
    },
  },
}));
