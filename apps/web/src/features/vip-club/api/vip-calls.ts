import { useQuery } from '@tanstack/react-query';
import { API } from '@betsite/contract/api-paths';
import type { TEnvelope } from '@betsite/contract/envelope';
import type { TCompPoint, TRecharge, TStatementRow, TVipProgram, TVipPromo } from '@betsite/contract/vip-club';
import { api } from '../../../lib/api.ts';

/** One function per VIP Club call (document 3 §7); the whole envelope is kept, its ResponseCode drives the page (§4). */
export const vipKeys = {
  all: ['vip-club'] as const,
  program: ['vip-club', 'program'] as const,
  points: ['vip-club', 'points'] as const,
  promos: ['vip-club', 'promos'] as const,
  recharges: (platformTypeId: number) => ['vip-club', 'recharges', platformTypeId] as const,
  statement: (skip: number, take: number, platformId: number) => ['vip-club', 'statement', skip, take, platformId] as const,
};

export const useVipProgram = () => useQuery({ queryKey: vipKeys.program, queryFn: () => api<TEnvelope<TVipProgram>>(API.Account.GetVIPProgram) });
export const useCompPoint = (enabled = true) =>
  useQuery({ queryKey: vipKeys.points, queryFn: () => api<TEnvelope<TCompPoint>>(API.Account.GetCompPoint), enabled });
export const useVipPromos = (enabled: boolean) =>
  useQuery({ queryKey: vipKeys.promos, queryFn: async () => (await api<TEnvelope<TVipPromo[]>>(API.Account.GetVipProgramPromo)).ResponseData ?? [], enabled });
export const useRecharges = (platformTypeId: number, enabled: boolean) =>
  useQuery({
    queryKey: vipKeys.recharges(platformTypeId),
    queryFn: async () => (await api<TEnvelope<TRecharge[]>>(API.Account.GetListaRicariche, { query: { platformTypeId } })).ResponseData ?? [],
    enabled,
  });
export const useStatement = (q: { skip: number; take: number; subscriptionId: number; platformId: number }) =>
  useQuery({
    queryKey: vipKeys.statement(q.skip, q.take, q.platformId),
    queryFn: async () =>
      (await api<TEnvelope<{ Movimenti: TStatementRow[]; Total: number }>>(API.Account.GetVIPProgramEstrattoConto, { query: q })).ResponseData ?? {
        Movimenti: [],
        Total: 0,
      },
    placeholderData: (prev) => prev,
  });

export const applyVip = () => api<TEnvelope<null>>(API.Account.VipPlayerApply, { method: 'POST', body: {} });
export const requestRecharge = (rechargeId: number, subscriptionId: number) =>
  api<TEnvelope<{ bonusId: number; requestId: number }>>(API.Account.VipRechargeRequest, { method: 'POST', body: { rechargeId, subscriptionId } });
export const requestCard = (Id: number) => api<TEnvelope<null>>(API.Account.VipCardRequest, { method: 'POST', body: { Id } });
