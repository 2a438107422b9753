import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { inlineApiPaths } from './inline-api-paths.ts';
import { shellGuard } from './build/shell-guard.ts';
import { lazyModuleChunks } from './build/lazy-module-chunks.ts';

// The shipped bundle runs the React code on Preact's compatibility layer (preact/compat): the same
// components and hooks for ~10 KB gzip instead of ~60 KB for react + react-dom, which is what lets
// every route's first load stay under 100 KB (docs/performance.md). Development (hot reload) and
// the unit tests keep React itself; the end-to-end tests run the built bundle.
const preact = {
  react: 'preact/compat',
  'react-dom/test-utils': 'preact/test-utils',
  'react-dom/client': 'preact/compat/client',
  'react-dom': 'preact/compat',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',
};

export default defineConfig(({ command, isSsrBuild }) => ({
  // BUNDLE_REPORT=1 (npm run bundle:report) adds a treemap of every chunk and module, gzip sizes included.
  plugins: [
    react(),
    inlineApiPaths(),
    shellGuard(),
    lazyModuleChunks(),
    ...(process.env.BUNDLE_REPORT ? [visualizer({ filename: 'dist/bundle-report.html', template: 'treemap', gzipSize: true })] : []),
  ],
  resolve: command === 'build' ? { alias: preact } : {},
  // The server's render of the pages (src/entry-server.tsx) bundles every package, so that they too
  // draw with Preact, as the browser's bundle does.
  ...(isSsrBuild && { ssr: { noExternal: true }, publicDir: false }),
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
    manifest: true,
    // Chunks under 1.2 KB (minified) are merged into one loaded with them: a player page went from
    // 17–24 script requests to 11–16 at the same bytes, each request a round trip on a phone
    // (docs/performance.md). Larger values merged page code into unrelated chunks (deposit > 100 KB).
    rollupOptions: { output: { experimentalMinChunkSize: 1200 } },
  },
}));
