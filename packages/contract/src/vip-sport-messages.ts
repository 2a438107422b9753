/**
 * Texts of the VIP Sport page and its answers, without zod: the page needs them when it first
 * renders, and zod loads only with a form's first validation (docs/performance.md). vip-sport.ts
 * re-exports them.
 */

export const VIP_SPORT_TEXT = {
  title: 'VIP Sport',
  none: 'Nessun VIP attivo',
  congrats: 'Complimenti',
  congratsText: 'Hai già raggiunto gli obiettivi del periodo: mantienili fino alla chiusura per ottenere il coupon.',
  warning: 'Attenzione',
  warningText: 'Non hai ancora raggiunto gli obiettivi del periodo.',
  notClosed: 'Periodo non chiuso per schedine ancora in attesa di risultato',
  badInput: 'Dati della richiesta non validi',
  badId: 'Identificativo non valido',
  badPage: 'Paginazione non valida',
  badDate: 'Data non valida',
} as const;
