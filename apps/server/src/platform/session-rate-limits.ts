import type { Sessions } from './auth.ts';
import { rateLimitKey } from './http-hardening.ts';

/**
 * A route's rate limit counted per session rather than per address: players behind one NAT must
 * not throttle each other. `max` requests a minute. No key of its own: the app's (rateLimitKey,
 * http-hardening.ts) is the verified session id, never the Authorization header as written, whose
 * spelling ('bearer', extra spaces) a client can vary to get a new budget each time.
 */
export const perSession = (max: number) => ({ max, timeWindow: '1 minute' });

/**
 * For calls that guess a secret (a bonus code, a ranking unique code): `max` a minute per player,
 * whatever session it comes through, so logging in again gives no new budget. A request without a
 * valid token is counted per address (it is refused by the route's auth anyway).
 */
export const perPlayer = (sessions: Sessions, max: number) => ({ max, timeWindow: '1 minute', keyGenerator: rateLimitKey(sessions, 'player') });
