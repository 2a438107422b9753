import { italianDay } from '@betsite/domain/italian-day';
import { z, REQUIRED, zPlainOptional, zPlainRequired } from './zod.ts';
import { ZEnvelope } from './envelope.ts';
import {
  answersMatch,
  CODICE_FISCALE_PATTERN,
  EMAIL_PATTERN,
  passwordsMatch,
  ZConsentChoice,
  ZMustAccept,
  ZNewPassword,
  ZSecurityAnswer,
  ZSecurityQuestionId,
  ZUsername,
} from './account-fields.ts';
import { REG_TEXT } from './registration-messages.ts';
import { DOCUMENT_TYPES } from './registration-codes.ts';
export * from './registration-codes.ts';

/**
 * The registration data (document 2 §3) split by wizard step. Each step's schema drives its
 * react-hook-form (zodResolver); the server validates the three register calls with the union of
 * all of them plus the same cross-field rules, so a forged request gets the same Italian errors.
 */

/** Registration texts are plain text (names, address, document data): markup is refused. */
const requiredText = zPlainRequired;
const optionalText = (max: number) => zPlainOptional(max).optional().nullable();
/** Ids come from <select>s as strings and from JSON as numbers. */
const zId = (min = 0) => z.coerce.number({ error: REQUIRED }).int({ error: REQUIRED }).min(min, { error: REQUIRED }).max(1_000_000, { error: REQUIRED });

/** Dates travel as ISO date-time (or a plain date); the server keeps the calendar day. */
export const ZIsoDay = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, { error: REQUIRED })
  .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, {
    error: REG_TEXT.dateInvalid,
  })
  .transform((s) => s.slice(0, 10))
  .refine(
    (s) => {
      // Years a database stores and a person's or a document's date can have: year 0000 is a valid
      // JavaScript date but not a PostgreSQL one (UpdateUser answered 500 after spending its code).
      const year = Number(s.slice(0, 4));
      const d = new Date(`${s}T00:00:00Z`);
      return year >= 1900 && year <= 2199 && !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
    },
    { error: REG_TEXT.dateInvalid },
  );

/** E-mail: required, valid ('Inserire una mail valida'), then the stricter pattern ('Formatto non corretto'). */
export const ZRegEmail = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, { error: REQUIRED })
  .max(254, { error: REG_TEXT.emailInvalid })
  .pipe(z.email({ error: REG_TEXT.emailInvalid }))
  .pipe(z.string().regex(EMAIL_PATTERN, { error: REG_TEXT.emailFormat }));

/** Italian mobile with +39 (default) — spaces allowed while typing, removed before storing. */
export const MOBILE_IT_REGEX = /^\+39\s?3\d{2}\s?\d{6,7}$/;
/** The longest mobile number: the site's pattern never runs on a longer input. */
export const MOBILE_MAX_LENGTH = 20;
export const ZMobile = z.string({ error: REQUIRED }).trim().min(1, { error: REQUIRED }).max(MOBILE_MAX_LENGTH, { error: REG_TEXT.mobileItalian });
/** The mobile rule with the site's custom pattern (site variable Mobile_CustomPattern) when set. */
export function mobileIssue(value: string, customPattern?: string | null): string | null {
  // The site's pattern (checked for slow constructs when saved) never runs on a long input, in the
  // browser (which checks as the player types) as on the server.
  if (value.length > MOBILE_MAX_LENGTH) return customPattern ? REG_TEXT.mobileCustom : REG_TEXT.mobileItalian;
  if (customPattern) {
    let re: RegExp;
    try {
      re = new RegExp(customPattern);
    } catch {
      return MOBILE_IT_REGEX.test(value) ? null : REG_TEXT.mobileItalian;
    }
    return re.test(value) ? null : REG_TEXT.mobileCustom;
  }
  return MOBILE_IT_REGEX.test(value) ? null : REG_TEXT.mobileItalian;
}

export const ZRegCodiceFiscale = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, { error: REQUIRED })
  .transform((s) => s.toUpperCase())
  .pipe(z.string().regex(CODICE_FISCALE_PATTERN, { error: REG_TEXT.cfInvalid }));

// ——— Steps ———

