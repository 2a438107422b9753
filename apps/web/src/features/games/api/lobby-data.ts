import type { QueryClient } from '@tanstack/react-query';
import { LAYOUT_AREAS } from '@betsite/contract/content-areas';
import { areasData } from '../../content/index.ts';
import { lobbyQueryOptions } from './games-calls.ts';

/** The catalogue, before the page draws (FeatureRoute.firstData). */
export const lobbyData = (client: QueryClient) => client.fetchQuery(lobbyQueryOptions).catch(() => null);

/** The lobby's data: the catalogue and the lobby's CMS area. */
export async function lobbyPageData(client: QueryClient, pathname: string, logged: boolean): Promise<void> {
  await Promise.all([lobbyData(client), areasData(LAYOUT_AREAS.gamesLobby)(client, pathname, logged)]);
}
