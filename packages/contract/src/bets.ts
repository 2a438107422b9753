import { z, zDateTime } from './zod.ts';
import { ZEnvelope } from './envelope.ts';
import { BETS_TEXT as T } from './bets-messages.ts';

/**
 * Statement, bet list, ticket detail and print calls (document 3 §3, §7) with their legacy field
 * names. Amounts in cents; dates ISO 8601.
 */

export { BETS_CODES } from './bets-codes.ts';

/** ISO 8601 date-time, with an offset or without (then Italian time: the server reads it with parseSiteDateTime). */
const zIsoDate = zDateTime({ local: true, error: T.badDate });
/** A ticket id as platforms write them: letters and digits only. */
export const zTicketId = z
  .string({ error: T.badTicket })
  .trim()
  .regex(/^[A-Za-z0-9]{1,40}$/, { error: T.badTicket })
  .transform((v) => v.toUpperCase());
const cookie = z.string().max(200).optional();

export const ZRangeQuery = z.object({ cookie, dateda: zIsoDate, datea: zIsoDate });
export const ZBetListQuery = ZRangeQuery.extend({
  id_gioco: z.coerce
    .number({ error: 'Valore non valido' })
    .int({ error: 'Valore non valido' })
    .min(0, { error: 'Valore non valido' })
    .max(100000, { error: 'Valore non valido' })
    .default(0),
});

export const ZMovement = z.object({
  id_ticketField: z.string().nullable(),
  id_applField: z.number().int(),
  causaleField: z.string(),
  importoField: z.number().int(),
  dataField: z.string(),
  ricevuta_pgadField: z.string().nullable(),
});
export type TMovement = z.infer<typeof ZMovement>;
export const ZStatementResponse = ZEnvelope(z.array(ZMovement));

export const ZEventiSportivi = z.object({ Pending: z.number().int(), Win: z.number().int(), Lose: z.number().int(), Void: z.number().int() });
export const ZBetTicket = z.object({
  id_ticketField: z.string(),
  giocoField: z.number().int(),
  giocoDescrField: z.string(),
  piattaforma2Field: z.string(),
  stato_ticketField: z.number().int(),
  stato_ticket_descrField: z.string(),
  prezzoField: z.number().int(),
  data_oraField: z.string(),
  messaggioField: z.string().nullable(),
  importo_vincitaField: z.number().int(),
  ricevuta_pgadField: z.string().nullable(),
  EventiSportivi: ZEventiSportivi.nullable(),
});
export type TBetTicket = z.infer<typeof ZBetTicket>;
export const ZBetListResponse = ZEnvelope(z.array(ZBetTicket));

export const ZSportLine = z.object({
  Group_Name: z.string(),
  Data: z.string(),
  Descr_avv: z.string(),
  Descr_scomm: z.string(),
  Descr_esito: z.string(),
  Quota: z.number(),
  Quota_pag: z.number(),
  HandicapDecoded: z.string().nullable(),
  Cod_Esito: z.string(),
  Cod_Esito_vin: z.string().nullable(),
  Fissa: z.boolean(),
  Esito: z.enum(['Pending', 'Win', 'Lose', 'Void']),
  OutcomeId_hash: z.string(),
});
export type TSportLine = z.infer<typeof ZSportLine>;
export const ZSystemElement = z.object({ Sistema: z.string(), Num_combinazioni: z.number().int(), Importo_scomm: z.number().int() });
export const ZSportDetail = z.object({
  id_ticketField: z.string(),
  tipo: z.enum(['singola', 'multipla', 'sistema']),
  live: z.boolean(),
  Elementi_biglietto: z.array(ZSportLine),
  Elementi_sistema: z.array(ZSystemElement),
  QuotaTotale: z.number(),
  Importo: z.number().int(),
  VincitaPotenziale: z.number().int(),
  Bonus: z.number().int(),
  stato_ticket_descrField: z.string(),
});
export type TSportDetail = z.infer<typeof ZSportDetail>;
export const ZTicketIdQuery = z.object({ cookie, idTicket: zTicketId });
export const ZSportDetailResponse = ZEnvelope(ZSportDetail);

export const ZCashInfo = z.object({
  esitoField: z.object({ returnCodeField: z.number().int(), descrizioneField: z.string() }),
  id_ticketField: z.string().nullable(),
  giocoField: z.string().nullable(),
  importoField: z.number().int(),
  vincitaField: z.number().int(),
  giocateField: z.number().int(),
  esitoGiocoField: z.string().nullable(),
  dataField: z.string().nullable(),
});
export const ZCashInfoResponse = ZEnvelope(ZCashInfo);

export const ZTicketQuery = z.object({ cookie, ticket: zTicketId });
export const ZGvDetail = z.object({
  ricevutaUrl: z.string(),
  replayData: z.object({ token: z.string(), numconto: z.string(), concorso: z.string(), idtransazione: z.string(), idrivenditore: z.string() }),
});
export const ZGvDetailResponse = ZEnvelope(ZGvDetail);

export const ZLotteryQuery = ZTicketQuery.extend({ type: z.enum(['LOTTO', 'LOTTO_MILLIONDAY', 'LOTTOE10'], { error: 'Tipo di lotteria non valido' }) });
export const ZLotteryDetail = z.object({
  id_ticketField: z.string(),
  type: z.string(),
  concorso: z.string(),
  estrazione: z.string(),
  numeri: z.array(z.number().int()),
  ruote: z.array(z.string()),
  vincenti: z.array(z.number().int()),
  importo: z.number().int(),
  vincita: z.number().int(),
});
export const ZLotteryDetailResponse = ZEnvelope(ZLotteryDetail);