export const ZStep1 = z.object({
  nome: requiredText(60),
  cognome: requiredText(60),
  email: ZRegEmail,
  cellulare: ZMobile,
});
export const ZStep2 = z.object({ codiceFiscale: ZRegCodiceFiscale });
export const ZStep3 = z.object({
  sesso: z.enum(['M', 'F'], { error: REQUIRED }),
  dataNascita: ZIsoDay,
  nazioneNascitaId: zId(0),
  comuneNascitaId: zId(0),
  codiceFiscale: ZRegCodiceFiscale,
});
export const ZStep4 = z.object({
  nazioneResidenzaId: zId(1),
  indirizzoResidenza: requiredText(120),
  capResidenza: z
    .string({ error: REQUIRED })
    .trim()
    .min(1, { error: REQUIRED })
    .regex(/^\d{5}$/, { error: REG_TEXT.capInvalid }),
  comuneResidenzaId: zId(1),
});
export const ZStep5 = z.object({
  tipoDocumentoId: z.coerce.number({ error: REQUIRED }).refine((v) => DOCUMENT_TYPES.some((d) => d.Id === v), { error: REQUIRED }),
  numeroDocumento: z
    .string({ error: REQUIRED })
    .trim()
    .min(1, { error: REQUIRED })
    .min(6, { error: REG_TEXT.documentNumberInvalid })
    .max(30, { error: REG_TEXT.documentNumberInvalid }),
  enteRilascioId: zId(1),
  comuneRilascioId: zId(1),
  dataRilascioDocumento: ZIsoDay,
  dataScadenzaDocumento: ZIsoDay,
});
export const ZStep6 = z.object({
  username: ZUsername,
  password: ZNewPassword,
  passwordConfirm: z.string({ error: REQUIRED }).min(1, { error: REQUIRED }).max(200),
});
export const ZStep7 = z.object({
  securityQuestion: ZSecurityQuestionId,
  securityAnswer: ZSecurityAnswer,
  securityAnswerConfirm: z.string({ error: REQUIRED }).trim().min(1, { error: REQUIRED }).max(100),
});
export const ZStep8 = z.object({
  depositoMassimo: z.coerce
    .number({ error: REQUIRED })
    .refine((v) => [20, 50, 100, 250, 500, 1000, 5000, 10000, 20000, 30000, 40000, 50000, 75000, 99000].includes(v), { error: REQUIRED }),
});
export const ZStep9 = z.object({
  refer: optionalText(40),
  codicePromo: optionalText(40),
});
export const ZNewsletterItem = z.object({
  accettatoField: z.boolean(),
  descrizioneField: z.string().max(200),
  famigliaField: z.string().max(50),
  flag_consensoField: z.string().max(50),
  giocoField: z.string().max(50),
});
export const ZStep10 = z.object({
  privacyMaggiorenneAccepted: ZMustAccept,
  privacyContrattoAccepted: ZMustAccept,
  privacyCondizioniAccepted: z.boolean({ error: REQUIRED }).refine((v) => v === true, { error: REQUIRED }),
  privacyDatiAccepted: ZMustAccept,
  privacyAcceptMarketing: ZConsentChoice,
  privacyAcceptProfilazione: ZConsentChoice,
  comunicazioniSms: z.boolean().optional(),
  comunicazioniPush: z.boolean().optional(),
  comunicazioniPosta: z.boolean().optional(),
  comunicazioniTelefono: z.boolean().optional(),
});
const zOtp = z
  .string({ error: REG_TEXT.otpInvalid })
  .trim()
  .regex(/^\d{6}$/, { error: REG_TEXT.otpInvalid });
export const ZStep11 = z.object({ otpMobile: zOtp, otpEmail: zOtp });

/** Step 3 and 5 rules that need more than one field; `today` is Italy's date (the player's), on the server or in the browser. */
export function refineDates(
  v: { dataRilascioDocumento?: string; dataScadenzaDocumento?: string },
  ctx: z.RefinementCtx,
  todayIso = italianDay(new Date()),
): void {
  if (v.dataRilascioDocumento && v.dataRilascioDocumento > todayIso)
    ctx.addIssue({
      code: 'custom',
      path: ['dataRilascioDocumento'],
      message: REG_TEXT.issueInvalid,
    });
  if (v.dataScadenzaDocumento && v.dataScadenzaDocumento < todayIso)
    ctx.addIssue({
      code: 'custom',
      path: ['dataScadenzaDocumento'],
      message: REG_TEXT.expiryInvalid,
    });
}
/**
 * A player must be younger than this on the day they register. The codice fiscale keeps two digits of
 * the birth year, so the same code fits a date and the date a century before: without a ceiling a
 * minor could declare their birthday 100 years earlier (2010 → 1910) and the code would still match.
 * At 100 no such claim can pass: the hundredth birthday of a date a century before a real birth date
 * is that birth date, already past. The price is refusing centenarians, a vanishing few of the
 * players; any higher ceiling (say 110) would let a child under ten through with the trick.
 */
