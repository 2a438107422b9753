import { DEPOSIT_TEXT } from '@betsite/contract/deposit-messages';
import type { TPaymentMethod } from '@betsite/contract/payments';

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
