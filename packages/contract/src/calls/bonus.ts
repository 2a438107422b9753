/** The calls of the player's bonuses and promotions (document 3 §7, §9). */
import { BONUS_CODES as B } from '../bonus-codes.ts';
import type * as B_ from '../bonus.ts';
import { call, defineCalls, schemaModule } from './define-call.ts';

const bonus = schemaModule<typeof B_>('../bonus.ts');
const list = {
  method: 'GET',
  query: async () => (await bonus()).ZBonusListQuery,
  response: async () => (await bonus()).ZBonusListResponse.shape.ResponseData.unwrap(),
  codes: [],
} as const;

export const bonusCalls = defineCalls('bonus', () => import('./bonus.checks.ts'), {
  V3_CheckBonusPrimaRicarica: call({
    method: 'GET',
    path: '/api/BetPlay/V3_CheckBonusPrimaRicarica',
    query: async () => (await bonus()).ZBonusListQuery,
    response: async () => (await bonus()).ZBoolResponse.shape.ResponseData,
    codes: [],
  }),
  EL_GetBonus: call({ ...list, path: '/api/Account/EL_GetBonus' }),
  EL_GetAllFunBonus: call({ ...list, path: '/api/Account/EL_GetAllFunBonus' }),
  EL_GetAllFreeSpin: call({ ...list, path: '/api/Account/EL_GetAllFreeSpin' }),
  EL_GetAllFreeBet: call({ ...list, path: '/api/Account/EL_GetAllFreeBet' }),
  EL_GetUserBonusReactive: call({
    method: 'GET',
    path: '/api/Account/EL_GetUserBonusReactive',
    query: async () => (await bonus()).ZBonusListQuery,
    response: async () => (await bonus()).ZBonusSummaryResponse.shape.ResponseData,
    codes: [],
  }),
  V3_GetPromoBonusList: call({
    method: 'POST',
    path: '/api/BetPlay/V3_GetPromoBonusList',
    body: async () => (await bonus()).ZPromoListBody,
    response: async () => (await bonus()).ZPromoListResponse.shape.ResponseData.unwrap(),
    codes: [],
  }),
  RedeemBonus: call({
    method: 'GET',
    path: '/api/BetPlay/RedeemBonus',
    query: async () => (await bonus()).ZRedeemQuery,
    response: async () => (await bonus()).ZRedeemResponse.shape.ResponseData.unwrap(),
    codes: [B.NOT_FOUND, B.ALREADY, B.NOT_ALLOWED],
  }),
  EL_CancelFunBonus: call({
    method: 'GET',
    path: '/api/Account/EL_CancelFunBonus',
    query: async () => (await bonus()).ZCancelFunBonusQuery,
    response: async () => (await bonus()).ZCancelFunBonusResponse.shape.ResponseData.unwrap(),
    codes: [B.NOT_FOUND, B.NOT_CANCELLABLE],
  }),
});
