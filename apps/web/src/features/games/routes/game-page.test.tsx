// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { TLobby } from '@betsite/contract/games';
import { lobbyQueryOptions } from '../api/games-calls.ts';
import GamePage from './game-page.tsx';

afterEach(cleanup);

const starburst = {
  Code: 'starburst',
  Name: 'Starburst',
  Description: 'Slot a 10 linee con wild espandibili',
  Provider: 'NetEnt',
  Category: 'Slot',
  RtpTxt: '96,10',
  Thumbnail: '/api/Game/Thumbnail/starburst',
  Url: '/game/vegas/game/starburst',
};

describe('game page', () => {
  it('where the server plays no rounds (production) says the game is unavailable and shows no reels', () => {
    const client = new QueryClient();
    const lobby: TLobby = { Categories: ['Slot'], Games: [starburst], Playable: false };
    client.setQueryData(lobbyQueryOptions.queryKey, lobby);
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/game/vegas/game/starburst']}>
          <Routes>
            <Route path="/game/vegas/game/:gameCode" element={<GamePage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Starburst' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Il gioco non è disponibile in questo momento. Riprova più tardi.');
    expect(screen.queryByRole('heading', { name: 'Rulli' })).toBeNull();
    expect(screen.queryByText(/denaro reale del conto/)).toBeNull();
  });
});
