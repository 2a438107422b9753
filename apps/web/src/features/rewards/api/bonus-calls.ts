import { useQuery } from '@tanstack/react-query';
import { API } from '@betsite/contract/api-paths';
import type { TEnvelope } from '@betsite/contract/envelope';
import type { TBonusItem, TBonusSummary, TPromotion } from '@betsite/contract/bonus';
import { api } from '../../../lib/api.ts';

/** One function per legacy bonus call (document 3 §7); query keys from one factory. */
export const bonusKeys = {
  all: ['bonus'] as const,
  primaRicarica: ['bonus', 'prima-ricarica'] as const,
  list: (type: string) => ['bonus', 'list', type] as const,
  summary: ['bonus', 'summary'] as const,
  promotions: (skip: number) => ['bonus', 'promotions', skip] as const,
};

const LIST_CALL: Record<string, string> = {
  bonus: API.Account.EL_GetBonus,
  funbonus: API.Account.EL_GetAllFunBonus,
  freespin: API.Account.EL_GetAllFreeSpin,
  freebet: API.Account.EL_GetAllFreeBet,
};

/** V3_CheckBonusPrimaRicarica runs once, before the lists load: the server grants what deposits earned. */
export const useCheckPrimaRicarica = () =>
  useQuery({
    queryKey: bonusKeys.primaRicarica,
    queryFn: async () => (await api<TEnvelope<boolean>>(API.BetPlay.V3_CheckBonusPrimaRicarica)).ResponseData ?? false,
    staleTime: Infinity,
    retry: false,
  });

export const useBonusList = (type: string, enabled: boolean) =>
  useQuery({ queryKey: bonusKeys.list(type), queryFn: async () => (await api<TEnvelope<TBonusItem[]>>(LIST_CALL[type]!)).ResponseData ?? [], enabled });

export const useBonusSummary = (enabled: boolean) =>
  useQuery({
    queryKey: bonusKeys.summary,
    queryFn: async () => (await api<TEnvelope<TBonusSummary>>(API.Account.EL_GetUserBonusReactive)).ResponseData,
    enabled,
  });

export const usePromotions = (skip: number, take: number, enabled: boolean) =>
  useQuery({
    queryKey: bonusKeys.promotions(skip),
    queryFn: async () =>
      (
        await api<TEnvelope<{ Promotions: TPromotion[]; Total: number }>>(API.BetPlay.V3_GetPromoBonusList, {
          method: 'POST',
          body: { Skip: skip, Take: take, SortBy: 'DateTo', SortAscending: false },
        })
      ).ResponseData ?? { Promotions: [], Total: 0 },
    enabled,
  });

export const redeemBonus = (bonusCode: string) => api<TEnvelope<{ bonusId: number; type: string }>>(API.BetPlay.RedeemBonus, { query: { bonusCode } });
export const cancelFunBonus = (bonusId: number) => api<TEnvelope<{ esitoDb: { returnCode: number } }>>(API.Account.EL_CancelFunBonus, { query: { bonusId } });
