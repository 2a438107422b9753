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
 * The calls a logged-in player's page makes first, whatever the page: the session check the first
 * render waits for, and the notifications the layout shows. Sent by index.html's inline script with
 * the stored session's bearer (apps/web/src/lib/player-preload.ts), each URL exactly as the app builds it.
 */
const PLAYER_CALLS = [API.Account.CheckAuth, `${API.Notifications.GetNotify}?isPoll=false`];

/** What an account page adds: the site's settings (asked for once the session is back) and its own first call. */
const accountCalls = (...own: string[]) => [...PLAYER_CALLS, API.Environment.GetSiteConfig, ...own];

interface RouteNeeds {
  match: (p: string) => boolean;
  /** Its lazily loaded page modules. */
  modules: string[];
  /** Its first public API calls (preloaded with `<link rel="preload" as="fetch">`). */
  data: string[];
  /** A player's first calls on it, which carry the bearer (a `<link>` cannot): listed for the inline script. */
  player?: string[];
}

/**
 * What each route needs first. Injected into index.html as preloads, so it downloads alongside
 * the main script instead of after it.
 */
const ROUTE_NEEDS: RouteNeeds[] = [
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
  {
    // An institutional page is drawn whole in the first render (features/content/api/institutional-page-data.ts):
    // its view and data come with the page; the page's body is added per address (modules/content/page-body-preload.ts).
    match: (p) => p.startsWith('/pages/'),
    modules: ['src/features/content/routes/pages-page.tsx', 'src/features/content/api/institutional-page-data.ts'],
    data: [`${API.CMS.GetCmsObject}?id=&layoutArea=${LAYOUT_AREAS.institutional}`, API.Environment.GetSiteConfig],
  },
  {
    // The login page's info box (CMS) is its largest text: its module and content come with the form.
    match: (p) => p === '/account/login',
    modules: ['src/features/session/routes/login-page.tsx', 'src/features/content/index.ts'],
    data: [`${API.CMS.GetCmsObject}?id=&layoutArea=${LAYOUT_AREAS.login}`],
  },
  ...(
    [
      ['/account/dashboard', 'src/features/account/routes/dashboard-page.tsx', accountCalls()],
      ['/account/ricarica', 'src/features/payments/deposit/routes/deposit-page.tsx', accountCalls(`${API.Account.GetMetodiPagamento}?Prelievo=false`)],
      ['/account/prelievo', 'src/features/payments/withdrawal/routes/withdrawal-page.tsx', accountCalls(`${API.Account.GetMetodiPagamento}?Prelievo=true`)],
    ] as const
  ).map(([path, page, player]) => ({ match: (p: string) => p === path, modules: [page, ...PLAYER_CHROME], data: [], player })),
];

/** A value made safe inside a double-quoted HTML attribute. */
export const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The `<meta>` index.html's inline script reads the player's calls from. */
const playerCallsMeta = (urls: readonly string[]) => `<meta name="player-preload" content="${escapeAttribute(urls.join(' '))}">`;

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
 * A stylesheet of /assets/ as a <style> in the page, named by its `data-href`. As a <link> it would be
 * a render-blocking request of its own before the first paint. Vite's loader of lazy chunks looks for
 * a `<link rel="stylesheet">` of each stylesheet a chunk needs, and would fetch it again and hold the
 * chunk back until that second copy arrived: the app adds a disabled link for each inlined sheet
 * before it loads a chunk (apps/web/src/app/inlined-styles.ts). Written here in the HTML, that
 * disabled link was fetched anyway, at the highest priority, by Chromium's preload scanner.
 */
function inlineStylesheet(root: string, file: string): string | undefined {
  const full = path.join(root, file);
  if (!existsSync(full)) return undefined;
  return `<style data-href="/${file}">${readFileSync(full, 'utf8')}</style>`;
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

export interface IndexPages {
  pageFor(pathname: string): IndexPage;
  /** The route modules this build does not know (empty when every route's preloads resolve). */
  unknownModules: string[];
  /** The bodies of index.html's own inline scripts, for the page's CSP. */
  inlineScripts: string[];
}

/**
 * index.html for each route: its stylesheets inlined (the app's and its first page's), its preloads
 * added, and compressed once at start-up (brotli and gzip) instead of on every request.
 */
export function buildIndexPages(root: string): IndexPages {
  const source = readFileSync(path.join(root, 'index.html'), 'utf8');
  const html = inlineStylesheets(source, root);
  const chunks = Chunks.read(root);
  const entryScripts = chunks.scripts(['index.html']);
  const pages = ROUTE_NEEDS.map((r) => {
    const scripts = [...chunks.scripts(r.modules)].filter((f) => !entryScripts.has(f));
    // The app's stylesheet is already in index.html (inlined above), and comes first in the cascade.
    const styles = [...chunks.styles(r.modules)].filter((f) => !html.includes(`href="/${f}"`));
    const links = [
      ...styles.map((f) => inlineStylesheet(root, f) ?? ''),
      ...scripts.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
      ...r.data.map((u) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttribute(u)}">`),
      playerCallsMeta(r.player ?? PLAYER_CALLS),
    ].join('');
    return { match: r.match, page: compressed(html.replace('</head>', `${links}</head>`)) };
  });
  const fallback = compressed(html.replace('</head>', `${playerCallsMeta(PLAYER_CALLS)}</head>`));
  return {
    pageFor: (pathname) => pages.find((p) => p.match(pathname))?.page ?? fallback,
    unknownModules: [...new Set(ROUTE_NEEDS.flatMap((r) => r.modules))].filter((m) => !chunks.has(m)),
    inlineScripts: inlineScripts(source),
  };
}

/**
 * How many variants of one page stay compressed: the home's image preloads and one per institutional
 * page body (the area has a few dozen pages), so a page is compressed once, not on every request.
 */
const VARIANTS_KEPT = 64;

/**
 * Adds tags that depend on content (the home's first-screen images, an institutional page's body) to
 * a page's head: each variant is compressed once and reused while its tags stay the same; the least
 * recently served goes first when more are kept than VARIANTS_KEPT.
 */
export function pageVariants(): (page: IndexPage, head: string) => IndexPage {
  const variants = new WeakMap<IndexPage, Map<string, IndexPage>>();
  return (page, head) => {
    if (!head) return page;
    let kept = variants.get(page);
    if (!kept) variants.set(page, (kept = new Map()));
    let variant = kept.get(head);
    if (variant) kept.delete(head);
    else variant = compressed(page.html.replace('</head>', `${head}</head>`));
    kept.set(head, variant);
    if (kept.size > VARIANTS_KEPT) kept.delete(kept.keys().next().value!);
    return variant;
  };
}

/** The bodies of index.html's inline scripts (`<script>` without attributes), for the page's CSP. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
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
