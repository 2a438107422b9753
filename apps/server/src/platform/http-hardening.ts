import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NUL_TEXT } from '@betsite/contract/nul-safe-zod';
import { bearerToken, type Sessions } from './auth.ts';

/** Browser features the site never uses, switched off for every page (and anything framed in it). */
export const PERMISSIONS_POLICY = 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=()';

/**
 * A URL as it may appear in a log line: the path, and each query parameter's name with its value
 * hidden (tokens, codes and e-mail addresses travel in legacy query strings).
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const names = url
    .slice(q + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0]}=[redacted]`);
  return `${url.slice(0, q)}?${names.join('&')}`;
}

/** Fastify's request serializer with the query string redacted (headers are never logged). */
export const requestLogSerializer = (req: FastifyRequest) => ({
  method: req.method,
  url: redactUrl(req.url),
  remoteAddress: req.ip,
});

/**
 * The rate-limit key of a request: the verified session id when it carries a valid token (never the
 * raw header, whose spelling a client can vary at will), otherwise the client address, which is
 * taken from X-Forwarded-For only when the direct peer is a trusted proxy (TRUST_PROXY).
 */
export function rateLimitKey(sessions: Sessions) {
  return async (req: FastifyRequest): Promise<string> => {
    const token = bearerToken(req);
    const ctx = token ? await sessions.decode(token) : null;
    return ctx ? `sid:${ctx.sessionId}` : `ip:${req.ip}`;
  };
}

const containsNul = (v: unknown, depth = 0): boolean => {
  if (typeof v === 'string') return v.includes('\u0000');
  if (depth > 20 || v === null || typeof v !== 'object') return false;
  return Object.entries(v).some(([k, x]) => k.includes('\u0000') || containsNul(x, depth + 1));
};

/**
 * Headers for every answer, and a last guard behind the contract's string rule: free-form parts of
 * a body (a settings document stored as sent) can also carry a NUL, which PostgreSQL refuses.
 */
export function installHttpHardening(app: FastifyInstance): void {
  app.addHook('preHandler', async (req, reply) => {
    if (containsNul(req.body) || containsNul(req.query) || containsNul(req.params)) {
      return reply.status(400).send({ ResponseCode: -400, ResponseMessage: NUL_TEXT, ResponseData: null });
    }
  });
  app.addHook('onSend', async (req, reply, payload) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // API answers are personal or change at any time: never kept by a browser or a shared cache,
    // and an authenticated answer never, whatever the route said.
    if (req.url.startsWith('/api/') && (!reply.hasHeader('cache-control') || req.headers.authorization)) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
