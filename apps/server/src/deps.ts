import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { Sessions } from './platform/auth.ts';
import { systemClock, type Clock } from './platform/clock.ts';
import { AttemptLimiter } from './platform/attempt-limiter.ts';
import { Outbox, smtpTransport, type Transport } from './platform/outbox.ts';
import { getOrCreateSecret } from './platform/secrets.ts';
import { botCheckFor, type BotCheck } from './platform/bot-check.ts';
import { RateLimits } from './platform/rate-limits.ts';
import { SiteSettings } from './modules/site/service.ts';
import { BalanceCache } from './modules/wallet/balance-cache.ts';
import { PushHub } from './modules/notifications/push-hub.ts';
import { findForUser, toApi } from './modules/notifications/repository.ts';

/** What every module receives: built once here, passed explicitly (easy to test with a real PGlite). */
export interface AppDeps {
  config: Config;
  db: Db;
  /**
   * For read-heavy calls that may be a moment stale: the streaming replica when DATABASE_READ_URL
   * is set, otherwise the same as `db`. Never for anything that moves money, checks a limit or a
   * session, or reads what the same request just wrote (docs/operations.md, "Read replica").
   */
  readDb: Db;
  dbKind: Database['kind'];
  clock: Clock;
  outbox: Outbox;
  sessions: Sessions;
  site: SiteSettings;
  loginAttempts: AttemptLimiter;
  /** Display-side balance cache, invalidated by NOTIFY ledger_changed. */
  balances: BalanceCache;
  /** This process's open notification streams, fed by NOTIFY notification_changed. */
  push: PushHub;
  /** Counters shared by every process: per-call rate limits and limits on issuing codes. */
  limits: RateLimits;
  botCheck: BotCheck;
}

export interface BuildOptions {
  config: Config;
  database: Database;
  /** The streaming replica (DATABASE_READ_URL), when there is one. */
  readDatabase?: Database;
  clock?: Clock;
  transport?: Transport | null;
  logger?: boolean;
  /** Where log lines go (default stdout); tests read them to prove what never gets logged. */
  logStream?: { write(line: string): void };
}

export async function buildDeps(opts: BuildOptions): Promise<AppDeps> {
  const { config, database } = opts;
  const db = database.db;
  const clock = opts.clock ?? systemClock;
  const secret = config.JWT_SECRET ?? (await getOrCreateSecret(db, 'jwt'));
  const transport = opts.transport !== undefined ? opts.transport : config.SMTP_URL ? await smtpTransport(config.SMTP_URL, config.MAIL_FROM) : null;
  const sessions = new Sessions(db, clock, secret, config.JWT_TTL_SECONDS, config.sessionIdleSeconds, config.BACKOFFICE_IDLE_SECONDS);
  const balances = new BalanceCache(db, clock);
  await database.listen('session_revoked', sessions.onRevokedNotify);
  await database.listen('ledger_changed', balances.onNotify);
  const push = new PushHub(async (userId, id) => {
    const row = await findForUser(db, userId, id);
    return row ? toApi(row) : null;
  }, clock);
  await database.listen('notification_changed', push.onNotify);
  await database.listen('session_revoked', push.onSessionRevoked);
  return {
    config,
    db,
    readDb: opts.readDatabase?.db ?? db,
    dbKind: database.kind,
    clock,
    outbox: new Outbox(db, transport, clock),
    sessions,
    balances,
    push,
    limits: new RateLimits(db, clock),
    botCheck: botCheckFor(config),
    site: new SiteSettings(
      db,
      {
        idleSeconds: config.IDLE_SECONDS,
        timeoutSeconds: config.IDLE_TIMEOUT_SECONDS,
        warningSeconds: config.IDLE_WARNING_SECONDS,
        pingSeconds: config.IDLE_PING_SECONDS,
      },
      clock,
    ),
    loginAttempts: new AttemptLimiter(db, clock, {
      maxFailuresUser: config.LOGIN_MAX_FAILURES_USER,
      maxFailuresIp: config.LOGIN_MAX_FAILURES_IP,
      lockSeconds: config.LOGIN_LOCK_SECONDS,
      slowdownAfter: config.LOGIN_SLOWDOWN_AFTER,
      slowdownMs: config.LOGIN_SLOWDOWN_MS,
    }),
  };
}
