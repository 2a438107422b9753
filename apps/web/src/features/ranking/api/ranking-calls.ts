import { useQuery } from '@tanstack/react-query';
import * as rankingCalls from '@betsite/contract/calls/ranking';
import type { TRankingOffer } from '@betsite/contract/ranking';
import { callAnswer, callApi } from '../../../lib/call-api.ts';

/** The ranking calls (document 3 §7), each from its definition in @betsite/contract/calls/ranking. */
export { rankingCalls };
export const rankingKeys = { all: ['ranking'] as const };

export const useRanking = (enabled = true) =>
  useQuery({ queryKey: rankingKeys.all, enabled, queryFn: ({ signal }) => callApi(rankingCalls.RankingEstrattoConto, {}, signal) });

/**
 * Spends points on an offer: 'Attiva Promo' (RankingBuyPromoActivation), 'Gioca gratis' or
 * 'Inserisci nel carrello' (RankingConvertPoints); the body is the id as a JSON string ("12"). With
 * the server's text, which 'Attiva Promo' shows.
 */
export const spendPoints = (o: TRankingOffer) =>
  o.IsTicketPromo
    ? callAnswer(rankingCalls.RankingBuyPromoActivation, { body: String(o.Id) })
    : callAnswer(rankingCalls.RankingConvertPoints, { body: String(o.Id) });
export const redeemUniqueCode = (code: string) => callApi(rankingCalls.Redeem_PuntiRankingCodiceUnico, { query: { code } });
