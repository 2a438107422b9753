/** The back office's Italian texts (server answers and the screens that mirror them). */
export const BACKOFFICE_TEXT = {
  /** One answer for a wrong password and a wrong code: which of the two was right is never told. */
  wrongCredentials: 'Credenziali o codice di verifica non validi',
  codeFormat: 'Il codice di verifica è di 6 cifre',
  tooManyAttempts: (minutes: number) => `Troppi tentativi falliti. Riprova tra ${minutes} minuti.`,
  roleMissing: 'Il tuo ruolo non consente questa operazione',
  reasonRequired: 'Indica il motivo del rifiuto',
  noteRequired: 'Scrivi il testo della nota',
  withdrawalNotFound: 'Prelievo non trovato',
  withdrawalNotPending: 'Il prelievo non è più in attesa: è già stato pagato, rifiutato o annullato',
  withdrawalPaid: 'Prelievo pagato',
  withdrawalRefused: "Prelievo rifiutato: l'importo è tornato sul conto del giocatore",
  playerNotFound: 'Giocatore non trovato',
  sessionNotFound: 'Sessione non trovata o già chiusa',
  sessionRevoked: 'Sessione chiusa',
  noteSaved: 'Nota salvata',
  searchTooShort: 'Scrivi almeno 3 caratteri',
  amountRange: "L'importo minimo non può superare il massimo",
  dateRange: 'La data iniziale non può essere successiva a quella finale',
} as const;
