/** A wait in words: minutes up to two hours, then hours ('1 minuto', '15 minuti', '24 ore'). */
const waitText = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 120) return minutes === 1 ? '1 minuto' : `${minutes} minuti`;
  return `${Math.ceil(minutes / 60)} ore`;
};

/** Every Italian text of recovery, migration, affiliate and registration confirmation (document 2 §5, §8). */
export const RECOVERY_TEXT = {
  invalidAddress: 'Indirizzo non valido',
  answerRequired: 'Inserire la risposta',
  codeRequired: 'Inserire un codice valido',
  connectionError: 'Errore durante il collegamento al server',
  retry: 'Riprova',
  recoverPasswordTitle: 'Recupera password',
  recoverUsernameTitle: 'Recupera username',
  passwordSent: "Ti abbiamo inviato una nuova password temporanea all'indirizzo email indicato. Al prossimo accesso ti verrà chiesto di cambiarla.",
  usernameSent: "Ti abbiamo inviato lo username all'indirizzo email indicato.",
  wrongAnswer: 'La risposta alla domanda segreta non è corretta.',
  expired: 'La richiesta è scaduta: la domanda segreta vale 3 minuti. Riprova.',
  tooManyAttempts: (minutes: number) =>
    `Troppi tentativi di recupero non riusciti. Per la tua sicurezza riprova tra ${minutes} ${minutes === 1 ? 'minuto' : 'minuti'}.`,
  tooManyMails: (seconds: number) => `Abbiamo già inviato troppe email di recupero per questo conto. Riprova tra ${waitText(seconds)}.`,
  captchaRequired: 'Troppi tentativi di recupero non riusciti per questo indirizzo. Conferma di non essere un robot per riprovare.',
  questionFound: 'Domanda segreta trovata',
} as const;

export const MIGRATION_TEXT = {
  title: 'Migrazione del conto',
  intro: 'Hai più conti gioco? Unificali in un unico conto: scegli le nuove credenziali e accetta i consensi.',
  done: 'Migrazione completata',
  nickname: (name: string) => `Il tuo conto unico è pronto. Il tuo nickname è ${name}.`,
  login: 'Login',
  notFound: 'Non abbiamo trovato conti da migrare con questo codice fiscale e codice invito.',
  alreadyMigrated: 'Questi conti sono già stati migrati. Accedi con le tue nuove credenziali.',
  fiscalCodeInUse: "Il codice fiscale risulta già registrato su un altro conto. Contatta l'assistenza clienti.",
  emailInUse: "L'indirizzo email dei conti da migrare risulta già registrato su un altro conto. Contatta l'assistenza clienti.",
  mobileInUse: "Il numero di cellulare dei conti da migrare risulta già registrato su un altro conto. Contatta l'assistenza clienti.",
  tooManyAttempts: 'Troppi tentativi non riusciti. Riprova più tardi.',
} as const;

export const AFFILIATE_TEXT = {
  title: 'Diventa affiliato',
  success: 'Complimenti!',
  successText: 'La tua richiesta di affiliazione è stata inviata. Ti contatteremo al più presto.',
  send: 'Invia richiesta',
  sent: 'Richiesta inviata',
} as const;

export const CONFIRM_TEXT = {
  congratulations: 'Complimenti!',
  registered: 'La registrazione è stata completata con successo.',
  uploadDocuments: 'Carica i documenti',
  notNow: 'Non ora',
  mobileVerified: 'Cellulare verificato con successo',
  mobileFailed: 'Verifica il codice di conferma e riprova',
  smsSent: (masked: string) => `Ti abbiamo inviato un SMS con il codice di conferma al numero ${masked}. Il codice è valido 3 minuti.`,
  smsFailed: "Non è stato possibile inviare l'SMS. Riprova più tardi.",
  loginToConfirm: 'Accedi per confermare il tuo numero di cellulare.',
  loginToUpload: 'Accedi per caricare i documenti',
  topUp: 'Ricarica il tuo conto',
  joinGroup: 'Unisciti al nostro gruppo',
} as const;
