// Document upload limits and texts without zod, so the browser's documents page loads without the schemas.

/** Identity documents (document 2 §2 Documenti, §3 statoDocumenti, §4 deadlines). */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_MIME_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export const DOCUMENT_TEXT = {
  tooLarge: 'Il file supera la dimensione massima di 10 MB',
  badType: "Formato non ammesso: carica un'immagine JPG o PNG oppure un PDF",
  noFile: 'Seleziona il fronte e/o il retro del documento',
  uploaded: 'Documenti caricati: la verifica richiede da pochi minuti fino a 24 ore.',
  notAvailable: 'Documento non disponibile',
  closed: "Il tuo conto è chiuso perché il documento d'identità non è stato inviato entro i termini. Contatta il servizio clienti.",
  alreadyApproved: 'Il documento è già stato verificato',
  approved: 'Documento approvato',
  refused: 'Documento rifiutato',
  reasonRequired: 'Indica il motivo del rifiuto',
  notPending: 'Il documento non è in attesa di verifica',
  dailyLimit: 'Hai raggiunto il numero massimo di caricamenti del documento nelle ultime 24 ore: riprova più tardi oppure contatta il servizio clienti.',
  /** The reason kept on an upload still awaiting review when the player sends that side again. */
  superseded: 'Sostituito da un caricamento successivo',
  stateNames: { 0: 'Validato', 1: 'Non valido', 2: 'Scaduto', 3: 'In attesa di verifica' } as Record<number, string>,
} as const;

/** Hours an operator has to verify an uploaded identity document (issue 35, ADM concession of 12 November 2025). */
export const DOCUMENT_REVIEW_HOURS = 72;
