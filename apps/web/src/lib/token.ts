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

/** The token helper's errors, letter for letter (document 1 §8). */
export const TOKEN_HELPER_TEXT = {
  notJwt: "The inspected token doesn't appear to be a JWT...",
  cannotDecode: 'Cannot decode the token.',
  noToken: 'Could not get token from tokenGetter function.',
} as const;

function base64UrlDecode(part: string): string {
  const b64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const padded = b64 + '='.repeat((4 - (b64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/** The payload of a JWT. Throws 'The inspected token…' when it has not three parts, 'Cannot decode…' when its payload is not JSON. */
export function decodeToken(token: string): Record<string, unknown> {
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((p) => p === '')) throw new Error(TOKEN_HELPER_TEXT.notJwt);
  let payload: unknown;
  try {
    payload = JSON.parse(base64UrlDecode(parts[1]!));
  } catch {
    throw new Error(TOKEN_HELPER_TEXT.cannotDecode);
  }
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) throw new Error(TOKEN_HELPER_TEXT.cannotDecode);
  return payload as Record<string, unknown>;
}

/** When the token stops working (its `exp`), or null when it carries none. */
export function tokenExpirationDate(token: string): Date | null {
  const exp = decodeToken(token).exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? new Date(exp * 1000) : null;
}

/**
 * Whether a login token is no longer valid by its expiry: true once `exp` (less `offsetSeconds` of
 * margin) has passed, and for anything that is not a readable JWT. A token without `exp` does not expire.
 */
export function isTokenExpired(token: string | null | undefined, offsetSeconds = 0, now = Date.now()): boolean {
  if (!token) return true;
  try {
    const at = tokenExpirationDate(token);
    return at !== null && at.getTime() <= now + offsetSeconds * 1000;
  } catch {
    return true;
  }
}

/** The token from the configured getter; with `throwNoTokenError`, a missing one throws 'Could not get token…'. */
export function tokenFrom(getter: () => string | null, opts: { throwNoTokenError?: boolean } = {}): string | null {
  const token = getter();
  if (!token && opts.throwNoTokenError) throw new Error(TOKEN_HELPER_TEXT.noToken);
  return token || null;
}
