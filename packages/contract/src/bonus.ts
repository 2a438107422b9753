import { parseSiteDateTime } from '@betsite/domain/site-time';
import { z, zDateTime } from './zod.ts';
import { ZEnvelope } from './envelope.ts';
import { BONUS_TEXT as T } from './bonus-messages.ts';
import { BONUS_PAGE_SIZE } from './bonus-codes.ts';

/**
 * Promozioni e Bonus calls (document 3 §3, §7) with their legacy field names. Amounts in cents,
 * dates dataFineRaccolta as DD/MM/YYYY HH:mm (Rome), the others ISO 8601.
 */

export { BONUS_CODES, BONUS_PAGE_SIZE } from './bonus-codes.ts';

/** A promo code: letters, digits, '-' and '_', compared in upper case. */
export const zPromoCode = z
  .string({ error: T.badCode })
  .trim()
  .min(1, { error: T.badCode })
  .max(40, { error: T.badCode })
  .regex(/^[A-Za-z0-9_-]+$/, { error: T.badCode })
  .transform((v) => v.toUpperCase());
const zId = z.coerce.number({ error: T.badId }).int({ error: T.badId }).min(1, { error: T.badId }).max(2_147_483_647, { error: T.badId });
const cookie = z.string().max(200).optional();

export const ZRedeemQuery = z.object({ cookie, bonusCode: zPromoCode });
export const ZCancelFunBonusQuery = z.object({ cookie, bonusId: zId });
export const ZBonusListQuery = z.object({ cookie });

/** ISO 8601 date-time, with an offset or without (then Italian time, as the legacy client writes it and the bet lists read it). */
const zIsoDate = zDateTime({ local: true, error: T.badDate });
/** A campaign's period: any well-formed date here, the server's campaignPeriod refuses one outside its window with its own texts ('…precedente al 01/01/2000'). */
const zCampaignDate = z.iso.datetime({ offset: true, local: true, error: T.badDate });
export const ZPromoListBody = z
  .object({
    DateFrom: zIsoDate.optional(),
    DateTo: zIsoDate.optional(),
    Skip: z.number({ error: T.badPage }).int({ error: T.badPage }).min(0, { error: T.badPage }).max(100_000, { error: T.badPage }).default(0),
    Take: z.number({ error: T.badPage }).int({ error: T.badPage }).min(1, { error: T.badPage }).max(100, { error: T.badPage }).default(BONUS_PAGE_SIZE),
    SortBy: z.literal('DateTo', { error: T.badSort }).default('DateTo'),
    SortAscending: z.boolean({ error: T.badSort }).default(false),
    ResetCache: z.boolean().optional(),
  })
  .refine((b) => !b.DateFrom || !b.DateTo || parseSiteDateTime(b.DateFrom) <= parseSiteDateTime(b.DateTo), { error: T.badRange, path: ['DateTo'] });
export type TPromoListBody = z.input<typeof ZPromoListBody>;

/**
 * The merged subtypes of Id_ELBonusGiochi (documents 1 and 3): real (1 to 4), funbonus (5, 8),
 * freespin (6), freebet (7), puntiranking (9: ranking points, never a granted bonus row).
 * `mergedSubtypeOf` in @betsite/domain/bonus maps a family to one.
 */
export const BONUS_SUBTYPES = ['bonus', 'funbonus', 'freespin', 'freebet', 'puntiranking'] as const;
export type TBonusSubtype = (typeof BONUS_SUBTYPES)[number];

export const ZBonusItem = z.object({
  type: z.enum(BONUS_SUBTYPES),
  id: z.number().int(),
  descrizione: z.string(),
  descrizione_estesa: z.string(),
  importo: z.number().int(),
  importoResiduo: z.number().int(),
  importoGiocato: z.number().int(),
  importoDaGiocare: z.number().int(),
  siglapromo: z.string(),
  famiglia: z.number().int(),
  gioco: z.string(),
  listaGiochi: z.array(z.string()),
  dataInizio: z.string(),
  dataFineRaccolta: z.string(),
  /** ISO form of dataFineRaccolta, for sorting. */
  dataFine: z.string(),
  min_bet: z.number().int(),
  max_bet: z.number().int(),
  nSpin: z.number().int(),
  nSpinGiocati: z.number().int(),
  totBetPlay: z.number().int(),
  totWinPlay: z.number().int(),
  json_raccolta: z
    // min_odd and tot_odd in hundredths (150 = 1,50), document 3.
    .object({ min_eve: z.number(), max_eve: z.number(), min_odd: z.number().int(), tot_odd: z.number().int(), live: z.boolean(), prematch: z.boolean() })
    .nullable(),
  /** attivo | convertito | scaduto | annullato | utilizzato */
  stato: z.string(),
  cancellabile: z.boolean(),
});
export type TBonusItem = z.infer<typeof ZBonusItem>;
export const ZBonusListResponse = ZEnvelope(z.array(ZBonusItem));

export const ZBonusSection = z.object({ Totale: z.number().int(), Residuo: z.number().int(), Numero: z.number().int() });
/** EL_GetUserBonusReactive: the summary per section and the bonuses that can no longer be played (Scaduti). */
export const ZBonusSummary = z.object({
  RealBonus: ZBonusSection,
  FunBonus: ZBonusSection,
  FreeSpin: ZBonusSection,
  FreeBet: ZBonusSection,
  Scaduti: z.array(ZBonusItem),
});
export type TBonusSummary = z.infer<typeof ZBonusSummary>;
export const ZBonusSummaryResponse = ZEnvelope(ZBonusSummary);

