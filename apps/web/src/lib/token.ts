import { jwtDecode } from 'jwt-decode';

/** Token helper texts (document 1 §8). */
export const TOKEN_ERRORS = {
  notJwt: "The inspected token doesn't appear to be a JWT. Check to make sure it has three parts and see https://jwt.io for more.",
  cannotDecode: 'Cannot decode the token.',
  noToken: 'Could not get token from tokenGetter function.',
} as const;

export function decodeToken(token: string): { exp?: number; sub?: string; sid?: string } {
  if (token.split('.').length !== 3) throw new Error(TOKEN_ERRORS.notJwt);
  try {
    return jwtDecode(token);
  } catch {
    throw new Error(TOKEN_ERRORS.cannotDecode);
  }
}

/** Login validity is judged by whether the stored token has expired (document 1 §5). */
export function isTokenExpired(token: string | null | undefined, offsetSeconds = 0, now = Date.now()): boolean {
  if (!token) return true;
  try {
    const { exp } = decodeToken(token);
    if (typeof exp !== 'number') return false;
    return exp * 1000 <= now + offsetSeconds * 1000;
  } catch {
    return true;
  }
}

/** Attach the bearer only to our own host (and allowed domains), never to disallowed routes. */
export function shouldAttachToken(url: string, opts: { origin: string; allowedDomains?: string[]; disallowedRoutes?: string[] }): boolean {
  let u: URL;
  try {
    u = new URL(url, opts.origin);
  } catch {
    return false;
  }
  const own = u.origin === new URL(opts.origin).origin;
  const allowed = own || (opts.allowedDomains ?? []).includes(u.host);
  if (!allowed) return false;
  return !(opts.disallowedRoutes ?? []).some((r) => u.pathname.startsWith(r));
}

export function tokenFromGetter(getter: () => string | null, opts: { throwIfMissing?: boolean } = {}): string | null {
  const t = getter();
  if (!t && opts.throwIfMissing) throw new Error(TOKEN_ERRORS.noToken);
  return t;
}
