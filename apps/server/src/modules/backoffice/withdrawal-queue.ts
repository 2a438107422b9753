import { and, asc, count, desc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import { WITHDRAWAL_STATE_LABELS, type TQueuedWithdrawal } from '@betsite/contract/backoffice';
import { siteDateTimeText } from '@betsite/domain/site-time';
import type { Db } from '../../db/client.ts';
import { playerDocuments, users, withdrawals } from '../../db/schema/index.ts';
import { formatTicket } from '../payments/withdrawals/service.ts';

export const QUEUE_PAGE_SIZE = 50;
/** A CSV export is bounded: a year of a busy queue, never the whole table in one answer. */
export const EXPORT_MAX_ROWS = 10_000;

export interface QueueFilter {
  stato?: TQueuedWithdrawal['stato'];
  metodo?: string;
  min?: number;
  max?: number;
  etaOre?: number;
  userId?: number;
  /** Payouts handed to their provider before this instant and still open. */
  stuckBefore?: Date;
}

export const queueColumns = {
  w: withdrawals,
  username: users.username,
  nome: users.nome,
  cognome: users.cognome,
  statoConto: users.statoConto,
  documentiApprovati:
    sql<boolean>`exists (select 1 from ${playerDocuments} where ${playerDocuments.userId} = ${users.id} and ${playerDocuments.stato} = 0)`.mapWith(Boolean),
};

type Row = { w: typeof withdrawals.$inferSelect; username: string; nome: string; cognome: string; statoConto: number; documentiApprovati: boolean };

export const toQueued = (r: Row): TQueuedWithdrawal => ({
  id: r.w.id,
  ticket: formatTicket(r.w.id),
  userId: r.w.userId,
  username: r.username,
  nome: r.nome,
  cognome: r.cognome,
  metodo: r.w.tipo,
  importo: r.w.amount,
  stato: r.w.status as TQueuedWithdrawal['stato'],
  statoConto: r.statoConto,
  documentiApprovati: r.documentiApprovati,
  modalita: r.w.mode,
  destinazione: r.w.destination,
  richiestoIl: r.w.createdAt.toISOString(),
  decisoIl: r.w.decidedAt?.toISOString() ?? null,
  decisoDa: r.w.decidedBy,
  motivo: r.w.decisionReason,
  fornitore: r.w.payoutProvider,
  riferimentoFornitore: r.w.providerRef,
  tentativi: r.w.payoutAttempts,
  erroreFornitore: r.w.payoutError,
  inPagamentoDal: r.w.sendingAt?.toISOString() ?? null,
});

/**
 * The query's filter; `bloccati` becomes "handed to the provider longer ago than the
 * reconciliation waits", the same age after which the job takes a payout over.
 */
export function queueFilter(q: Omit<QueueFilter, 'stuckBefore'> & { bloccati?: 'true' | 'false' }, now: Date, stuckAfterSeconds: number): QueueFilter {
  const { bloccati, ...rest } = q;
  return bloccati === 'true' ? { ...rest, stuckBefore: new Date(now.getTime() - stuckAfterSeconds * 1000) } : rest;
}

function whereOf(f: QueueFilter, now: Date) {
  return and(
    f.stato ? eq(withdrawals.status, f.stato) : undefined,
    f.metodo ? eq(sql`lower(${withdrawals.tipo})`, f.metodo.toLowerCase()) : undefined,
    f.min !== undefined ? gte(withdrawals.amount, f.min) : undefined,
    f.max !== undefined ? lte(withdrawals.amount, f.max) : undefined,
    f.etaOre !== undefined ? lte(withdrawals.createdAt, new Date(now.getTime() - f.etaOre * 3600_000)) : undefined,
    f.userId !== undefined ? eq(withdrawals.userId, f.userId) : undefined,
    f.stuckBefore ? and(inArray(withdrawals.status, ['sending', 'sent']), lt(withdrawals.sendingAt, f.stuckBefore)) : undefined,
  );
}

/** The queue: oldest first while pending (who waits longest is paid first), newest first otherwise. */
export async function listQueue(
  db: Db,
  f: QueueFilter,
  now: Date,
  page: { offset: number; limit: number },
): Promise<{ righe: TQueuedWithdrawal[]; totale: number }> {
  const where = whereOf(f, now);
  const order = f.stato === 'pending' || f.stuckBefore ? asc(withdrawals.id) : desc(withdrawals.id);
  const [rows, [total]] = await Promise.all([
    db
      .select(queueColumns)
      .from(withdrawals)
      .innerJoin(users, eq(users.id, withdrawals.userId))
      .where(where)
      .orderBy(order)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(withdrawals).where(where),
  ]);
  return { righe: rows.map(toQueued), totale: Number(total?.n ?? 0) };
}

export async function withdrawalMethods(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ tipo: withdrawals.tipo }).from(withdrawals).orderBy(withdrawals.tipo);
  return rows.map((r) => r.tipo);
}

const CSV_HEADER = [
  'Ticket',
  'Richiesto il',
  'Giocatore',
  'Nome',
  'Cognome',
  'Metodo',
  'Importo (EUR)',
  'Stato',
  'Modalità',
  'Destinazione',
  'Deciso il',
  'Deciso da',
  'Motivo',
];

/**
 * One CSV cell: quoted, quotes doubled, and a leading =, +, -, @, tab or CR neutralised with an
 * apostrophe so a spreadsheet never runs a player-supplied value as a formula (CSV injection).
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function queueCsv(rows: TQueuedWithdrawal[]): string {
  const euro = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');
  // Times as the back office shows them, on Italy's clock (the ISO instants were UTC), states in words.
  const when = (iso: string | null) => (iso ? siteDateTimeText(new Date(iso)) : '');
  const lines = rows.map((r) =>
    [
      r.ticket,
      when(r.richiestoIl),
      r.username,
      r.nome,
      r.cognome,
      r.metodo,
      euro(r.importo),
      WITHDRAWAL_STATE_LABELS[r.stato] ?? r.stato,
      r.modalita,
      r.destinazione,
      when(r.decisoIl),
      r.decisoDa ?? '',
      r.motivo ?? '',
    ]
      .map(csvCell)
      .join(';'),
  );
  // BOM + semicolons: what Excel with an Italian locale opens correctly.
  return `\uFEFF${[CSV_HEADER.map(csvCell).join(';'), ...lines].join('\r\n')}\r\n`;
}