export const MAX_AGE_YEARS = 100;

/** Of age (18) and younger than MAX_AGE_YEARS, on Italy's calendar. */
export function refineAdult(v: { dataNascita?: string }, ctx: z.RefinementCtx, today = new Date()): void {
  // Refinements run on fields their own rule refused too: a date that is not one is that rule's to say.
  const m = v.dataNascita ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(v.dataNascita) : null;
  if (!m) return;
  // The day a given birthday starts in Italy (29 February: 1 March of a common year).
  const birthday = (age: number) => new Date(Date.UTC(Number(m[1]) + age, Number(m[2]) - 1, Number(m[3]))).toISOString().slice(0, 10);
  const todayIso = italianDay(today);
  if (birthday(18) > todayIso)
    ctx.addIssue({
      code: 'custom',
      path: ['dataNascita'],
      message: REG_TEXT.underage,
    });
  else if (birthday(MAX_AGE_YEARS) <= todayIso)
    ctx.addIssue({
      code: 'custom',
      path: ['dataNascita'],
      message: REG_TEXT.tooOld,
    });
}

export const ZStep3Form = ZStep3.superRefine((v, ctx) => refineAdult(v, ctx));
export const ZStep5Form = ZStep5.superRefine((v, ctx) => refineDates(v, ctx));
export const ZStep6Form = ZStep6.superRefine(passwordsMatch);
export const ZStep7Form = ZStep7.superRefine(answersMatch);

// ——— Calls ———

/** POST /api/Account/Register, RegisterUser, RegisterMulti: the whole registration data. */
export const ZRegisterFields = z.object({
  ...ZStep1.shape,
  ...ZStep3.shape,
  ...ZStep4.shape,
  ...ZStep5.shape,
  ...ZStep6.shape,
  ...ZStep7.shape,
  // The wizard's "Ripeti risposta": document 2's registration data has no such field, so a client
  // may leave it out; when sent it must match.
  securityAnswerConfirm: ZStep7.shape.securityAnswerConfirm.optional(),
  ...ZStep8.shape,
  ...ZStep9.shape,
  ...ZStep10.shape,
  father: optionalText(40),
  promozione: optionalText(40),
  btag: optionalText(200),
  btagType: optionalText(40),
  sourceId: optionalText(40),
  numconto: optionalText(20),
  isMulti: z.boolean().optional(),
  PreReg: z.coerce.number().int().min(0).optional().nullable(),
  newsletter: z.array(ZNewsletterItem).max(20).optional(),
  recaptcha: z.string().max(4000).optional().nullable(),
  currentSiteReferrer: optionalText(500),
});
export const ZRegisterRequest = ZRegisterFields.superRefine((v, ctx) => {
  passwordsMatch(v, ctx);
  if (v.securityAnswerConfirm !== undefined) answersMatch({ ...v, securityAnswerConfirm: v.securityAnswerConfirm }, ctx);
  refineAdult(v, ctx);
  refineDates(v, ctx);
});
export type TRegisterRequest = z.input<typeof ZRegisterRequest>;
export type TRegisterParsed = z.output<typeof ZRegisterRequest>;

export const ZRegisterData = z.object({
  numeroContratto: z.string(),
  username: z.string(),
  /** Present when the auto-login module is on: the client logs the player in at once. */
  Token: z.string().nullable(),
  UserData: z.unknown().nullable(),
});
export const ZRegisterResponse = ZEnvelope(ZRegisterData);
export type TRegisterResponse = z.infer<typeof ZRegisterResponse>;

/** POST /api/Account/VerifyRegister. Nome…DataNascita are optional additions for the -6 consistency check. */
export const ZVerifyRegisterRequest = z.object({
  SkinName: z.string().max(50).optional().nullable(),
  CodiceFiscale: ZRegCodiceFiscale,
  Email: ZRegEmail,
  Mobile: ZMobile,
  Father: optionalText(40),
  Recaptcha: z.string().max(4000).optional().nullable(),
  Nome: optionalText(60),
  Cognome: optionalText(60),
  Sesso: z.enum(['M', 'F']).optional().nullable(),
  DataNascita: ZIsoDay.optional().nullable(),
  CodicePromo: optionalText(40),
});
export type TVerifyRegisterRequest = z.input<typeof ZVerifyRegisterRequest>;
export const ZVerifyRegisterResponse = ZEnvelope(z.object({ numConto: z.string() }));
export type TVerifyRegisterResponse = z.infer<typeof ZVerifyRegisterResponse>;

