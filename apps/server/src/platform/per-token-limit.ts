/**
 * A route's rate limit counted per session token rather than per address: players behind one NAT
 * must not throttle each other. `max` requests a minute.
 */
export const perToken = (max: number) => ({
  max,
  timeWindow: '1 minute',
  keyGenerator: (req: { headers: Record<string, unknown>; ip: string }) => String(req.headers.authorization ?? req.ip),
});
