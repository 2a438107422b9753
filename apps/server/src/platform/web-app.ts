import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { gamesSandboxEnabled, type Config } from '../config.ts';
import { buildIndexPages, pageVariants, pickEncoding } from './index-pages.ts';
import { pageContentSecurityPolicy } from './security-headers.ts';

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

/** Tags a page's head gets from content, by path ('' for none): the home's first-screen image preloads. */
export type ContentHead = (pathname: string) => Promise<string>;

/** Serves the built web app; any non-API GET falls back to index.html (client-side routing). */
export async function serveWebApp(app: FastifyInstance, config: Config, contentHead: ContentHead = async () => ''): Promise<void> {
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
  const pages = buildIndexPages(root);
  const pageCsp = pageContentSecurityPolicy(pages.inlineScripts);
  if (pages.unknownModules.length) app.log.warn({ modules: pages.unknownModules }, 'index pages: route modules not in this build, their preloads are missing');
  const withContentHead = pageVariants();
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    const pathname = url.split('?')[0] ?? '/';
    if (request.method !== 'GET' || url.startsWith('/api/') || url.startsWith('/assets/') || isSwitchedOffServerPage(pathname, config))
      return reply.status(404).send(notFound);
    const page = withContentHead(pages.pageFor(pathname), await contentHead(pathname));
    const encoding = pickEncoding(request.headers['accept-encoding']);
    reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').header('content-security-policy', pageCsp).type('text/html; charset=utf-8');
    if (!encoding) return reply.send(page.html);
    return reply.header('content-encoding', encoding).send(page[encoding]);
  });
}
