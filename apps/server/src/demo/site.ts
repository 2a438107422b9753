import type { TSiteModule, TSiteVariable } from '@betsite/contract/site';
import type { Db } from '../db/client.ts';
import { siteModules, siteVariables } from '../db/schema/index.ts';

/** Defaults of the demo site; inserted once, so an operator's later change is kept. */
export const DEMO_MODULES: Record<TSiteModule, boolean> = {
  V3_Login_InfoBox_Enabled: true,
  IsTwoFactorAuthenticationEnabled: true,
  V3_AccountShowFatherInfo: false,
  ConsentiSoloPrelievo: false,
  VerifyContacts: false,
  LoginContactVerification: false,
  DisableAllSectionsIfContactsNotVerified: false,
  UserRegistration: true,
  RegistrationNightLock: false,
  AutoLoginAfterRegistration: true,
  NewRegistration: true,
  PreRegistration: false,
  Deposit: true,
  Withdraw: true,
  Disable_All_Deposit: false,
  Disable_All_Withdraw: false,
  DepositWithPaas_Enabled: false,
  DisableDepositifNotVerified: true,
  RegistrationMobileAvoidConfirmation: false,
  MessageAlertPrelievi_Attivo: true,
  Paypal_DepositoVeloce: true,
  PaySafeCard_WithNuvei: false,
  BonusFreeSpin_Attivo: true,
  UserCanCancelFunBonus: true,
  VIP2_Enabled: true,
  VipProfiles: true,
  V3_ClassificheRanking_Enabled: true,
  V3_NewPromos_Enabled: false,
  CasinoEnabled: true,
  SportsbookV3Enabled: true,
  AllowChangeSportBookEngine: true,
  V3_WelcomePrematch_AllowUserSettings: true,
  V3_DisableCordovaVibration: false,
};

/** Every variable but the optional ones, whose readers fall back (affiliate mail → SupportEmail…). */
export const DEMO_VARIABLES: Record<
  Exclude<TSiteVariable, 'Affiliate_Email' | 'Ranking_Regolamento_Url' | 'ResponsibleGaming_RuleSet' | 'Contratto_Versione'>,
  string
> = {
  VIP_System_Enabled: 'true',
  StatusModal_Closable: 'true',
  VerifyContacts_Days: '180',
  SiteId: '1',
  DepositLimit_SortDescending: 'false',
  Mobile_CustomPattern: '',
  SocialGroupLink: '',
  SupportEmail: 'assistenza@betsite.example',
  CustomerCareHours: 'Tutti i giorni dalle 9:00 alle 22:00',
  ContrattoDiGioco_Url: '/cms/docs/contratto-di-gioco.pdf',
  // The demo's own chat page (modules/dev/chat.ts, outside production with the outbox): a real
  // operator sets its vendor's widget URL here; empty, the help page says the chat is not available.
  LiveChat_Url: '/dev/chat',
  MessageAlertPrelievi_Testo: '',
  Registration_DisabledSteps: '',
  // A Milan number in the shape operators print, that belongs to no one: Milan's subscriber numbers
  // never start with 0 (the real one is set in the back office).
  SupportPhone: '+39 02 0120 3040',
  // The sportsbook's limits (docs/sportsbook.md): 1 € to 1 000 € a ticket, 50 000 € of win, total odds 1,00.
  Scommesse_ImportoMin: '100',
  Scommesse_ImportoMax: '100000',
  Scommesse_VincitaMax: '5000000',
  Scommesse_QuotaMin: '100',
};

export async function seedSite(db: Db): Promise<void> {
  await db
    .insert(siteModules)
    .values(Object.entries(DEMO_MODULES).map(([name, enabled]) => ({ name, enabled })))
    .onConflictDoNothing();
  await db
    .insert(siteVariables)
    .values(Object.entries(DEMO_VARIABLES).map(([name, value]) => ({ name, value })))
    .onConflictDoNothing();
}
