/** Texts of Promozioni e Bonus (document 3 §2, §4, §8), letter for letter where the specification gives them. */
export const BONUS_TEXT = {
  title: 'Promozioni e Bonus',
  updated: 'Aggiornato',
  codePlaceholder: 'Inserisci codice promozione',
  redeemOk: 'Bonus riscattato correttamente',
  // Not in the specification: what the player gets, rather than the title said twice.
  redeemOkText: 'Lo trovi tra i tuoi bonus, con quanto resta da giocare e la scadenza.',
  cancelOkTitle: 'Bonus cancellato',
  cancelOk: 'Il bonus è stato cancellato e tolto dal saldo.',
  redeemFail: 'Promo o codice bonus non trovati',
  cancelConfirm: 'Sei sicuro di volere cancellare il tuo bonus? Una volta cancellato il bonus non potrà essere riaccreditato.',
  // Document 3 describes the buttons as 'Si/No', unquoted, among its texts in quotes: the site's every
  // yes button says 'Sì', the word's Italian spelling, and this one too.
  yes: 'Sì',
  no: 'No',
  empty: 'Non sono disponibili dati',
  emptyCoupons: 'Non sono disponibili coupons',
  // Server answers not in the specification's catalogue: short and plain.
  alreadyRedeemed: 'Hai già riscattato questo bonus',
  notAllowed: 'Operazione non consentita per il tuo conto',
  bonusNotFound: 'Bonus non trovato',
  notCancellable: 'Questo bonus non può essere cancellato',
  badCode: 'Codice promozione non valido',
  badId: 'Identificativo non valido',
  badDate: 'Data non valida',
  badRange: 'Intervallo di date non valido',
  badPage: 'Paginazione non valida',
  badSort: 'Ordinamento non valido',
  campaignNotFound: 'Campagna non trovata',
  campaignCodeTaken: 'Codice promozione già usato da un’altra campagna',
  playerNotFound: 'Giocatore non trovato',
  badCampaign: 'Dati della campagna non validi',
  campaignStartTooEarly: 'La data di inizio non può essere precedente al 01/01/2000',
  campaignEndTooLate: 'La data di fine non può superare i 10 anni da oggi',
} as const;