export const ZCasinoQuery = z.object({
  cookie,
  idTicket: zTicketId,
  gameId: z.coerce.number({ error: 'Valore non valido' }).int({ error: 'Valore non valido' }).min(0).max(100000),
});
export const ZCasinoLine = z.object({
  statoField: z.enum(['VINCENTE', 'NON VINCENTE']),
  iniziosessioneField: z.string(),
  finesessioneField: z.string().nullable(),
  giocoField: z.string(),
  piattaformaField: z.string(),
  betField: z.number().int(),
  winField: z.number().int(),
  stackField: z.number().int(),
  sessioneAAMSField: z.string(),
});
export const ZCasinoLineResponse = ZEnvelope(ZCasinoLine);

export const ZReservationsQuery = z.object({
  skip: z.coerce.number({ error: 'Valore non valido' }).int().min(0, { error: 'Valore non valido' }).max(1_000_000).default(0),
  take: z.coerce.number({ error: 'Valore non valido' }).int().min(1, { error: 'Valore non valido' }).max(1000, { error: 'Massimo 1000' }).default(1000),
});
export const ZReservation = z.object({
  Id: z.number().int(),
  ShortCode: z.string(),
  Crediti: z.number().int(),
  DateTime: z.string(),
  Detail: z.array(z.object({ OutcomeId_hash: z.string() })),
  SistemaComb: z.array(z.object({ Code: z.string(), Num_Multiple: z.number().int(), Importo: z.number().int() })),
  reservationDetail: z.object({ SistemiFissaChecked: z.array(z.string()) }),
  IsSystem: z.boolean(),
});
export type TReservation = z.infer<typeof ZReservation>;
export const ZReservationsResponse = ZEnvelope(z.array(ZReservation));
export const ZDeleteReservedQuery = z.object({
  Id: z.coerce.number({ error: 'Valore non valido' }).int({ error: 'Valore non valido' }).positive({ error: 'Valore non valido' }).max(2_147_483_647),
});
export const ZDeleteReservedResponse = ZEnvelope(z.boolean());

export const ZEventRowsBody = z.object({ outcomes: z.string({ error: 'Il campo è richiesto' }).max(4000, { error: T.tooManyOutcomes }) });
export const ZEventRow = z.object({
  OutcomeId_hash: z.string(),
  Group_Name: z.string(),
  Descr_avv: z.string(),
  Descr_scomm: z.string(),
  Descr_esito: z.string(),
  Quota: z.number().int(),
  Data: z.string(),
  /** The event has started or finished: the reservation can no longer be played as booked. */
  Scaduto: z.boolean(),
  /**
   * The outcome's market is suspended now (a live market after a goal, for instance): it cannot be
   * bought until the feed reopens it. Always false for a row that is `Scaduto`.
   */
  Sospeso: z.boolean(),
});
export type TEventRow = z.infer<typeof ZEventRow>;
export const ZEventRowsResponse = ZEnvelope(z.array(ZEventRow));

export const ZCashoutTicket = z.object({
  id: z.string(),
  amn: z.number().int(),
  pwn: z.number().int(),
  nevs: z.number().int(),
  oes: z.number().int(),
  amnc: z.number().int(),
  tsp: z.string(),
});
export type TCashoutTicket = z.infer<typeof ZCashoutTicket>;
export const ZCashoutListResponse = ZEnvelope(z.object({ tks: z.array(ZCashoutTicket) }));
export const ZCashoutBody = z.object({
  id: zTicketId,
  amnc: z.number({ error: 'Importo non valido' }).int({ error: 'Importo non valido' }).positive({ error: 'Importo non valido' }).max(100_000_000_000),
});
export const ZCashoutResponse = ZEnvelope(z.object({ id: z.string(), amnc: z.number().int() }));

/** `auth`: a print or share token from TicketPrintToken (never a session token: a token in a URL ends up in logs and histories). */
export const ZTicketPrintQuery = z.object({ id: zTicketId, auth: z.string().max(2000).optional() });
/**
 * TicketPrintToken (designed here): a print token for one ticket, used once, within `ScadenzaSecondi`;
 * with `Condivisione` a share token ('Condividi'): the same for every call, good for many opens, no
 * end (`ScadenzaSecondi` 0).
 */
export const ZTicketPrintTokenBody = z.object({ id: zTicketId, Condivisione: z.boolean().optional() });
export const ZTicketPrintTokenResponse = ZEnvelope(z.object({ PrintToken: z.string(), ScadenzaSecondi: z.number().int() }));
export const ZBettingPrint = z.object({
  AAMSCode: z.string(),
  Gioco: z.string(),
  Piattaforma: z.string(),
  Stato: z.string(),
  Date: z.string(),
  Time: z.string(),
  ElementiBiglietto: z.array(ZSportLine),
  Importo: z.number().int(),
  QuotaTotale: z.number(),
  Vincita: z.number().int(),
  Bonus: z.number().int(),
  Totale: z.number().int(),
  SysElementiBiglietto: z.array(ZSportLine),
  SysElementiSistema: z.array(ZSystemElement),
  SysVincitaPotMin: z.number().int(),
});
export type TBettingPrint = z.infer<typeof ZBettingPrint>;
export const ZTicketPrintResponse = ZEnvelope(z.object({ BettingPrint: ZBettingPrint }));
