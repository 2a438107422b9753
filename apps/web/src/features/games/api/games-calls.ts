import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { API } from '@betsite/contract/api-paths';
import type { TEnvelope } from '@betsite/contract/envelope';
import type { TLobby, TPlayRoundBody, TPlayRoundResult } from '@betsite/contract/games';
import { api } from '../../../lib/api.ts';

export const gamesKeys = { lobby: ['games', 'lobby'] as const };

/** GET /api/Game/Lobby: the platform's catalogue (public, the same for everyone). */
export const lobbyQueryOptions = queryOptions({
  queryKey: gamesKeys.lobby,
  queryFn: async () => {
    const r = await api<TEnvelope<TLobby>>(API.Game.Lobby);
    return r.ResponseCode === 0 ? r.ResponseData : null;
  },
  staleTime: 5 * 60_000,
  retry: 2,
});
export const useLobby = () => useQuery(lobbyQueryOptions);
/** The catalogue before the page draws (FeatureRoute.firstData). */
export const lobbyData = (client: QueryClient) => client.fetchQuery(lobbyQueryOptions).catch(() => null);

/** POST /api/Game/PlayRound: one round; the server decides the reels and moves the money. */
export async function playRound(body: TPlayRoundBody): Promise<TEnvelope<TPlayRoundResult>> {
  return api<TEnvelope<TPlayRoundResult>>(API.Game.PlayRound, { method: 'POST', body });
}
