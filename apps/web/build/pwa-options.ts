import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ManifestTransform } from 'workbox-build';
import type { VitePWAOptions } from 'vite-plugin-pwa';

const DAY = 24 * 60 * 60;

/**
 * The installable site (docs/decisions.md "Installable site and offline"). The service worker:
 * - precaches the app shell only: the entry script, the offline page and the icons (the whole app,
 *   back office included, is ≈ 580 KB gzip, too much to fetch on a phone's first visit); the other
 *   hashed scripts are kept as pages use them;
 * - sends every page request to the network (the server renders each one with fresh data) and
 *   answers the offline page only when the network fails;
 * - never touches `/api/`: no answer, balance or anything personal is ever cached, and nothing is
 *   queued for later (no background sync);
 * - waits to take over until the player presses 'Ricarica' (app/pwa/app-update.tsx).
 */
/** The entry script and what it imports statically, from Vite's manifest: the app shell every page runs. */
function shellScripts(dist: string): Set<string> {
  const file = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(file)) return new Set();
  const chunks = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;
  const shell = new Set<string>();
  const add = (key: string) => {
    const chunk = chunks[key];
    if (!chunk || shell.has(chunk.file)) return;
    shell.add(chunk.file);
    chunk.imports?.forEach(add);
  };
  for (const [key, chunk] of Object.entries(chunks)) if (chunk.isEntry) add(key);
  return shell;
}

/** Keeps of the scripts found by `globPatterns` only the app shell's. */
const onlyShellScripts: ManifestTransform = (entries) => {
  const shell = shellScripts(path.resolve(import.meta.dirname, '..', 'dist'));
  return { manifest: entries.filter((e) => !e.url.startsWith('assets/') || shell.has(e.url)), warnings: [] };
};

export const pwaOptions: Partial<VitePWAOptions> = {
  registerType: 'prompt',
  // Registered by the app after the first page has loaded (app/pwa/register-service-worker.ts), not by an inline script.
  injectRegister: false,
  manifest: {
    id: '/',
    name: 'Betsite – Scommesse e Casinò',
    short_name: 'Betsite',
    description: 'Scommesse sportive, casinò e giochi online: conto gioco sicuro, depositi e prelievi rapidi, gioco responsabile.',
    lang: 'it',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: '#0b3d2e',
    background_color: '#0b3d2e',
    categories: ['sports', 'entertainment'],
    icons: [
      { src: '/favicon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/favicon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['offline.html', 'favicon-*.png', 'icon-maskable-512.png', 'assets/*.js'],
    manifestTransforms: [onlyShellScripts],
    // Pages are rendered by the server: no app-shell fallback for every address.
    navigateFallback: null,
    navigationPreload: true,
    inlineWorkboxRuntime: true,
    cleanupOutdatedCaches: true,
    // The update prompt decides when the new version takes over.
    skipWaiting: false,
    clientsClaim: false,
    runtimeCaching: [
      {
        urlPattern: ({ request }) => request.mode === 'navigate',
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: '/offline.html' } },
      },
      {
        // Hashed file names: a file's content never changes, so the first copy serves until it is unused.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
        handler: 'CacheFirst',
        options: { cacheName: 'assets', expiration: { maxEntries: 150, maxAgeSeconds: 30 * DAY } },
      },
    ],
  },
};
