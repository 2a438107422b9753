/**
 * The texts of the idle warning (the countdown dialog and a failed renewal), which every logged-in
 * page loads: kept apart so it does not carry every text of the session area. SESSION_TEXT
 * (session-messages.ts) includes them.
 */
export const SESSION_IDLE_TEXT = {
  sessionExpiring: 'La tua sessione scadrà tra 15 secondi',
  /** The same text while the countdown runs (15 at the start, as the specification writes it). */
  sessionExpiresIn: (seconds: number) => `La tua sessione scadrà tra ${seconds} ${seconds === 1 ? 'secondo' : 'secondi'}`,
  renew: 'Rinnovo',
  cancel: 'Annulla',
  renewFailed: 'Rinnovo della sessione fallita. Effettuare nuovamente il login.',
} as const;
