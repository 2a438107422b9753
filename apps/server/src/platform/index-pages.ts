import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { escapeHtml } from '@betsite/domain/content-rules';
import { API } from '@betsite/contract/api-paths';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The calls a logged-in player's page makes first, whatever the page: the session check and the
 * notifications the layout shows. Sent by index.html's inline script with the stored session's
 * bearer (apps/web/src/lib/player-preload.ts), each URL exactly as the app builds it.
 */
const PLAYER_CALLS = [API.Account.CheckAuth, `${API.Notifications.GetNotify}?isPoll=false`];
/**
 * The module of what only a player's pages carry (the notifications and their alert, the watchers),
 * which the app imports once it sees a stored session: index.html's inline script preloads its
 * chunks then, beside the entry, instead of the app asking for them once the entry has run.
 */
const PLAYER_SHELL = 'src/app/layout/player-shell.tsx';

/** A value made safe inside a double-quoted HTML attribute. */
export const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The `<meta>` index.html's inline script reads the player's calls and the shell's files (not the entry's) from. */
function playerPreloadMeta(chunks: Chunks, entryScripts: Set<string>): string {
  const shellScripts = [...chunks.scripts([PLAYER_SHELL])].filter((f) => !entryScripts.has(f));
  const entryStyles = new Set(chunks.stylesheets('index.html'));
  const shellStyles = chunks.stylesheets(PLAYER_SHELL).filter((f) => !entryStyles.has(f));
  const urls = [...PLAYER_CALLS, ...[...shellScripts, ...shellStyles].map((f) => `/${f}`)];
  return `<meta name="player-preload" content="${escapeAttribute(urls.join(' '))}">`;
}

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

  /** The stylesheets of a module's chunk and its static imports (not of what it loads lazily). */
  stylesheets(module: string): string[] {
    return [...new Set(this.closure(module).flatMap((c) => c.css ?? []))];
  }

  /** Every script file the modules need. */
  scripts(modules: string[]): Set<string> {
    return new Set(modules.flatMap((m) => this.closure(m).map((c) => c.file)));
  }

  /**
   * Every stylesheet the modules need, in the order their chunks are loaded, with those of the parts
   * they load lazily (the server rendered those too: their styles must be there at the first paint).
   * Not the lazy parts of the chunks every page loads (the entry and its imports): the entry imports
   * every route's page lazily, and following those put the whole site's CSS (≈ 100 KB) into every
   * page. A part the browser loads later brings its own stylesheet, as on a client-side navigation.
   */
  styles(modules: string[]): Set<string> {
    const entryKey = Object.keys(this.manifest).find((key) => this.manifest[key]!.isEntry);
    const shared = new Set(entryKey === undefined ? [] : this.closure(entryKey));
    const lazy = modules.flatMap((m) => this.closure(m).flatMap((c) => (shared.has(c) ? [] : (c.dynamicImports ?? []))));
    return new Set([...modules, ...lazy].flatMap((m) => this.closure(m).flatMap((c) => c.css ?? [])));
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

/** A page as the server renders it (apps/web/src/entry-server.tsx). */
export interface PageParts {
  title: string | null;
  /** Its `<meta name="description">` (index.html's own when absent). */
  description?: string | null;
  /** The source modules of its pages, preloaded with their stylesheets from the build's manifest. */
  modules: string[];
  /** Tags from content (the home's first-screen images). */
  contentHead: string;
  /** #root's markup and the data the browser hydrates it with. */
  html: string;
  data: string;
}

export interface PageTemplate {
  /** The whole page, for the parts the server rendered. */
  page(parts: PageParts): string;
  /** index.html with an empty #root (the back office, or a web build without its server bundle), compressed once. */
  shell: { html: string; br: Buffer; gzip: Buffer };
  /** The bodies of index.html's own inline scripts, for the page's CSP. */
  inlineScripts: string[];
}

/**
 * index.html as the server sends it: the app's stylesheet inlined, and per page the title, the
 * chunks and stylesheets of its rendered modules from Vite's manifest (computed once per set of
 * modules), its markup and its data.
 */
export function buildPageTemplate(root: string): PageTemplate {
  const source = readFileSync(path.join(root, 'index.html'), 'utf8');
  const chunks = Chunks.read(root);
  const entryScripts = chunks.scripts(['index.html']);
  const html = inlineStylesheets(source, root).replace('</head>', `${playerPreloadMeta(chunks, entryScripts)}</head>`);
  const heads = new Map<string, string>();
  const headFor = (modules: string[]) => {
    const key = modules.join(' ');
    let head = heads.get(key);
    if (head === undefined) {
      const scripts = [...chunks.scripts(modules)].filter((f) => !entryScripts.has(f));
      // The app's stylesheet is already in index.html (inlined above), and comes first in the cascade.
      const styles = [...chunks.styles(modules)].filter((f) => !html.includes(`href="/${f}"`));
      head = [...styles.map((f) => inlineStylesheet(root, f) ?? ''), ...scripts.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`)].join('');
      heads.set(key, head);
    }
    return head;
  };
  const data = Buffer.from(html);
  return {
    // From the end of the document back: each marker is found before anything of the page is put in
    // front of it, so a page's text or markup holding '</head>' or '</body>' (a description about
    // HTML, an attribute value the sanitiser keeps) can never be taken for the template's own.
    page: (p) =>
      html
        .replace('</body>', () => `<script type="application/json" id="page-data">${p.data}</script></body>`)
        .replace('<div id="root"></div>', () => `<div id="root">${p.html}</div>`)
        .replace('</head>', () => `${headFor(p.modules)}${p.contentHead}</head>`)
        .replace(/<meta name="description" content="[^"]*"\s*\/?>/, (tag) =>
          p.description ? `<meta name="description" content="${escapeAttribute(p.description)}" />` : tag,
        )
        .replace(/<title>[^<]*<\/title>/, (tag) => (p.title ? `<title>${escapeHtml(p.title)}</title>` : tag)),
    shell: {
      html,
      br: brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
      gzip: gzipSync(data, { level: 9 }),
    },
    inlineScripts: inlineScripts(source),
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
