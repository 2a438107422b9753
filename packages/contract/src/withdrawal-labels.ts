// Without zod, so the browser's pending-withdrawals list can import it without the schemas.

/** Display names of tipoField values. */
export const WITHDRAWAL_TYPE_LABEL: Record<string, string> = {
  bonifico: 'Bonifico bancario',
  voucher: 'Voucher',
  postepay: 'Postepay',
  poste: 'Carta Poste',
  apco: 'Carta di credito',
  mastercard: 'MasterCard',
  neteller: 'Neteller',
  skrill: 'Skrill',
  xelektra: 'XElektra',
  scratch: 'Scratch',
  safecharge: 'Safecharge',
};
