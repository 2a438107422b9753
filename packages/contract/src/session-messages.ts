import { SESSION_IDLE_TEXT } from './session-idle-messages.ts';
import { SESSION_SHELL_TEXT } from './session-shell-messages.ts';

/** Every Italian text of the session area, letter for letter from the specification. */
export const SESSION_TEXT = {
  ...SESSION_SHELL_TEXT,
  ...SESSION_IDLE_TEXT,
  required: 'Il campo è richiesto',
  inactiveAccount:
    "Il tuo Conto Gioco risulta NON ATTIVO a causa di dati anagrafici errati alla registrazione. Carica i tuoi documenti per riattivarlo o contatta l'assistenza clienti.",
  contactSupport: "Contatta l'assistenza clienti",
  close: 'Chiudi',
  depositLimitRequired: 'Per completare il tuo account devi impostare il limite di deposito',
  setItNow: 'Impostalo ora',
  authoriseDevice: 'Autorizza il dispositivo',
  mailNotReceived: 'Non hai ricevuto la mail?',
  received: 'Ricevuta!',
  smsError: 'Si è verificato un errore',
  smsRetry: "Riprova o contatta l'assistenza",
  codeVerifiedTitle: 'Codice verificato',
  codeVerifiedText: 'Hai autorizzato il dispositivo. Effettua nuovamente la login',
  otherSessionsClosed: 'Accesso effettuato, altre sessioni aperte sono state disconnesse.',
  termsAccepted: 'Termini accettati correttamente',
  termsFailed: "Si è verificato un errore durante l'accettazione dei termini. Per favore riprova",
  emailSent: 'Email inviata con successo. Controlla la posta!',
  wrongCredentials: 'Username o password non corretti',
  /** The temporary password of a credential recovery, used after its 24 hours. */
  temporaryPasswordExpired: "La password temporanea è scaduta: richiedine una nuova con 'Hai dimenticato la password?'.",
  twoFactorRequired: 'Inserisci il codice a due fattori generato dalla tua app di autenticazione',
  twoFactorWrong: 'Codice a due fattori non valido o già utilizzato',
  twoFactorInvalid: 'Troppi codici a due fattori errati. Inserisci di nuovo la password',
  tooManyAttempts: (minutes: number) =>
    `Troppi tentativi di accesso non riusciti. Per la tua sicurezza l'accesso è bloccato: riprova tra ${minutes} ${minutes === 1 ? 'minuto' : 'minuti'}.`,
  usernameLocked: (minutes: number) =>
    `Troppi tentativi di accesso non riusciti su questo conto. Per sbloccarlo subito usa il collegamento che ti abbiamo inviato via email, oppure riprova tra ${minutes} ${minutes === 1 ? 'minuto' : 'minuti'}.`,
  unlockMailSubject: "Sblocca l'accesso al tuo conto",
  unlockMailBody: (nome: string, link: string) =>
    `Ciao ${nome},\n\nabbiamo bloccato temporaneamente l'accesso al tuo conto dopo diversi tentativi con una password sbagliata.\nSe eri tu, apri questo collegamento per sbloccarlo subito:\n${link}\n\nIl collegamento è valido 24 ore. Se non eri tu, ti consigliamo di cambiare la password.`,
  unlocked: 'Accesso sbloccato: ora puoi entrare con la tua password.',
  unlockFailed: 'Collegamento di sblocco non valido o scaduto.',
  accountClosed: "Il conto gioco è chiuso. Contatta l'assistenza clienti",
  deviceMailSent: (maskedEmail: string) =>
    `Stai accedendo da un nuovo dispositivo. Per autorizzarlo ti abbiamo inviato un codice all'indirizzo ${maskedEmail}: inseriscilo qui sotto.`,
  deviceSmsSent: (maskedMobile: string) => `Ti abbiamo inviato un SMS con il codice al numero ${maskedMobile}.`,
  deviceCodeWrong: 'Codice non valido o scaduto',
  pageNotFound: 'Pagina non trovata',
  sectionDisabled: 'Questa sezione è stata disabilitata',
  migrationTitle: 'Conto migrato',
  migrationText: (username: string, contratto: string) =>
    `I tuoi conti di gioco sono stati riuniti nel conto n. ${contratto}. Da ora accedi solo con lo username ${username}.`,
  understood: 'Ho capito',
} as const;
