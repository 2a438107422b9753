import type { AppDeps } from '../deps.ts';

/** Draws of a player's pages per session and minute: a reload now and then costs one; a flood is left to the browser. */
export const PLAYER_DRAWS_PER_MINUTE = 30;

/**
 * Whether the server draws a player's page for the draw cookie's token: only a token that is ours
 * and not expired (checked here without a query), and within its session's budget of draws, counted
 * in the shared rate-limit table so every server process charges the same budget. A refused draw is
 * no error: the page is drawn by the app, as for a visitor. The draw itself then asks the API with
 * the token, which checks the session as every call does (revoked, logged out, excluded).
 */
export function playerDrawAdmission(deps: Pick<AppDeps, 'sessions' | 'limits'>): (token: string) => Promise<boolean> {
  return async (token) => {
    const claims = await deps.sessions.decode(token);
    if (!claims) return false;
    const hit = await deps.limits.hit(`page-draw:${claims.sessionId}`, 60_000);
    return hit.count <= PLAYER_DRAWS_PER_MINUTE;
  };
}
