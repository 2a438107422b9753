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
