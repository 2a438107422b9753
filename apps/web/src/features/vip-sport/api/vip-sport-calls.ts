import { useQuery } from '@tanstack/react-query';
import { API } from '@betsite/contract/api-paths';
import type { TEnvelope } from '@betsite/contract/envelope';
import type { TVipGroup, TVipHistory, TVipOpenTicket, TVipProfile, TVipPunti, TVipTicket } from '@betsite/contract/vip-sport';
import { VIP_GROUP_PAGE, VIP_HISTORY_PAGE, VIP_TICKETS_PAGE } from '@betsite/contract/vip-sport-codes';
import { api } from '../../../lib/api.ts';

/** One function per legacy VIP Sport call (document 3 §7); the server never trusts a PlayerId, so none is sent. */
const data = async <T>(p: Promise<TEnvelope<T>>): Promise<T> => {
  const r = await p;
  if (r.ResponseData === null) throw new Error(r.ResponseMessage ?? 'Non sono disponibili dati');
  return r.ResponseData;
};
const post = <T>(path: string, body: object) => data(api<TEnvelope<T>>(path, { method: 'POST', body }));

export const useVipProfiles = () =>
  useQuery({ queryKey: ['vip-sport', 'profiles'], queryFn: () => data(api<TEnvelope<TVipProfile[]>>(API.Account.GetVIPProfileActive)) });

export const useVipHistory = (page: number) =>
  useQuery({
    queryKey: ['vip-sport', 'history', page],
    queryFn: () => post<{ Total: number; Items: TVipHistory[] }>(API.Account.GetVIPStoricoPlayer, { Skip: page * VIP_HISTORY_PAGE, Take: VIP_HISTORY_PAGE }),
  });

export const useVipGroup = (elaborazioneId: number | null) =>
  useQuery({
    queryKey: ['vip-sport', 'group', elaborazioneId],
    queryFn: () => post<TVipGroup[]>(API.Account.GetVIPGroupPlayer, { ElaborazioneId: elaborazioneId, Skip: 0, Take: VIP_GROUP_PAGE, SortAscending: true }),
    enabled: elaborazioneId !== null,
  });

export const useVipDetail = (q: { VipProfiloId: number; ElaborazioneId: number } | null, page: number) =>
  useQuery({
    queryKey: ['vip-sport', 'detail', q?.ElaborazioneId, page],
    queryFn: () => post<{ Total: number; Items: TVipTicket[] }>(API.Account.GetVIPDetail, { ...q, Skip: page * VIP_TICKETS_PAGE, Take: VIP_TICKETS_PAGE }),
    enabled: q !== null,
  });

export const useVipDetailOpen = (q: { VipProfiloId: number; ExecutionTimeId: number } | null) =>
  useQuery({
    queryKey: ['vip-sport', 'open', q?.VipProfiloId, q?.ExecutionTimeId],
    queryFn: () => post<TVipOpenTicket[]>(API.Account.GetVIPDetailOpen, q!),
    enabled: q !== null,
  });

export const useVipPoints = (profileId: number | null) =>
  useQuery({
    queryKey: ['vip-sport', 'points', profileId],
    queryFn: () => post<TVipPunti>(API.Account.GetPuntiList, { VipProfiloId: profileId, Skip: 0, Take: VIP_GROUP_PAGE }),
    enabled: profileId !== null,
  });
