import { z, REQUIRED, zRequired } from './zod.ts';
import { CLIENT_SETTINGS_MAX_BYTES, CLIENT_SETTINGS_TEXT } from './client-settings-rules.ts';
import { ZEnvelope } from './envelope.ts';

export * from './login-codes.ts';

export const ZLoginRequest = z.object({
  username: zRequired(50),
  password: z.string({ error: REQUIRED }).min(1, { error: REQUIRED }).max(200),
  recaptcha: z.string().max(4000).optional().nullable(),
  token: z.string().max(200).optional().nullable(),
  twofactorCode: z.string().trim().max(10).regex(/^\d*$/, { error: 'Il codice deve contenere solo cifre' }).optional().nullable(),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

/** Logged-in user data (document 1 §3) — legacy field names. */
export const ZUserData = z.object({
  saldo: z.number().int(),
  prelevabile: z.number().int(),
  /** The bonus money inside `saldo`, in cents (document 3: "saldo, BonusCouponsValue on the user"): saldo − prelevabile. */
  BonusCouponsValue: z.number().int(),
  statoConto: z.number().int(),
  cambio_password: z.boolean(),
  TermsAccepted: z.boolean(),
  richiedereIsPep: z.boolean(),
  confirmedMobile: z.boolean(),
  playerConfirmed: z.boolean(),
  verifyContacts: z.boolean(),
  lastMobileVerificationDate: z.string().nullable(),
  lastEmailVerificationDate: z.string().nullable(),
  esclusione: z.number().int().nullable(),
  oldSessionClosed: z.boolean(),
  invitation: z.string().nullable(),
  username: z.string(),
  email: z.string(),
  lastLogin: z.string().nullable(),
  contratto: z.string(),
  primaRicarica: z.boolean(),
  betsession: z.string(),
  nome: z.string(),
  cognome: z.string(),
  elsession: z.string(),
  father: z.string().nullable(),
  cellulare: z.string(),
  twoFactor: z.boolean(),
  depositLimitSet: z.boolean(),
  isOperator: z.boolean(),
  /** The first access after the ADM concession of 12 November 2025 is due (contract version and three limits). */
  primoAccesso: z.boolean().optional(),
  /** Not in the legacy answer: a reversed deposit's debt that the cash cannot cover (EL_RefreshBalance's `debito`). */
  debito: z.number().int().optional(),
  /** Not in the legacy answer: cents open disputes of deposits hold from withdrawals (EL_RefreshBalance's `contestato`). */
  contestato: z.number().int().optional(),
});
export type TUserData = z.infer<typeof ZUserData>;

/** Client settings are a free-form document the client owns (document 1 §3). */
export const ZClientSettings = z.record(z.string(), z.unknown());
export type TClientSettings = z.infer<typeof ZClientSettings>;

export const ZLoginData = z.object({
  Token: z.string().nullable(),
  DeviceToken: z.string().nullable(),
  UserData: ZUserData.nullable(),
  ClientSettings: ZClientSettings.nullable(),
  /** Seconds until the account unlocks, when refused for too many attempts. */
  RetryAfter: z.number().int().optional(),
});
export type TLoginData = z.infer<typeof ZLoginData>;
export const ZLoginResponse = ZEnvelope(ZLoginData);
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

export const ZCheckAuthQuery = z.object({
  token: z.string().max(4000).optional(),
  username: z.string().max(50).optional(),
  elToken: z.string().max(4000).optional(),
  gvToken: z.string().max(4000).optional(),
  idContoGioco: z.string().max(50).optional(),
});
export const ZCheckAuthResponse = z.object({
  Success: z.boolean(),
  UserData: ZUserData.nullable(),
  ClientSettings: ZClientSettings.nullable(),
  Message: z.string().nullable(),
  Token: z.string().nullable(),
});
export type TCheckAuthResponse = z.infer<typeof ZCheckAuthResponse>;

export const ZBetsessionQuery = z.object({ betsession: zRequired(100) });

/**
 * GET /api/Account/UnlockLogin?username&code: the link e-mailed when a username gets locked (not in
 * the legacy list). `code` is the link's random token (found by its hash on the server): any other
 * text is the link's own refusal (-1), not a 400.
 */
export const ZUnlockLoginQuery = z.object({
  username: zRequired(50),
  code: zRequired(100),
});
export const ZRefreshTokenResponse = ZEnvelope(z.object({ Token: z.string() }));

export const ZBalanceResponse = z.object({
  ErrorCode: z.number().int(),
  saldo: z.number().int(),
  prelevabile: z.number().int(),
  /**
   * Not in the legacy answer: what a deposit reversed by its payment method left owing beyond the
   * cash, in cents (0 almost always). While above 0 the server refuses withdrawals; the withdrawal
   * page says so before the player fills the form.
   */
  debito: z.number().int(),
  /**
   * Not in the legacy answer: cents of the player's deposits that a buyer's dispute with the payment
   * method still contests (0 almost always). `prelevabile` already leaves them out; the withdrawal
   * page says why.
   */
  contestato: z.number().int(),
});
export type TBalanceResponse = z.infer<typeof ZBalanceResponse>;

export const ZDeviceQuery = z.object({ player_device: zRequired(100) });
export const ZDeviceVerifyQuery = z.object({
  player_device: zRequired(100),
  code: z.string({ error: 'Inserire un codice valido' }).trim().min(1, { error: 'Inserire un codice valido' }).max(10, { error: 'Inserire un codice valido' }),
});

export const ZEmailQuery = z.object({ email: z.email({ error: 'Inserire una mail valida' }).max(200) });

export const ZSetEmailMobileVerifiedQuery = z.object({
  email: z.email({ error: 'Inserire una mail valida' }).max(200),
  code: zRequired(100),
  source: z.enum(['email', 'sms']),
});

export const ZSimpleResponse = ZEnvelope(z.null());

/** Saving the client settings document (path designed here; the specification does not show it). */
/**
 * A save carries the changed fields of the document; the server merges them. The document is read
 * tolerantly (issue 34): the server keeps what it can read of each field and item of
 * client-settings.ts, drops the rest with a log line, and keeps the keys it does not know (up to
 * CLIENT_SETTINGS_UNKNOWN_KEYS_MAX an object). Only size refuses it whole: this save's, here, and
 * the stored document's once this save is merged into it (the server's upsert), both with
 * CLIENT_SETTINGS_TEXT.tooLarge.
 */
export const ZSaveClientSettingsRequest = z.object({
  ClientSettings: z
    .record(z.string(), z.unknown(), { error: CLIENT_SETTINGS_TEXT.notADocument })
    .refine((v) => JSON.stringify(v).length <= CLIENT_SETTINGS_MAX_BYTES, { error: CLIENT_SETTINGS_TEXT.tooLarge }),
});
