import type { AppDeps } from './deps.ts';
import { AffiliateService } from './modules/affiliate/service.ts';
import { AuditedChanges } from './modules/backoffice/audit.ts';
import { BackofficeService } from './modules/backoffice/service.ts';
import { BonusService } from './modules/bonus/service.ts';
import { ServerMessageService } from './modules/server-messages/service.ts';
import { SiteAdminService } from './modules/site/admin.ts';
import { loadRuleSet } from './modules/responsible-gaming/repository.ts';
import { ConfirmationService } from './modules/confirmation/service.ts';
import { ContentService } from './modules/content/service.ts';
import { PreviewTokens } from './modules/content/preview-token.ts';
import { DocumentsService } from './modules/documents/service.ts';
import { documentStorageFor } from './modules/documents/storage.ts';
import { BetsReader } from './modules/games/read-service.ts';
import { GameLedger } from './modules/games/port-service.ts';
import { SportCashoutService } from './modules/sportsbook/cashout.ts';
import { GameLobbyService } from './modules/games/lobby/round-service.ts';
import { BlackjackService } from './modules/games/lobby/blackjack-service.ts';
import { geoIndex } from './modules/geo/geo-index.ts';
import { MigrationService } from './modules/migration/service.ts';
import { NotificationService } from './modules/notifications/service.ts';
import { PasskeyService } from './modules/passkeys/service.ts';
import { PaasService } from './modules/payments/deposits/paas.ts';
import { DepositService } from './modules/payments/deposits/service.ts';
import { paymentProviders } from './modules/payments/providers/registry.ts';
import { PaasWithdrawalService } from './modules/payments/withdrawals/paas.ts';
import { PayoutDispatcher, type PayoutLog } from './modules/payments/withdrawals/payouts.ts';
import { WithdrawalService } from './modules/payments/withdrawals/service.ts';
import { PepService } from './modules/pep/service.ts';
import { ProfileService } from './modules/profile/service.ts';
import { TwoFactorService } from './modules/profile/two-factor.ts';
import { RankingService } from './modules/ranking/service.ts';
import { RecoveryService } from './modules/recovery/service.ts';
import { RegistrationOtps } from './modules/registration/otp.ts';
import { PreRegistrationService } from './modules/registration/pre-registration.ts';
import { RegistrationService } from './modules/registration/service.ts';
import { FirstAccessService } from './modules/responsible-gaming/first-access.ts';
import { PlayLimitsService } from './modules/responsible-gaming/play-limits.ts';
import { RealityCheckService } from './modules/responsible-gaming/reality-check.ts';
import { ResponsibleGamingService } from './modules/responsible-gaming/service.ts';
import { SessionService } from './modules/session/service.ts';
import { VipClubService } from './modules/vip-club/service.ts';
import { VipSportService } from './modules/vip-sport/service.ts';
import { botCheckFor } from './platform/bot-check.ts';

/** Where services report what they cannot throw (provider failures): the app's logger. */
export type ServiceLog = PayoutLog;

/**
 * The composition root (docs/architecture.md, "Layers"): every service of the server is built here,
 * once, from the shared dependencies, and handed to the routes and the jobs. A service that needs
 * another receives that same instance (one bonus service, one deposit service with its one method
 * cache). Lint refuses `new …Service(` anywhere else but tests.
 */
export function buildServices(deps: AppDeps, log: ServiceLog) {
  const bonus = new BonusService(deps);
  const session = new SessionService(deps);
  const responsibleGaming = new ResponsibleGamingService(deps);
  const playLimits = new PlayLimitsService(deps, responsibleGaming);
  const providers = paymentProviders(deps);
  const payouts = new PayoutDispatcher(deps, providers.payouts, log);
  const deposits = new DepositService(deps, log);
  const withdrawals = new WithdrawalService(deps, payouts);
  const documentStorage = documentStorageFor(deps.config);
  const gameLedger = new GameLedger(deps.db, deps.clock);
  const audit = new AuditedChanges(deps);
  return {
    audit,
    siteAdmin: new SiteAdminService(deps.site, audit, async (code) => Boolean(await loadRuleSet(deps.db, code))),
    serverMessages: new ServerMessageService(deps, audit),
    backoffice: new BackofficeService(deps, audit, responsibleGaming),
    affiliate: new AffiliateService(deps),
    bonus,
    confirmation: new ConfirmationService(deps),
    content: new ContentService(deps, audit),
    previews: new PreviewTokens(deps.db, deps.clock, deps.config.NODE_ENV === 'production'),
    documentStorage,
    documents: new DocumentsService(deps, documentStorage),
    bets: new BetsReader(deps),
    gameLedger,
    sportCashout: new SportCashoutService(deps, gameLedger),
    gameLobby: new GameLobbyService(deps, gameLedger),
    blackjack: new BlackjackService(deps, gameLedger),
    migration: new MigrationService(deps),
    notifications: new NotificationService(deps),
    passkeys: new PasskeyService(deps, session),
    providers,
    payouts,
    deposits,
    depositPaas: new PaasService(deps, deposits),
    withdrawals,
    withdrawalPaas: new PaasWithdrawalService(deps, withdrawals),
    pep: new PepService(deps),
    profile: new ProfileService(deps),
    twoFactor: new TwoFactorService(deps),
    ranking: new RankingService(deps, bonus),
    recovery: new RecoveryService(deps),
    registration: new RegistrationService(deps, geoIndex, botCheckFor(deps.config)),
    registrationOtps: new RegistrationOtps(deps),
    preRegistrations: new PreRegistrationService(deps),
    responsibleGaming,
    playLimits,
    firstAccess: new FirstAccessService(deps, responsibleGaming, playLimits),
    realityCheck: new RealityCheckService(deps, responsibleGaming),
    session,
    vipClub: new VipClubService(deps, bonus),
    vipSport: new VipSportService(deps, bonus),
  };
}

/** What routes and jobs receive: each service of the server, built once by `buildServices`. */
export type Services = ReturnType<typeof buildServices>;
