import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import * as gamesCalls from '@betsite/contract/calls/games';
import type { TLobby } from '@betsite/contract/games';
import { callApi, callQueryOptions } from '../../../lib/call-api.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useClientSettings } from '../../preferences/index.ts';
import { flushClientSettings } from '../../session/index.ts';

/** GET /api/Game/Lobby: the platform's catalogue (public, the same for everyone), from its definition in @betsite/contract/calls/games. */
export const lobbyQueryOptions = callQueryOptions(gamesCalls.Lobby, undefined, { staleTime: 5 * 60_000, retry: 2 });

/**
 * GET /api/Game/LobbyWithHidden: an operator's own lobby, with the games not yet public (marked
 * `Hidden`), keyed by its session. The server reads 'Visualizza i giochi nascosti' from the stored
 * settings, which this client saves 10 s after a change: what waits is saved first, so a box just
 * ticked counts at once.
 */
export const lobbyWithHiddenQueryOptions = (betsession: string) =>
  queryOptions<TLobby>({
    queryKey: [gamesCalls.LobbyWithHidden.name, betsession],
    queryFn: async ({ signal }) => {
      await flushClientSettings().catch(() => undefined);
      return callApi(gamesCalls.LobbyWithHidden, undefined, signal);
    },
    staleTime: 60_000,
    retry: 2,
  });

/**
 * The lobby this page shows: the public one, or, for an operator (`isOperator`, the IsAdmin of the
 * specification) who turned on 'Visualizza i giochi nascosti', its own, shown over the public one
 * (already rendered with the page) until it comes. The server decides what the latter holds.
 */
export function useLobby() {
  const operatorSession = useSession((s) => (s.user?.isOperator ? s.user.betsession : null));
  const showHidden = useClientSettings().ShowHiddenGames === true;
  const client = useQueryClient();
  const own = operatorSession !== null && showHidden;
  return useQuery<TLobby>(
    own
      ? { ...lobbyWithHiddenQueryOptions(operatorSession), placeholderData: () => client.getQueryData<TLobby>(lobbyQueryOptions.queryKey) }
      : lobbyQueryOptions,
  );
}

/** The catalogue before the page draws (FeatureRoute.firstData). */
export const lobbyData = (client: QueryClient) => client.fetchQuery(lobbyQueryOptions).catch(() => null);
