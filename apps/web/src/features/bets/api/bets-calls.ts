import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as betsCalls from '@betsite/contract/calls/bets';
import { callApi } from '../../../lib/call-api.ts';
import { rangeOf, type DateChoice } from '../lib/ranges.ts';
import { betsKeys } from './bets-keys.ts';

// The bet list's calls (document 3 §7), each from its definition in @betsite/contract/calls/bets;
// the statement's are in statement-calls.ts. Query keys from one factory (bets-keys.ts).

/**
 * The bets of a date choice. Its days are worked out when the list is read: ⟳ or the refetch on
 * focus after Italian midnight reads the new 'Oggi', not the day the page was opened.
 */
export const useBetList = (fun: boolean, c: DateChoice, enabled = true) =>
  useQuery({
    queryKey: betsKeys.list(fun, c),
    queryFn: async ({ signal }) =>
      (await callApi(fun ? betsCalls.EL_GetElencoGiocateFun : betsCalls.EL_GetElencoGiocate, { query: { ...rangeOf(c, 'bets'), id_gioco: 0 } }, signal)) ?? [],
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
