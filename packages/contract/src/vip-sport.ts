import { z, zDateTime } from './zod.ts';
import { ZEnvelope } from './envelope.ts';
import { VIP_SPORT_TEXT } from './vip-sport-messages.ts';
import { VIP_GROUP_PAGE, VIP_TICKETS_PAGE, VIP_HISTORY_PAGE } from './vip-sport-codes.ts';

/**
 * VIP Sport calls (document 3 §3 "VIP profile", "VIP ticket", §7 VIP) with their legacy field names.
 * `PlayerId` is accepted for the legacy clients and never trusted: the player is the session's.
 */

export { VIP_SPORT_TEXT } from './vip-sport-messages.ts';
export { VIP_HISTORY_PAGE, VIP_TICKETS_PAGE, VIP_GROUP_PAGE } from './vip-sport-codes.ts';

const T = VIP_SPORT_TEXT;
const zId = z.number({ error: T.badId }).int({ error: T.badId }).min(1, { error: T.badId }).max(2_147_483_647, { error: T.badId });
const zSkip = z.number({ error: T.badPage }).int({ error: T.badPage }).min(0, { error: T.badPage }).max(100_000, { error: T.badPage }).default(0);
const zTake = (max: number, def: number) =>
  z.number({ error: T.badPage }).int({ error: T.badPage }).min(1, { error: T.badPage }).max(max, { error: T.badPage }).default(def);
/** Ignored (the session decides the player); typed so that garbage is still a 400. */
const zPlayerId = z.union([z.number().int(), z.string().max(40), z.null()], { error: T.badInput }).optional();
const zSort = {
  SortBy: z.string().max(40).optional(),
  SortAscending: z.boolean({ error: T.badInput }).optional(),
  Refresh: z.boolean({ error: T.badInput }).optional(),
};
/** ISO 8601 date-time, with an offset or without (then Italian time, as the legacy client writes it). */
const zDate = zDateTime({ local: true, error: T.badDate });

export const ZVipDetailBody = z.object({
  VipProfiloId: zId,
  ElaborazioneId: zId,
  Skip: zSkip,
  Take: zTake(100, VIP_TICKETS_PAGE),
  PlayerId: zPlayerId,
  ...zSort,
});
export const ZVipDetailOpenBody = z.object({ VipProfiloId: zId, ExecutionTimeId: zId });
export const ZVipPuntiBody = z.object({ VipProfiloId: zId, Skip: zSkip, Take: zTake(VIP_GROUP_PAGE, VIP_GROUP_PAGE) });
export const ZVipStoricoBody = z.object({
  DateFrom: zDate.optional(),
  DateTo: zDate.optional(),
  Skip: zSkip,
  Take: zTake(100, VIP_HISTORY_PAGE),
  ClosingDate: zDate.nullable().optional(),
  Closed: z.boolean({ error: T.badInput }).nullable().optional(),
  PlayerId: zPlayerId,
});
export const ZVipGroupBody = z.object({ ElaborazioneId: zId, Skip: zSkip, Take: zTake(VIP_GROUP_PAGE, VIP_GROUP_PAGE), PlayerId: zPlayerId, ...zSort });

const ZPeriodo = z.object({ RealFrom: z.string(), RealTo: z.string() });
export const ZVipProfile = z.object({
  Id: z.number().int(),
  Name: z.string(),
  LinkUrl: z.string().nullable(),
  Parziale: z.boolean(),
  Elaborato: z.boolean(),
  Prematch: z.boolean(),
  Live: z.boolean(),
  IncludiSistemi: z.boolean(),
  Period: z.number().int(),
  Periodi: z.array(ZPeriodo),
  PercLostMin: z.number().int(),
  AmountMin: z.number().int(),
  NumBetMin: z.number().int(),
});
export type TVipProfile = z.infer<typeof ZVipProfile>;

export const ZVipGroup = z.object({
  VipProfiloId: z.number().int(),
  PercLost: z.number().int(),
  PercLostMinOk: z.boolean(),
  AmountMinOk: z.boolean(),
  NumBetMinOk: z.boolean(),
  TotaleGiocatoValido: z.number().int(),
  TotGiocateValide: z.number().int(),
  /** The coupon a processed period meeting the criteria earned; null otherwise. */
  BonusCode: z.string().nullable(),
});
export type TVipGroup = z.infer<typeof ZVipGroup>;

/** One period of one profile in the player's history. */
export const ZVipHistory = z.object({
  DataCompetenza: z.string(),
  AllProfili: z.array(z.object({ Id: z.number().int(), Name: z.string(), LinkUrl: z.string().nullable(), Periodi: z.array(ZPeriodo) })),
  /** Set once the period is processed; null while it is open or waits for results. */
  ElaborazioneId: z.number().int().nullable(),
  /** Identifies the period for GetVIPDetailOpen (its start, in seconds). */
  LastExecutionTimeId: z.number().int(),
  Profili: z.array(ZVipGroup),
  ProfiliEsclusi: z.array(z.number().int()),
  ProfiliPlayer: z.array(z.number().int()),
  VipProfiloId: z.number().int(),
  RealFrom: z.string(),
  RealTo: z.string(),
  Elaborato: z.boolean(),
  Parziale: z.boolean(),
  /** Tickets of the period still waiting for a result. */
  Aperte: z.number().int(),
});
export type TVipHistory = z.infer<typeof ZVipHistory>;

export const ZVipTicket = z.object({
  BettingId: z.number().int(),
  AAMSCode: z.string(),
  DateTime: z.string(),
  Crediti: z.number().int(),
  AmountBetMin: z.number().int(),
  AmountBetMax: z.number().int(),
  AmountBetOk: z.boolean(),
  Quota: z.number(),
  OddMin: z.number(),
  OddMinOk: z.boolean(),
  NumEventsMin: z.number().int(),
  EventsMinOk: z.boolean(),
  eventi: z.number().int(),
  DataChiusura: z.string().nullable(),
  Win: z.number().int(),
  Vinto: z.boolean(),
});
export type TVipTicket = z.infer<typeof ZVipTicket>;

export const ZVipOpenTicket = z.object({
  Betting: z.object({
    AAMSCode: z.string(),
    DateTime: z.string(),
    Crediti: z.number().int(),
    Quota: z.number(),
    EventiValidi: z.number().int(),
    Scadenza: z.string(),
    LastStato: z.object({ Name: z.string() }),
  }),
});
export type TVipOpenTicket = z.infer<typeof ZVipOpenTicket>;

export const ZVipPunti = z.object({
  TotalBalance: z.number().int(),
  PuntiList: z.array(
    z.object({ InsDate: z.string(), Vip_Elaborazione_CalcDate: z.string(), Vip_CausalePunti: z.object({ Descrizione: z.string() }), Punti: z.number().int() }),
  ),
});
export type TVipPunti = z.infer<typeof ZVipPunti>;

export const ZVipProfileActiveResponse = ZEnvelope(z.array(ZVipProfile));
export const ZVipStoricoResponse = ZEnvelope(z.object({ Total: z.number().int(), Items: z.array(ZVipHistory) }));
export const ZVipGroupResponse = ZEnvelope(z.array(ZVipGroup));
export const ZVipDetailResponse = ZEnvelope(z.object({ Total: z.number().int(), Items: z.array(ZVipTicket) }));
export const ZVipDetailOpenResponse = ZEnvelope(z.array(ZVipOpenTicket));
export const ZVipPuntiResponse = ZEnvelope(ZVipPunti);
export const ZVipCookieQuery = z.object({ cookie: z.string().max(200).optional() });
