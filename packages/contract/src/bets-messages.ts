/** Texts of the statement, bet list and ticket print (document 3 §2, §4, §8), letter for letter. */
export const BETS_TEXT = {
  statementEmpty: 'Non sono stati trovati movimenti...',
  listEmpty: 'Non sono stati trovati elementi. Prova a modificare i filtri',
  detailError: "Si è verificato un errore durante l'apertura del dettaglio della giocata",
  reservationsError: 'Si è verificato un errore durante il caricamento delle tue prenotaizoni',
  printError: 'Si è verificato un errore durante il caricamento dei dati',
  printAuth: 'Autenticazione non valida',
  noDetail: 'Dettaglio non disponibile',
  attention: 'Attenzione',
  attentionBang: 'Attenzione!',
  updated: 'Aggiornato',
  reservationExpired: 'Alcuni eventi di questa prenotazione sono già iniziati o conclusi',
  reservationDeleted: 'Prenotazione eliminata',
  cartAdded: 'Operazione completata: La tua prenotazione è stata caricata nel carrello.',
  cashoutDone: 'Cash Out effettuato',
  // Not in the specification: a cash-out closes the ticket for good, so it is asked once more.
  cashoutConfirmTitle: 'Conferma il Cash Out',
  cashoutConfirm: (amount: string, ticket: string, win: string) =>
    `Incassi subito ${amount} per la giocata ${ticket}: la giocata si chiude e la vincita potenziale di ${win} non sarà più possibile.`,
  cashoutConfirmButton: 'Conferma Cash Out',
  // Server answers (not in the specification's catalogue: short and plain).
  ticketNotFound: 'Giocata non trovata',
  reservationNotFound: 'Prenotazione non trovata',
  badRange: 'Intervallo di date non valido',
  tooOld: 'Puoi consultare al massimo gli ultimi 5 anni',
  badDate: 'Data non valida',
  badTicket: 'Codice giocata non valido',
  wrongLotteryType: 'Tipo di lotteria non corrispondente alla giocata',
  cashoutChanged: "L'offerta di Cash Out è cambiata: aggiorna la lista e riprova",
  cashoutRefused: 'Il Cash Out non è stato accettato, riprova più tardi',
  cashoutSettled: 'La giocata è già stata chiusa',
  tooManyOutcomes: 'Troppi esiti richiesti',
} as const;
