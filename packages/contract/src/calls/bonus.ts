/** The calls of the player's bonuses and promotions (document 3 §7, §9). */
import { BONUS_CODES as B } from '../bonus-codes.ts';
import type * as B_ from '../bonus.ts';
import { call, schemaModule } from './define-call.ts';
import * as C from './bonus.checks.ts';

const bonus = schemaModule<typeof B_>('../bonus.ts');
const list = {
  method: 'GET',
  query: async () => (await bonus()).ZBonusListQuery,
  response: async () => (await bonus()).ZBonusListResponse.shape.ResponseData.unwrap(),
  codes: [],
} as const;

export const V3_CheckBonusPrimaRicarica = call('bonus.V3_CheckBonusPrimaRicarica', C.V3_CheckBonusPrimaRicarica, {
  method: 'GET',
  path: '/api/BetPlay/V3_CheckBonusPrimaRicarica',
  query: async () => (await bonus()).ZBonusListQuery,
  response: async () => (await bonus()).ZBoolResponse.shape.ResponseData,
  codes: [],
});
export const EL_GetBonus = call('bonus.EL_GetBonus', C.EL_GetBonus, { ...list, path: '/api/Account/EL_GetBonus' });
export const EL_GetAllFunBonus = call('bonus.EL_GetAllFunBonus', C.EL_GetAllFunBonus, { ...list, path: '/api/Account/EL_GetAllFunBonus' });
export const EL_GetAllFreeSpin = call('bonus.EL_GetAllFreeSpin', C.EL_GetAllFreeSpin, { ...list, path: '/api/Account/EL_GetAllFreeSpin' });
export const EL_GetAllFreeBet = call('bonus.EL_GetAllFreeBet', C.EL_GetAllFreeBet, { ...list, path: '/api/Account/EL_GetAllFreeBet' });
export const EL_GetUserBonusReactive = call('bonus.EL_GetUserBonusReactive', C.EL_GetUserBonusReactive, {
  method: 'GET',
  path: '/api/Account/EL_GetUserBonusReactive',
  query: async () => (await bonus()).ZBonusListQuery,
  response: async () => (await bonus()).ZBonusSummaryResponse.shape.ResponseData,
  codes: [],
});
export const V3_GetPromoBonusList = call('bonus.V3_GetPromoBonusList', C.V3_GetPromoBonusList, {
  method: 'POST',
  path: '/api/BetPlay/V3_GetPromoBonusList',
  body: async () => (await bonus()).ZPromoListBody,
  response: async () => (await bonus()).ZPromoListResponse.shape.ResponseData.unwrap(),
  codes: [],
});
export const RedeemBonus = call('bonus.RedeemBonus', C.RedeemBonus, {
  method: 'GET',
  path: '/api/BetPlay/RedeemBonus',
  query: async () => (await bonus()).ZRedeemQuery,
  response: async () => (await bonus()).ZRedeemResponse.shape.ResponseData.unwrap(),
  codes: [B.NOT_FOUND, B.ALREADY, B.NOT_ALLOWED],
});
export const EL_CancelFunBonus = call('bonus.EL_CancelFunBonus', C.EL_CancelFunBonus, {
  method: 'GET',
  path: '/api/Account/EL_CancelFunBonus',
  query: async () => (await bonus()).ZCancelFunBonusQuery,
  response: async () => (await bonus()).ZCancelFunBonusResponse.shape.ResponseData.unwrap(),
  codes: [B.NOT_FOUND, B.NOT_CANCELLABLE],
});
