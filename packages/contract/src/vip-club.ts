import { z } from './zod.ts';
import { ZEnvelope } from './envelope.ts';
import { VIP_TEXT as T } from './vip-club-messages.ts';
import { VIP_STATEMENT_PAGE_SIZE } from './vip-club-codes.ts';

/**
 * VIP Club and Comp Point calls (document 3 §3, §7) with their legacy field names. Points are
 * whole numbers ('pt'); amounts in cents; dates ISO 8601.
 */

export { VIP_CODES, VIP_STATEMENT_PAGE_SIZE } from './vip-club-codes.ts';

const zId = z.coerce.number({ error: T.badId }).int({ error: T.badId }).min(1, { error: T.badId }).max(2_147_483_647, { error: T.badId });
const zPage = (max: number) => z.coerce.number({ error: T.badPage }).int({ error: T.badPage }).min(0, { error: T.badPage }).max(max, { error: T.badPage });
const cookie = z.string().max(200).optional();

export const ZVipEmptyQuery = z.object({ cookie });
export const ZVipStatementQuery = z.object({
  cookie,
  skip: zPage(100_000).default(0),
  take: zPage(100)
    .refine((v) => v >= 1, { error: T.badPage })
    .default(VIP_STATEMENT_PAGE_SIZE),
  subscriptionId: zId.optional(),
  /** A platform type (PlatformType_Id); absent or 0 = every platform. */
  platformId: zPage(1000).optional(),
});
export const ZRicaricheQuery = z.object({ cookie, platformTypeId: zPage(1000).optional() });
export const ZVipApplyBody = z.object({}).strip();
export const ZVipRechargeBody = z.object({ rechargeId: zId, subscriptionId: zId });
export const ZVipCardBody = z.object({ Id: zId });

const ZLevel = z.object({ Id: z.number().int(), Name: z.string(), MinPoints: z.number().int(), Description: z.string(), CardName: z.string() });
const ZProgress = z.object({
  PlatformType_Id: z.number().int().nullable(),
  PlatformType_Name: z.string(),
  Points: z.number().int(),
  LevelName: z.string(),
  NextLevelName: z.string().nullable(),
  NextLevelPoints: z.number().int().nullable(),
  Percent: z.number(),
});
export const ZVipProgram = z.object({
  SubscriptionId: z.number().int(),
  Stato: z.string(),
  DataAdesione: z.string(),
  level: z.string(),
  levelId: z.number().int(),
  dal: z.string(),
  levelDetail: z.array(z.object({ Name: z.string(), PlatformType_Name: z.string(), dal: z.string().nullable(), SubscriptionId: z.number().int() })),
  ProgressBars: z.array(ZProgress),
  Levels: z.array(ZLevel),
  CardRequestedId: z.number().int().nullable(),
  CardRequestedAt: z.string().nullable(),
});
export type TVipProgram = z.infer<typeof ZVipProgram>;
export const ZVipProgramResponse = ZEnvelope(ZVipProgram);

export const ZCompPoint = z.object({
  punti: z.array(z.object({ PlatformType_Id: z.number().int(), PlatformType_Name: z.string(), punti: z.number().int(), SubscriptionId: z.number().int() })),
  /** When the 12-hour update last ran (null: not yet), and when the next is due. */
  Reference_Date: z.string().nullable(),
  NextUpdate: z.string().nullable(),
});
export type TCompPoint = z.infer<typeof ZCompPoint>;
export const ZCompPointResponse = ZEnvelope(ZCompPoint);

export const ZStatementRow = z.object({
  Id: z.number().int(),
  Reference_Date: z.string(),
  Causal_Description: z.string(),
  Notes: z.string(),
  Platform_Description: z.string(),
  CasinoGameName: z.string().nullable(),
  Amount: z.number().int(),
  AmountPerPoint: z.number().int(),
  Points: z.number().int(),
  RunningBalance: z.number().int(),
});
export type TStatementRow = z.infer<typeof ZStatementRow>;
export const ZStatementResponse = ZEnvelope(z.object({ Movimenti: z.array(ZStatementRow), Total: z.number().int() }));

export const ZRecharge = z.object({
  Id: z.number().int(),
  name: z.string(),
  /** The bonus granted, cents. */
  amount: z.number().int(),
  detail: z.array(z.object({ PlatformType_Id: z.number().int(), PlatformTypeName: z.string(), Points: z.number().int() })),
  CanApply: z.boolean(),
});
export type TRecharge = z.infer<typeof ZRecharge>;
export const ZRicaricheResponse = ZEnvelope(z.array(ZRecharge));

export const ZVipPromo = z.object({ Id: z.number().int(), Title: z.string(), Description: z.string(), LevelName: z.string(), DateTo: z.string() });
export type TVipPromo = z.infer<typeof ZVipPromo>;
export const ZVipPromoResponse = ZEnvelope(z.array(ZVipPromo));

export const ZVipRechargeResponse = ZEnvelope(z.object({ bonusId: z.number().int(), requestId: z.number().int() }));
export const ZVipMessageResponse = ZEnvelope(z.null());
