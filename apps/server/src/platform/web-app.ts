import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { LAYOUT_AREAS } from '@betsite/contract/content-areas';
import { gamesSandboxEnabled, type Config } from '../config.ts';
import { API } from '@betsite/contract/api-paths';

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

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
  { match: (p) => p === '/faq', modules: ['src/features/content/routes/faq-index-page.tsx'], data: [`${API.CMS.GetCmsObject}?id=&layoutArea=${LAYOUT_AREAS.faq}`] },
  { match: (p) => p.startsWith('/faq/'), modules: ['src/features/content/routes/faq-section-page.tsx'], data: [`${API.CMS.GetCmsObject}?id=&layoutArea=${LAYOUT_AREAS.faq}`] },
  { match: (p) => p.startsWith('/pages/'), modules: ['src/features/content/routes/pages-page.tsx'], data: [] },
  { match: (p) => p === '/account/login', modules: ['src/features/session/routes/login-page.tsx'], data: [] },
];

/** Every file a module needs: itself and its static imports, transitively. */
function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((k) => chunkFiles(manifest, k, seen))];
}

export function buildIndexPages(root: string): (pathname: string) => string {
  const html = readFileSync(path.join(root, 'index.html'), 'utf8');
  const manifestPath = path.join(root, '.vite', 'manifest.json');
  const manifest: Manifest = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : {};
  const entryFiles = new Set(Object.values(manifest).length ? chunkFiles(manifest, 'index.html') : []);
  const pages = ROUTE_NEEDS.map((r) => {
    const files = [...new Set(r.modules.flatMap((m) => chunkFiles(manifest, m)))].filter((f) => !entryFiles.has(f));
    const links = [
      ...files.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
      ...r.data.map((u) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${u.replace(/&/g, '&amp;')}">`),
    ].join('');
    return { match: r.match, html: html.replace('</head>', `${links}</head>`) };
  });
  return (pathname) => pages.find((p) => p.match(pathname))?.html ?? html;
}

/**
 * /dev/… and /sandbox/… are the server's own pages (outbox, sandbox providers): when their switch is
 * off they are absent, and the web app must not answer in their place. The one sandbox page of the
 * web app itself, /sandbox/games, is served only while GAMES_SANDBOX allows it.
 */
function isSwitchedOffServerPage(pathname: string, config: Config): boolean {
  if (pathname === '/dev' || pathname.startsWith('/dev/')) return true;
  if (pathname === '/sandbox/games' || pathname.startsWith('/sandbox/games/')) return !gamesSandboxEnabled(config);
  return pathname === '/sandbox' || pathname.startsWith('/sandbox/');
}

/** Serves the built web app; any non-API GET falls back to index.html (client-side routing). */
export async function serveWebApp(app: FastifyInstance, config: Config): Promise<void> {
  const root = path.resolve(config.WEB_DIST);
  const notFound = { ResponseCode: -404, ResponseMessage: 'Risorsa non trovata.', ResponseData: null };
  if (!existsSync(path.join(root, 'index.html'))) {
    app.setNotFoundHandler((_request, reply) => reply.status(404).send(notFound));
    return;
  }
  const { default: fastifyStatic } = await import('@fastify/static');
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // scripts/compress-dist.mjs writes .br/.gz at build time; they are sent as they are.
    preCompressed: true,
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  const indexFor = buildIndexPages(root);
  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const pathname = url.split('?')[0] ?? '/';
    if (request.method !== 'GET' || url.startsWith('/api/') || url.startsWith('/assets/') || isSwitchedOffServerPage(pathname, config)) return reply.status(404).send(notFound);
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexFor(pathname));
  });
}
