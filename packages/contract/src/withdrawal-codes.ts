// Withdrawal codes and method field kinds without zod, so the browser's withdrawal form loads without the schemas.

export const WITHDRAWAL_CODES = {
  OK: 0,
  OTP_REQUIRED: -3333,
  OTP_INVALID: -1010,
  WRONG_PASSWORD: -2,
  INSUFFICIENT_FUNDS: -3,
  DAILY_LIMIT: -4,
  AMOUNT_OUT_OF_RANGE: -5,
  NOT_ALLOWED: -6,
  METHOD_UNAVAILABLE: -7,
  CARD_NOT_OWNED: -8,
  NOT_FOUND: -9,
  NOT_CANCELLABLE: -10,
  /** Too many confirmation codes asked for (issuing limits, docs/security.md). */
  TOO_MANY_CODES: -11,
} as const;

/** Which extra fields a withdrawal method needs (document 3 §5). */
export type WithdrawalFieldKind = 'iban' | 'voucher' | 'card' | 'ownCard' | 'email' | 'xelektra' | 'none';

const FIELD_KIND: Record<string, WithdrawalFieldKind> = {
  Prelievo_BonificoBancario: 'iban',
  Prelievo_Voucher: 'voucher',
  Prelievo_Postepay: 'card',
  Prelievo_Poste: 'card',
  Prelievo_Apco: 'card',
  Prelievo_MasterCard: 'ownCard',
  Prelievo_Neteller: 'email',
  Prelievo_Skrill: 'email',
  Prelievo_Paypal: 'email',
  Prelievo_XElektra: 'xelektra',
  Prelievo_Scratch: 'none',
  Prelievo_Safecharge: 'none',
  Prelievo_Safecharge_Sepa: 'none',
};
export const WITHDRAWAL_METHOD_NAMES = Object.keys(FIELD_KIND);
export const withdrawalFieldKind = (name: string): WithdrawalFieldKind | null => FIELD_KIND[name] ?? null;

/** Methods an operator always pays by hand (bank transfer, voucher, scratch card), whatever the slot. */
export const OPERATOR_ONLY_WITHDRAWALS: ReadonlySet<string> = new Set(['Prelievo_BonificoBancario', 'Prelievo_Voucher', 'Prelievo_Scratch']);

/** Card prefixes treated as Postepay (document 3 §9). */
export const POSTEPAY_PREFIXES = ['402360', '533317'] as const;

/** Card numbers are sent without dashes and spaces (document 3 §5). */
export const normalizeCardNumber = (v: string) => v.replace(/[\s-]/g, '');

export function luhnOk(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}
export const isCardNumber = (v: string) => /^\d{13,19}$/.test(v) && luhnOk(v);

/** An Apco withdrawal to a Postepay card (402360…, 533317…) is sent as Postepay. */
export function effectiveWithdrawalType(type: string, cardNumber?: string | null): string {
  const card = normalizeCardNumber(cardNumber ?? '');
  return type === 'Prelievo_Apco' && POSTEPAY_PREFIXES.some((p) => card.startsWith(p)) ? 'Prelievo_Postepay' : type;
}

export const normalizeIban = (v: string) => v.replace(/\s/g, '').toUpperCase();
/** IT + 2 check digits + CIN letter + ABI (5) + CAB (5) + account (12). */
export const isItalianIban = (iban: string) => /^IT\d{2}[A-Z]\d{10}[0-9A-Z]{12}$/.test(iban);
/** ISO 13616 check: move the first 4 characters to the end, letters → numbers, mod 97 must be 1. */
export function ibanChecksumOk(iban: string): boolean {
  const moved = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const ch of moved) {
    const n = /[A-Z]/.test(ch) ? String(ch.charCodeAt(0) - 55) : ch;
    for (const d of n) rest = (rest * 10 + Number(d)) % 97;
  }
  return rest === 1;
}

/** 'MM/YY' → whether it is a real month not yet past at `now`. */
export function expiryState(v: string, now = new Date()): 'ok' | 'invalid' | 'expired' {
  const m = /^(\d{2})\/(\d{2})$/.exec(v.trim());
  if (!m) return 'invalid';
  const month = Number(m[1]);
  if (month < 1 || month > 12) return 'invalid';
  const year = 2000 + Number(m[2]);
  const endOfMonth = new Date(year, month, 1);
  return endOfMonth.getTime() <= now.getTime() ? 'expired' : 'ok';
}
