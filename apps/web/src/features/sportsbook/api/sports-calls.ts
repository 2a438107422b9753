import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { API } from '@betsite/contract/api-paths';
import type { TEnvelope } from '@betsite/contract/envelope';
import type { TEventRow } from '@betsite/contract/bets';
import type { TBetBody, TBetResult, TSportEvent, TSportFunBonus, TSportTree } from '@betsite/contract/sportsbook';
import { api } from '../../../lib/api.ts';

/** The schedule calls (docs/sportsbook.md): public, short-lived in the cache (prices move). */
export const sportsKeys = {
  tree: ['sports', 'tree'] as const,
  events: (q: { sport?: string; competition?: string; live?: boolean }) => ['sports', 'events', q] as const,
  event: (id: string) => ['sports', 'event', id] as const,
};

export const treeQuery = queryOptions({
  queryKey: sportsKeys.tree,
  queryFn: async () => (await api<TEnvelope<TSportTree>>(API.Palinsesto.Sports)).ResponseData ?? [],
  staleTime: 60_000,
});
export const useSportTree = () => useQuery(treeQuery);

export const eventsQuery = (q: { sport?: string; competition?: string; live?: boolean }) =>
  queryOptions({
    queryKey: sportsKeys.events(q),
    queryFn: async () =>
      (
        await api<TEnvelope<TSportEvent[]>>(API.Palinsesto.Events, {
          query: { sport: q.sport, competition: q.competition, live: q.live === undefined ? undefined : String(q.live) },
        })
      ).ResponseData ?? [],
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
export const useEvents = (q: { sport?: string; competition?: string; live?: boolean }) => useQuery(eventsQuery(q));

export const eventQuery = (id: string) =>
  queryOptions({
    queryKey: sportsKeys.event(id),
    queryFn: async () => (await api<TEnvelope<TSportEvent>>(API.Palinsesto.Event, { query: { id } })).ResponseData,
    staleTime: 10_000,
    refetchInterval: 15_000,
  });
export const useSportEvent = (id: string) => useQuery(eventQuery(id));

export const sportsHomeData = (client: QueryClient) =>
  Promise.all([client.fetchQuery(treeQuery), client.fetchQuery(eventsQuery({ live: false }))]).catch(() => null);

/** POST /api/Palinsesto/GetEventRows: the rows of outcome hashes (a reservation's, a unique code's). */
export const getEventRows = async (hashes: string[]): Promise<TEventRow[]> =>
  (await api<TEnvelope<TEventRow[]>>(API.Palinsesto.GetEventRows, { method: 'POST', body: { outcomes: hashes.join(',') } })).ResponseData ?? [];

/** POST /api/Scommesse/Gioca: the server decides; -4 carries the current prices in ResponseData.Quote. */
export const placeBet = (body: TBetBody) =>
  api<TEnvelope<TBetResult | { Quote: { Hash: string; Quota: number; Suspended: boolean }[] }>>(API.Scommesse.Gioca, { method: 'POST', body });

export const printToken = (id: string) =>
  api<TEnvelope<{ PrintToken: string; ScadenzaSecondi: number }>>(API.BetPlay.TicketPrintToken, { method: 'POST', body: { id } });

/** GET /api/Scommesse/FunBonus: the player's Fun Bonus Sport usable in the slip (only asked with a session). */
export const funBonusKey = ['sports', 'fun-bonus'] as const;
export const useSportFunBonus = (enabled: boolean) =>
  useQuery({
    queryKey: funBonusKey,
    queryFn: async () => (await api<TEnvelope<TSportFunBonus[]>>(API.Scommesse.FunBonus)).ResponseData ?? [],
    enabled,
    staleTime: 30_000,
  });
