/** The back office's Italian texts (server answers and the screens that mirror them). */
export const BACKOFFICE_TEXT = {
  /** One answer for a wrong password and a wrong code: which of the two was right is never told. */
  wrongCredentials: 'Credenziali o codice di verifica non validi',
  codeFormat: 'Il codice di verifica è di 6 cifre',
  tooManyAttempts: (minutes: number) => `Troppi tentativi falliti. Riprova tra ${minutes} minuti.`,
  roleMissing: 'Il tuo ruolo non consente questa operazione',
  screenNotAllowed: 'Il tuo ruolo non consente di aprire questa pagina.',
  reasonRequired: 'Indica il motivo del rifiuto',
  noteRequired: 'Scrivi il testo della nota',
  withdrawalNotFound: 'Prelievo non trovato',
  withdrawalNotPending: 'Il prelievo non è più in attesa: è già stato pagato, rifiutato o annullato',
  withdrawalPaid: 'Prelievo pagato',
  withdrawalProvisional: 'Il conto del giocatore è provvisorio o i suoi documenti non sono approvati: per pagare conferma esplicitamente il pagamento',
  /** A blocked account's withdrawals are never paid (docs/backoffice.md): refused, or waited on until compliance unblocks it. */
  withdrawalAccountBlocked:
    'Il conto del giocatore è bloccato: il prelievo non può essere pagato finché il conto resta bloccato. Puoi rifiutarlo (l’importo torna sul conto, che resta bloccato) o attendere lo sblocco.',
  /** An account in a state that may not withdraw (inactive, excluded): nothing is paid out. */
  withdrawalAccountOwing:
    'Il giocatore deve ancora regolare una ricarica stornata dal metodo di pagamento: il prelievo non può essere pagato finché il debito non è saldato',
  withdrawalAccountDisputed:
    'Una ricarica del giocatore è contestata presso il metodo di pagamento e il saldo non copre l’importo contestato: il prelievo non può essere pagato finché la contestazione è aperta',
  withdrawalAccountFrozen: 'Lo stato del conto del giocatore non consente di pagare prelievi: il prelievo può solo essere rifiutato',
  /** The payout of a blocked (or frozen) account is not handed to its provider: kept as the payout's last error. */
  payoutHeldAccountBlocked: 'Pagamento non inviato al circuito: il conto del giocatore è bloccato o non può ricevere prelievi',
  payoutNotOpen: 'Il prelievo non è in pagamento presso un circuito',
  payoutStillOpen: 'Il circuito non ha ancora concluso il pagamento: riprova più tardi (l’ultimo errore è nell’elenco)',
  /** Closing by hand (ChiudiPagamento) only what the reconciliation cannot finish. */
  payoutNotStuck:
    'Il pagamento non è bloccato: il circuito non ha risposto con un errore o non è ancora trascorsa l’attesa della riconciliazione. Usa «Verifica ora».',
  payoutOutcomeRequired: 'Indica se il circuito ha pagato il prelievo',
  payoutClosedPaid: 'Prelievo chiuso come pagato: l’importo non torna al giocatore',
  payoutClosedUnpaid: "Prelievo chiuso come non pagato: l'importo è tornato sul conto del giocatore",
  withdrawalSent: 'Prelievo inviato al circuito di pagamento: l’esito arriverà dal fornitore (i pagamenti bloccati sono nell’elenco «In pagamento»)',
  withdrawalProviderRefused: (why: string) => `Il circuito di pagamento ha rifiutato il prelievo (${why}): l’importo è tornato al giocatore`,
  withdrawalRefused: "Prelievo rifiutato: l'importo è tornato sul conto del giocatore",
  playerNotFound: 'Giocatore non trovato',
  idInvalid: 'Identificativo non valido',
  sessionNotFound: 'Sessione non trovata o già chiusa',
  sessionRevoked: 'Sessione chiusa',
  noteSaved: 'Nota salvata',
  blockReasonRequired: 'Indica il motivo (almeno 3 caratteri)',
  accountBlocked: 'Conto bloccato: le sessioni del giocatore sono state chiuse',
  accountUnblocked: 'Conto sbloccato: il giocatore torna allo stato precedente al blocco',
  alreadyBlocked: 'Il conto è già bloccato: nulla è cambiato',
  /** A state the back office may not block (inactive, self-excluded, excluded): blocking and unblocking would erase it. */
  notBlockable: "Si blocca solo un conto provvisorio o validato: un conto non attivo, autoescluso o escluso resta com'è",
  notBlockedByOperator: 'Il conto non è bloccato dal back office: non si può sbloccare da qui',
  unblockDuringExclusion: "Il giocatore ha un'autoesclusione in corso: il conto resta bloccato fino al suo termine",
  searchTooShort: 'Scrivi almeno 3 caratteri',
  amountRange: "L'importo minimo non può superare il massimo",
  dateRange: 'La data iniziale non può essere successiva a quella finale',
} as const;
