import { existsSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pathToFileURL } from 'node:url';
import { gamesSandboxEnabled, type Config } from '../config.ts';
import { systemClock, type Clock } from './clock.ts';
import { buildPageTemplate, pickEncoding } from './index-pages.ts';
import { pageDataTransport, type PageReads } from './page-data.ts';
import { pageContentSecurityPolicy } from './security-headers.ts';
import { redactUrl } from './http-hardening.ts';
import { VersionedCache } from './versioned-cache.ts';

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

/**
 * A phone or a desktop, from the request: Client Hints when the browser sends them, else the
 * User-Agent. The layout's only break is 768 px; the browser corrects a wrong guess once hydrated.
 */
export function guessViewportWidth(headers: Record<string, string | string[] | undefined>): number {
  const hint = headers['sec-ch-ua-mobile'];
  if (hint === '?1') return 390;
  if (hint === '?0') return 1366;
  return /Mobi|Android|iPhone|iPad/i.test(String(headers['user-agent'] ?? '')) ? 390 : 1366;
}

/** Tags a page's head gets from content, by path ('' for none): the home's first-screen image preloads. */
export type ContentHead = (pathname: string) => Promise<string>;

/** A page rendered per request (or kept a few seconds), compressed at a level that costs a millisecond or two, not the build's best. */
function compressQuickly(html: string, encoding: 'br' | 'gzip'): Buffer {
  const data = Buffer.from(html);
  return encoding === 'br' ? brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(data, { level: 6 });
}

/** The web app's render (apps/web/src/entry-server.tsx, createRenderer). */
type Render = (
  url: string,
  reader: { viewportWidth: number; host: string },
) => Promise<{ status: number; redirect?: string; html: string; data: string; title: string | null; description?: string | null; modules: string[] }>;

/**
 * The web app's server render (apps/web/dist-server/entry-server.js, built by `npm run build` from
 * apps/web/src/entry-server.tsx), its calls answered in process by `reads`. Without it (a web build
 * without its server bundle) pages are sent with an empty #root and the browser renders them.
 */
async function loadRenderer(webDist: string, reads: PageReads): Promise<Render | null> {
  const entry = path.join(webDist, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(entry)) return null;
  const { createRenderer } = (await import(pathToFileURL(entry).href)) as { createRenderer: (transport: (url: string) => Promise<Response>) => Render };
  return createRenderer(pageDataTransport(reads));
}

/**
 * How long a rendered page is kept for the next readers of the same address on the same kind of
 * screen and host: every page is rendered for a visitor (the server never knows the player), so one
 * render serves everyone, and a flood of requests for one page costs one render per 5 s. Published
 * content shows at once all the same: a change to a content table fires NOTIFY content_changed
 * (migration 0019), on which every process forgets its kept pages.
 */
const RENDERED_PAGE_TTL_MS = 5_000;
/** Kept pages at most: addresses with made-up query strings push out the oldest. */
const RENDERED_PAGES_KEPT = 200;

/** What the page render needs from the rest of the server. */
export interface PageRenderOptions {
  clock?: Clock;
  /** The public reads the routes' loaders may ask for (platform/page-data.ts). */
  reads?: PageReads;
  /** Subscribes to content changes (NOTIFY content_changed), on which the kept pages go. */
  onContentChanged?: (forget: () => void) => Promise<unknown>;
  /**
   * A request's own render, or null for the visitor's: the back office's preview of drafts
   * (modules/content/preview-token.ts). Such a page is rendered for that request only, never kept
   * for the next reader, and sent `no-store`.
   */
  ownRender?: (request: FastifyRequest) => Promise<(<T>(render: () => Promise<T>) => Promise<T>) | null>;
}

/** Serves the built web app: every non-API GET is rendered by the server (React Router's data router) and hydrated by the browser. */
export async function serveWebApp(
  app: FastifyInstance,
  config: Config,
  contentHead: ContentHead = async () => '',
  options: PageRenderOptions = {},
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
  const template = buildPageTemplate(root);
  const pageCsp = pageContentSecurityPolicy(template.inlineScripts);
  const render = await loadRenderer(root, options.reads ?? {});
  /** A page ready to send: its HTML, compressed once per encoding asked for while it is kept. */
  type Sendable = { status: number; redirect?: string; html: string; br?: Buffer; gzip?: Buffer };
  const kept = new VersionedCache<string, Sendable | null>(options.clock ?? systemClock, RENDERED_PAGE_TTL_MS, RENDERED_PAGES_KEPT);
  if (render) await options.onContentChanged?.(() => kept.clear());
  type Reader = { viewportWidth: number; host: string };
  const renderNow = async (url: string, pathname: string, reader: Reader): Promise<Sendable | null> => {
    try {
      const page = await render!(url, reader);
      if (page.redirect) return { status: page.status, redirect: page.redirect, html: '' };
      return { status: page.status, html: template.page({ ...page, contentHead: await contentHead(pathname) }) };
    } catch (err) {
      // A page the server cannot render is still served: the browser renders it.
      // The address as logs show it everywhere: query values (an app's ?token=) redacted.
      app.log.warn({ err, url: redactUrl(url) }, 'page render failed, left to the browser');
      return null;
    }
  };
  const renderFor = async (request: FastifyRequest, pathname: string) => {
    const reader = { viewportWidth: guessViewportWidth(request.headers), host: String(request.headers.host ?? '') };
    const own = await options.ownRender?.(request);
    if (own) return { own: true, page: await own(() => renderNow(request.url, pathname, reader)) };
    return { own: false, page: await kept.get(`${reader.viewportWidth} ${reader.host} ${request.url}`, () => renderNow(request.url, pathname, reader)) };
  };
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    const pathname = url.split('?')[0] ?? '/';
    if (request.method !== 'GET' || url.startsWith('/api/') || url.startsWith('/assets/') || isSwitchedOffServerPage(pathname, config))
      return reply.status(404).send(notFound);
    const encoding = pickEncoding(request.headers['accept-encoding']);
    reply.header('vary', 'accept-encoding').header('content-security-policy', pageCsp).type('text/html; charset=utf-8');
    // The back office renders in the browser only (its session and screens are the operator's).
    const { own, page } = render && !/^\/backoffice(\/|$)/.test(pathname) ? await renderFor(request, pathname) : { own: false, page: null };
    reply.header('cache-control', own ? 'no-store' : 'no-cache');
    if (page?.redirect) return reply.redirect(page.redirect, page.status);
    if (!page) return encoding ? reply.header('content-encoding', encoding).send(template.shell[encoding]) : reply.send(template.shell.html);
    reply.status(page.status);
    if (!encoding) return reply.send(page.html);
    return reply.header('content-encoding', encoding).send((page[encoding] ??= compressQuickly(page.html, encoding)));
  });
}
