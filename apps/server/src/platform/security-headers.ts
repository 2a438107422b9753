import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** Helmet's headers with the web app's Content-Security-Policy; everything else is helmet's default. */
const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  frameSrc: ["'self'", 'https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://player.vimeo.com'],
  connectSrc: ["'self'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: null,
};

export const HELMET_OPTIONS: HelmetOptions = { contentSecurityPolicy: { directives: CSP_DIRECTIVES } };

/** Browser features the site never uses, switched off for every page (and anything framed in it). */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=()';

/**
 * The headers that act only on a document (or a worker): what it may run, frame, embed and use, and
 * which window group it joins. A hashed script or stylesheet is neither, so its answer goes without
 * them (`installSecurityHeaders`): ≈ 0.8 KB less on each of the 20–35 scripts of a page's first load, which
 * an HTTP/2 front that does not index response headers (HAProxy) sends in full every time
 * (docs/security.md). Kept on every answer: `x-content-type-options` (a script or stylesheet of the
 * wrong type is refused), `cross-origin-resource-policy` (no other site may load ours),
 * `referrer-policy` (a stylesheet's own fetches follow it) and `strict-transport-security`.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'permissions-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/**
 * The Content-Security-Policy for index.html: the same policy, plus its own inline scripts allowed
 * by their SHA-256 (and nothing else inline: an injected script has another hash).
 */
export function pageContentSecurityPolicy(inlineScripts: readonly string[]): string {
  const hashes = inlineScripts.map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`);
  const options = { contentSecurityPolicy: { directives: { ...CSP_DIRECTIVES, scriptSrc: [...CSP_DIRECTIVES.scriptSrc, ...hashes] } } };
  return helmetHeaders(options)['content-security-policy']!;
}

/**
 * The headers helmet sets with these options, read once by running its middleware against a
 * recording response: with static options (no per-request nonce) they are the same on every answer.
 */
export function helmetHeaders(options: HelmetOptions = HELMET_OPTIONS): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  let failure: unknown = new Error('helmet did not finish synchronously');
  helmet(options)({} as never, recorder as never, (err?: unknown) => (failure = err ?? null));
  if (failure) throw failure;
  return Object.freeze(headers);
}

/** A hashed script or stylesheet of the web build (or its .br/.gz), as the browser asks for it. */
const ASSET_SCRIPT_OR_STYLE = /^\/assets\/[^/?]+\.(?:js|css)(?:\?|$)/;

/**
 * Helmet's security headers and the Permissions-Policy on every answer (but the document-only ones on
 * a hashed script or stylesheet), computed once at start-up (helmet's own middleware with the same
 * options) and given to fastify's reply, which writes them with its own headers in one go. Running
 * helmet's middleware on every request — twelve functions, each a `setHeader` on the raw response,
 * which also sends every other header down Node's slow path — was 2–9 % of the CPU of an
 * authenticated API call under load (docs/performance.md). A route that writes the raw response
 * itself (the notifications stream) passes `reply.getHeaders()` along.
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  const headers = Object.freeze({ ...helmetHeaders(), 'permissions-policy': PERMISSIONS_POLICY });
  const documentOnly: readonly string[] = DOCUMENT_ONLY_HEADERS;
  const assetHeaders = Object.freeze(Object.fromEntries(Object.entries(headers).filter(([name]) => !documentOnly.includes(name))));
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(ASSET_SCRIPT_OR_STYLE.test(req.url) ? assetHeaders : headers);
    done();
  });
}
