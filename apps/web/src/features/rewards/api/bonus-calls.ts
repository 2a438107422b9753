import { useQuery } from '@tanstack/react-query';
import * as calls from '@betsite/contract/calls/bonus';
import { callApi, callResult } from '../../../lib/call-api.ts';

/** The bonus area's calls (document 3 §7), each from its definition in @betsite/contract/calls; query keys from one factory. */
export const bonusKeys = {
  all: ['bonus'] as const,
  primaRicarica: ['bonus', 'prima-ricarica'] as const,
  list: (type: string) => ['bonus', 'list', type] as const,
  summary: ['bonus', 'summary'] as const,
  promotions: (skip: number) => ['bonus', 'promotions', skip] as const,
};

const LIST_CALL = {
  bonus: calls.EL_GetBonus,
  funbonus: calls.EL_GetAllFunBonus,
  freespin: calls.EL_GetAllFreeSpin,
  freebet: calls.EL_GetAllFreeBet,
} as const;

/** V3_CheckBonusPrimaRicarica runs once, before the lists load: the server grants what deposits earned. */
export const useCheckPrimaRicarica = () =>
  useQuery({
    queryKey: bonusKeys.primaRicarica,
    queryFn: async ({ signal }) => (await callApi(calls.V3_CheckBonusPrimaRicarica, { query: {} }, signal)) ?? false,
    staleTime: Infinity,
    retry: false,
  });

export const useBonusList = (type: string, enabled: boolean) =>
  useQuery({
    queryKey: bonusKeys.list(type),
    queryFn: ({ signal }) => callApi(LIST_CALL[type as keyof typeof LIST_CALL], { query: {} }, signal),
    enabled,
  });

export const useBonusSummary = (enabled: boolean) =>
  useQuery({
    queryKey: bonusKeys.summary,
    queryFn: ({ signal }) => callApi(calls.EL_GetUserBonusReactive, { query: {} }, signal),
    enabled,
  });

export const usePromotions = (skip: number, take: number, enabled: boolean) =>
  useQuery({
    queryKey: bonusKeys.promotions(skip),
    queryFn: ({ signal }) => callApi(calls.V3_GetPromoBonusList, { body: { Skip: skip, Take: take, SortBy: 'DateTo', SortAscending: false } }, signal),
    enabled,
  });

export const cancelFunBonus = (bonusId: number) => callResult(calls.EL_CancelFunBonus, { query: { bonusId } });
