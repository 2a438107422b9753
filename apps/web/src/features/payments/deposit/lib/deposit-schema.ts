import { z, REQUIRED } from '@betsite/contract/zod';
import { ZPromoCode } from '@betsite/contract/deposits';
import { DEPOSIT_TEXT } from '@betsite/contract/deposit-messages';
import { formatEuroLimit as euroLimit } from '@betsite/domain/money';
import type { TPaymentMethod } from '@betsite/contract/payments';
import { parseEuroToCents } from '@betsite/domain/money';
import { CODE_LABEL, methodKind } from './deposit-form.ts';

// Imported on the deposit form's first validation (with zod), not with the page.

/** The per-method form rules of document 3 §5, in the same words the server answers with. */
export function depositFormSchema(m: TPaymentMethod) {
  const kind = methodKind(m.Name);
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
      else if (cents !== null && cents < m.MinAmount)
        ctx.addIssue({ code: 'custom', path: ['importo'], message: DEPOSIT_TEXT.minAmount(euroLimit(m.MinAmount)) });
      else if (cents !== null && m.MaxAmount !== null && cents > m.MaxAmount)
        ctx.addIssue({ code: 'custom', path: ['importo'], message: DEPOSIT_TEXT.maxAmount(euroLimit(m.MaxAmount)) });
      if (kind === 'email' && !z.email().safeParse(v.email).success) ctx.addIssue({ code: 'custom', path: ['email'], message: DEPOSIT_TEXT.invalidEmail });
      if (CODE_LABEL[kind]) {
        const digits = v.code.replace(/[\s-]/g, '');
        if (!digits) ctx.addIssue({ code: 'custom', path: ['code'], message: REQUIRED });
        else if (!/^\d{16}$/.test(digits))
          ctx.addIssue({ code: 'custom', path: ['code'], message: kind === 'scratch' ? DEPOSIT_TEXT.scratchInvalid : DEPOSIT_TEXT.cardInvalid });
      }
    });
}
