// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { TLobby, TLobbyGame } from '@betsite/contract/games';
import type { TUserData } from '@betsite/contract/session';
import { useSession } from '../../../lib/session-store.ts';
import { gameHistoryItem } from '../lib/game-items.ts';
import { lobbyQueryOptions } from '../api/games-calls.ts';
import GamePage from './game-page.tsx';
import LobbyPage from './lobby-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSession.setState({ token: null, betsession: null, user: null, clientSettings: null });
});

const game = (code: string, name: string, category: string, extra: Partial<TLobbyGame> = {}): TLobbyGame => ({
  Code: code,
  Name: name,
  Description: '',
  Provider: 'Evolution',
  Category: category,
  RtpTxt: null,
  Thumbnail: `/api/Game/Thumbnail/${code}`,
  Url: `/game/vegas/game/${code}`,
  ...extra,
});
const starburst = game('starburst', 'Starburst', 'Slot');
const hidden = game('lightning-roulette', 'Lightning Roulette', 'Live', { Hidden: true, Thumbnail: 'data:image/svg+xml,%3Csvg%3E%3C%2Fsvg%3E' });
const publicLobby: TLobby = { Categories: ['Slot'], Games: [starburst], Playable: true };
const ownLobby: TLobby = { Categories: ['Slot', 'Live'], Games: [starburst, hidden], Playable: true };

/** Signs in (or not) a player, operator or not, with 'Visualizza i giochi nascosti' on or off; counts the calls of the own lobby. */
function session(opts: { operator: boolean; showHidden: boolean } | null) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(String(url));
    const data = String(url).includes('/api/Game/LobbyWithHidden') ? ownLobby : { Hand: null };
    return new Response(JSON.stringify({ ResponseCode: 0, ResponseMessage: null, ResponseData: data }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  if (opts) {
    const user = { betsession: 'bs-1', username: 'mario', isOperator: opts.operator } as TUserData;
    useSession.setState({ token: 't', betsession: 'bs-1', user, clientSettings: { ShowHiddenGames: opts.showHidden }, ready: true });
  }
  return () => asked.filter((u) => u.includes('/api/Game/LobbyWithHidden')).length;
}

function show(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The public lobby, as the server's render leaves it.
  client.setQueryData(lobbyQueryOptions.queryKey, publicLobby);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/games" element={<LobbyPage />} />
          <Route path="/game/vegas/game/:gameCode" element={<GamePage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("games lobby: hidden games ('Visualizza i giochi nascosti')", () => {
  it('an operator who turned it on gets its own lobby: the hidden game marked Nascosto, with its category', async () => {
    const ownCalls = session({ operator: true, showHidden: true });
    show('/games');
    const card = await screen.findByTestId('game-lightning-roulette');
    expect(within(card).getByText('Nascosto')).toBeTruthy();
    expect(within(screen.getByTestId('game-starburst')).queryByText('Nascosto')).toBeNull();
    expect(screen.getByRole('button', { name: 'Live' })).toBeTruthy();
    expect(ownCalls()).toBe(1);
  });

  it('it opens the hidden game (a loader while its own lobby comes, not "not found")', async () => {
    session({ operator: true, showHidden: true });
    show('/game/vegas/game/lightning-roulette');
    // The public lobby is there at once, without the game: the page waits rather than answer 'not found'.
    expect(screen.getByRole('status').textContent).toBe('Caricamento in corso…');
    expect(screen.queryByRole('heading', { name: 'Pagina non trovata' })).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Lightning Roulette Nascosto' })).toBeTruthy();
  });

  it('an operator without the setting, a player with it stored, a visitor: the public lobby only, never the own lobby call', async () => {
    for (const who of [{ operator: true, showHidden: false }, { operator: false, showHidden: true }, null]) {
      const ownCalls = session(who);
      show('/games');
      expect(await screen.findByTestId('game-starburst')).toBeTruthy();
      expect(screen.queryByTestId('game-lightning-roulette')).toBeNull();
      expect(screen.queryByText('Nascosto')).toBeNull();
      expect(ownCalls()).toBe(0);
      cleanup();
      useSession.setState({ user: null, clientSettings: null });
    }
  });

  it('a hidden game goes into the history without its inline thumbnail (too long to store); a public one keeps its own', () => {
    expect(gameHistoryItem(hidden, 0).Image).toBeNull();
    expect(gameHistoryItem(starburst, 0).Image).toBe('/api/Game/Thumbnail/starburst');
  });
});
