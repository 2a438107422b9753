/** The calls of the Ranking (document 3 §7). */
import { RANKING_CODES as R } from '../ranking-codes.ts';
import type * as R_ from '../ranking.ts';
import { call, schemaModule } from './define-call.ts';
import * as C from './ranking.checks.ts';

const ranking = schemaModule<typeof R_>('../ranking.ts');
/** Spending points: a player who may not receive bonuses, an offer gone, the monthly cap, too few points, or the wallet busy with another request. */
const SPEND = [R.NOT_ALLOWED, R.NOT_FOUND, R.MONTHLY_MAX, R.NOT_ENOUGH, R.BUSY] as const;

export const RankingEstrattoConto = call('ranking.RankingEstrattoConto', C.RankingEstrattoConto, {
  method: 'GET',
  path: '/api/Player/RankingEstrattoConto',
  query: async () => (await ranking()).ZRankingCookieQuery,
  response: async () => (await ranking()).ZRankingData,
  codes: [],
});
/** 'Gioca gratis' or 'Inserisci nel carrello'; the body is the offer's id as a JSON string ("12"). */
export const RankingConvertPoints = call('ranking.RankingConvertPoints', C.RankingConvertPoints, {
  method: 'POST',
  path: '/api/Player/RankingConvertPoints',
  body: async () => (await ranking()).ZRankingIdBody,
  response: async () => (await ranking()).ZRankingConvertResponse.shape.ResponseData.unwrap(),
  codes: SPEND,
});
/** 'Attiva Promo'; the body is the offer's id as a JSON string ("12"). */
export const RankingBuyPromoActivation = call('ranking.RankingBuyPromoActivation', C.RankingBuyPromoActivation, {
  method: 'POST',
  path: '/api/Player/RankingBuyPromoActivation',
  body: async () => (await ranking()).ZRankingIdBody,
  response: async () => (await ranking()).ZRankingConvertResponse.shape.ResponseData.unwrap(),
  codes: SPEND,
});
export const Redeem_PuntiRankingCodiceUnico = call('ranking.Redeem_PuntiRankingCodiceUnico', C.Redeem_PuntiRankingCodiceUnico, {
  method: 'GET',
  path: '/api/Player/Redeem_PuntiRankingCodiceUnico',
  query: async () => (await ranking()).ZRankingCodeQuery,
  response: async () => (await ranking()).ZRankingRedeemResponse.shape.ResponseData.unwrap(),
  codes: [R.NOT_ALLOWED, R.NOT_FOUND, R.BUSY],
});
