import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LAYOUT_AREAS } from '@betsite/contract/content-areas';
import { API } from '@betsite/contract/api-paths';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
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
  {
    // The login page's info box (CMS) is its largest text: its module and content come with the form.
    match: (p) => p === '/account/login',
    modules: ['src/features/session/routes/login-page.tsx', 'src/features/content/index.ts'],
    data: [`${API.CMS.GetCmsObject}?id=&layoutArea=${LAYOUT_AREAS.login}`],
  },
  ...(
    [
      ['/account/dashboard', 'src/features/account/routes/dashboard-page.tsx'],
      ['/account/ricarica', 'src/features/payments/deposit/routes/deposit-page.tsx'],
      ['/account/prelievo', 'src/features/payments/withdrawal/routes/withdrawal-page.tsx'],
    ] as const
  ).map(([path, page]) => ({ match: (p: string) => p === path, modules: [page, ...PLAYER_CHROME], data: [] })),
];

/** Vite's manifest, and where it keeps each lazily imported module (apps/web/build/lazy-module-chunks.ts). */
class Chunks {
  private readonly keyByFile: Map<string, string>;

  constructor(
    private readonly manifest: Manifest,
    private readonly lazyModules: Record<string, string>,
  ) {
    this.keyByFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  }

  static read(root: string): Chunks {
    const json = (file: string) => {
      const full = path.join(root, '.vite', file);
      return existsSync(full) ? JSON.parse(readFileSync(full, 'utf8')) : {};
    };
    return new Chunks(json('manifest.json'), json('lazy-module-chunks.json'));
  }

  /** The manifest's key for a module: its source path, or the `_name-hash.js` key of the chunk holding it. */
  private key(module: string): string | undefined {
    if (this.manifest[module]) return module;
    const file = this.lazyModules[module];
    return file === undefined ? undefined : this.keyByFile.get(file);
  }

  /** The manifest entries a module loads: its own chunk and its static imports, transitively. */
  private closure(module: string): ManifestChunk[] {
    const seen = new Set<string>();
    const walk = (key: string | undefined): ManifestChunk[] => {
      const chunk = key === undefined ? undefined : this.manifest[key];
      if (!chunk || seen.has(key!)) return [];
      seen.add(key!);
      return [chunk, ...(chunk.imports ?? []).flatMap(walk)];
    };
    return walk(this.key(module));
  }

  /** Every script file the modules need. */
  scripts(modules: string[]): Set<string> {
    return new Set(modules.flatMap((m) => this.closure(m).map((c) => c.file)));
  }

  /** Every stylesheet the modules need, in the order their chunks are loaded. */
  styles(modules: string[]): Set<string> {
    return new Set(modules.flatMap((m) => this.closure(m).flatMap((c) => c.css ?? [])));
  }

  /** Whether the build knows the module (a route naming a module that was renamed or moved would preload nothing). */
  has(module: string): boolean {
    return this.key(module) !== undefined;
  }
}

/**
 * A stylesheet of /assets/ as a <style> in the page, followed by a disabled <link> to the same file.
 * As a <link> it would be a render-blocking request of its own before the first paint. The disabled
 * link is never fetched; it is there for Vite's loader of lazy chunks, which looks for a
 * `<link rel="stylesheet">` of each stylesheet a chunk needs, would otherwise fetch it again, and
 * would hold the chunk back until that second copy arrived (docs/performance.md).
 */
function inlineStylesheet(root: string, file: string): string | undefined {
  const full = path.join(root, file);
  if (!existsSync(full)) return undefined;
  return `<style>${readFileSync(full, 'utf8')}</style><link rel="stylesheet" href="/${file}" disabled>`;
}

/** The app's own stylesheets of index.html inlined; anything that is not a file of /assets/ stays as it was. */
function inlineStylesheets(html: string, root: string): string {
  return html.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (tag, file: string) => inlineStylesheet(root, file) ?? tag);
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
 * index.html for each route: its stylesheets inlined (the app's and its first page's), its preloads
 * added, and compressed once at start-up (brotli and gzip) instead of on every request.
 */
export function buildIndexPages(root: string): (pathname: string) => IndexPage {
  const html = inlineStylesheets(readFileSync(path.join(root, 'index.html'), 'utf8'), root);
  const chunks = Chunks.read(root);
  const entryScripts = chunks.scripts(['index.html']);
  const pages = ROUTE_NEEDS.map((r) => {
    const scripts = [...chunks.scripts(r.modules)].filter((f) => !entryScripts.has(f));
    // The app's stylesheet is already in index.html (inlined above), and comes first in the cascade.
    const styles = [...chunks.styles(r.modules)].filter((f) => !html.includes(`href="/${f}"`));
    const links = [
      ...styles.map((f) => inlineStylesheet(root, f) ?? ''),
      ...scripts.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
      ...r.data.map((u) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${u.replace(/&/g, '&amp;')}">`),
    ].join('');
    return { match: r.match, page: compressed(html.replace('</head>', `${links}</head>`)) };
  });
  const fallback = compressed(html);
  return (pathname) => pages.find((p) => p.match(pathname))?.page ?? fallback;
}

/** The route modules this build does not know (empty when every route's preloads resolve). */
export function unknownRouteModules(root: string): string[] {
  const chunks = Chunks.read(root);
  return [...new Set(ROUTE_NEEDS.flatMap((r) => r.modules))].filter((m) => !chunks.has(m));
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
