import { z } from './zod.ts';

/** Site modules (feature flags) named as in the specification. */
export const SITE_MODULES = [
  'V3_Login_InfoBox_Enabled',
  'IsTwoFactorAuthenticationEnabled',
  'V3_AccountShowFatherInfo',
  'ConsentiSoloPrelievo',
  'VerifyContacts',
  'LoginContactVerification',
  'DisableAllSectionsIfContactsNotVerified',
  'UserRegistration',
  'RegistrationNightLock',
  'AutoLoginAfterRegistration',
  'NewRegistration',
  'PreRegistration',
  'Deposit',
  'Withdraw',
  'Disable_All_Deposit',
  'Disable_All_Withdraw',
  'DepositWithPaas_Enabled',
  'DisableDepositifNotVerified',
  'RegistrationMobileAvoidConfirmation',
  'MessageAlertPrelievi_Attivo',
  'Paypal_DepositoVeloce',
  'PaySafeCard_WithNuvei',
  'BonusFreeSpin_Attivo',
  'UserCanCancelFunBonus',
  'VIP2_Enabled',
  'VipProfiles',
  'V3_ClassificheRanking_Enabled',
  'V3_NewPromos_Enabled',
  'CasinoEnabled',
  'SportsbookV3Enabled',
  'AllowChangeSportBookEngine',
  'V3_WelcomePrematch_AllowUserSettings',
  'V3_DisableCordovaVibration',
] as const;
export type TSiteModule = (typeof SITE_MODULES)[number];

/** Site variables named as in the specification (values are strings in storage). */
export const SITE_VARIABLES = [
  'VIP_System_Enabled',
  'StatusModal_Closable',
  'VerifyContacts_Days',
  'SiteId',
  'DepositLimit_SortDescending',
  'Mobile_CustomPattern',
  'SocialGroupLink',
  'SupportEmail',
  'CustomerCareHours',
  'ContrattoDiGioco_Url',
  'LiveChat_Url',
  'MessageAlertPrelievi_Testo',
  'Registration_DisabledSteps',
  // Designed here (not in the specification's list); unset, their readers fall back.
  'Affiliate_Email',
  'Ranking_Regolamento_Url',
  'ResponsibleGaming_RuleSet',
  'Contratto_Versione',
  /** Customer care phone on /account/help. */
  'SupportPhone',
  /** The sportsbook's limits (docs/sportsbook.md): cents, and odds × 100. */
  'Scommesse_ImportoMin',
  'Scommesse_ImportoMax',
  'Scommesse_VincitaMax',
  'Scommesse_QuotaMin',
] as const;
export type TSiteVariable = (typeof SITE_VARIABLES)[number];

export const ZSiteModuleQuery = z.object({ siteModule: z.string().trim().min(1).max(100) });

/** Timings of the account idle handling (document 1 §4), configurable so tests run in seconds. */
export const ZIdleTimings = z.object({
  idleSeconds: z.number().int().positive(),
  timeoutSeconds: z.number().int().positive(),
  warningSeconds: z.number().int().positive(),
  pingSeconds: z.number().int().positive(),
});
export type TIdleTimings = z.infer<typeof ZIdleTimings>;

export const ZSiteConfig = z.object({
  modules: z.record(z.string(), z.boolean()),
  variables: z.record(z.string(), z.string()),
  idle: ZIdleTimings,
});
export type TSiteConfig = z.infer<typeof ZSiteConfig>;

/** Operator calls (designed here): switch a module or set a variable that already exists. */
export const ZSetSiteModuleRequest = z.object({ name: z.string().trim().min(1).max(100), enabled: z.boolean() });
export const ZSetSiteVariableRequest = z.object({ name: z.string().trim().min(1).max(100), value: z.string().max(2000) });
