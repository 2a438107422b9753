/** Every Italian text of the deposit area (document 3 §2, §5, §8), letter for letter where specified. */
export const DEPOSIT_TEXT = {
  required: 'Il campo è richiesto',
  minAmount: (euro: string) => `Importo minimo € ${euro}`,
  maxAmount: (euro: string) => `Importo massimo € ${euro}`,
  invalidEmail: 'Inserire una mail valida',
  noCost: 'Nessun costo aggiuntivo',
  moreMethods: 'Altri metodi di pagamento',
  lessMethods: 'Meno metodi di pagamento',
  submit: 'Ricarica',
  attention: 'Attenzione!',
  apcoFormError: 'Abbiamo riscontrato un errore. Ricarica la pagina.',
  bankDays: 'Il deposito e il prelievo con bonifico bancario richiedono da 3 a 5 giorni lavorativi.',
  bankReason: 'Nella causale del bonifico è obbligatorio indicare il tuo username.',
  // Blocks (module DisableDepositifNotVerified and pending password change).
  blockTitle: 'Le operazioni di deposito non sono consentite',
  blockVerifyMobile: 'Per effettuare un deposito devi prima verificare il tuo numero di cellulare.',
  blockVerifyEmail: 'Per effettuare un deposito devi prima verificare il tuo indirizzo email.',
  blockVerifyBoth: 'Per effettuare un deposito devi prima verificare il tuo numero di cellulare e il tuo indirizzo email.',
  blockPassword: 'Le operazioni di deposito e prelievo non sono consentite finché non cambi la password.',
  blockChat: "Hai bisogno di aiuto? Contatta l'assistenza clienti.",
  noData: 'Non sono disponibili dati',
  // PaaS iframe.
  paasLoading: 'Caricamento del sistema di pagamento in corso…',
  paasError: 'Non è stato possibile aprire il sistema di pagamento. Riprova più tardi.',
  paasClosed: 'Operazione annullata. Il saldo è stato aggiornato.',
  // Results.
  successTitle: 'Complimenti!',
  success: 'Complimenti, transazione eseguita con successo.',
  successText: 'La ricarica è andata a buon fine.',
  failed: 'Transazione non andata a buon fine.',
  // 'Error Code: {code}' letter for letter, as the specification gives it for a failed deposit (document 3 §2).
  errorCode: (code: string | number) => `Error Code: ${code}`,
  amount: 'Importo ricaricato',
  reference: 'Riferimento transazione',
  pending: 'La transazione è in elaborazione',
  back: 'Hai annullato la ricarica: nessun importo è stato addebitato.',
  // Server outcomes.
  methodUnavailable: 'Metodo di pagamento non disponibile',
  depositsDisabled: 'Le ricariche sono temporaneamente disabilitate',
  accountState: 'Lo stato del tuo conto non consente ricariche',
  depositLimit: (euro: string) => `La ricarica supera il tuo limite di deposito: puoi ancora ricaricare € ${euro}`,
  notFound: 'Transazione non trovata',
  declined: 'Il pagamento è stato rifiutato dal circuito',
  /** Not in the specification: the provider did not answer when the payment was opened (nothing was charged). */
  providerUnavailable: 'Il circuito di pagamento non risponde in questo momento: nessun importo è stato addebitato, riprova tra qualche minuto.',
  cancelled: 'Il pagamento è stato annullato',
  /** Not in the specification: an Idempotency-Key sent again with a different deposit. */
  idempotencyReused: 'Questa chiave di idempotenza è già stata usata per una ricarica diversa',
  idempotencyInvalid: 'Idempotency-Key non valida: da 8 a 64 caratteri tra lettere, cifre, - e _',
  /** Not in the specification: a deposit the player never completed, closed by the reconciliation job. */
  expired: 'Il pagamento non è stato completato in tempo: nessun importo è stato addebitato.',
  otpSent: (mobile: string) => `Ti abbiamo inviato un SMS con il codice di verifica al numero ${mobile}`,
  otpWrong: 'Codice di verifica non valido o scaduto',
  otpTitle: 'VERIFICA',
  scratchInvalid: 'Codice scratch card non valido o già utilizzato',
  cardInvalid: 'Numero di carta non valido',
  promoInvalid: 'Il codice promozione può contenere solo lettere e numeri (massimo 20)',
  paypalReturned: 'Hai annullato il pagamento su PayPal',
  posteRejected: 'Il pagamento con Poste Italiane non è stato autorizzato',
} as const;

/** Card authorisation results (RESPONSE_CODE_AUT, ISO 8583) a player may get back, said in Italian. */
const CARD_OUTCOME: Record<string, string> = {
  '01': 'La banca chiede di essere contattata prima di autorizzare il pagamento',
  '05': 'La banca ha rifiutato il pagamento',
  '12': 'Operazione non valida per questa carta',
  '13': 'Importo non valido',
  '14': 'Numero di carta non valido',
  '41': 'Carta non utilizzabile: contatta la tua banca',
  '43': 'Carta non utilizzabile: contatta la tua banca',
  '51': 'Fondi insufficienti sulla carta',
  '54': 'Carta scaduta',
  '55': 'PIN errato',
  '57': 'Operazione non consentita per questa carta',
  '61': 'Superato il limite di spesa della carta',
  '65': 'Superato il numero di operazioni consentite dalla carta',
  '91': 'La banca non risponde: riprova più tardi',
  '96': 'Errore del circuito di pagamento: riprova più tardi',
};

/** Poste Italiane's RESULT codes other than '00' (approved). */
const POSTE_OUTCOME: Record<string, string> = {
  '01': DEPOSIT_TEXT.posteRejected,
  '02': DEPOSIT_TEXT.pending,
  '03': DEPOSIT_TEXT.cancelled,
};

/** What a provider's result code means for the player; unknown codes read as a refusal by the circuit. */
export function providerOutcomeText(source: 'card' | 'poste', code: string | null): string {
  return (
    (code !== null ? (source === 'card' ? CARD_OUTCOME : POSTE_OUTCOME)[code] : undefined) ??
    (source === 'card' ? DEPOSIT_TEXT.declined : DEPOSIT_TEXT.posteRejected)
  );
}
