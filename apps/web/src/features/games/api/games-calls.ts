import { useQuery, type QueryClient } from '@tanstack/react-query';
import * as gamesCalls from '@betsite/contract/calls/games';
import { callQueryOptions } from '../../../lib/call-api.ts';

/** GET /api/Game/Lobby: the platform's catalogue (public, the same for everyone), from its definition in @betsite/contract/calls/games. */
export const lobbyQueryOptions = callQueryOptions(gamesCalls.Lobby, undefined, { staleTime: 5 * 60_000, retry: 2 });
export const useLobby = () => useQuery(lobbyQueryOptions);
/** The catalogue before the page draws (FeatureRoute.firstData). */
export const lobbyData = (client: QueryClient) => client.fetchQuery(lobbyQueryOptions).catch(() => null);
