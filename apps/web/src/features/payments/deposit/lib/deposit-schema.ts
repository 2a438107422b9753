import { z, REQUIRED } from '@betsite/contract/zod';
import { ZPromoCode } from '@betsite/contract/deposits';
import { depositAmountIssue, depositFieldIssues } from '@betsite/contract/deposit-fields';
import { formatEuroLimit, parseEuroToCents } from '@betsite/domain/money';
import type { TPaymentMethod } from '@betsite/contract/payments';

// Imported on the deposit form's first validation (with zod), not with the page.

/**
 * The per-method form rules of document 3 §5: the contract's deposit field rules
 * (@betsite/contract/deposit-fields), the ones the server enforces, on the form's typed values
 * (the amount in euro as typed, turned into cents here).
 */
export function depositFormSchema(m: TPaymentMethod) {
  return z
    .object({
      importo: z.string().trim().min(1, { error: REQUIRED }),
      email: z.string().trim(),
      code: z.string().trim(),
      promo: ZPromoCode.or(z.literal('')),
    })
    .superRefine((v, ctx) => {
      const cents = parseEuroToCents(v.importo);
      if (v.importo && cents === null) ctx.addIssue({ code: 'custom', path: ['importo'], message: 'Importo non valido' });
      const amount = cents === null ? null : depositAmountIssue(m, cents, formatEuroLimit);
      for (const issue of [...(amount ? [amount] : []), ...depositFieldIssues(m, v)])
        ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
    });
}

/** XElektra's SMS code before the Confirm call (the server checks it against the code it sent). */
export const ZDepositOtp = z.object({
  otp: z
    .string()
    .trim()
    .regex(/^\d{4,8}$/, { error: 'Inserire un codice valido' }),
});
