import { backofficeRoutes } from './modules/backoffice/routes.ts';
import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import formbody from '@fastify/formbody';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import '@betsite/contract/zod';
import { buildDeps, type AppDeps, type BuildOptions } from './deps.ts';
import { buildServices, type Services } from './services.ts';
import { frameworkErrorReply, installErrorHandler } from './platform/errors.ts';
import { serveWebApp } from './platform/web-app.ts';
import { installSecurityHeaders } from './platform/security-headers.ts';
import { installHttpHardening, rateLimitKey, requestLogSerializer, warnOnUntrustedForwarding } from './platform/http-hardening.ts';
import { rateLimitStore } from './platform/rate-limits.ts';
import { recordRouteCalls } from './platform/call-route.ts';
import { recordRouteSides } from './platform/route-sides.ts';
import { nullTolerantValidatorCompiler } from './platform/null-as-absent.ts';
import { observability, requestIdOf } from './platform/observability.ts';
import { affiliateRoutes } from './modules/affiliate/routes.ts';
import { confirmationRoutes } from './modules/confirmation/routes.ts';
import { scheduleDepositReconciliation } from './modules/payments/deposits/reconcile-job.ts';
import { contentPageReads, contentRoutes } from './modules/content/routes.ts';
import { homeImagePreloads } from './modules/content/first-screen-images.ts';
import { depositRoutes } from './modules/payments/deposits/routes.ts';
import { paypalWebhookRoutes } from './modules/payments/paypal-webhook-routes.ts';
import { schedulePayoutReconciliation } from './modules/payments/withdrawals/payout-reconcile.ts';
import { devRoutes } from './modules/dev/routes.ts';
import { geoRoutes } from './modules/geo/routes.ts';
import { migrationRoutes } from './modules/migration/routes.ts';
import { recoveryRoutes } from './modules/recovery/routes.ts';
import { registrationRoutes } from './modules/registration/routes.ts';
import { sessionRoutes } from './modules/session/routes.ts';
import { sitePageReads, siteRoutes } from './modules/site/routes.ts';
import { walletRoutes } from './modules/wallet/routes.ts';
import { withdrawalRoutes } from './modules/payments/withdrawals/routes.ts';
import { profileRoutes } from './modules/profile/routes.ts';
import { passkeyRoutes } from './modules/passkeys/routes.ts';
import { documentRoutes } from './modules/documents/routes.ts';
import { responsibleGamingRoutes } from './modules/responsible-gaming/routes.ts';
import { pepRoutes } from './modules/pep/routes.ts';
import { betsRoutes } from './modules/games/routes.ts';
import { gameLobbyPageReads, gameLobbyRoutes } from './modules/games/lobby/routes.ts';
import { scheduleRoundRecovery } from './modules/games/lobby/round-recovery.ts';
import { sportsbookRoutes } from './modules/sportsbook/routes.ts';
import { scheduleSportSettlement } from './modules/sportsbook/settle-job.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { serverMessageRoutes } from './modules/server-messages/routes.ts';
import { bonusRoutes } from './modules/bonus/routes.ts';
import { scheduleBonusExpiry } from './modules/bonus/expiry-job.ts';
import { scheduleMoneyOutbox } from './modules/wallet/money-outbox.ts';
import { scheduleOutboxDelivery } from './platform/outbox.ts';
import { API } from '@betsite/contract/api-paths';
import { vipClubRoutes } from './modules/vip-club/routes.ts';
import { scheduleCompPointUpdate } from './modules/vip-club/points-job.ts';
import { rankingRoutes } from './modules/ranking/routes.ts';
import { scheduleRankingUpdate } from './modules/ranking/update-job.ts';
import { scheduleVipSportProcessing } from './modules/vip-sport/process-job.ts';
import { vipSportRoutes } from './modules/vip-sport/routes.ts';

export type { BuildOptions };

