import { z } from 'zod';

/** 'true' / 'false', or unset (then the profile decides: on outside production, off in it). */
const flag = z.enum(['true', 'false']).optional();

/** Every environment variable, parsed once. */
const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().startsWith('postgres').optional(),
  /** A PostgreSQL streaming replica for read-heavy calls (content pages); needs DATABASE_URL. */
  DATABASE_READ_URL: z.string().startsWith('postgres').optional(),
  PGLITE_DIR: z.string().default('./data/pglite'),
  /** HMAC key for session JWTs. When absent a random one is generated once and kept in the database. */
  JWT_SECRET: z.string().min(32).optional(),
  JWT_TTL_SECONDS: z.coerce.number().int().positive().default(900),
  /** Client idle handling (document 1 §4): idle 1200 s, timeout window 600 s, warning 15 s, ping 300 s. */
  IDLE_SECONDS: z.coerce.number().int().positive().default(1200),
  IDLE_TIMEOUT_SECONDS: z.coerce.number().int().positive().default(600),
  IDLE_WARNING_SECONDS: z.coerce.number().int().positive().default(15),
  IDLE_PING_SECONDS: z.coerce.number().int().positive().default(300),
  /** A server session with no request for this long is revoked (defaults to idle + timeout window). */
  SESSION_IDLE_SECONDS: z.coerce.number().int().positive().optional(),
  /** A back-office (operator) session with no request for this long is revoked: shorter than a player's. */
  BACKOFFICE_IDLE_SECONDS: z.coerce.number().int().positive().default(600),
  SMTP_URL: z.string().optional(),
  /** Bot check: with a secret, reCAPTCHA verifies tokens; without, the sandbox accepts any non-empty token (refused in production unless SANDBOX_BOT_CHECK=true). */
  RECAPTCHA_SECRET: z.string().min(1).optional(),
  /** An unreachable reCAPTCHA service refuses the request (fail closed) unless this is true. */
  RECAPTCHA_FAIL_OPEN: flag,
  /** Addresses / CIDRs / proxy-addr names ('loopback') of the proxies whose X-Forwarded-For is believed; default none. */
  TRUST_PROXY: z.string().default(''),
  /**
   * Production switches: each demo or developer surface is on outside production and off in it
   * unless set. The sandbox payment providers are off in production whatever is set.
   */
  SANDBOX_PAYMENTS: flag,
  SANDBOX_BOT_CHECK: flag,
  DEV_OUTBOX: flag,
  API_DOCS: flag,
  MAIL_FROM: z.string().default('Betsite <no-reply@betsite.example>'),
  SEED: flag,
  /** The game platforms' tester page /sandbox/games and its calls: on outside production unless 'false'; never in production. */
  GAMES_SANDBOX: z.enum(['true', 'false']).optional(),
  /** The sandbox sport platform (schedule, prices, results; docs/sportsbook.md): on outside production unless 'false'; in production only with 'true'. */
  SPORTS_SANDBOX: z.enum(['true', 'false']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().default('apps/web/dist'),
  PUBLIC_URL: z.string().default('http://localhost:8080'),
  /**
   * Passkeys (WebAuthn): the relying party id (the site's registrable domain, e.g. betsite.it) and the
   * origins the browser may sign for (comma-separated). Unset: both come from PUBLIC_URL (its host
   * and its origin); production needs either these or an https PUBLIC_URL.
   */
  WEBAUTHN_RP_ID: z.string().min(1).optional(),
  WEBAUTHN_ORIGINS: z.string().min(1).optional(),
  /** Seconds a passkey challenge stays usable (once). */
  WEBAUTHN_CHALLENGE_SECONDS: z.coerce.number().int().positive().max(600).default(120),
  /** Login brute-force protection. */
  LOGIN_MAX_FAILURES_USER: z.coerce.number().int().positive().default(8),
  LOGIN_MAX_FAILURES_IP: z.coerce.number().int().positive().default(40),
  LOGIN_LOCK_SECONDS: z.coerce.number().int().positive().default(900),
  LOGIN_SLOWDOWN_AFTER: z.coerce.number().int().nonnegative().default(3),
  LOGIN_SLOWDOWN_MS: z.coerce.number().int().nonnegative().default(400),
  /**
   * Deposit reconciliation job (docs/operations.md): every interval one process (advisory lock)
   * asks the providers about deposits open longer than RECONCILE_AFTER and settles them; payments
   * still open at the provider after EXPIRE_AFTER are voided there and expired. Interval 0 = off.
   */
  /** Prometheus metrics on their own listener, never on the public port; unset = no listener. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().default('127.0.0.1'),
  /** On SIGTERM: readiness answers 503 for this long (the balancer stops sending), then the server closes. */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().nonnegative().default(3),
  DEPOSIT_RECONCILE_INTERVAL_SECONDS: z.coerce.number().int().nonnegative().default(60),
  DEPOSIT_RECONCILE_AFTER_SECONDS: z.coerce.number().int().positive().default(900),
  DEPOSIT_EXPIRE_AFTER_SECONDS: z.coerce.number().int().positive().default(86400),
  /** Hours between two comp-point updates of the VIP Club (document 3 §9: about every 12 hours). */
  VIP_POINTS_INTERVAL_HOURS: z.coerce.number().positive().max(168).default(12),
  /** The ranking points update cycle (document 3 §9: about every 12 hours); 0 = the job is off. */
  RANKING_UPDATE_INTERVAL_SECONDS: z.coerce.number().int().nonnegative().default(43200),
  /** Identity documents: 'fs' keeps them under DOCUMENTS_DIR (never inside WEB_DIST); 's3' in an S3-compatible bucket. */
  DOCUMENTS_STORAGE: z.enum(['fs', 's3']).default('fs'),
  DOCUMENTS_DIR: z.string().default('./data/documents'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /**
   * Payouts (docs/ledger.md "Payouts"): every interval one process asks the providers about payouts
   * still 'sending' or 'sent' after RECONCILE_AFTER and settles them or returns the hold. Interval 0 = off.
   */
  PAYOUT_RECONCILE_INTERVAL_SECONDS: z.coerce.number().int().nonnegative().default(60),
  PAYOUT_RECONCILE_AFTER_SECONDS: z.coerce.number().int().positive().default(300),
  /**
   * PayPal (Orders v2 for deposits, Payouts for withdrawals; docs/operations.md "PayPal"): the REST
   * app's client id and secret, the id of the webhook registered for this site, and the API base
   * (https://api-m.paypal.com live, https://api-m.sandbox.paypal.com PayPal's own sandbox).
   */
  PAYPAL_CLIENT_ID: z.string().min(1).optional(),
  PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
  PAYPAL_WEBHOOK_ID: z.string().min(1).optional(),
  PAYPAL_API_BASE: z.string().url().default('https://api-m.paypal.com'),
  /** How long one call to PayPal may take before it counts as unanswered (the payout then stays 'sending'). */
  PAYPAL_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  /** The fault test's crash points (platform/fault-points.ts); never in production. */
  FAULT_POINTS: z.string().optional(),
  /** With FAULT_POINTS: a directory shared by the test's nodes, so each point's first pass always crashes. */
  FAULT_POINTS_FIRST_DIR: z.string().optional(),
});

