// Registration ids, codes and document types without zod, so the browser's wizard renders before the schemas have loaded.

export const ITALY_ID = 181;
export const ESTERO_ID = 0;
export const ESTERO_CODE = 'EE';
export const DEFAULT_MOBILE_PREFIX = '+39';
/** Response codes of the registration calls (document 2 §4 and §8). */
export const REG_CODES = {
  OK: 0,
  OTP_EXISTING: -100,
  DIRECT_VERIFIED: -200,
  DIRECT_NO_OTP: -300,
  ANOMALOUS_TRAFFIC: -3,
  BLOCKED: -5,
  INCONSISTENT: -6,
  /**
   * Document 2 names -6643 for a phone number already registered; a legacy client may handle it as
   * such. A fiscal code or an e-mail already registered have codes of their own (ours, not in the
   * document: a client that does not know them shows the server's message).
   */
  DUPLICATE: -6643,
  DUPLICATE_CF: -6641,
  DUPLICATE_EMAIL: -6642,
  COUPON: -5296,
  OTP_INCOMPLETE: -7,
  LOCKED: -8,
  NOT_FOUND: -1,
} as const;
export const DOCUMENT_TYPES = [
  { Id: 1, Nome: "Carta d'identità" },
  { Id: 2, Nome: 'Passaporto' },
  { Id: 3, Nome: 'Patente di guida' },
  { Id: 4, Nome: "Porto d'armi" },
  { Id: 255, Nome: 'Altro' },
] as const;
