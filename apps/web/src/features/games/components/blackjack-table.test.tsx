// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TBlackjackHand } from '@betsite/contract/blackjack';
import type { TLobbyGame } from '@betsite/contract/games';
import { formatCents } from '../../../lib/format.ts';
import BlackjackTable from './blackjack-table.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const game: TLobbyGame = {
  Code: 'blackjack-classico',
  Name: 'Blackjack classico',
  Description: '',
  Provider: 'Sandbox',
  Category: 'Tavolo',
  RtpTxt: null,
  Thumbnail: '/api/Game/Thumbnail/blackjack-classico',
  Url: '/game/vegas/game/blackjack-classico',
};
const CODE = `CS${'A'.repeat(30)}`;
const hand = (h: Partial<TBlackjackHand>): TBlackjackHand => ({
  Code: CODE,
  GameCode: game.Code,
  Stake: 100,
  Step: 0,
  Player: ['AC', '6P'],
  Dealer: ['9Q'],
  State: 'in_corso',
  Win: 0,
  Replay: false,
  ...h,
});
const ok = <D,>(d: D) => ({ ResponseCode: 0, ResponseMessage: null, ResponseData: d });

/** The server: each path answers the next of its envelopes; requests kept as 'METHOD /path body'. */
function server(answers: Record<string, unknown[]>) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname;
    asked.push(`${init?.method ?? 'GET'} ${path}${init?.body ? ` ${String(init.body)}` : ''}`);
    const answer = answers[path]?.length ? (answers[path].length > 1 ? answers[path].shift() : answers[path][0]) : undefined;
    if (answer === undefined) return new Response('{}', { status: 404 });
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return asked;
}

function show() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <BlackjackTable game={game} />
    </QueryClientProvider>,
  );
}

describe('blackjack table', () => {
  it('deals, shows named cards and soft totals, hits with the step seen, stands and announces the payout', async () => {
    const asked = server({
      '/api/Game/Blackjack/OpenHand': [ok({ Hand: null })],
      '/api/Game/Blackjack/Deal': [ok(hand({}))],
      '/api/Game/Blackjack/Action': [
        ok(hand({ Step: 1, Player: ['AC', '6P', '2F'] })),
        ok(hand({ Step: 2, Player: ['AC', '6P', '2F'], Dealer: ['9Q', '8C'], State: 'vinta', Win: 200 })),
      ],
    });
    show();
    fireEvent.change(screen.getByLabelText('Puntata'), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Distribuisci' }));
    const hit = await screen.findByRole('button', { name: 'Carta' });
    // The focus follows the player: on 'Carta' once the cards are dealt.
    expect(document.activeElement).toBe(hit);
    const mine = screen.getByRole('list', { name: 'Le tue carte' });
    expect(within(mine).getByText('Asso di cuori')).toBeTruthy();
    expect(within(mine).getByText('Sei di picche')).toBeTruthy();
    expect(screen.getByTestId('bj-player-total').textContent).toBe('Totale 7/17');
    // The dealer's hole card is drawn face down.
    const dealer = screen.getByRole('list', { name: 'Carte del banco' });
    expect(
      within(dealer)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['9♦Nove di quadri', 'Carta coperta']);
    expect(asked.find((a) => a.startsWith('POST /api/Game/Blackjack/Deal'))).toMatch(/"GameCode":"blackjack-classico","Stake":100,"Key":"[0-9a-f-]{36}"/);

    fireEvent.click(hit);
    await vi.waitFor(() => expect(screen.getByTestId('bj-player-total').textContent).toBe('Totale 9/19'));
    expect(asked).toContain(`POST /api/Game/Blackjack/Action {"Code":"${CODE}","Action":"carta","Step":0}`);
    expect(screen.getByRole('status').textContent).toBe('Ultima carta: Due di fiori. Totale 9/19.');

    fireEvent.click(screen.getByRole('button', { name: 'Stai' }));
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe(`Hai vinto ${formatCents(200)}. Giocata ${CODE}.`));
    expect(asked).toContain(`POST /api/Game/Blackjack/Action {"Code":"${CODE}","Action":"stai","Step":1}`);
    expect(within(dealer).queryByText('Carta coperta')).toBeNull();
    expect(screen.getByText('Otto di cuori')).toBeTruthy();
    // The hand is over: the stake and 'Distribuisci' again, with the focus on it.
    expect(screen.queryByRole('button', { name: 'Carta' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Distribuisci' }));
  });

  it('finds the hand left open and shows a refusal in Italian', async () => {
    server({
      '/api/Game/Blackjack/OpenHand': [ok({ Hand: hand({ Step: 1, Player: ['10C', '2Q', '3F'], Dealer: ['KP'] }) })],
      '/api/Game/Blackjack/Action': [{ ResponseCode: -7, ResponseMessage: 'La mano è già conclusa', ResponseData: null }],
    });
    show();
    expect(await screen.findByRole('button', { name: 'Stai' })).toBeTruthy();
    expect(screen.getByTestId('bj-player-total').textContent).toBe('Totale 15');
    // Found on opening the page: the focus is not taken.
    expect(document.activeElement).toBe(document.body);
    fireEvent.click(screen.getByRole('button', { name: 'Stai' }));
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe('La mano è già conclusa'));
  });
});
