#!/usr/bin/env node
// `node scripts/stack-floor.mjs`: the first-load JavaScript the required stack costs before any code
// of ours (issue 33's budget): React 19 with react-dom's hydrateRoot, then adding React Router's data
// router (createBrowserRouter + RouterProvider from react-router/dom, as main.tsx hydrates) and TanStack Query's
// provider and hydration boundary. Each is bundled alone with esbuild (minified, production) and
// measured gzip -9, as e2e/js-budget.e2e.ts measures the routes.
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

// React Router's production build, as the browser's build takes it (apps/web/vite.config.ts).
const reactRouter = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const alias = {
  'react-router/dom': path.join(reactRouter, 'dist/production/dom-export.mjs'),
  'react-router': path.join(reactRouter, 'dist/production/index.mjs'),
};

const STACKS = {
  'react + react-dom (hydrateRoot)': `
    import { hydrateRoot } from 'react-dom/client';
    import { createElement } from 'react';
    hydrateRoot(document, createElement('div'));`,
  '+ react-router data router + @tanstack/react-query': `
    import { createBrowserRouter } from 'react-router';
    import { RouterProvider } from 'react-router/dom';
    import { hydrateRoot } from 'react-dom/client';
    import { createElement } from 'react';
    import { QueryClient, QueryClientProvider, HydrationBoundary } from '@tanstack/react-query';
    const router = createBrowserRouter([{ path: '/', element: createElement('div') }], { hydrationData: window.__data });
    hydrateRoot(document, createElement(QueryClientProvider, { client: new QueryClient() },
      createElement(HydrationBoundary, { state: window.__queries }, createElement(RouterProvider, { router }))));`,
};

for (const [name, contents] of Object.entries(STACKS)) {
  const out = await build({
    stdin: { contents, resolveDir: process.cwd(), loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    define: { 'process.env.NODE_ENV': '"production"' },
    alias,
    logLevel: 'error',
  });
  const code = out.outputFiles[0].contents;
  console.log(`${name}: ${(code.length / 1024).toFixed(1)} KB minified, ${(gzipSync(code, { level: 9 }).length / 1024).toFixed(1)} KB gzip`);
}
