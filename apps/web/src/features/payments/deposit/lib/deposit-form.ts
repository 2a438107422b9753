import { z, REQUIRED } from '@betsite/contract/zod';
import { ZPromoCode } from '@betsite/contract/deposits';
import { DEPOSIT_TEXT, euroLimit } from '@betsite/contract/deposit-messages';
import type { TPaymentMethod } from '@betsite/contract/payments';
import { parseEuroToCents } from '@betsite/domain/money';

/** Preset amounts in euro (document 3 §9). */
export const PRESETS = [10, 20, 50, 100, 200, 500] as const;
/** Tiles visible on mobile before 'Altri metodi di pagamento'; elsewhere the limit is 1000. */
export const MOBILE_TILES = 6;
export const DESKTOP_TILES = 1000;

export type MethodKind = 'bank' | 'email' | 'scratch' | 'xelektra' | 'mastercard' | 'plain';

export function methodKind(name: string): MethodKind {
  if (name === 'Ricarica_BonificoBancario') return 'bank';
  if (['Ricarica_Neteller', 'Ricarica_Skrill', 'Ricarica_Paypal'].includes(name)) return 'email';
  if (name === 'Ricarica_Scratch') return 'scratch';
  if (name === 'Ricarica_XElektra') return 'xelektra';
  if (name === 'Ricarica_MasterCard') return 'mastercard';
  return 'plain';
}

/** The fee line: 'Nessun costo aggiuntivo' is shown as 0%. */
export const feeText = (m: TPaymentMethod) => (m.AdditionalCost.trim() === DEPOSIT_TEXT.noCost || !m.AdditionalCost.trim() ? '0%' : m.AdditionalCost);

export const CODE_LABEL: Partial<Record<MethodKind, string>> = {
  scratch: 'Codice scratch card',
  xelektra: 'Numero carta XElektra',
  mastercard: 'Numero carta MasterCard VIP',
};

export interface DepositFormValues {
  importo: string;
  email: string;
  code: string;
  promo: string;
}

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
      else if (cents !== null && cents < m.MinAmount) ctx.addIssue({ code: 'custom', path: ['importo'], message: DEPOSIT_TEXT.minAmount(euroLimit(m.MinAmount)) });
      else if (cents !== null && m.MaxAmount !== null && cents > m.MaxAmount) ctx.addIssue({ code: 'custom', path: ['importo'], message: DEPOSIT_TEXT.maxAmount(euroLimit(m.MaxAmount)) });
      if (kind === 'email' && !z.email().safeParse(v.email).success) ctx.addIssue({ code: 'custom', path: ['email'], message: DEPOSIT_TEXT.invalidEmail });
      if (CODE_LABEL[kind]) {
        const digits = v.code.replace(/[\s-]/g, '');
        if (!digits) ctx.addIssue({ code: 'custom', path: ['code'], message: REQUIRED });
        else if (!/^\d{16}$/.test(digits)) ctx.addIssue({ code: 'custom', path: ['code'], message: kind === 'scratch' ? DEPOSIT_TEXT.scratchInvalid : DEPOSIT_TEXT.cardInvalid });
      }
    });
}
