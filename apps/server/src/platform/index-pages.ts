import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LAYOUT_AREAS } from '@betsite/contract/content-areas';
import { API } from '@betsite/contract/api-paths';

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * What the layout loads once a player is logged in (notifications, idle warning, account status):
 * the account pages are a player's, so their chunks are fetched with the page's own instead of
 * after the session check (one network round trip less before the page's alerts can show).
 */
const PLAYER_CHROME = [
  'src/features/notifications/components/notification-center.tsx',
  'src/features/notifications/components/notification-badge.tsx',
  'src/features/session/components/idle-watcher.tsx',
  'src/features/account/components/status-modal.tsx',
];

/**
 * What each route needs first: its lazily loaded page modules and its first API calls. Injected
 * into index.html as preloads, so they download alongside the main script instead of after it.
 */
const ROUTE_NEEDS: { match: (p: string) => boolean; modules: string[]; data: string[] }[] = [
  {
    match: (p) => p === '/',
    modules: ['src/features/content/routes/home-page.tsx', 'src/features/content/components/widget-area.tsx'],
    data: [`${API.CMS.GetCmsObject}?id=&layoutArea=${LAYOUT_AREAS.hero.home}`, API.Environment.GetSiteConfig],
  },
  {
    match: (p) => p === '/faq',
    modules: ['src/features/content/routes/faq-index-page.tsx'],
    data: [`${API.CMS.GetCmsObject}?id=&layoutArea=${LAYOUT_AREAS.faq}`],
  },
  {
    match: (p) => p.startsWith('/faq/'),
    modules: ['src/features/content/routes/faq-section-page.tsx'],
    data: [`${API.CMS.GetCmsObject}?id=&layoutArea=${LAYOUT_AREAS.faq}`],
  },
  { match: (p) => p.startsWith('/pages/'), modules: ['src/features/content/routes/pages-page.tsx'], data: [] },
  { match: (p) => p === '/account/login', modules: ['src/features/session/routes/login-page.tsx'], data: [] },
  ...(
    [
      ['/account/dashboard', 'src/features/account/routes/dashboard-page.tsx'],
      ['/account/ricarica', 'src/features/payments/deposit/routes/deposit-page.tsx'],
      ['/account/prelievo', 'src/features/payments/withdrawal/routes/withdrawal-page.tsx'],
    ] as const
  ).map(([path, page]) => ({ match: (p: string) => p === path, modules: [page, ...PLAYER_CHROME], data: [] })),
];

/** Every file a module needs: itself and its static imports, transitively. */
function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((k) => chunkFiles(manifest, k, seen))];
}

/**
 * The app's own stylesheet (≈ 3 KB compressed) goes into the page as a <style>: as a <link> it was a
 * render-blocking request of its own before the first paint, on every route (docs/performance.md).
 * Only stylesheets of /assets/ whose file exists are inlined; anything else stays as it was.
 */
function inlineStylesheets(html: string, root: string): string {
  return html.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (tag, file: string) => {
    const full = path.join(root, file);
    return existsSync(full) ? `<style>${readFileSync(full, 'utf8')}</style>` : tag;
  });
}

export interface IndexPage {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

function compressed(html: string): IndexPage {
  const data = Buffer.from(html);
  return {
    html,
    br: brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
    gzip: gzipSync(data, { level: 9 }),
  };
}

/**
 * index.html for each route: the stylesheet inlined, the route's preloads added, and compressed once
 * at start-up (brotli and gzip) instead of on every request.
 */
export function buildIndexPages(root: string): (pathname: string) => IndexPage {
  const html = inlineStylesheets(readFileSync(path.join(root, 'index.html'), 'utf8'), root);
  const manifestPath = path.join(root, '.vite', 'manifest.json');
  const manifest: Manifest = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : {};
  const entryFiles = new Set(Object.values(manifest).length ? chunkFiles(manifest, 'index.html') : []);
  const pages = ROUTE_NEEDS.map((r) => {
    const files = [...new Set(r.modules.flatMap((m) => chunkFiles(manifest, m)))].filter((f) => !entryFiles.has(f));
    const links = [
      ...files.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
      ...r.data.map((u) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${u.replace(/&/g, '&amp;')}">`),
    ].join('');
    return { match: r.match, page: compressed(html.replace('</head>', `${links}</head>`)) };
  });
  const fallback = compressed(html);
  return (pathname) => pages.find((p) => p.match(pathname))?.page ?? fallback;
}

/** The encoding to answer with for an Accept-Encoding header: brotli, else gzip, else none (q=0 refuses). */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^\s*q\s*=\s*0(\.0*)?\s*$/.test(q))
      .map(([name]) => name!.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}
