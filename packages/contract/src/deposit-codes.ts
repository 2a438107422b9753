// Deposit constants without zod, so the browser's result page can import them without the schemas.

/** Response codes of the deposit calls (document 3 §7, §8); every non-zero code shows 'Attenzione!'. */
export const DEPOSIT_CODES = {
  OK: 0,
  GENERIC: -1,
  METHOD_UNAVAILABLE: -2,
  AMOUNT_TOO_LOW: -3,
  AMOUNT_TOO_HIGH: -4,
  DEPOSITS_DISABLED: -5,
  CONTACTS_NOT_VERIFIED: -10,
  PASSWORD_CHANGE: -11,
  ACCOUNT_STATE: -12,
  DEPOSIT_LIMIT: -13,
  DECLINED: -20,
  CANCELLED: -21,
  OTP_WRONG: -30,
  NOT_FOUND: -31,
  INVALID_CODE: -32,
  /** PayPal: the player came back without paying (the result page shows 'return'). */
  PAYPAL_RETURNED: -121212,
} as const;

/** The result page's states (/account/ricarica/results/{status}). */
export const RESULT_STATUSES = ['success', 'failed', 'pending', 'back', 'return'] as const;
export type TResultStatus = (typeof RESULT_STATUSES)[number];
/** Beneficiary of deposits by bank transfer; the causale must name the player's username. */
export const BANK_BENEFICIARY = {
  beneficiario: 'Betsite S.r.l.',
  banca: 'Banca Esempio S.p.A. — Filiale di Milano',
  iban: 'IT60X0542811101000000123456',
  bic: 'BEXAITMMXXX',
} as const;
