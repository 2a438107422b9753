import { DRAW_SESSION_COOKIE, DRAW_SESSION_COOKIE_PATH } from '@betsite/contract/draw-session';

/** As long as a remembered token is kept in localStorage; the server checks the token itself at every draw. */
const REMEMBERED_FOR_S = 30 * 24 * 3600;

/**
 * Mirrors the stored bearer into the draw cookie (packages/contract/src/draw-session.ts), so the
 * server can draw this player's account pages: kept as long as the token is (a session cookie when
 * it lives only for the tab's session), removed with it. Only over HTTPS is it marked Secure (local
 * development and the tests run on plain HTTP).
 */
export function writeDrawCookie(token: string | null, remember: boolean): void {
  if (typeof document === 'undefined') return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  const base = `${DRAW_SESSION_COOKIE}=${token ?? ''}; Path=${DRAW_SESSION_COOKIE_PATH}; SameSite=Strict${secure}`;
  try {
    document.cookie = token === null ? `${base}; Max-Age=0` : remember ? `${base}; Max-Age=${REMEMBERED_FOR_S}` : base;
  } catch {
    /* cookies blocked: the account pages are drawn by the app, as before */
  }
}
