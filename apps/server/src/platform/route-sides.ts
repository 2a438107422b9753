import type { FastifyInstance, RouteOptions } from 'fastify';

/** 'player' (the site) or 'backoffice' (a session opened with password and TOTP code). */
export type SessionScope = 'player' | 'backoffice';
/**
 * Which sessions a call accepts. Every caller names it: a back-office session never reaches a
 * player call, nor a player session an operator call (both get 401). 'either' is for the few calls
 * that any session makes on itself (token renewal) or that serve both sides with their own check
 * (a document image: its owner, or a reviewing operator).
 */
export type SessionSide = SessionScope | 'either';

/** The side an authentication hook admits, carried by the hook itself (set by `requireAuth` and the operator guard). */
export const SIDE = Symbol('session side');
type SidedHook = { [SIDE]?: SessionSide };

/** Marks a hook with the side of the sessions it admits. */
export const withSide = <H extends object>(hook: H, side: SessionSide): H => Object.assign(hook, { [SIDE]: side });

/** 'public' for a route without an authentication hook (it may still read a token itself, e.g. CheckAuth). */
export type RouteSide = SessionSide | 'public';

declare module 'fastify' {
  interface FastifyInstance {
    /** `METHOD /path` → the side of the sessions the route admits, for every route registered after start. */
    routeSides: Map<string, RouteSide>;
  }
}

function sideOf(route: RouteOptions): RouteSide {
  const hooks = [route.preValidation, route.preHandler, route.onRequest].flat().filter(Boolean) as SidedHook[];
  return hooks.find((h) => h[SIDE] !== undefined)?.[SIDE] ?? 'public';
}

/**
 * Records the side of every route as it is registered. The sides test (security/sides.test.ts)
 * walks this map: every player route refuses a back-office token and every operator route a
 * player's, so a call added later is checked as soon as it exists.
 */
export function recordRouteSides(app: FastifyInstance): void {
  app.decorate('routeSides', new Map<string, RouteSide>());
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      app.routeSides.set(`${method} ${route.url}`, sideOf(route));
    }
  });
}
