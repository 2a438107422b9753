import { useQuery } from '@tanstack/react-query';
import { API } from '@betsite/contract/api-paths';
import type { TEnvelope } from '@betsite/contract/envelope';
import type { TRankingData } from '@betsite/contract/ranking';
import { api } from '../../../lib/api.ts';

/** One function per legacy ranking call (document 3 §7). */
export const rankingKeys = { all: ['ranking'] as const };

export const useRanking = (enabled = true) =>
  useQuery({
    queryKey: rankingKeys.all,
    enabled,
    queryFn: async () => {
      const r = await api<TEnvelope<TRankingData>>(API.Player.RankingEstrattoConto);
      if (!r.ResponseData) throw new Error(r.ResponseMessage ?? 'Non sono disponibili dati');
      return r.ResponseData;
    },
  });

/** `Outcomes`: a unique code's booked bet, for the slip ('Inserisci nel carrello'). */
type SpendAnswer = TEnvelope<{ BonusCode: string; Points: number; Outcomes?: string[] }>;
/** The body is the id as a JSON string ("12"). */
export const convertPoints = (id: number) => api<SpendAnswer>(API.Player.RankingConvertPoints, { method: 'POST', body: String(id) });
export const buyPromoActivation = (id: number) => api<SpendAnswer>(API.Player.RankingBuyPromoActivation, { method: 'POST', body: String(id) });
export const redeemUniqueCode = (code: string) =>
  api<TEnvelope<{ Points: number; BonusName: string | null; Outcomes?: string[] }>>(API.Player.Redeem_PuntiRankingCodiceUnico, { query: { code } });
