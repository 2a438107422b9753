// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { TLobby, TLobbyGame } from '@betsite/contract/games';
import { lobbyQueryOptions } from '../api/games-calls.ts';
import GamePage from './game-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const game = (code: string, name: string): TLobbyGame => ({
  Code: code,
  Name: name,
  Description: '',
  Provider: 'Playtech',
  Category: 'Tavolo',
  RtpTxt: null,
  Thumbnail: `/api/Game/Thumbnail/${code}`,
  Url: `/game/vegas/game/${code}`,
});

function open(code: string) {
  vi.stubGlobal(
    'fetch',
    async () =>
      new Response(JSON.stringify({ ResponseCode: 0, ResponseMessage: null, ResponseData: { Hand: null } }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const lobby: TLobby = { Categories: ['Tavolo'], Games: [game('blackjack-classico', 'Blackjack classico'), game('starburst', 'Starburst')], Playable: true };
  client.setQueryData(lobbyQueryOptions.queryKey, lobby);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/game/vegas/game/${code}`]}>
        <Routes>
          <Route path="/game/vegas/game/:gameCode" element={<GamePage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('game page: the blackjack', () => {
  it("'Blackjack classico' gets the blackjack table and says so; no reels", async () => {
    open('blackjack-classico');
    expect(screen.getByText('Versione di prova della piattaforma: un blackjack a sei mazzi con denaro reale del conto.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Distribuisci' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Tavolo del blackjack' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Rulli' })).toBeNull();
  });

  it('any other game keeps the slot', () => {
    open('starburst');
    expect(screen.getByText('Versione di prova della piattaforma: una slot a tre rulli con denaro reale del conto.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Rulli' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Distribuisci' })).toBeNull();
  });
});
