import { z, REQUIRED } from './zod.ts';
import { FIELD_TEXT, SECURITY_QUESTIONS } from './account-field-texts.ts';
export * from './account-field-texts.ts';

export const USERNAME_MIN = 6;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;

/** Username: at least 6 characters, letters and digits only. */
export const ZUsername = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, { error: REQUIRED, abort: true })
  .min(USERNAME_MIN, { error: FIELD_TEXT.usernameMin })
  .max(30, { error: 'Massimo 30 caratteri' })
  .regex(/^[A-Za-z0-9]+$/, { error: FIELD_TEXT.usernameChars });

/** Password: 8 to 200 characters, at least one digit and one letter, no spaces. */
export const ZNewPassword = z
  .string({ error: REQUIRED })
  .min(1, { error: REQUIRED, abort: true })
  .refine((p) => p.length >= PASSWORD_MIN && p.length <= PASSWORD_MAX && /\d/.test(p) && /\p{L}/u.test(p) && !/\s/.test(p), {
    error: FIELD_TEXT.passwordWeak,
  });

/** Any e-mail address the player types (required, valid). */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+'-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;
export const ZEmail = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, { error: REQUIRED, abort: true })
  .max(254, { error: FIELD_TEXT.invalidEmail })
  .regex(EMAIL_PATTERN, { error: FIELD_TEXT.invalidEmail });

/** Italian mobile with the +39 prefix (the default pattern, document 2 §5 step 1). */
export const MOBILE_IT_PATTERN = /^\+39\s?3\d{2}\s?\d{6,7}$/;
export const ZMobileIt = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, { error: REQUIRED, abort: true })
  .regex(MOBILE_IT_PATTERN, { error: FIELD_TEXT.mobileItalian });

/** Fiscal-code pattern (16 characters, omocodia letters allowed in the digit places). */
export const CODICE_FISCALE_PATTERN = /^[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/;
export const ZCodiceFiscale = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, { error: REQUIRED, abort: true })
  .transform((s) => s.toUpperCase())
  .pipe(z.string().regex(CODICE_FISCALE_PATTERN, { error: FIELD_TEXT.codiceFiscale }));

/** Question id 1–4; forms send it as a string from a <select>. */
export const ZSecurityQuestionId = z.coerce
  .number({ error: FIELD_TEXT.securityQuestion })
  .int({ error: FIELD_TEXT.securityQuestion })
  .min(1, { error: FIELD_TEXT.securityQuestion })
  .max(SECURITY_QUESTIONS.length, { error: FIELD_TEXT.securityQuestion });

export const ZSecurityAnswer = z.string({ error: REQUIRED }).trim().min(1, { error: REQUIRED, abort: true }).max(100, { error: 'Massimo 100 caratteri' });

/** How a secret answer is compared: stored as a hash of the trimmed, lower-cased text. */
export const normalizeSecurityAnswer = (answer: string): string => answer.trim().toLowerCase();

/** Adult declaration and contract: required and must be true. */
export const ZMustAccept = z.boolean({ error: FIELD_TEXT.mandatory }).refine((v) => v === true, { error: FIELD_TEXT.mandatory });
/** Condizioni: required and must be true, with the 'richiesto' wording. */
export const ZMustAcceptRequired = z.boolean({ error: REQUIRED }).refine((v) => v === true, { error: REQUIRED });
/** Marketing and profiling: a choice is required, either value is fine. */
export const ZConsentChoice = z.boolean({ error: REQUIRED });

/** Adds the 'repeat must match' rules to any object that carries these pairs. */
export function passwordsMatch(v: { password: string; passwordConfirm: string }, ctx: z.RefinementCtx): void {
  if (v.password !== v.passwordConfirm) ctx.addIssue({ code: 'custom', path: ['passwordConfirm'], message: FIELD_TEXT.passwordMismatch });
}
export function answersMatch(v: { securityAnswer: string; securityAnswerConfirm: string }, ctx: z.RefinementCtx): void {
  if (normalizeSecurityAnswer(v.securityAnswer) !== normalizeSecurityAnswer(v.securityAnswerConfirm)) {
    ctx.addIssue({ code: 'custom', path: ['securityAnswerConfirm'], message: FIELD_TEXT.answerMismatch });
  }
}