/** POST /api/Account/PreRegister. */
export const ZPreRegisterRequest = z.object({
  FirstName: requiredText(60),
  LastName: requiredText(60),
  Email: ZRegEmail,
  Mobile: ZMobile,
});
export const ZPreRegisterResponse = ZEnvelope(z.number().int());

/** GET /api/Account/GetPreRegistration?id — our own service for pre-filled registration data. */
export const ZPreRegistrationQuery = z.object({
  id: z.coerce.number({ error: REQUIRED }).int({ error: REQUIRED }).min(1, { error: REQUIRED }).max(Number.MAX_SAFE_INTEGER, { error: REQUIRED }),
});
export const ZPreRegistrationData = z.object({
  nome: z.string(),
  cognome: z.string(),
  email: z.string(),
  cellulare: z.string(),
});
export const ZPreRegistrationResponse = ZEnvelope(ZPreRegistrationData);

/** GET /api/Account/VerifyOtpCode?numConto&codice&type (1 mobile, 2 email)&data. */
export const ZVerifyOtpQuery = z.object({
  numConto: requiredText(20),
  codice: zOtp,
  type: z.coerce
    .number({ error: REQUIRED })
    .int()
    .refine((v) => v === 1 || v === 2, { error: REQUIRED }),
  data: optionalText(254),
});
/** GET /api/Account/ResendOtpCode?numConto&type — a fresh code for one channel (path designed here). */
export const ZResendOtpQuery = ZVerifyOtpQuery.pick({
  numConto: true,
  type: true,
});
export const ZSimpleEnvelope = ZEnvelope(z.null());

/** GET /api/Account/CheckUsername?username&recaptcha (path designed here; the legacy one is not shown). */
export const ZCheckUsernameQuery = z.object({
  username: ZUsername,
  recaptcha: z.string().max(4000).optional(),
});

/**
 * GET /api/Account/CheckCodiceFiscale?codiceFiscale&recaptcha (an addition of this product): the
 * duplicate check of the final registration, run as soon as the wizard knows the code (step 2 or 3).
 */
export const ZCheckCodiceFiscaleQuery = z.object({
  codiceFiscale: ZRegCodiceFiscale,
  recaptcha: z.string().max(4000).optional(),
});

export const ZIdName = z.object({ Id: z.number().int(), Nome: z.string() });
export type TIdName = z.infer<typeof ZIdName>;
export const ZIdNameListResponse = ZEnvelope(z.array(ZIdName));
export const ZSearchQuery = z.object({
  search: z.string().trim().max(60).optional().default(''),
});

export const ZReversedCfQuery = z.object({
  catastale: z
    .string({ error: REG_TEXT.cfInvalid })
    .trim()
    .transform((s) => s.toUpperCase())
    .pipe(z.string().regex(/^[A-Z]\d{3}$/, { error: REG_TEXT.cfInvalid })),
});
export const ZReversedCfData = z.object({
  Id: z.number().int(),
  Nome: z.string(),
  Estero: z.boolean(),
  NazioneId: z.number().int(),
});
export type TReversedCfData = z.infer<typeof ZReversedCfData>;
export const ZReversedCfResponse = ZEnvelope(ZReversedCfData);

export const ZGenerateCfRequest = z.object({
  nome: requiredText(60),
  cognome: requiredText(60),
  sesso: z.enum(['M', 'F'], { error: REQUIRED }),
  dataNascita: ZIsoDay,
  nazioneId: zId(0),
  comuneId: zId(0),
});
export const ZGenerateCfResponse = ZEnvelope(z.object({ codice: z.string() }));

export const ZNewsletterResponse = ZEnvelope(z.object({ tipiNewsLetterField: z.array(ZNewsletterItem) }));
export type TNewsletterItem = z.infer<typeof ZNewsletterItem>;

/** Step 1 as the browser validates it: the mobile rule depends on the site's custom pattern. */
export const step1Form = (customPattern?: string | null) =>
  ZStep1.superRefine((v, ctx) => {
    const issue = mobileIssue(v.cellulare, customPattern);
    if (issue) ctx.addIssue({ code: 'custom', path: ['cellulare'], message: issue });
  });
