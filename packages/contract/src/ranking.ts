import { z } from './zod.ts';
import { ZEnvelope } from './envelope.ts';
import { RANKING_TEXT } from './ranking-messages.ts';

/**
 * Ranking calls (document 3 §3 "Ranking data", §7 Ranking) with their legacy field names.
 * Points are whole numbers, amounts in cents, dates ISO 8601.
 */

export { RANKING_TEXT } from './ranking-messages.ts';
export { RANKING_CODES, RANKING_PAGE_SIZE, RANKING_PAGE_BUTTONS, RANKING_PROMO_DAYS } from './ranking-codes.ts';

/** The conversion id, sent as a JSON string ("12"). */
export const ZRankingIdBody = z
  .string({ error: RANKING_TEXT.badId })
  .trim()
  .regex(/^[1-9][0-9]{0,8}$/, { error: RANKING_TEXT.badId })
  .transform((v) => Number(v));

/** A unique code: letters, digits and '-', compared in upper case. */
export const ZRankingCodeQuery = z.object({
  code: z
    .string({ error: RANKING_TEXT.badCode })
    .trim()
    .min(1, { error: RANKING_TEXT.badCode })
    .max(40, { error: RANKING_TEXT.badCode })
    .regex(/^[A-Za-z0-9-]+$/, { error: RANKING_TEXT.badCode })
    .transform((v) => v.toUpperCase()),
});

export const ZRankingMovement = z.object({
  Id: z.number().int(),
  CausaleDescription: z.string(),
  InsDate: z.string(),
  Points: z.number().int(),
  Convertibile: z.boolean(),
  Conversion_BonusName: z.string().nullable(),
  Conversion_BonusValue: z.number().int().nullable(),
  /** Plain text (the page shows it as text). */
  Description: z.string(),
  Conversion_InsteadOf: z.number().int().nullable(),
  /** The game platform of a ticket's points (the page's game filter). */
  Gioco: z.string().nullable(),
});
export type TRankingMovement = z.infer<typeof ZRankingMovement>;

export const ZRankingOffer = z.object({
  Id: z.number().int(),
  BonusName: z.string(),
  BonusValue: z.number().int(),
  ReleaseMaxPerPlayerMonth: z.number().int().nullable(),
  ReleaseMaxAmountBonus: z.number().int().nullable(),
  Abstract: z.string(),
  BonusDescription: z.string(),
  PointsToConvert: z.number().int(),
  InsteadOf: z.number().int().nullable(),
  DateTo: z.string(),
  Thumb: z.string().nullable(),
  CanConvert: z.boolean(),
  IsConversione: z.boolean(),
  IsTicketPromo: z.boolean(),
  IsCodiceUnico: z.boolean(),
  IsBonusDeposito: z.boolean(),
  BonusDepositoValidoAl: z.string().nullable(),
  GiorniDaRegistrazione: z.number().int().nullable(),
});
export type TRankingOffer = z.infer<typeof ZRankingOffer>;

/** A coupon bought with points (the Bonus tab): active while its bonus is, expired after. */
export const ZRankingCoupon = z.object({
  BonusCode: z.string(),
  BonusName: z.string(),
  BonusValue: z.number().int(),
  Points: z.number().int(),
  DateFrom: z.string(),
  DateTo: z.string().nullable(),
  Scaduto: z.boolean(),
  /** attivo | convertito | scaduto | annullato | utilizzato | da riscattare (a unique code not yet redeemed). */
  Stato: z.string(),
  /** A unique code's booked bet (prenotazione): the outcome hashes 'Inserisci nel carrello' puts in the slip; empty otherwise. */
  Outcomes: z.array(z.string()),
});
export type TRankingCoupon = z.infer<typeof ZRankingCoupon>;

export const ZRankingData = z.object({
  SaldoGenerale: z.number().int(),
  SaldoDisponibile: z.number().int(),
  /** The update cycle: when points were last counted and when they will be next. */
  Punti: z.object({ ExecutionTime: z.string().nullable(), NextExecutionTime: z.string().nullable() }),
  TotalePunti: z.array(z.object({ Name: z.string(), TotalePunteggioEffettivoValido: z.number().int() })),
  TotalePuntiDaMovimentazione: z.number().int(),
  Movimenti: z.array(ZRankingMovement),
  ConversioniDisponibili: z.array(ZRankingOffer),
  Coupons: z.array(ZRankingCoupon),
  /** The rules page ('Regolamento'), when the site has one. */
  RegolamentoUrl: z.string().nullable(),
});
export type TRankingData = z.infer<typeof ZRankingData>;

export const ZRankingResponse = ZEnvelope(ZRankingData);
/** `Outcomes`: the booked bet of a unique code bought with 'Inserisci nel carrello' (empty for other offers). */
export const ZRankingConvertResponse = ZEnvelope(z.object({ BonusCode: z.string(), Points: z.number().int(), Outcomes: z.array(z.string()) }));
/** `Outcomes`: the booked bet the redeemed unique code carries, for the slip (empty when it carries none). */
export const ZRankingRedeemResponse = ZEnvelope(z.object({ Points: z.number().int(), BonusName: z.string().nullable(), Outcomes: z.array(z.string()) }));
export const ZRankingCookieQuery = z.object({ cookie: z.string().max(200).optional() });
