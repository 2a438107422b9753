import { existsSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as wait } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';
import { escapeHtml } from '@betsite/domain/content-rules';
import { systemClock, type Clock } from './clock.ts';
import { VersionedCache } from './versioned-cache.ts';

/**
 * The pages the server draws for a visitor, so they paint from the HTML instead of after the app's
 * scripts (docs/decisions.md, "Speed, session 14"): the content pages, the FAQ and the login form.
 * Not the account pages (the server does not know the player: the token lives in the browser's
 * storage) and not yet the home (its widgets are drawn in stages after the first render).
 */
export function isServerDrawn(pathname: string): boolean {
  // /pages/pokerLogout is no page: it tells the poker frame's parent to close, which only the app can.
  if (pathname.toLowerCase() === '/pages/pokerlogout') return false;
  return pathname === '/faq' || pathname.startsWith('/faq/') || pathname.startsWith('/pages/') || pathname === '/account/login';
}

/**
 * The player's pages the server draws when the page's request names the player (the draw cookie,
 * DRAW_SESSION_COOKIE): the account home and the deposit and withdrawal pages.
 */
export function isPlayerDrawn(pathname: string): boolean {
  return pathname === '/account/dashboard' || pathname === '/account/ricarica' || pathname === '/account/prelievo';
}

/** A bearer's shape: what the app stores (base64url segments, dots). Anything else is not looked at. */
const TOKEN_SHAPE = /^[A-Za-z0-9._~-]{16,2048}$/;

/** One cookie's value from a Cookie header, when it has a token's shape; null otherwise. */
export function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const value = part.slice(eq + 1).trim();
    return TOKEN_SHAPE.test(value) ? value : null;
  }
  return null;
}

interface DrawnPage {
  html: string;
  data: unknown;
  title: string | undefined;
  complete: boolean;
}
type DrawPage = (
  url: string,
  origin: string,
  draw: { viewportWidth: number; hostname: string; port: string; dom: unknown; title?: string },
  playerToken?: string,
) => Promise<DrawnPage>;

/** The longest a visitor's page waits for the server's draw; then the browser draws it, as before. */
const DRAW_TIMEOUT_MS = 1500;
/**
 * How long a drawn page is kept for the next visitors of the same address on the same kind of screen:
 * visitors arriving together share one draw, and a flood of requests for one page costs one draw per
 * 5 s. Published content shows at once all the same: a change to a content table fires NOTIFY
 * content_changed (migration 0019), on which every process forgets its kept pages (forgetAll).
 */
const DRAWN_PAGE_TTL_MS = 5_000;
/** Kept pages at most (≈ 10–50 KB each): addresses with made-up query strings push out the oldest. */
const DRAWN_PAGES_KEPT = 200;

/** The JSON of the page's data, safe inside a <script> element: no `<` (so no `</script>`), no line separators. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * A phone or a desktop, from the request: Client Hints when the browser sends them, else the
 * User-Agent. The layout's only break is 768 px; the app corrects a wrong guess when it starts.
 */
export function guessViewportWidth(headers: Record<string, string | string[] | undefined>): number {
  const hint = headers['sec-ch-ua-mobile'];
  if (hint === '?1') return 390;
  if (hint === '?0') return 1366;
  return /Mobi|Android|iPhone|iPad/i.test(String(headers['user-agent'] ?? '')) ? 390 : 1366;
}

/** What a draw is told of the request: the screen it guesses and the host the page was asked on. */
function toldBy(headers: Record<string, string | string[] | undefined>): { viewportWidth: number; hostname: string; port: string } {
  const [hostname = '', port = ''] = String(headers.host ?? '').split(':');
  return { viewportWidth: guessViewportWidth(headers), hostname, port };
}

export interface ServerDrawer {
  /** #root's markup and the data script for a page, or null when it is left to the browser. */
  draw(url: string, headers: Record<string, string | string[] | undefined>): Promise<{ root: string; data: string; title: string | null } | null>;
  /** A player's page, drawn for that player's token: never kept, never shared. */
  drawForPlayer(
    url: string,
    headers: Record<string, string | string[] | undefined>,
    token: string,
  ): Promise<{ root: string; data: string; title: string | null } | null>;
  /** Content changed (NOTIFY content_changed): the kept pages go, and draws under way are not kept. */
  forgetAll(): void;
}

/**
 * Loads the web app's server bundle (apps/web/dist-server, built by `npm run build`). Without it the
 * pages are left to the browser, as before.
 */
export async function loadServerDrawer(
  webDist: string,
  selfOrigin: () => string,
  log: { warn(o: object, m: string): void },
  clock: Clock = systemClock,
): Promise<ServerDrawer | null> {
  const entry = path.join(webDist, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(entry)) return null;
  const { drawPage } = (await import(pathToFileURL(entry).href)) as { drawPage: DrawPage };
  const dom = new JSDOM('').window;
  type Drawn = Awaited<ReturnType<ServerDrawer['draw']>>;
  // A page left to the browser is kept too: drawing it again within seconds would end the same way.
  const kept = new VersionedCache<string, Drawn>(clock, DRAWN_PAGE_TTL_MS, DRAWN_PAGES_KEPT);
  return {
    draw(url, headers) {
      const told = toldBy(headers);
      // What the page is drawn from: the address, the screen and the host (the beta rule reads it).
      return kept.get(`${told.viewportWidth} ${String(headers.host ?? '')} ${url}`, () => drawOnce(url, told));
    },
    drawForPlayer: (url, headers, token) => drawOnce(url, toldBy(headers), token),
    forgetAll: () => kept.clear(),
  };

  async function drawOnce(url: string, told: { viewportWidth: number; hostname: string; port: string }, token?: string): Promise<Drawn> {
    try {
      const drawing = drawPage(url, selfOrigin(), { ...told, dom }, token);
      const page = await Promise.race([drawing, wait(DRAW_TIMEOUT_MS, null, { ref: false })]);
      if (!page) {
        drawing.catch(() => undefined);
        log.warn({ url }, 'server-drawn page took too long, left to the browser');
        return null;
      }
      if (!page.complete) return null;
      return { root: page.html, data: scriptSafeJson(page.data), title: page.title ? escapeHtml(page.title) : null };
    } catch (err) {
      // A page the server cannot draw is still served: the browser draws it.
      log.warn({ err, url }, 'server-drawn page failed, left to the browser');
      return null;
    }
  }
}
