/**
 * Document deadlines of a provisional account (document 2 §4 "Account status", §9): the copy of
 * the identity document (front and back) is due within 30 days of opening; after that the account
 * is suspended; 60 days after that, still without a document, it is closed. Documents awaiting
 * review stop the clock (validation takes minutes up to 24 hours); a refused document restarts it.
 */
export const DOCUMENTS_DUE_DAYS = 30;
export const DOCUMENTS_CLOSE_AFTER_DAYS = 60;

/** Document state codes (GetTipiStatoDocumenti): 0 validated, 1 not valid, 2 expired, 3 awaiting review. */
export const DOCUMENT_STATE = { APPROVED: 0, REFUSED: 1, EXPIRED: 2, PENDING: 3 } as const;

/** Colour of a document state (document 2 §3): 0 success, 3 warning, anything else danger. */
export function documentStateTone(stato: number): 'success' | 'warning' | 'danger' {
  if (stato === DOCUMENT_STATE.APPROVED) return 'success';
  if (stato === DOCUMENT_STATE.PENDING) return 'warning';
  return 'danger';
}

export type DocumentSide = 'fronte' | 'retro';
export const DOCUMENT_SIDES: readonly DocumentSide[] = ['fronte', 'retro'];

export type DeadlinePhase = 'none' | 'submitted' | 'due' | 'suspended' | 'closed';

export interface DeadlineInput {
  /** statoConto: only provisional accounts (1) have the deadline. */
  statoConto: number;
  openedAt: Date;
  /** Latest state per side, or undefined when never uploaded. */
  sides: Partial<Record<DocumentSide, number>>;
  now: Date;
}

export interface Deadline {
  phase: DeadlinePhase;
  /** Day the documents are due (opening + 30 days), ISO. */
  dueAt: string;
  /** Day the account is closed without documents (due + 60 days), ISO. */
  closesAt: string;
  /** Whole days left before the next step (0 once passed). */
  daysLeft: number;
}

const DAY_MS = 86_400_000;

export function documentDeadline(i: DeadlineInput): Deadline {
  const due = new Date(i.openedAt.getTime() + DOCUMENTS_DUE_DAYS * DAY_MS);
  const closes = new Date(due.getTime() + DOCUMENTS_CLOSE_AFTER_DAYS * DAY_MS);
  const base = { dueAt: due.toISOString(), closesAt: closes.toISOString() };
  if (i.statoConto !== 1) return { ...base, phase: 'none', daysLeft: 0 };
  const covered = DOCUMENT_SIDES.every((s) => i.sides[s] === DOCUMENT_STATE.APPROVED || i.sides[s] === DOCUMENT_STATE.PENDING);
  if (covered) return { ...base, phase: 'submitted', daysLeft: 0 };
  const now = i.now.getTime();
  if (now < due.getTime()) return { ...base, phase: 'due', daysLeft: Math.ceil((due.getTime() - now) / DAY_MS) };
  if (now < closes.getTime()) return { ...base, phase: 'suspended', daysLeft: Math.ceil((closes.getTime() - now) / DAY_MS) };
  return { ...base, phase: 'closed', daysLeft: 0 };
}

/** A suspended or closed provisional account may not deposit or play (it may still withdraw). */
export const isRestrictedByDeadline = (d: Deadline) => d.phase === 'suspended' || d.phase === 'closed';

export const DEADLINE_TEXT = {
  due: (days: number, date: string) =>
    `Invia il documento d'identità (fronte e retro) entro ${days === 1 ? '1 giorno' : `${days} giorni`} (${date}): dopo il conto sarà sospeso.`,
  suspended: (date: string) =>
    `Il tuo conto è sospeso perché non hai inviato il documento d'identità entro 30 giorni dall'apertura. Invialo subito: senza documento il conto sarà chiuso il ${date}.`,
  closed: "Il tuo conto è chiuso perché il documento d'identità non è stato inviato entro i termini. Contatta il servizio clienti.",
  submitted: 'Documenti ricevuti: la verifica richiede da pochi minuti fino a 24 ore.',
} as const;
