import { z, REQUIRED } from './zod.ts';
import { ZEnvelope } from './envelope.ts';
import { EMAIL_PATTERN } from './account-fields.ts';
import { RECOVERY_TEXT } from './recovery-messages.ts';
export * from './recovery-codes.ts';

/** Recovery e-mail: any text that does not match the pattern is 'Indirizzo non valido' (document 2 §5). */
export const ZRecoveryEmail = z
  .string({ error: RECOVERY_TEXT.invalidAddress })
  .trim()
  .max(254, { error: RECOVERY_TEXT.invalidAddress })
  .regex(EMAIL_PATTERN, { error: RECOVERY_TEXT.invalidAddress });

export const ZRecoveryAnswer = z
  .string({ error: RECOVERY_TEXT.answerRequired })
  .trim()
  .min(1, { error: RECOVERY_TEXT.answerRequired })
  .max(100, { error: 'Massimo 100 caratteri' });

/** The recovery dialog's two forms (the web validates with these, lazily loaded). */
export const ZRecoveryEmailForm = z.object({ email: ZRecoveryEmail });
export const ZRecoveryAnswerForm = z.object({ answer: ZRecoveryAnswer });

/** GET api/Account/GetDomande?email */
/** `recaptcha` is our addition: with a valid bot-check token a locked e-mail may try again (finding 5 of issue 10). */
export const ZGetDomandeQuery = z.object({ email: ZRecoveryEmail, recaptcha: z.string().max(4000).optional() });

/** The legacy SOAP-style reply of GetDomande (field names as in document 1 §7). */
export const ZGetDomandeResponse = z.object({
  returnCodeField: z.number().int(),
  returnDescriptionField: z.string(),
  securityquestionField: z.object({ idField: z.number().int(), questionField: z.string() }).nullable(),
});
export type TGetDomandeResponse = z.infer<typeof ZGetDomandeResponse>;

/** POST api/Account/GetSecurityQuestion {Value, Recaptcha} */
export const ZGetSecurityQuestionRequest = z.object({
  Value: ZRecoveryEmail,
  Recaptcha: z.string().max(4000).optional().nullable(),
});
export type TGetSecurityQuestionRequest = z.infer<typeof ZGetSecurityQuestionRequest>;
export const ZSecurityQuestion = z.object({ id: z.number().int(), question: z.string() });
export const ZGetSecurityQuestionResponse = ZEnvelope(ZSecurityQuestion);
export type TGetSecurityQuestionResponse = z.infer<typeof ZGetSecurityQuestionResponse>;

/** One entry of the security list: id, question, answer. */
export const ZSecurityItem = z.object({
  id: z.coerce.number({ error: REQUIRED }).int().min(1).max(99),
  question: z.string().max(200).optional().nullable(),
  answer: ZRecoveryAnswer,
});
export type TSecurityItem = z.infer<typeof ZSecurityItem>;

/**
 * RecuperoPass sends a security list, RecuperoUser a single security entry (document 1 §7);
 * both calls accept either form, so a client that sends the other shape still works.
 */
const ZSecurityInput = z.union([ZSecurityItem, z.array(ZSecurityItem).min(1, { error: RECOVERY_TEXT.answerRequired }).max(4)]);

/** POST api/Account/RecuperoPass {email, security: [{id, question, answer}]} */
export const ZRecuperoPassRequest = z.object({ email: ZRecoveryEmail, security: ZSecurityInput });
export type TRecuperoPassRequest = z.input<typeof ZRecuperoPassRequest>;
/** POST api/Account/RecuperoUser {email, security: {id, question, answer}} */
export const ZRecuperoUserRequest = z.object({ email: ZRecoveryEmail, security: ZSecurityInput });
export type TRecuperoUserRequest = z.input<typeof ZRecuperoUserRequest>;

export const ZRecoveryResponse = ZEnvelope(z.null());
export type TRecoveryResponse = z.infer<typeof ZRecoveryResponse>;
