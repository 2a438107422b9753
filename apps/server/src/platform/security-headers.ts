import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** Helmet's headers with the web app's Content-Security-Policy; everything else is helmet's default. */
export const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      frameSrc: ["'self'", 'https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://player.vimeo.com'],
      connectSrc: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
};

/**
 * Helmet's security headers on every answer. The middleware (and its parsed CSP) is built once:
 * @fastify/helmet, used before, built it again for every request, which was 7–9 % of the CPU of an
 * authenticated API call under load (docs/performance.md). Same options, same headers.
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  const apply = helmet(HELMET_OPTIONS);
  app.addHook('onRequest', (req, reply, done) => {
    apply(req.raw, reply.raw, (err?: unknown) => done(err as Error | undefined));
  });
}
