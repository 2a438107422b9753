import { z, REQUIRED, zDateTime } from './zod.ts';
import { ZEnvelope } from './envelope.ts';
import { BACKOFFICE_TEXT as T } from './backoffice-messages.ts';

/** Back office (issue 14): calls under /api/Backoffice, for operators with a two-factor session. */

/** A player's number in an address (/Players/abc): always there, so anything wrong with it is "not valid", not "required". */
const zId = z.coerce.number({ error: T.idInvalid }).int({ error: T.idInvalid }).min(1, { error: T.idInvalid }).max(2_000_000_000, { error: T.idInvalid });
/** Optional query text: trimmed, bounded, empty means absent. */
const zQueryText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Massimo ${max} caratteri` })
    .optional()
    .transform((v) => v || undefined);

export const ZOperator = z.object({
  id: z.number().int(),
  username: z.string(),
  nome: z.string(),
  cognome: z.string(),
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
});
export type TOperator = z.infer<typeof ZOperator>;

export const ZBackofficeLoginRequest = z.object({
  username: z.string({ error: REQUIRED }).trim().min(1, { error: REQUIRED }).max(100, { error: 'Massimo 100 caratteri' }),
  password: z.string({ error: REQUIRED }).min(1, { error: REQUIRED }).max(200, { error: 'Massimo 200 caratteri' }),
  codice: z
    .string({ error: T.codeFormat })
    .trim()
    .regex(/^\d{6}$/, { error: T.codeFormat }),
});
export const ZBackofficeLoginData = z.object({ Token: z.string(), betsession: z.string(), idleSeconds: z.number().int(), operator: ZOperator });
export type TBackofficeLoginData = z.infer<typeof ZBackofficeLoginData>;
export const ZBackofficeLoginResponse = ZEnvelope(ZBackofficeLoginData);
export const ZBackofficeMeResponse = ZEnvelope(z.object({ operator: ZOperator, idleSeconds: z.number().int() }));

// ——— Withdrawal queue ———
export const WITHDRAWAL_STATES = ['pending', 'sending', 'sent', 'posted', 'voided', 'declined'] as const;
export const WITHDRAWAL_STATE_LABELS: Record<(typeof WITHDRAWAL_STATES)[number], string> = {
  pending: 'In attesa',
  sending: 'In pagamento (inviato al circuito)',
  sent: 'In pagamento (preso in carico dal circuito)',
  posted: 'Pagato',
  voided: 'Annullato dal giocatore',
  declined: 'Rifiutato',
};
const zCents = z.coerce
  .number({ error: 'Importo non valido' })
  .int({ error: 'Importo non valido' })
  .min(0, { error: 'Importo non valido' })
  .max(100_000_000, { error: 'Importo non valido' });
export const ZWithdrawalQueueQuery = z
  .object({
    stato: z.enum(WITHDRAWAL_STATES, { error: 'Stato non valido' }).optional(),
    metodo: zQueryText(50),
    /** Cents. */
    min: zCents.optional(),
    max: zCents.optional(),
    /** Only requests older than this many hours. */
    etaOre: z.coerce
      .number({ error: 'Età non valida' })
      .int({ error: 'Età non valida' })
      .min(0, { error: 'Età non valida' })
      .max(24 * 365, { error: 'Età non valida' })
      .optional(),
    /** Only payouts stuck with their provider: 'sending' or 'sent' for longer than the reconciliation waits. */
    bloccati: z.enum(['true', 'false']).optional(),
    pagina: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .refine((q) => q.min === undefined || q.max === undefined || q.min <= q.max, { error: T.amountRange, path: ['min'] });
export type TWithdrawalQueueQuery = z.input<typeof ZWithdrawalQueueQuery>;
export const ZQueuedWithdrawal = z.object({
  id: z.number().int(),
  ticket: z.string(),
  userId: z.number().int(),
  username: z.string(),
  nome: z.string(),
  cognome: z.string(),
  metodo: z.string(),
  importo: z.number().int(),
  stato: z.enum(WITHDRAWAL_STATES),
  modalita: z.string(),
  destinazione: z.string(),
  richiestoIl: z.string(),
  decisoIl: z.string().nullable(),
  decisoDa: z.string().nullable(),
  motivo: z.string().nullable(),
  /** The payout provider it was handed to, its reference, the calls made and the last error (null: none). */
  fornitore: z.string().nullable(),
  riferimentoFornitore: z.string().nullable(),
  tentativi: z.number().int(),
  erroreFornitore: z.string().nullable(),
  inPagamentoDal: z.string().nullable(),
  /** The player's account state (1 provisional, 2 validated…) and whether an identity document is approved. */
  statoConto: z.number().int(),
  documentiApprovati: z.boolean(),
});
export type TQueuedWithdrawal = z.infer<typeof ZQueuedWithdrawal>;
export const ZWithdrawalQueueResponse = ZEnvelope(z.object({ righe: z.array(ZQueuedWithdrawal), totale: z.number().int(), metodi: z.array(z.string()) }));
export const zTicket = z.string({ error: REQUIRED }).trim().min(1, { error: REQUIRED }).max(20, { error: REQUIRED });
/** Paying a pending withdrawal (ConfermaPrelievo): a provisional account needs the operator's explicit confirmation. */
export const ZPayWithdrawalRequest = z.object({ ticket: zTicket, confermaProvvisorio: z.boolean().nullable().optional() });
/** Asking the payout provider now about a payout still with it (VerificaPagamento). */
export const ZCheckPayoutRequest = z.object({ ticket: zTicket });
/**
 * Closing by hand a payout stuck with its provider (ChiudiPagamento): what the provider's own records
 * say (`pagato`: the money left, `non_pagato`: it never will, the hold goes back to the player) and why.
 */
export const ZClosePayoutRequest = z.object({
  ticket: zTicket,
  esito: z.enum(['pagato', 'non_pagato'], { error: T.payoutOutcomeRequired }),
  motivo: z.string({ error: T.blockReasonRequired }).trim().min(3, { error: T.blockReasonRequired }).max(500, { error: 'Massimo 500 caratteri' }),
});
export const ZRefuseWithdrawalRequest = z.object({
  ticket: zTicket,
  motivo: z.string({ error: T.reasonRequired }).trim().min(3, { error: T.reasonRequired }).max(500, { error: 'Massimo 500 caratteri' }),
});
export const ZWithdrawalDecisionResponse = ZEnvelope(ZQueuedWithdrawal);

// ——— Players ———
export const ZPlayerSearchQuery = z.object({
  q: z.string({ error: T.searchTooShort }).trim().min(3, { error: T.searchTooShort }).max(100, { error: 'Massimo 100 caratteri' }),
});
export const ZPlayerSummary = z.object({
  id: z.number().int(),
  username: z.string(),
  nome: z.string(),
  cognome: z.string(),
  email: z.string(),
  cellulare: z.string(),
  contratto: z.string(),
  codiceFiscale: z.string().nullable(),
  statoConto: z.number().int(),
});
export type TPlayerSummary = z.infer<typeof ZPlayerSummary>;
export const ZPlayerSearchResponse = ZEnvelope(z.array(ZPlayerSummary));
export const ZPlayerIdParam = z.object({ id: zId });
export const ZPlayerSessionParam = z.object({ id: zId, sessionId: z.string().trim().min(1).max(64) });

const zIso = z.string();
export const ZPlayerDetail = z.object({
  anagrafica: ZPlayerSummary.extend({
    sesso: z.string().nullable(),
    dataNascita: z.string().nullable(),
    comuneNascita: z.string().nullable(),
    indirizzo: z.string().nullable(),
    cap: z.string().nullable(),
    comuneResidenza: z.string().nullable(),
    numeroDocumento: z.string().nullable(),
    scadenzaDocumento: z.string().nullable(),
    registratoIl: zIso,
    ultimoAccesso: zIso.nullable(),
  }),
  stato: z.object({
    statoConto: z.number().int(),
    /** Set while the back office holds the account blocked (state 6): since when, why, and the state the unblock gives back. */
    blocco: z.object({ dal: zIso, motivo: z.string(), statoPrecedente: z.number().int() }).nullable(),
    emailConfermata: z.boolean(),
    cellulareConfermato: z.boolean(),
    termini: z.boolean(),
    statoDocumenti: z.number().int().nullable(),
    richiedePep: z.boolean(),
    dueFattori: z.boolean(),
    limiteDepositoImpostato: z.boolean(),
  }),
  saldo: z.object({
    saldo: z.number().int(),
    prelevabile: z.number().int(),
    bonus: z.number().int(),
    inPrelievo: z.number().int(),
    /** What a deposit reversed by its payment method left owing, repaid from the cash first (docs/ledger.md). */
    debitoStorno: z.number().int(),
    /** What open disputes of the player's deposits hold from withdrawals (docs/ledger.md, "Disputed deposits"). */
    contestato: z.number().int(),
  }),
  sessioni: z.array(
    z.object({
      id: z.string(),
      ambito: z.string(),
      creataIl: zIso,
      ultimaAttivita: zIso,
      chiusaIl: zIso.nullable(),
      motivo: z.string().nullable(),
      ip: z.string().nullable(),
      dispositivo: z.string().nullable(),
    }),
  ),
  movimenti: z.array(
    z.object({ id: z.number().int(), data: zIso, tipo: z.string(), descrizione: z.string().nullable(), conto: z.string(), importo: z.number().int() }),
  ),
  depositi: z.array(
    z.object({
      id: z.number().int(),
      transazione: z.string(),
      metodo: z.string(),
      importo: z.number().int(),
      stato: z.string(),
      data: zIso,
      /** Cents the provider has taken back since (refunds, chargebacks). */
      stornato: z.number().int(),
      /** A buyer's dispute of it is open with the provider. */
      contestata: z.boolean(),
    }),
  ),
  prelievi: z.array(ZQueuedWithdrawal),
  limiti: z.array(
    z.object({ periodo: z.string(), importo: z.number().int(), inAttesa: z.number().int().nullable(), dal: zIso.nullable(), aggiornatoIl: zIso }),
  ),
  /** Every change of a deposit limit, newest first (`prima` = the limit before it; null: none). */
  storicoLimiti: z.array(
    z.object({
      id: z.number().int(),
      periodo: z.string(),
      prima: z.number().int().nullable(),
      importo: z.number().int(),
      inAttesa: z.number().int().nullable(),
      dal: zIso.nullable(),
      data: zIso,
    }),
  ),
  /** Spending (cents) and time-of-play (minutes) limits in force, with what the current window used (ADM concession of 12 November 2025). */
  limitiGioco: z.array(
    z.object({
      tipo: z.enum(['spesa', 'tempo']),
      periodo: z.string(),
      importo: z.number().int(),
      utilizzato: z.number().int(),
      inAttesa: z.number().int().nullable(),
      dal: zIso.nullable(),
      aggiornatoIl: zIso,
    }),
  ),
  /** Every change of a spending or time limit, newest first. */
  storicoLimitiGioco: z.array(
    z.object({
      id: z.number().int(),
      tipo: z.enum(['spesa', 'tempo']),
      periodo: z.string(),
      prima: z.number().int().nullable(),
      importo: z.number().int(),
      inAttesa: z.number().int().nullable(),
      dal: zIso.nullable(),
      data: zIso,
    }),
  ),
  /** Minutes logged in over the last day, 7 days and month (the time-of-play rule), and the reality-check interval in force. */
  tempoGioco: z.object({ giorno: z.number().int(), settimana: z.number().int(), mese: z.number().int() }),
  promemoriaMinuti: z.number().int(),
  promemoriaScelto: z.boolean(),
  esclusioni: z.array(
    z.object({
      id: z.number().int(),
      tipo: z.string(),
      prodotto: z.string(),
      dal: zIso,
      al: zIso.nullable(),
      revocabileDal: zIso.nullable(),
      terminataIl: zIso.nullable(),
      nota: z.string(),
    }),
  ),
  /** The latest tickets (bets and games), newest first; `stato` is the platform's code (1 open, 3 refunded, 5 paid, 8 lost, 10 not to be paid). */
  giocate: z.array(
    z.object({
      codice: z.string(),
      gioco: z.string(),
      piattaforma: z.string(),
      importo: z.number().int(),
      bonus: z.boolean(),
      stato: z.number().int(),
      /** stato_ticket_descrField (VENDUTO, PAGATO, …), as the player's bet list shows it. */
      statoDescr: z.string(),
      esito: z.string().nullable(),
      vincita: z.number().int(),
      giocataIl: zIso,
      chiusaIl: zIso.nullable(),
    }),
  ),
  bonus: z.array(
    z.object({
      id: z.number().int(),
      campagna: z.string(),
      tipo: z.string(),
      importo: z.number().int(),
      /** Free spins granted (a free-spin bonus has no amount: 0 cents). */
      giri: z.number().int(),
      giocato: z.number().int(),
      daGiocare: z.number().int(),
      stato: z.string(),
      assegnatoIl: zIso,
      scadenza: zIso,
      chiusoIl: zIso.nullable(),
    }),
  ),
  documenti: z.array(
    z.object({
      id: z.number().int(),
      lato: z.string(),
      stato: z.number().int(),
      motivo: z.string().nullable(),
      caricatoIl: zIso,
      verificatoIl: zIso.nullable(),
    }),
  ),
  note: z.array(z.object({ id: z.number().int(), testo: z.string(), operatore: z.string(), data: zIso })),
});
export type TPlayerDetail = z.infer<typeof ZPlayerDetail>;
export const ZPlayerDetailResponse = ZEnvelope(ZPlayerDetail);
export const ZPlayerNoteRequest = z.object({
  testo: z.string({ error: T.noteRequired }).trim().min(1, { error: T.noteRequired }).max(2000, { error: 'Massimo 2000 caratteri' }),
});
/** Blocking or unblocking an account: the operator's reason, kept in the audit log (3–500 characters). */
export const ZPlayerBlockRequest = z.object({
  motivo: z.string({ error: T.blockReasonRequired }).trim().min(3, { error: T.blockReasonRequired }).max(500, { error: 'Massimo 500 caratteri' }),
});
/** The data of an operator call that answers none (its message, if any, is the news). */
export const ZNoData = z.null();
export const ZSimpleBackofficeResponse = ZEnvelope(ZNoData);
/**
 * The answer of a call whose body is a file (the withdrawals' CSV, a document's image), not the
 * envelope: such a call's route stays written by hand (call-route.test.ts), and the web downloads it.
 */
export const ZFileAnswer = z.string();

// ——— Audit log ———
export const ZAuditQuery = z
  .object({
    operatore: zQueryText(100),
    giocatore: z.coerce.number().int().min(1).max(2_000_000_000).optional(),
    azione: zQueryText(100),
    dal: zDateTime().optional(),
    al: zDateTime().optional(),
    pagina: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  // Compared as instants: '12:00+02:00' is before '11:00Z', though not as text.
  .refine((q) => !q.dal || !q.al || Date.parse(q.dal) <= Date.parse(q.al), { error: T.dateRange, path: ['dal'] });
export const ZAuditRow = z.object({
  id: z.number().int(),
  data: zIso,
  operatore: z.string(),
  operatoreId: z.number().int(),
  ip: z.string(),
  dispositivo: z.string().nullable(),
  azione: z.string(),
  giocatoreId: z.number().int().nullable(),
  oggetto: z.string().nullable(),
  prima: z.unknown(),
  dopo: z.unknown(),
});
export type TAuditRow = z.infer<typeof ZAuditRow>;
export const ZAuditResponse = ZEnvelope(z.object({ righe: z.array(ZAuditRow), totale: z.number().int() }));

// ——— Dashboard ———
export const ZDashboard = z.object({
  oggi: z.object({
    depositi: z.object({ importo: z.number().int(), numero: z.number().int(), inAttesa: z.number().int() }),
    prelievi: z.object({ importo: z.number().int(), numero: z.number().int(), inAttesa: z.number().int(), importoInAttesa: z.number().int() }),
    registrazioni: z.number().int(),
  }),
  /** The last 14 days, oldest first, for the charts. */
  giorni: z.array(z.object({ giorno: z.string(), depositi: z.number().int(), prelievi: z.number().int(), registrazioni: z.number().int() })),
  documentiInScadenza: z.number().int(),
  documentiDaVerificare: z.number().int(),
  autoesclusioniAttive: z.number().int(),
  /** Players who have reached a deposit, spending or time limit in its current window (issue 35). */
  giocatoriAlLimite: z.number().int(),
});
export type TDashboard = z.infer<typeof ZDashboard>;
export const ZDashboardResponse = ZEnvelope(ZDashboard);