type Switch = 'SEED' | 'SANDBOX_PAYMENTS' | 'SANDBOX_BOT_CHECK' | 'DEV_OUTBOX' | 'API_DOCS' | 'RECAPTCHA_FAIL_OPEN';
type Env = z.infer<typeof ZEnv>;

export type Config = Omit<Env, Switch | 'TRUST_PROXY'> &
  Record<Switch, boolean> & {
    /** Fastify's trustProxy: false (no proxy trusted) or the list of trusted proxy addresses. */
    TRUST_PROXY: false | string[];
    sessionIdleSeconds: number;
    /** The passkeys' relying party (WEBAUTHN_RP_ID / WEBAUTHN_ORIGINS, or derived from PUBLIC_URL). */
    webauthn: { rpId: string; origins: string[] };
  };

/** Thrown when production is asked to start without a setting it cannot run safely without. */
export class MissingSettingError extends Error {}

/**
 * What production cannot start without: each message names the setting. Sandboxes are allowed only
 * when switched on by their own setting (for a staging site), never by default.
 */
export function productionProblems(c: Config): string[] {
  if (c.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (!c.JWT_SECRET) problems.push('JWT_SECRET: required in production (at least 32 characters)');
  if (!c.RECAPTCHA_SECRET && !c.SANDBOX_BOT_CHECK) problems.push('RECAPTCHA_SECRET: required in production (or SANDBOX_BOT_CHECK=true on a test site)');
  problems.push(...paypalProblems(c));
  problems.push(...webauthnProblems(c));
  if (c.FAULT_POINTS) problems.push("FAULT_POINTS: the fault test's crash points are never allowed in production");
  return problems;
}

/**
 * The passkeys' relying party: the settings when given, else PUBLIC_URL's host and origin (the
 * development default http://localhost:8080 gives 'localhost', which browsers allow over http).
 */
export function webauthnParty(c: Pick<Config, 'PUBLIC_URL' | 'WEBAUTHN_RP_ID' | 'WEBAUTHN_ORIGINS'>): { rpId: string; origins: string[] } {
  let publicOrigin: URL | null = null;
  try {
    publicOrigin = new URL(c.PUBLIC_URL);
  } catch {
    publicOrigin = null;
  }
  const origins = c.WEBAUTHN_ORIGINS
    ? c.WEBAUTHN_ORIGINS.split(',')
        .map((o) => o.trim().replace(/\/+$/, ''))
        .filter(Boolean)
    : publicOrigin
      ? [publicOrigin.origin]
      : [];
  return { rpId: c.WEBAUTHN_RP_ID ?? publicOrigin?.hostname ?? '', origins };
}

/** Production signs passkeys only for a named https site: explicit settings or an https PUBLIC_URL. */
function webauthnProblems(c: Config): string[] {
  const { rpId, origins } = c.webauthn;
  const problems: string[] = [];
  if (!rpId || rpId === 'localhost') problems.push('WEBAUTHN_RP_ID: required in production (or an https PUBLIC_URL to derive it from)');
  if (!origins.length || origins.some((o) => !o.startsWith('https://')))
    problems.push('WEBAUTHN_ORIGINS: required in production, https origins only (or an https PUBLIC_URL to derive it from)');
  return problems;
}

const PAYPAL_SETTINGS = ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_WEBHOOK_ID'] as const;

/** Whether the PayPal adapter is configured (all three settings). */
export const paypalConfigured = (c: Pick<Config, (typeof PAYPAL_SETTINGS)[number]>) => PAYPAL_SETTINGS.every((k) => Boolean(c[k]));

/** Production takes real money through PayPal only: each missing setting is named. */
function paypalProblems(c: Config): string[] {
  const missing = PAYPAL_SETTINGS.filter((k) => !c[k]);
  if (!missing.length) return [];
  const why =
    missing.length === PAYPAL_SETTINGS.length ? 'no real payment provider is configured (the sandboxes never run in production)' : 'PayPal is half configured';
  return missing.map((k) => `${k}: required in production, ${why}`);
}

function trustProxy(raw: string): false | string[] {
  const list = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return list.length ? list : false;
}

/** Whether the game platforms' sandbox (tester page and its calls) is served. */
export const gamesSandboxEnabled = (c: Pick<Config, 'GAMES_SANDBOX' | 'NODE_ENV'>) =>
  // It settles a player's tickets as the tester says (a win is real cash): never in production.
  c.NODE_ENV !== 'production' && c.GAMES_SANDBOX !== 'false';

/** The sandbox sport feed: made-up prices and results with real money bets on them, so never in production (a real feed plugs into the port instead). */
export const sportsSandboxEnabled = (c: Pick<Config, 'SPORTS_SANDBOX' | 'NODE_ENV'>) => c.NODE_ENV !== 'production' && c.SPORTS_SANDBOX !== 'false';

/**
 * The client's idle timings and the server's idle revocation must tell the same story (document 1 §4,
 * docs/api-session.md): a tab renews every IDLE_PING_SECONDS until its idle warning starts, so the
 * server hears from a player who was active before that warning; the server revokes a session only
 * after a silence the client would have logged out for anyway.
 */
function idleProblems(c: Config): string[] {
  const window = c.IDLE_SECONDS + c.IDLE_TIMEOUT_SECONDS;
  const problems: string[] = [];
  if (c.IDLE_WARNING_SECONDS > c.IDLE_TIMEOUT_SECONDS) problems.push('IDLE_WARNING_SECONDS: must not exceed IDLE_TIMEOUT_SECONDS');
  if (c.IDLE_PING_SECONDS >= window - c.IDLE_WARNING_SECONDS)
    problems.push('IDLE_PING_SECONDS: must be shorter than IDLE_SECONDS + IDLE_TIMEOUT_SECONDS - IDLE_WARNING_SECONDS (an active player would be revoked)');
  if (c.sessionIdleSeconds < window) problems.push('SESSION_IDLE_SECONDS: must not be shorter than IDLE_SECONDS + IDLE_TIMEOUT_SECONDS');
  return problems;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const outsideProduction = e.NODE_ENV !== 'production';
  const on = (v: 'true' | 'false' | undefined, byDefault: boolean) => (v === undefined ? byDefault : v === 'true');
  const c: Config = {
    ...e,
    SEED: on(e.SEED, outsideProduction),
    // The sandbox providers credit whoever presses 'approve': never in production, whatever is set.
    SANDBOX_PAYMENTS: outsideProduction && on(e.SANDBOX_PAYMENTS, true),
    SANDBOX_BOT_CHECK: on(e.SANDBOX_BOT_CHECK, outsideProduction),
    DEV_OUTBOX: on(e.DEV_OUTBOX, outsideProduction),
    API_DOCS: on(e.API_DOCS, outsideProduction),
    RECAPTCHA_FAIL_OPEN: on(e.RECAPTCHA_FAIL_OPEN, false),
    TRUST_PROXY: trustProxy(e.TRUST_PROXY),
    sessionIdleSeconds: 0,
    webauthn: { rpId: '', origins: [] },
    ...overrides,
  };
  c.webauthn = overrides.webauthn ?? webauthnParty(c);
  c.sessionIdleSeconds = overrides.sessionIdleSeconds ?? c.SESSION_IDLE_SECONDS ?? c.IDLE_SECONDS + c.IDLE_TIMEOUT_SECONDS;
  const idle = idleProblems(c);
  if (idle.length) throw new Error(`Invalid configuration:\n${idle.join('\n')}`);
  const problems = productionProblems(c);
  if (problems.length) throw new MissingSettingError(`Configurazione di produzione incompleta:\n${problems.join('\n')}`);
  return c;
}
