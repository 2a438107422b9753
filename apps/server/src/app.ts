import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import formbody from '@fastify/formbody';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import '@betsite/contract/zod';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { Sessions } from './platform/auth.ts';
import { systemClock, type Clock } from './platform/clock.ts';
import { installErrorHandler } from './platform/errors.ts';
import { serveWebApp } from './platform/web-app.ts';
import { LoginThrottle } from './platform/login-throttle.ts';
import { Outbox, smtpTransport, type Transport } from './platform/outbox.ts';
import { getOrCreateSecret } from './platform/secrets.ts';
import { observability, requestIdOf } from './platform/observability.ts';
import { contentRoutes } from './modules/content/routes.ts';
import { devRoutes } from './modules/dev/routes.ts';
import { sessionRoutes } from './modules/session/routes.ts';
import { registrationRoutes } from './modules/registration/routes.ts';
import { geoRoutes } from './modules/geo/routes.ts';
import { siteRoutes } from './modules/site/routes.ts';
import { SiteSettings } from './modules/site/service.ts';
import { BalanceCache } from './modules/wallet/balance-cache.ts';

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
  throttle: LoginThrottle;
  /** Display-side balance cache, invalidated by NOTIFY ledger_changed. */
  balances: BalanceCache;
}

export interface BuildOptions {
  config: Config;
  database: Database;
  /** The streaming replica (DATABASE_READ_URL), when there is one. */
  readDatabase?: Database;
  clock?: Clock;
  transport?: Transport | null;
  logger?: boolean;
}

export async function buildDeps(opts: BuildOptions): Promise<AppDeps> {
  const { config, database } = opts;
  const db = database.db;
  const clock = opts.clock ?? systemClock;
  const secret = config.JWT_SECRET ?? (await getOrCreateSecret(db, 'jwt'));
  const transport = opts.transport !== undefined ? opts.transport : config.SMTP_URL ? await smtpTransport(config.SMTP_URL, config.MAIL_FROM) : null;
  const sessions = new Sessions(db, clock, secret, config.JWT_TTL_SECONDS, config.sessionIdleSeconds);
  const balances = new BalanceCache(db, clock);
  await database.listen('session_revoked', sessions.onRevokedNotify);
  await database.listen('ledger_changed', balances.onNotify);
  return {
    config,
    db,
    readDb: opts.readDatabase?.db ?? db,
    dbKind: database.kind,
    clock,
    outbox: new Outbox(db, transport),
    sessions,
    balances,
    site: new SiteSettings(db, {
      idleSeconds: config.IDLE_SECONDS,
      timeoutSeconds: config.IDLE_TIMEOUT_SECONDS,
      warningSeconds: config.IDLE_WARNING_SECONDS,
      pingSeconds: config.IDLE_PING_SECONDS,
    }),
    throttle: new LoginThrottle(db, clock, {
      maxFailuresUser: config.LOGIN_MAX_FAILURES_USER,
      maxFailuresIp: config.LOGIN_MAX_FAILURES_IP,
      lockSeconds: config.LOGIN_LOCK_SECONDS,
      slowdownAfter: config.LOGIN_SLOWDOWN_AFTER,
      slowdownMs: config.LOGIN_SLOWDOWN_MS,
    }),
  };
}

/** Builds the Fastify instance with every module; does not listen. */
export async function buildApp(opts: BuildOptions): Promise<{ app: FastifyInstance; deps: AppDeps }> {
  const deps = await buildDeps(opts);
  const { config } = deps;
  const app = Fastify({
    logger: opts.logger === false ? false : { level: config.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    trustProxy: true,
    bodyLimit: 1024 * 1024,
    genReqId: requestIdOf,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('auth', null);
  installErrorHandler(app);

  await app.register(helmet, {
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
  });
  await app.register(rateLimit, { global: false });
  await app.register(observability({ config, database: opts.database }));
  await app.register(formbody);

  if (config.NODE_ENV !== 'test') {
    const { default: swagger } = await import('@fastify/swagger');
    const { default: swaggerUi } = await import('@fastify/swagger-ui');
    await app.register(swagger, {
      openapi: { info: { title: 'Betsite API', description: 'Le chiamate del client legacy, con i loro nomi di campo.', version: '1.0.0' } },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  }

  await app.register(siteRoutes(deps));
  await app.register(sessionRoutes(deps));
  await app.register(registrationRoutes(deps));
  await app.register(geoRoutes(deps));
  await app.register(contentRoutes(deps));
  await app.register((await import('./modules/recovery/routes.ts')).recoveryRoutes(deps));
  await app.register((await import('./modules/migration/routes.ts')).migrationRoutes(deps));
  await app.register((await import('./modules/affiliate/routes.ts')).affiliateRoutes(deps));
  await app.register((await import('./modules/confirmation/routes.ts')).confirmationRoutes(deps));
  await app.register((await import('./modules/payments/withdrawals/routes.ts')).withdrawalRoutes(deps));
  await app.register((await import('./modules/wallet/routes.ts')).walletRoutes(deps));
  await app.register((await import('./modules/payments/deposits/routes.ts')).depositRoutes(deps));
  await app.register((await import('./modules/games/routes.ts')).betsRoutes(deps));
  await app.register((await import('./modules/profile/routes.ts')).profileRoutes(deps));
  await app.register((await import('./modules/documents/routes.ts')).documentRoutes(deps));
  if (config.NODE_ENV !== 'production') await app.register(devRoutes(deps));
  // Tests drive the job themselves (modules/payments/deposits/reconcile.test.ts).
  if (config.NODE_ENV !== 'test') (await import('./modules/payments/deposits/reconcile-job.ts')).scheduleDepositReconciliation(app, deps, opts.database);

  await serveWebApp(app, config);
  return { app, deps };
}
