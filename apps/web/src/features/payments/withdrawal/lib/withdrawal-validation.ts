import { formatEuroAmount, parseEuroToCents } from '@betsite/domain/money';
import type { TPaymentMethod } from '@betsite/contract/payments';
import type { TUserData } from '@betsite/contract/session';
import { WITHDRAWAL_TEXT as T } from '@betsite/contract/withdrawal-messages';
import { ZWithdrawalRequest } from '@betsite/contract/withdrawals';
import { z } from '@betsite/contract/zod';
import { FORM_FIELD_OF, toRequest, type FormField, type WithdrawalFormValues } from './withdrawal-form.ts';

// Imported when the player sends the form (with zod), not with the page.

/** Validates with the shared request schema plus the amount range; messages per form field. */
export function validateWithdrawal(
  m: TPaymentMethod,
  v: WithdrawalFormValues,
  range: { min: number; max: number },
  user: Pick<TUserData, 'nome' | 'cognome' | 'contratto' | 'betsession'>,
): Partial<Record<FormField, string>> {
  const errors: Partial<Record<FormField, string>> = {};
  const cents = parseEuroToCents(v.amount);
  if (!v.amount.trim()) errors.amount = T.required;
  else if (cents === null) errors.amount = 'Importo non valido';
  else if (cents < range.min) errors.amount = T.minAmount(formatEuroAmount(range.min));
  else if (cents > range.max) errors.amount = T.maxAmount(formatEuroAmount(range.max));
  const parsed = ZWithdrawalRequest.safeParse(toRequest(m, v, user, false));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = FORM_FIELD_OF[String(issue.path[0])];
      if (field && field !== 'amount' && !errors[field]) errors[field] = issue.message;
    }
  }
  return errors;
}

/** The form's schema: its typed values, checked by `validateWithdrawal` (the shared request schema and the amount range). */
export function withdrawalFormSchema(
  m: TPaymentMethod,
  range: { min: number; max: number },
  user: Pick<TUserData, 'nome' | 'cognome' | 'contratto' | 'betsession'>,
) {
  const text = z.string();
  return z.object({ amount: text, pin: text, iban: text, secret: text, card: text, month: text, year: text, code: text, email: text }).superRefine((v, ctx) => {
    for (const [field, message] of Object.entries(validateWithdrawal(m, v, range, user))) ctx.addIssue({ code: 'custom', path: [field], message });
  });
}

/** The -3333 step's code: six digits (the server checks it against the code it sent). */
export const ZWithdrawalOtp = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { error: 'Inserisci il codice di 6 cifre' }),
});
