// Server-message constants without zod, so the browser's message layer loads without the schemas.

/** Document 1 §4 / document 2: triggers and templates of server messages. */
export const MESSAGE_TRIGGER = { NotLogged: 1, Logged: 2, BeforeLogout: 3 } as const;
export const MESSAGE_TEMPLATE = { Popup: 1, Bottom: 2 } as const;
/** Document 1 §9: messages are refetched when cached longer than this. */
export const MESSAGE_CACHE_MS = 900_000;
export const SERVER_MESSAGE_TEXT = {
  triggerInvalid: 'Trigger non valido: 1 (non loggato), 2 (loggato) o 3 (prima del logout)',
  templateInvalid: 'Template non valido: 1 (popup) o 2 (banner in basso)',
  linkInvalid: 'Indirizzo non valido: usa https:// oppure un percorso interno che inizia con /',
  pageInvalid: 'Pagina non valida: un percorso interno che inizia con /',
  scheduleInvalid: 'La data di fine deve seguire quella di inizio',
  notFound: 'Messaggio non trovato',
  retired: 'Messaggio ritirato',
  close: 'Chiudi il messaggio',
} as const;
