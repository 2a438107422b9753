import { existsSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { DRAW_SESSION_COOKIE } from '@betsite/contract/draw-session';
import { gamesSandboxEnabled, type Config } from '../config.ts';
import type { Clock } from './clock.ts';
import { buildIndexPages, pageVariants, pickEncoding } from './index-pages.ts';
import { pageContentSecurityPolicy } from './security-headers.ts';
import { cookieValue, isPlayerDrawn, isServerDrawn, loadServerDrawer, type ServerDrawer } from './server-drawn-pages.ts';

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

/**
 * A server-drawn page's head: its data comes with the page, so the data preloads go. The scripts keep
 * their priority: at low priority they finished after the first paint, and Lantern then counted their
 * compilation as blocking time (docs/performance.md, "Session 14").
 */
export function asServerDrawn(html: string): string {
  return html.replace(/<link rel="preload" as="fetch"[^>]*>/g, '');
}

/** A page drawn per request, compressed at a level that costs a millisecond or two, not the build's best. */
function compressQuickly(html: string, encoding: 'br' | 'gzip'): Buffer {
  const data = Buffer.from(html);
  return encoding === 'br' ? brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(data, { level: 6 });
}

/** What the server-drawn pages need from the rest of the server. */
export interface DrawnPageOptions {
  clock?: Clock;
  /** Subscribes to content changes (NOTIFY content_changed), on which the kept drawn pages go. */
  onContentChanged?: (forget: () => void) => Promise<unknown>;
  /** Whether a player's page is drawn for this token (platform/player-draw-admission.ts); without it, none is. */
  admitPlayerDraw?: (token: string) => Promise<boolean>;
}

/** Serves the built web app; any non-API GET falls back to index.html (client-side routing). */
export async function serveWebApp(
  app: FastifyInstance,
  config: Config,
  contentHead: ContentHead = async () => '',
  drawnPages: DrawnPageOptions = {},
): Promise<void> {
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
  // The server asks itself for a drawn page's data, through its own API (the app's query functions).
  const selfOrigin = () => {
    const address = app.server.address();
    const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? '127.0.0.1' : config.HOST;
    return `http://${host.includes(':') ? `[${host}]` : host}:${typeof address === 'object' && address ? address.port : config.PORT}`;
  };
  const drawer = await loadServerDrawer(root, selfOrigin, app.log, drawnPages.clock);
  if (drawer) await drawnPages.onContentChanged?.(drawer.forgetAll);
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    const pathname = url.split('?')[0] ?? '/';
    if (request.method !== 'GET' || url.startsWith('/api/') || url.startsWith('/assets/') || isSwitchedOffServerPage(pathname, config))
      return reply.status(404).send(notFound);
    const page = withContentHead(pages.pageFor(pathname), await contentHead(pathname));
    const encoding = pickEncoding(request.headers['accept-encoding']);
    reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').header('content-security-policy', pageCsp).type('text/html; charset=utf-8');
    const cookieToken = drawer && isPlayerDrawn(pathname) ? cookieValue(request.headers.cookie, DRAW_SESSION_COOKIE) : null;
    const playerToken = cookieToken && (await drawnPages.admitPlayerDraw?.(cookieToken)) ? cookieToken : null;
    let drawn: Awaited<ReturnType<ServerDrawer['draw']>> = null;
    if (drawer && playerToken) drawn = await drawer.drawForPlayer(url, request.headers, playerToken);
    else if (drawer && isServerDrawn(pathname)) drawn = await drawer.draw(url, request.headers);
    // A page that may be drawn for a player holds that player's data: no cache anywhere keeps it.
    if (cookieToken) reply.header('cache-control', 'no-store');
    if (drawn) {
      // Drawn per request (the content changes), so compressed per request, at a quick level.
      const html = asServerDrawn(page.html)
        .replace(/<title>[^<]*<\/title>/, (tag) => (drawn.title ? `<title>${drawn.title}</title>` : tag))
        .replace('<div id="root"></div>', () => `<div id="root" data-server-drawn${playerToken ? ' data-player-drawn' : ''}>${drawn.root}</div>`)
        .replace('</body>', () => `<script type="application/json" id="server-drawn-data">${drawn.data}</script></body>`);
      if (!encoding) return reply.send(html);
      return reply.header('content-encoding', encoding).send(compressQuickly(html, encoding));
    }
    if (!encoding) return reply.send(page.html);
    return reply.header('content-encoding', encoding).send(page[encoding]);
  });
}
