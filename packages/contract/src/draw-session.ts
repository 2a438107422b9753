/**
 * The cookie that lets the server draw a player's page (apps/server/src/platform/server-drawn-pages.ts):
 * it holds the same bearer the app keeps in its storage, written and removed by the app with it. Only
 * the page draw reads it; the API never does (it keeps requiring the Authorization header), so the
 * cookie opens no request forgery. `SameSite=Strict` and the `/account` path keep it off every other
 * request and off any navigation from another site.
 */
export const DRAW_SESSION_COOKIE = 'bs_draw';
export const DRAW_SESSION_COOKIE_PATH = '/account';
