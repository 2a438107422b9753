import { z, REQUIRED } from './zod.ts';
import { ZEnvelope } from './envelope.ts';
import { ZNewPassword, FIELD_TEXT } from './account-fields.ts';
import { ZMobile, ZRegEmail, ZStep4, ZStep5 } from './registration.ts';
import { REG_TEXT } from './registration-messages.ts';
import { PROFILE_TEXT } from './profile-messages.ts';
export * from './profile-codes.ts';

/**
 * Profile, password and two-factor calls (document 2 §7 "Profile, password, two-factor").
 * Field names are the legacy client's.
 */

export const ZPrivacy = z.object({
  newsletter: z.boolean(),
  sms: z.boolean(),
  push: z.boolean(),
  posta: z.boolean(),
  telefono: z.boolean(),
});
export type TPrivacy = z.infer<typeof ZPrivacy>;

/** EL_GetAnagrafica (document 2 §3 "Anagrafica"), plus what the header and the contacts tab show. */
export const ZAnagrafica = z.object({
  nome: z.string(),
  cognome: z.string(),
  sesso: z.string(),
  dataNascita: z.string(),
  nazioneNascitaId: z.number().int(),
  comuneNascitaId: z.number().int(),
  comuneNascitaNome: z.string(),
  codiceFiscale: z.string(),
  nazioneResidenzaId: z.number().int(),
  indirizzoResidenza: z.string(),
  capResidenza: z.string(),
  comuneResidenzaId: z.number().int(),
  comuneResidenzaNome: z.string(),
  /** Province code of the residence municipality, from the municipality registry (never typed). */
  provinciaResidenza: z.string().nullable(),
  tipoDocumentoId: z.number().int(),
  numeroDocumento: z.string(),
  enteRilascioId: z.number().int(),
  comuneRilascioId: z.number().int(),
  comuneRilascioNome: z.string(),
  dataRilascioDocumento: z.string(),
  dataScadenzaDocumento: z.string(),
  statoDocumenti: z.number().int(),
  email: z.string(),
  cellulare: z.string(),
  privacy: ZPrivacy,
  privacyAcceptProfilazione: z.boolean(),
  privacyAcceptMarketing: z.boolean(),
  username: z.string(),
  numeroContratto: z.string(),
  twoFactor: z.boolean().nullable(),
  father: z.string().nullable(),
  emailConfirmed: z.boolean(),
  mobileConfirmed: z.boolean(),
  lastEmailVerificationDate: z.string().nullable(),
  lastMobileVerificationDate: z.string().nullable(),
});
export type TAnagrafica = z.infer<typeof ZAnagrafica>;
export const ZAnagraficaResponse = ZEnvelope(ZAnagrafica);

const zOtp = z
  .string({ error: PROFILE_TEXT.otpInvalid })
  .trim()
  .regex(/^\d{6}$/, { error: PROFILE_TEXT.otpInvalid });
/** The code dialog of a profile change that asks for an OTP (-3333): the 6 digits, before the change is sent again. */
export const ZProfileOtpForm = z.object({ otp: zOtp });

/**
 * The fields of the anagrafica form a player may change (the fiscal code and what it encodes stay):
 * the registration's residence and document steps, with the same rules, the document number also
 * limited to letters and digits.
 */
export const ZAnagraficaEdit = ZStep4.extend(ZStep5.shape).extend({
  numeroDocumento: ZStep5.shape.numeroDocumento.regex(/^[A-Za-z0-9]+$/, { error: REG_TEXT.documentNumberInvalid }),
});
export type TAnagraficaEdit = z.infer<typeof ZAnagraficaEdit>;

export const ZContactsEdit = z.object({ email: ZRegEmail, cellulare: ZMobile });
export const ZConsentsEdit = z.object({ privacy: ZPrivacy, privacyAcceptProfilazione: z.boolean(), privacyAcceptMarketing: z.boolean() });

/**
 * The anagrafica entity as UpdateUser takes it (document 2 §3, issue 34): the editable residence and
 * document, and the entity's contacts (email, cellulare), consents (privacy, privacyAccept…) and otp.
 * The entity's other fields (codice fiscale, name, birth…) may come along, as a client sends back
 * what EL_GetAnagrafica gave it: they must then be what is stored — the server refuses a change of
 * them explicitly, and a field the entity does not have — never drops one silently.
 */
export const ZAnagraficaUpdate = ZAnagraficaEdit.extend({
  email: ZRegEmail.optional(),
  cellulare: ZMobile.optional(),
  privacy: ZPrivacy.optional(),
  privacyAcceptProfilazione: z.boolean().optional(),
  privacyAcceptMarketing: z.boolean().optional(),
  otp: zOtp.nullable().optional(),
}).catchall(z.unknown());
export type TAnagraficaUpdate = z.infer<typeof ZAnagraficaUpdate>;

