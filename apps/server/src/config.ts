import { z } from 'zod';

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
  SMTP_URL: z.string().optional(),
  /** Bot check: with a secret, reCAPTCHA verifies tokens; without, the sandbox accepts any non-empty token. */
  RECAPTCHA_SECRET: z.string().min(1).optional(),
  MAIL_FROM: z.string().default('Betsite <no-reply@betsite.example>'),
  /** The game platforms' tester page /sandbox/games and its calls: on outside production unless 'false'; in production only with 'true'. */
  GAMES_SANDBOX: z.enum(['true', 'false']).optional(),
  SEED: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().default('apps/web/dist'),
  PUBLIC_URL: z.string().default('http://localhost:8080'),
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
  /** Identity documents: 'fs' keeps them under DOCUMENTS_DIR (never inside WEB_DIST); 's3' in an S3-compatible bucket. */
  DOCUMENTS_STORAGE: z.enum(['fs', 's3']).default('fs'),
  DOCUMENTS_DIR: z.string().default('./data/documents'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
});

export type Config = z.infer<typeof ZEnv> & { sessionIdleSeconds: number };

/** Whether the game platforms' sandbox (tester page and its calls) is served. */
export const gamesSandboxEnabled = (c: Pick<Config, 'GAMES_SANDBOX' | 'NODE_ENV'>) => (c.GAMES_SANDBOX ? c.GAMES_SANDBOX === 'true' : c.NODE_ENV !== 'production');

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = { ...parsed.data, ...overrides };
  return { ...c, sessionIdleSeconds: overrides.sessionIdleSeconds ?? c.SESSION_IDLE_SECONDS ?? c.IDLE_SECONDS + c.IDLE_TIMEOUT_SECONDS };
}
