import { useQuery } from '@tanstack/react-query';
import * as vipCalls from '@betsite/contract/calls/vip-club';
import { callApi, callResult } from '../../../lib/call-api.ts';
import { Refusal } from '../../../lib/refusal.ts';

/**
 * The VIP Club's calls (document 3 §7), each from its definition in @betsite/contract/calls/vip-club;
 * query keys from one factory. A refusal of the program or the points (§4: -1110, -1111, -1112) is
 * a `Refusal` the page reads (its code and the server's message), asked once: it is an answer, not a
 * failure to retry.
 */
export { vipCalls };
export const vipKeys = {
  all: ['vip-club'] as const,
  program: ['vip-club', 'program'] as const,
  points: ['vip-club', 'points'] as const,
  promos: ['vip-club', 'promos'] as const,
  recharges: (platformTypeId: number) => ['vip-club', 'recharges', platformTypeId] as const,
  statement: (skip: number, take: number, platformId: number) => ['vip-club', 'statement', skip, take, platformId] as const,
};

/** A refusal is the server's answer: not asked again; anything else once more, as every query. */
export const retryUnlessRefused = (failures: number, err: Error) => !(err instanceof Refusal) && failures < 1;

export const useVipProgram = () =>
  useQuery({ queryKey: vipKeys.program, queryFn: ({ signal }) => callApi(vipCalls.GetVIPProgram, {}, signal), retry: retryUnlessRefused });
export const useCompPoint = (enabled = true) =>
  useQuery({ queryKey: vipKeys.points, queryFn: ({ signal }) => callApi(vipCalls.GetCompPoint, {}, signal), enabled, retry: retryUnlessRefused });
// The lists below show a refusal as an empty list, as they always have (the page asks them for a member only).
export const useVipPromos = (enabled: boolean) =>
  useQuery({
    queryKey: vipKeys.promos,
    queryFn: async ({ signal }) => {
      const r = await callResult(vipCalls.GetVipProgramPromo, {}, signal);
      return r.ok ? r.data : [];
    },
    enabled,
  });
export const useRecharges = (platformTypeId: number, enabled: boolean) =>
  useQuery({
    queryKey: vipKeys.recharges(platformTypeId),
    queryFn: async ({ signal }) => {
      const r = await callResult(vipCalls.GetListaRicariche, { query: { platformTypeId } }, signal);
      return r.ok ? r.data : [];
    },
    enabled,
  });
export const useStatement = (q: { skip: number; take: number; subscriptionId: number; platformId: number }) =>
  useQuery({
    queryKey: vipKeys.statement(q.skip, q.take, q.platformId),
    queryFn: async ({ signal }) => {
      const r = await callResult(vipCalls.GetVIPProgramEstrattoConto, { query: q }, signal);
      return r.ok ? r.data : { Movimenti: [], Total: 0 };
    },
    placeholderData: (prev) => prev,
  });