/**
 * UpdateUser: the anagrafica plus cookieId, otpSource, otp. Every group is optional so the
 * anagrafica, contacts and privacy tabs each send theirs; a group that is sent is complete. The
 * legacy client sends contacts and consents inside the anagrafica (ZAnagraficaUpdate).
 */
export const ZUpdateUserRequest = z
  .object({
    anagrafica: ZAnagraficaUpdate.optional(),
    contatti: ZContactsEdit.optional(),
    consensi: ZConsentsEdit.optional(),
    cookieId: z.string().max(200).optional().nullable(),
    otpSource: z.enum(['sms', 'email'], { error: PROFILE_TEXT.otpInvalid }).optional().nullable(),
    otp: zOtp.optional().nullable(),
  })
  .refine((b) => b.anagrafica || b.contatti || b.consensi, { error: REQUIRED, path: ['anagrafica'] });
export type TUpdateUserRequest = z.infer<typeof ZUpdateUserRequest>;
export const ZUpdateUserResponse = ZEnvelope(z.object({ otpSource: z.enum(['sms', 'email']).nullable(), destinazione: z.string().nullable() }));

/** EL_ChangePassword (document 2 §5 "Password change"). */
export const ZChangePasswordRequest = z
  .object({
    oldPassword: z.string({ error: REQUIRED }).min(1, { error: REQUIRED }).max(200, { error: FIELD_TEXT.passwordWeak }),
    newPassword: ZNewPassword,
    newPasswordConfirm: z.string({ error: REQUIRED }).min(1, { error: REQUIRED }).max(200, { error: FIELD_TEXT.passwordMismatch }),
    cookieId: z.string().max(200).optional().nullable(),
  })
  .refine((b) => b.newPassword === b.newPasswordConfirm, { error: FIELD_TEXT.passwordMismatch, path: ['newPasswordConfirm'] });
export const ZSimpleEnvelope = ZEnvelope(z.null());

/** Two-factor: ActivateTwoFactor {enable2fa}, VerifyTwoFactor {twofactor}, DeactivateTwoFactor {disable2fa}. */
export const ZActivateTwoFactorRequest = z.object({
  enable2fa: z.literal(true, { error: (issue) => (issue.input === undefined ? REQUIRED : PROFILE_TEXT.twoFactorOnConfirm) }),
});
/**
 * `disable2fa` as the specification names it; switching off an active two-factor also needs the
 * account password or a current code from the app (`password` or `twofactor`, additions of this
 * product). A pending activation that was never verified is dropped without them.
 */
export const ZDeactivateTwoFactorRequest = z.object({
  disable2fa: z.literal(true, { error: (issue) => (issue.input === undefined ? REQUIRED : PROFILE_TEXT.twoFactorOffConfirm) }),
  password: z.string().max(200).nullish(),
  twofactor: z.string().trim().max(20).nullish(),
});
/** The web's form for that switch: the password or a code from the app, at least one (said before sending). */
export const ZTwoFactorOffForm = z
  .object({ password: z.string(), twofactor: z.string() })
  .refine((v) => v.password !== '' || v.twofactor !== '', { error: PROFILE_TEXT.twoFactorOffNeedsProof, path: ['twofactor'] });
const zTwoFactorCode = z
  .string({ error: PROFILE_TEXT.twoFactorCodeRequired })
  .trim()
  .min(1, { error: PROFILE_TEXT.twoFactorCodeRequired })
  .regex(/^\d{6}$/, { error: PROFILE_TEXT.twoFactorCodeWrong });
/**
 * `twofactor` as the specification names it; `password`, the account password, is an addition of
 * this product: switching two-factor on binds an app whose codes then prove the account is theirs
 * (passkeys, switching off), so the session alone is not enough. Refused by the service when missing.
 */
export const ZVerifyTwoFactorRequest = z.object({
  twofactor: zTwoFactorCode,
  password: z.string().max(200).nullish(),
});
/** The web's 'Verifica' form: the code and the account password, both required. */
export const ZTwoFactorOnForm = z.object({
  twofactor: zTwoFactorCode,
  password: z.string().min(1, { error: PROFILE_TEXT.twoFactorOnNeedsPassword }),
});
/** The QR (a PNG data URL from the qrcode package) and the manual code of a pending activation. */
export const ZTwoFactorSetup = z.object({ qrCode: z.string(), manualCode: z.string(), otpauthUrl: z.string() });
export const ZActivateTwoFactorResponse = ZEnvelope(ZTwoFactorSetup);
