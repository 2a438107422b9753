/** Italian texts of the profile pages (document 2 §5 and §8, letter for letter where the specification gives them). */
export const PROFILE_TEXT = {
  saved: 'Dati salvati con successo',
  saveFailed: 'Si è verificato un errore durante il salvataggio dei dati. Per favore riprovare. Grazie',
  errorTitle: 'Si è verificato un errore',
  mobileVerified: 'Cellulare verificato con successo',
  /** -3333: the update waits for the one-time code (document 2 §4). */
  otpRequired: (where: string) => `Per confermare la modifica inserisci il codice che ti abbiamo inviato a ${where}.`,
  otpInvalid: "Inserire l'OTP valido",
  otpWrong: 'Codice non valido o scaduto. Richiedi un nuovo codice.',
  /** UpdateUser with a field of the anagrafica that the player cannot change (issue 34). */
  readOnly: (field: string) => `Non è possibile modificare ${field} da qui. Per una correzione contatta l'assistenza clienti.`,
  unknownField: (field: string) => `Il campo ${field} non fa parte dell'anagrafica e non può essere salvato.`,
  oneContactAtATime: 'Modifica un contatto alla volta: prima l’email, poi il cellulare (o viceversa).',
  contactInUse: 'Il contatto indicato risulta già registrato su un altro conto. Contatta il servizio clienti.',
  noProfile: 'I dati anagrafici del conto non sono disponibili. Contatta il servizio clienti.',
  cityUnknown: 'Seleziona un comune dall’elenco',
  countryUnknown: 'Seleziona una nazione dall’elenco',
  sectionsDisabled: 'Per usare questa sezione devi prima verificare i tuoi contatti (email e cellulare).',
  withdrawalOnly: 'In questa modalità puoi modificare solo anagrafica e password.',
  /** Password change (document 2 §5). */
  oldPasswordWrong: 'La password attuale non è corretta',
  passwordSame: 'La nuova password deve essere diversa da quella attuale',
  /** Wrong passwords or codes locked the username (login, password change and passkeys count together). */
  checksLocked: (minutes: number) =>
    `Troppi tentativi con una password o un codice sbagliati: per la tua sicurezza il conto è bloccato. Per sbloccarlo subito usa il collegamento che ti abbiamo inviato via email, oppure riprova tra ${minutes} ${minutes === 1 ? 'minuto' : 'minuti'}.`,
  passwordChanged: 'Password modificata con successo. Le altre sessioni del conto sono state chiuse.',
  /** Two-factor (wording not given by the specification). */
  twoFactorDisabledModule: "L'autenticazione a due fattori non è disponibile.",
  twoFactorCodeRequired: 'Inserire il codice',
  twoFactorCodeWrong: 'Codice non valido. Controlla l’app di autenticazione e riprova.',
  twoFactorActivated: 'Autenticazione a due fattori attivata',
  twoFactorDeactivated: 'Autenticazione a due fattori disattivata',
  /** `enable2fa` / `disable2fa` sent as something other than true. */
  twoFactorOnConfirm: 'Per attivare l’autenticazione a due fattori conferma la richiesta.',
  twoFactorOffConfirm: 'Per disattivare l’autenticazione a due fattori conferma la richiesta.',
  twoFactorOffNeedsProof: 'Per disattivare l’autenticazione a due fattori inserisci la password del conto o un codice dell’app di autenticazione.',
  twoFactorOffWrongProof: 'Password o codice non corretti: l’autenticazione a due fattori resta attiva.',
  twoFactorNotPending: 'Nessuna attivazione in corso: riattiva l’autenticazione a due fattori.',
  /** Switching on needs the account password too: a stolen session alone must not bind its own app. */
  twoFactorOnNeedsPassword: 'Per attivare l’autenticazione a due fattori inserisci anche la password del conto.',
  twoFactorOnWrongPassword: 'Password non corretta: l’autenticazione a due fattori non è stata attivata.',
  /** A new app replaces an active one only through switching off, which asks for the password or a code. */
  twoFactorAlreadyActive: 'L’autenticazione a due fattori è già attiva: per collegare un’altra app disattivala e attivala di nuovo.',
  copied: 'Copiato!',
} as const;
