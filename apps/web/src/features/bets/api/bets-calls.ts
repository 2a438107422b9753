import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as betsCalls from '@betsite/contract/calls/bets';
import { callApi } from '../../../lib/call-api.ts';

/**
 * The statement's and bet list's calls (document 3 §7), each from its definition in
 * @betsite/contract/calls/bets; query keys from one factory (under 'bets', so a cash-out or a
 * sandbox round reloads them all at once).
 */
export const betsKeys = {
  all: ['bets'] as const,
  statement: (from: string, to: string) => ['bets', 'statement', from, to] as const,
  list: (fun: boolean, from: string, to: string) => ['bets', 'list', fun, from, to] as const,
  reserved: ['bets', 'reserved'] as const,
  cashout: ['bets', 'cashout'] as const,
  events: (hashes: string) => ['bets', 'events', hashes] as const,
};

export interface Range {
  dateda: string;
  datea: string;
}

export const useStatement = (r: Range) =>
  useQuery({
    queryKey: betsKeys.statement(r.dateda, r.datea),
    queryFn: async ({ signal }) => (await callApi(betsCalls.EL_GetEstrattoConto, { query: { ...r } }, signal)) ?? [],
    placeholderData: keepPreviousData,
  });

export const useBetList = (fun: boolean, r: Range, enabled = true) =>
  useQuery({
    queryKey: betsKeys.list(fun, r.dateda, r.datea),
    queryFn: async ({ signal }) =>
      (await callApi(fun ? betsCalls.EL_GetElencoGiocateFun : betsCalls.EL_GetElencoGiocate, { query: { ...r, id_gioco: 0 } }, signal)) ?? [],
    enabled,
    placeholderData: keepPreviousData,
  });

export const useReservations = (enabled: boolean) =>
  useQuery({
    queryKey: betsKeys.reserved,
    queryFn: async ({ signal }) => (await callApi(betsCalls.GetBetsReserved, { query: { skip: 0, take: 1000 } }, signal)) ?? [],
    enabled,
  });

export const useEventRows = (outcomes: string[], enabled: boolean) =>
  useQuery({
    queryKey: betsKeys.events(outcomes.join(',')),
    queryFn: async ({ signal }) => (await callApi(betsCalls.GetEventRows, { body: { outcomes: outcomes.join(',') } }, signal)) ?? [],
    enabled: enabled && outcomes.length > 0,
  });

export const useCashoutable = (enabled: boolean) =>
  useQuery({
    queryKey: betsKeys.cashout,
    queryFn: async ({ signal }) => (await callApi(betsCalls.CashoutableTicketList_New, undefined, signal))?.tks ?? [],
    enabled,
  });
