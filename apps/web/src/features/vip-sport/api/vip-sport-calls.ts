import { useQuery } from '@tanstack/react-query';
import * as vipSportCalls from '@betsite/contract/calls/vip-sport';
import { VIP_GROUP_PAGE, VIP_HISTORY_PAGE, VIP_TICKETS_PAGE } from '@betsite/contract/vip-sport-codes';
import { callApi } from '../../../lib/call-api.ts';

/** The VIP Sport calls (document 3 §7), each from its definition in @betsite/contract/calls/vip-sport; the server never trusts a PlayerId, so none is sent. */
export const useVipProfiles = () =>
  useQuery({ queryKey: ['vip-sport', 'profiles'], queryFn: ({ signal }) => callApi(vipSportCalls.GetVIPProfileActive, {}, signal) });

export const useVipHistory = (page: number) =>
  useQuery({
    queryKey: ['vip-sport', 'history', page],
    queryFn: ({ signal }) => callApi(vipSportCalls.GetVIPStoricoPlayer, { body: { Skip: page * VIP_HISTORY_PAGE, Take: VIP_HISTORY_PAGE } }, signal),
  });

export const useVipGroup = (elaborazioneId: number | null) =>
  useQuery({
    queryKey: ['vip-sport', 'group', elaborazioneId],
    queryFn: ({ signal }) =>
      callApi(vipSportCalls.GetVIPGroupPlayer, { body: { ElaborazioneId: elaborazioneId!, Skip: 0, Take: VIP_GROUP_PAGE, SortAscending: true } }, signal),
    enabled: elaborazioneId !== null,
  });

export const useVipDetail = (q: { VipProfiloId: number; ElaborazioneId: number } | null, page: number) =>
  useQuery({
    queryKey: ['vip-sport', 'detail', q?.ElaborazioneId, page],
    queryFn: ({ signal }) => callApi(vipSportCalls.GetVIPDetail, { body: { ...q!, Skip: page * VIP_TICKETS_PAGE, Take: VIP_TICKETS_PAGE } }, signal),
    enabled: q !== null,
  });

export const useVipDetailOpen = (q: { VipProfiloId: number; ExecutionTimeId: number } | null) =>
  useQuery({
    queryKey: ['vip-sport', 'open', q?.VipProfiloId, q?.ExecutionTimeId],
    queryFn: ({ signal }) => callApi(vipSportCalls.GetVIPDetailOpen, { body: q! }, signal),
    enabled: q !== null,
  });

export const useVipPoints = (profileId: number | null) =>
  useQuery({
    queryKey: ['vip-sport', 'points', profileId],
    queryFn: ({ signal }) => callApi(vipSportCalls.GetPuntiList, { body: { VipProfiloId: profileId!, Skip: 0, Take: VIP_GROUP_PAGE } }, signal),
    enabled: profileId !== null,
  });