export const ZCoupon = z.object({
  BonusCode: z.string(),
  SourceBonusCode: z.string().nullable(),
  DateFrom: z.string(),
  DateTo: z.string(),
  UsedDate: z.string().nullable(),
  Scaduto: z.boolean(),
  AttivatoreSbloccato: z.boolean(),
  ExpirationDateTopUpTargetBonusAttivatore: z.string().nullable(),
  RemainingBonusValue: z.number().int(),
  BonusCondOk: z.boolean(),
  ui: z.object({ AlertColor: z.string(), AlertText: z.string(), ShowValidFrom: z.boolean(), DestPostRedeem: z.string().nullable() }),
});
export const ZPromotion = z.object({
  Bonus: z.object({
    Name: z.string(),
    Id_ELBonusGiochi: z.number().int(),
    IsBonusSport: z.boolean(),
    BonusTypology: z.object({ WinOrLost: z.boolean(), CodiceUnico: z.boolean() }),
    PartiallyRedeemable: z.boolean(),
    Bonus_PuntiRankMin: z.number().int(),
    Description: z.string(),
  }),
  Attivatore: z.null(),
  Coupons: z.array(ZCoupon),
  BonusValue: z.number().int(),
  RemainingBonusValue: z.number().int(),
  TargetBonusAttivatoreValue: z.number().int(),
  ui: z.object({
    ValueOrNumber: z.enum(['value', 'number']),
    ShowButtonAddToCart: z.boolean(),
    ShowButtonRedeem: z.boolean(),
    AlertText: z.string().nullable(),
  }),
});
export type TPromotion = z.infer<typeof ZPromotion>;
export const ZPromoListResponse = ZEnvelope(z.object({ Promotions: z.array(ZPromotion), Total: z.number().int() }));
export const ZBoolResponse = ZEnvelope(z.boolean());
export const ZRedeemResponse = ZEnvelope(z.object({ bonusId: z.number().int(), type: z.string() }));
export const ZCancelFunBonusResponse = ZEnvelope(z.object({ esitoDb: z.object({ returnCode: z.number().int() }) }));

// Operator API (the back office's 'Bonus' screen).
const zName = z.string({ error: T.badCampaign }).trim().min(1, { error: T.badCampaign }).max(120, { error: T.badCampaign });
const zCents = z.number({ error: T.badCampaign }).int({ error: T.badCampaign }).min(0, { error: T.badCampaign }).max(100_000_000, { error: T.badCampaign });
export const ZCampaignBody = z
  .object({
    name: zName,
    description: z.string({ error: T.badCampaign }).max(4000, { error: T.badCampaign }).default(''),
    code: zPromoCode.nullable().default(null),
    trigger: z.enum(['first_deposit', 'deposit_code', 'promo_code', 'manual'], { error: T.badCampaign }),
    family: z.number({ error: T.badCampaign }).int({ error: T.badCampaign }).min(1, { error: T.badCampaign }).max(8, { error: T.badCampaign }),
    amount: zCents,
    percent: z
      .number({ error: T.badCampaign })
      .int({ error: T.badCampaign })
      .min(1, { error: T.badCampaign })
      .max(500, { error: T.badCampaign })
      .nullable()
      .default(null),
    wagerTimes: z.number({ error: T.badCampaign }).int({ error: T.badCampaign }).min(1, { error: T.badCampaign }).max(100, { error: T.badCampaign }).optional(),
    minOdds: z
      .number({ error: T.badCampaign })
      .int({ error: T.badCampaign })
      .min(100, { error: T.badCampaign })
      .max(100_000, { error: T.badCampaign })
      .nullable()
      .default(null),
    platforms: z
      .array(z.enum(['sport', 'casino', 'cash', 'gv', 'lotto', '10elotto', 'millionday', 'ippica', 'virtual'], { error: T.badCampaign }))
      .max(9)
      .default([]),
    validDays: z.number({ error: T.badCampaign }).int({ error: T.badCampaign }).min(1, { error: T.badCampaign }).max(365, { error: T.badCampaign }).optional(),
    nSpin: z.number({ error: T.badCampaign }).int({ error: T.badCampaign }).min(0, { error: T.badCampaign }).max(10_000, { error: T.badCampaign }).default(0),
    minBet: zCents.default(0),
    maxBet: zCents.default(0),
    listed: z.boolean({ error: T.badCampaign }).default(false),
    startsAt: zCampaignDate,
    endsAt: zCampaignDate,
  })
  // Compared as instants: as text, '10:00Z' < '10:30+02:00' although the second is earlier.
  .refine((c) => parseSiteDateTime(c.startsAt) < parseSiteDateTime(c.endsAt), { error: T.badRange, path: ['endsAt'] })
  .refine((c) => (c.trigger === 'promo_code' || c.trigger === 'deposit_code') === (c.code !== null), { error: T.badCode, path: ['code'] })
  .refine((c) => (c.family === 6 ? c.nSpin > 0 : c.amount > 0), { error: T.badCampaign, path: ['amount'] });
export type TCampaignBody = z.input<typeof ZCampaignBody>;
export const ZCampaign = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string().nullable(),
  trigger: z.string(),
  family: z.number().int(),
  amount: z.number().int(),
  percent: z.number().int().nullable(),
  wagerTimes: z.number().int(),
  validDays: z.number().int(),
  nSpin: z.number().int(),
  listed: z.boolean(),
  startsAt: z.string(),
  endsAt: z.string(),
  endedAt: z.string().nullable(),
});
export type TCampaign = z.infer<typeof ZCampaign>;
export const ZCampaignResponse = ZEnvelope(ZCampaign);
export const ZCampaignListResponse = ZEnvelope(z.array(ZCampaign));
export const ZCampaignEndBody = z.object({ id: zId });
export const ZGrantBody = z.object({
  campaignId: zId,
  username: z.string({ error: T.playerNotFound }).trim().min(1, { error: T.playerNotFound }).max(60, { error: T.playerNotFound }),
});