/** Builds the Fastify instance with every module; does not listen. */
export async function buildApp(opts: BuildOptions): Promise<{ app: FastifyInstance; deps: AppDeps; services: Services }> {
  const deps = await buildDeps(opts);
  const { config } = deps;
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            serializers: { req: requestLogSerializer },
            ...(opts.logStream && { stream: opts.logStream }),
          },
    // X-Forwarded-For is believed only from the configured proxies (TRUST_PROXY, default none).
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    genReqId: requestIdOf,
    frameworkErrors: frameworkErrorReply,
  }).withTypeProvider<ZodTypeProvider>();

  const services = buildServices(deps, app.log);

  app.setValidatorCompiler(nullTolerantValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('auth', null);
  app.decorateRequest('operator', null);
  installErrorHandler(app);
  installHttpHardening(app);
  warnOnUntrustedForwarding(app, config.TRUST_PROXY);
  recordRouteSides(app);
  recordRouteCalls(app);

  installSecurityHeaders(app);
  await app.register(rateLimit, { global: false, store: rateLimitStore(deps.limits), keyGenerator: rateLimitKey(deps.sessions) });
  await app.register(observability({ config, database: opts.database }));
  await app.register(formbody);
  // JSON answers above 1 KB (content, payment methods, lists) travel compressed (brotli 4 or gzip):
  // an 8 KB list of payment methods is 1.3 KB on a phone's connection. Tokens travel in a header the
  // browser never adds by itself, so a cross-site page cannot have secrets compressed next to its
  // own text (BREACH). The web app's files are compressed at build time (web-app.ts).
  await app.register(compress, { threshold: 1024 });

  // The OpenAPI document and its UI: on outside production, in production only with API_DOCS=true.
  if (config.API_DOCS) {
    await app.register(swagger, {
      openapi: { info: { title: 'Betsite API', description: 'Le chiamate del client legacy, con i loro nomi di campo.', version: '1.0.0' } },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: API.docs });
  }

  await app.register(siteRoutes(deps, services));
  await app.register(sessionRoutes(deps, services));
  await app.register(registrationRoutes(deps, services));
  await app.register(geoRoutes(deps));
  await app.register(contentRoutes(deps, services));
  await app.register(recoveryRoutes(deps, services));
  await app.register(migrationRoutes(deps, services));
  await app.register(affiliateRoutes(deps, services));
  await app.register(confirmationRoutes(deps, services));
  await app.register(withdrawalRoutes(deps, services));
  await app.register(walletRoutes(deps));
  await app.register(depositRoutes(deps, services));
  await app.register(paypalWebhookRoutes(deps, services));
  await app.register(profileRoutes(deps, services));
  await app.register(passkeyRoutes(deps, services));
  await app.register(documentRoutes(deps, services));
  await app.register(responsibleGamingRoutes(deps, services));
  await app.register(pepRoutes(deps, services));
  await app.register(betsRoutes(deps, services));
  await app.register(gameLobbyRoutes(deps, services));
  await app.register(sportsbookRoutes(deps, services));
  await app.register(notificationRoutes(deps, services));
  await app.register(serverMessageRoutes(deps, services));
  await app.register(bonusRoutes(deps, services));
  await app.register(vipClubRoutes(deps, services));
  await app.register(rankingRoutes(deps, services));
  await app.register(vipSportRoutes(deps, services));
  await app.register(backofficeRoutes(deps, services));
  if (config.DEV_OUTBOX) await app.register(devRoutes(deps));
  // Tests drive the job themselves (modules/payments/deposits/reconcile.test.ts).
  if (config.NODE_ENV !== 'test') scheduleDepositReconciliation(app, deps, opts.database, services.deposits);
  if (config.NODE_ENV !== 'test') schedulePayoutReconciliation(app, deps, opts.database, services.payouts);
  if (config.NODE_ENV !== 'test') scheduleBonusExpiry(app, opts.database, services.bonus);
  if (config.NODE_ENV !== 'test') scheduleCompPointUpdate(app, deps, opts.database);
  if (config.NODE_ENV !== 'test') scheduleRankingUpdate(app, deps, opts.database);
  if (config.NODE_ENV !== 'test') scheduleVipSportProcessing(app, opts.database, services.vipSport);
  if (config.NODE_ENV !== 'test') scheduleSportSettlement(app, deps, services.gameLedger);
  // Slot rounds whose payment an interruption left open (tests call finishInterruptedRounds themselves).
  if (config.NODE_ENV !== 'test') scheduleRoundRecovery(app, deps.db, services.gameLedger, deps.clock);
  // Money notifications a crash left in the outbox (tests drive delivery themselves: modules/wallet/ledger.test.ts).
  if (config.NODE_ENV !== 'test') scheduleMoneyOutbox(app, deps.db);
  // The mail queue: e-mails and SMS are delivered after the response, and retried (a no-op without a
  // mail transport, as in the tests, which deliver with `outbox.deliverSoon()`: platform/outbox.test.ts).
  scheduleOutboxDelivery(app, deps.outbox);

  await serveWebApp(app, config, homeImagePreloads(deps, services.content), {
    clock: deps.clock,
    reads: { ...contentPageReads(deps, services), ...sitePageReads(deps, services), ...gameLobbyPageReads(deps, services) },
    onContentChanged: (forget) => opts.database.listen('content_changed', forget),
    ownRender: (request) => services.previews.renderScope(request),
  });
  return { app, deps, services };
}
