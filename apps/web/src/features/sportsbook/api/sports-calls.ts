import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import * as betsCalls from '@betsite/contract/calls/bets';
import * as sportsCalls from '@betsite/contract/calls/sportsbook';
import type { CallCode, CallInput, CallRefusedData } from '@betsite/contract/calls/define-call';
import { SPORTS_CODES } from '@betsite/contract/sportsbook-messages';
import { callApi, callResult } from '../../../lib/call-api.ts';
import { Refusal } from '../../../lib/refusal.ts';

/**
 * The schedule calls (docs/sportsbook.md), each from its definition in @betsite/contract/calls/sportsbook:
 * public, short-lived in the cache (prices move).
 */
export const sportsKeys = {
  tree: ['sports', 'tree'] as const,
  events: (q: { sport?: string; competition?: string; live?: boolean }) => ['sports', 'events', q] as const,
  event: (id: string) => ['sports', 'event', id] as const,
};

export const treeQuery = queryOptions({
  queryKey: sportsKeys.tree,
  queryFn: ({ signal }) => callApi(sportsCalls.Sports, undefined, signal),
  staleTime: 60_000,
});
export const useSportTree = () => useQuery(treeQuery);

export const eventsQuery = (q: { sport?: string; competition?: string; live?: boolean }) =>
  queryOptions({
    queryKey: sportsKeys.events(q),
    queryFn: ({ signal }) =>
      callApi(
        sportsCalls.Events,
        { query: { sport: q.sport, competition: q.competition, live: q.live === undefined ? undefined : q.live ? 'true' : 'false' } },
        signal,
      ),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
export const useEvents = (q: { sport?: string; competition?: string; live?: boolean }) => useQuery(eventsQuery(q));

/** An event; null when the server does not know it (its refusal), which the page shows as not found. */
export const eventQuery = (id: string) =>
  queryOptions({
    queryKey: sportsKeys.event(id),
    queryFn: async ({ signal }) => {
      const r = await callResult(sportsCalls.Event, { query: { id } }, signal);
      return r.ok ? r.data : null;
    },
    staleTime: 10_000,
    refetchInterval: 15_000,
  });
export const useSportEvent = (id: string) => useQuery(eventQuery(id));

export const sportsHomeData = (client: QueryClient) =>
  Promise.all([client.fetchQuery(treeQuery), client.fetchQuery(eventsQuery({ live: false }))]).catch(() => null);

/** POST /api/Palinsesto/GetEventRows (the bets group's definition): the rows of outcome hashes (a reservation's, a unique code's). */
export const getEventRows = async (hashes: string[]) => (await callApi(betsCalls.GetEventRows, { body: { outcomes: hashes.join(',') } })) ?? [];

/** What a purchase sends (one ticket). */
export type BetBody = CallInput<typeof sportsCalls.Gioca>['body'];
/** POST /api/Scommesse/Gioca: the ticket bought; the server decides, a refusal is a thrown `Refusal` (its code, its Italian text). */
export const placeBet = (body: BetBody) => callApi(sportsCalls.Gioca, { body });
type BetRefusal = Refusal<CallCode<typeof sportsCalls.Gioca>, CallRefusedData<typeof sportsCalls.Gioca>>;
/** The current prices a purchase's ODDS_CHANGED refusal carries (for the slip to show them), else null. */
export const changedQuotes = (err: unknown) =>
  err instanceof Refusal && err.code === SPORTS_CODES.ODDS_CHANGED ? ((err as BetRefusal).data?.Quote ?? null) : null;

/** POST /api/BetPlay/TicketPrintToken (the bets group's definition): a one-use token for a ticket's print page. */
export const printToken = (id: string) => callApi(betsCalls.TicketPrintToken, { body: { id } });

/** GET /api/Scommesse/FunBonus: the player's Fun Bonus Sport usable in the slip (only asked with a session). */
export const funBonusKey = ['sports', 'fun-bonus'] as const;
export const useSportFunBonus = (enabled: boolean) =>
  useQuery({
    queryKey: funBonusKey,
    queryFn: ({ signal }) => callApi(sportsCalls.FunBonus, undefined, signal),
    enabled,
    staleTime: 30_000,
  });
