/**
 * The session texts the app shell needs on every page (its HTTP client and session handling): kept
 * apart so the browser's first script does not carry every text of the session area. SESSION_TEXT
 * (session-messages.ts) includes them.
 */
export const SESSION_SHELL_TEXT = {
  alertTitle: 'Attenzione!',
  networkError: 'Si è verificato un errore durante il collegamento al server. Riprova più tardi',
  sessionNotValid: 'Sessione non valida o scaduta. Effettua nuovamente il login.',
} as const;
