import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NUL_TEXT, storableText } from '@betsite/contract/nul-safe-zod';
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
 * The rate-limit key of a request: the session id when it carries the current token of a live session
 * (never the raw header, whose spelling a client can vary at will, nor a closed session's token, which
 * anyone can collect by logging in again and again), otherwise the client address, which is
 * taken from X-Forwarded-For only when the direct peer is a trusted proxy (TRUST_PROXY).
 */
export function rateLimitKey(sessions: Sessions, per: 'session' | 'player' = 'session') {
  return async (req: FastifyRequest): Promise<string> => {
    const token = bearerToken(req);
    const ctx = token ? await sessions.liveClaims(token) : null;
    if (!ctx) return `ip:${req.ip}`;
    return per === 'player' ? `uid:${ctx.userId}` : `sid:${ctx.sessionId}`;
  };
}

/** How deep a request's JSON may nest: no call of the contract goes past a few levels. */
const MAX_DEPTH = 20;
export const TOO_DEEP_TEXT = 'Richiesta non valida: dati annidati troppo in profondità';

/** Whether `v` nests objects or arrays `MAX_DEPTH` levels deep or more. */
const tooDeep = (v: unknown, depth = 0): boolean => {
  if (v === null || typeof v !== 'object') return false;
  if (depth >= MAX_DEPTH) return true;
  // A plain loop, no entries array: this runs on every request (an empty query included).
  for (const k in v) if (Object.hasOwn(v, k) && tooDeep((v as Record<string, unknown>)[k], depth + 1)) return true;
  return false;
};

/** Whether a string or key anywhere in `v` has a NUL or half a surrogate pair (`v` is no deeper than `MAX_DEPTH`). */
const unstorableText = (v: unknown): boolean => {
  if (typeof v === 'string') return !storableText(v);
  if (v === null || typeof v !== 'object') return false;
  for (const k in v) if (Object.hasOwn(v, k) && (!storableText(k) || unstorableText((v as Record<string, unknown>)[k]))) return true;
  return false;
};

const refuse400 = (reply: FastifyReply, message: string) => reply.status(400).send({ ResponseCode: -400, ResponseMessage: message, ResponseData: null });

/**
 * API answers' caching, and a last guard behind the contract's string rule: free-form parts of
 * a body (a settings document stored as sent) can also carry a NUL, which PostgreSQL refuses.
 */
export function installHttpHardening(app: FastifyInstance): void {
  // Callback-style hooks (not async): they run on every request, and an async hook costs a promise each time.
  // Before the call's schema runs: zod walks (and a settings document's size check stringifies) the
  // whole body, which nesting thousands deep overflows the stack of. The content sanitiser walks no deeper either.
  app.addHook('preValidation', (req, reply, done) => {
    if (tooDeep(req.body) || tooDeep(req.query) || tooDeep(req.params)) return void refuse400(reply, TOO_DEEP_TEXT);
    done();
  });
  // After it, so a call's own message for a bad field comes first: a last guard behind the contract's
  // string rule, for free-form parts of a body (a settings document stored as sent).
  app.addHook('preHandler', (req, reply, done) => {
    if (unstorableText(req.body) || unstorableText(req.query) || unstorableText(req.params)) return void refuse400(reply, NUL_TEXT);
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
