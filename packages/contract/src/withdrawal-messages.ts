/** How the expired-document refusal begins: the withdrawal page adds the link to the documents page. */
export const DOCUMENT_EXPIRED_PREFIX = "Il tuo documento d'identità è scaduto";
/** How the refusal for document data changed and not yet verified begins (the same link). */
export const DOCUMENT_UNVERIFIED_PREFIX = "Hai modificato i dati del tuo documento d'identità";

/** Every Italian text of the withdrawal area (document 3 §2, §5, §8), letter for letter. */
export const WITHDRAWAL_TEXT = {
  pageTitle: 'Prelievo',
  submit: 'Prelievo',
  pendingButton: 'Prelievi in attesa',
  maxPerDay: 'Max. n. 4 richieste di prelievo/giorno',
  listTitle: 'Lista Prelievi',
  empty: 'Non ci sono prelievi pendenti',
  cancel: 'Annulla',

  required: 'Il campo è richiesto',
  minAmount: (euro: string) => `Importo minimo € ${euro}`,
  maxAmount: (euro: string) => `Importo massimo € ${euro}`,
  pinMin: 'Lunghezza minima 4 caratteri',
  ibanItalian: 'Il prelievo con bonifico bancario può essere fatto soltanto inserendo un IBAN Italiano',
  ibanChecksum: "L'IBAN inserito non è valido: controlla di averlo scritto correttamente",
  email: 'Inserire una mail valida',
  cardNumber: 'Numero di carta non valido',
  expiry: 'Inserisci la scadenza nel formato MM/AA',
  expired: 'La carta risulta scaduta',
  /** Issue 35: an expired identity document blocks withdrawals until a valid one is approved. */
  documentExpired: (date: string) =>
    `${DOCUMENT_EXPIRED_PREFIX} il ${date}: per prelevare carica un documento valido nella pagina Documenti del tuo conto. Potrai prelevare appena sarà approvato.`,
  /** The document's data changed in the profile: withdrawals wait for an upload of it to be approved. */
  documentUnverified: `${DOCUMENT_UNVERIFIED_PREFIX}: per prelevare carica il nuovo documento nella pagina Documenti del tuo conto. Potrai prelevare appena sarà approvato.`,
  amountInteger: "L'importo deve essere un numero intero di centesimi",

  failureTitle: 'Attenzione!',
  failure: (message: string) => `Si è verificato un errore durante il prelievo: ${message}`,
  successTitle: 'Operazione conclusa',
  success: (serial?: string | null) => `Il prelievo è stato richiesto con successo.${serial ? ` Seriale: ${serial}` : ''}`,
  providerFailure: (description: string) => `Non è stato possibile prelevare: ${description}`,
  // Asked before a pending withdrawal is cancelled (the site's own text; the specification has none).
  cancelConfirmTitle: 'Annullare il prelievo?',
  cancelConfirm: (ticket: string, amount: string) => `Vuoi annullare il prelievo ${ticket} di ${amount}? L'importo torna disponibile sul tuo saldo.`,
  cancelConfirmYes: 'Sì, annulla il prelievo',
  cancelConfirmNo: 'No, mantieni la richiesta',
  cancelSuccess: "L'annullamento del prelievo è stato eseguito con successo.",
  cancelFailure: (message: string) => `Si è verificato un errore durante l'annullamento del prelievo: ${message}`,

  blockTitle: 'Le operazioni di prelievo non sono consentite',
  blockMobile: 'Per prelevare devi prima verificare il tuo numero di cellulare.',
  blockEmail: 'Per prelevare devi prima verificare il tuo indirizzo email.',
  blockBoth: 'Per prelevare devi prima verificare il tuo numero di cellulare e il tuo indirizzo email.',
  blockPassword: 'Devi cambiare la password: fino ad allora le operazioni di deposito e prelievo non sono consentite.',
  blockState: 'Lo stato del tuo conto non consente prelievi. Contatta il servizio clienti.',
  /** A provisional account (state 1): the specification's status text, and when it ends. */
  blockProvisional: 'Il tuo conto è provvisorio, devi inviare i documenti: potrai prelevare quando saranno approvati.',
  belowMinimum: "Il saldo prelevabile non raggiunge l'importo minimo di questo metodo.",
  alertDefault: 'Le richieste di prelievo in attesa possono essere annullate dalla Lista Prelievi finché non vengono lavorate.',

  // Server outcomes (ResponseMessage of a non-zero ResponseCode).
  wrongPassword: 'Password non corretta',
  insufficient: 'Saldo prelevabile insufficiente',
  /** Above the form while a buyer's dispute of a deposit is open: that much of the balance cannot be withdrawn. */
  disputeNotice: (held: string) =>
    `${held} € del saldo sono bloccati da una contestazione in corso su una tua ricarica: potrai prelevarli quando il metodo di pagamento la chiuderà.`,
  /** The amount fits the cash but not what open disputes of deposits leave withdrawable. */
  disputeHeld: (held: string, available: string) =>
    `Importo non disponibile: € ${held} del saldo restano bloccati finché è aperta la contestazione di una ricarica. Puoi prelevare al massimo € ${available}.`,
  dailyLimit: 'Hai raggiunto il numero massimo di 4 richieste di prelievo per oggi',
  methodUnavailable: 'Metodo di prelievo non disponibile',
  mobileNotConfirmed: 'Devi verificare il numero di cellulare',
  emailNotConfirmed: 'Devi verificare il tuo indirizzo email',
  passwordChange: 'Devi cambiare la tua password',
  stateNotAllowed: 'Lo stato del tuo conto non consente prelievi',
  withdrawDisabled: 'I prelievi sono temporaneamente disabilitati',
  reversalOwed: (euro: string) =>
    `Prelievo non disponibile: una ricarica è stata stornata dal metodo di pagamento e restano da regolare € ${euro}, che saranno trattenuti dalla prossima ricarica.`,
  cardNotOwned: 'Carta non trovata tra le tue carte',
  otpSentEmail: (to: string) => `Per confermare il prelievo inserisci il codice che ti abbiamo inviato via email a ${to}. Il codice è valido 3 minuti.`,
  otpSentSms: (to: string) => `Per confermare il prelievo inserisci il codice che ti abbiamo inviato via SMS al numero ${to}. Il codice è valido 3 minuti.`,
  otpInvalid: 'Codice di conferma non valido o scaduto',
  otpTitle: 'Conferma il prelievo',
  otpLabel: 'Codice di conferma',
  otpSendSms: 'Invia il codice via SMS',
  otpSendEmail: 'Invia il codice via email',
  notFound: 'Prelievo non trovato',
  notCancellable: 'Il prelievo non è più annullabile',
  payoutInProgress: 'Il prelievo è già in pagamento presso il circuito e non può più essere annullato: riceverai l’esito appena il circuito lo conferma.',
  providerDeclined: 'operazione rifiutata dal circuito di pagamento',

  results: {
    success: { title: 'Operazione conclusa', text: 'Il prelievo è stato richiesto con successo.' },
    failed: { title: 'Attenzione!', text: 'Il prelievo non è andato a buon fine.' },
    pending: { title: 'Prelievo in elaborazione', text: 'La transazione è in elaborazione' },
  },
} as const;
