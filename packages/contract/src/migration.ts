import { z } from './zod.ts';
import { ZEnvelope } from './envelope.ts';
import {
  answersMatch,
  passwordsMatch,
  ZCodiceFiscale,
  ZConsentChoice,
  ZMustAccept,
  ZMustAcceptRequired,
  ZNewPassword,
  ZSecurityAnswer,
  ZSecurityQuestionId,
  ZUsername,
} from './account-fields.ts';
export * from './migration-codes.ts';

/** Invitation code received by the multi-account player (query param `inv`). */
export const ZInvitationCode = z
  .string({ error: 'Il campo è richiesto' })
  .trim()
  .min(1, { error: 'Il campo è richiesto', abort: true })
  .max(40, { error: 'Codice invito non valido' })
  .regex(/^[A-Za-z0-9-]+$/, { error: 'Codice invito non valido' });

/** The fields of POST /api/Account/MigrateUser (document 2 §3 and §5 steps 6, 7, 10), before the cross-field rules. */
export const ZMigrateUserFields = z.object({
  codiceFiscale: ZCodiceFiscale,
  inv: ZInvitationCode,
  username: ZUsername,
  password: ZNewPassword,
  passwordConfirm: z.string({ error: 'Il campo è richiesto' }).min(1, { error: 'Il campo è richiesto', abort: true }).max(200),
  securityQuestion: ZSecurityQuestionId,
  securityAnswer: ZSecurityAnswer,
  privacyMaggiorenneAccepted: ZMustAccept,
  privacyContrattoAccepted: ZMustAccept,
  privacyCondizioniAccepted: ZMustAcceptRequired,
  privacyDatiAccepted: ZMustAccept,
  privacyAcceptMarketing: ZConsentChoice,
  privacyAcceptProfilazione: ZConsentChoice,
  recaptcha: z.string().max(4000).optional().nullable(),
});

export const ZMigrateUserRequest = ZMigrateUserFields.superRefine(passwordsMatch);
export type TMigrateUserRequest = z.input<typeof ZMigrateUserRequest>;

/** The migration form adds the repeated answer, checked only in the browser. */
export const ZMigrationForm = ZMigrateUserFields.extend({ securityAnswerConfirm: z.string().max(100) })
  .superRefine(passwordsMatch)
  .superRefine(answersMatch);
export type TMigrationForm = z.input<typeof ZMigrationForm>;

export const ZMigrateUserData = z.object({ username: z.string(), numeroContratto: z.string() });
export const ZMigrateUserResponse = ZEnvelope(ZMigrateUserData);
export type TMigrateUserResponse = z.infer<typeof ZMigrateUserResponse>;
