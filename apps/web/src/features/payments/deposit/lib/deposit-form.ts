import { DEPOSIT_TEXT } from '@betsite/contract/deposit-messages';
import { depositMethodKind, type DepositMethodKind } from '@betsite/contract/deposit-fields';
import type { TPaymentMethod } from '@betsite/contract/payments';

/** Preset amounts in euro (document 3 §9). */
export const PRESETS = [10, 20, 50, 100, 200, 500] as const;
/** Tiles visible on mobile before 'Altri metodi di pagamento'; elsewhere the limit is 1000. */
export const MOBILE_TILES = 6;
export const DESKTOP_TILES = 1000;

/** What a method's form asks for: the contract's definition, shared with the server's checks. */
export type MethodKind = DepositMethodKind;
export const methodKind = depositMethodKind;

/** The fee line: 'Nessun costo aggiuntivo' is shown as 0%. */
export const feeText = (m: TPaymentMethod) => (m.AdditionalCost.trim() === DEPOSIT_TEXT.noCost || !m.AdditionalCost.trim() ? '0%' : m.AdditionalCost);

/** The label of the code field, for the kinds whose form asks for one (the contract's `depositAsksCode`). */
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
