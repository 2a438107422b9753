// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { useBackofficeSession } from '../api/session.ts';
import PlayersPage from './players-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useBackofficeSession.setState({ session: null });
});

/** The search as the server answers it: `found` players, at most 50 of them. */
function searchFinds(found: number) {
  vi.stubGlobal('fetch', async () => {
    const players = Array.from({ length: Math.min(found, 50) }, (_, i) => ({
      id: i + 1,
      username: `rossi${i + 1}`,
      nome: 'Mario',
      cognome: 'Rossi',
      email: `rossi${i + 1}@example.it`,
      cellulare: '+393330000000',
      codiceFiscale: null,
      contratto: String(1000 + i),
      statoConto: 2,
    }));
    return new Response(JSON.stringify({ ResponseCode: 0, ResponseMessage: null, ResponseData: players }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
}

function searchFor(q: string) {
  useBackofficeSession.setState({
    session: { token: 'x', betsession: 'y', operator: { id: 1, username: 'op', nome: 'O', cognome: 'P', roles: ['support'], permissions: ['players.read'] } },
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[`/backoffice/giocatori?q=${q}`]}>
        <PlayersPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('player search', { timeout: 30_000 }, () => {
  it('says when the answer is cut at 50 players (it looked like every match)', async () => {
    searchFinds(80);
    searchFor('rossi');
    expect(await screen.findByText('rossi50', undefined, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Sono mostrati i primi 50 giocatori trovati: aggiungi dettagli alla ricerca per trovare gli altri.');
  });

  it('says nothing of the kind when every match is shown', async () => {
    searchFinds(3);
    searchFor('rossi');
    expect(await screen.findByText('rossi3', undefined, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
