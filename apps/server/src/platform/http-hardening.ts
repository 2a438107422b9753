import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NUL_TEXT } from '@betsite/contract/nul-safe-zod';
import { bearerToken, type Sessions } from './auth.ts';

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
export function rateLimitKey(sessions: Sessions, per: 'session' | 'player' = 'session') {
  return async (req: FastifyRequest): Promise<string> => {
    const token = bearerToken(req);
    const ctx = token ? await sessions.decode(token) : null;
    if (!ctx) return `ip:${req.ip}`;
    return per === 'player' ? `uid:${ctx.userId}` : `sid:${ctx.sessionId}`;
  };
}

const containsNul = (v: unknown, depth = 0): boolean => {
  if (typeof v === 'string') return v.includes('\u0000');
  if (depth > 20 || v === null || typeof v !== 'object') return false;
  // A plain loop, no entries array: this runs on every request (an empty query included).
  for (const k in v) {
    if (Object.hasOwn(v, k) && (k.includes('\u0000') || containsNul((v as Record<string, unknown>)[k], depth + 1))) return true;
  }
  return false;
};

/**
 * API answers' caching, and a last guard behind the contract's string rule: free-form parts of
 * a body (a settings document stored as sent) can also carry a NUL, which PostgreSQL refuses.
 */
export function installHttpHardening(app: FastifyInstance): void {
  // Callback-style hooks (not async): they run on every request, and an async hook costs a promise each time.
  app.addHook('preHandler', (req, reply, done) => {
    if (containsNul(req.body) || containsNul(req.query) || containsNul(req.params)) {
      reply.status(400).send({ ResponseCode: -400, ResponseMessage: NUL_TEXT, ResponseData: null });
      return;
    }
    done();
  });
  app.addHook('onSend', (req, reply, payload, done) => {
    // API answers are personal or change at any time: never kept by a browser or a shared cache,
    // and an authenticated answer never, whatever the route said.
    if (req.url.startsWith('/api/') && (!reply.hasHeader('cache-control') || req.headers.authorization)) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
}

/** The log line of `warnOnUntrustedForwarding` (operators read the logs in English, like the rest of them). */
export const UNTRUSTED_FORWARDING_WARNING =
  'Forwarded headers (X-Forwarded-For, Forwarded or X-Real-IP) reached the server but TRUST_PROXY is not set: every client seems to come from the ' +
  "balancer's address, so the per-address limits and the address lock are shared by all players (one attacker can lock everyone out). " +
  "Set TRUST_PROXY to the balancer's address(es).";

/**
 * Behind a balancer without TRUST_PROXY every request seems to come from the balancer (issue 32).
 * A process cannot tell at start whether one is in front of it, so it warns once, at the first
 * request that carries forwarded headers while no proxy is trusted. The headers stay ignored: a
 * client could send them itself.
 */
export function warnOnUntrustedForwarding(app: FastifyInstance, trustProxy: false | string[]): void {
  if (trustProxy !== false) return;
  let warned = false;
  app.addHook('onRequest', (req, _reply, done) => {
    const h = req.headers;
    if (!warned && (h['x-forwarded-for'] !== undefined || h.forwarded !== undefined || h['x-real-ip'] !== undefined)) {
      warned = true;
      req.log.warn({ peer: req.ip }, UNTRUSTED_FORWARDING_WARNING);
    }
    done();
  });
}
