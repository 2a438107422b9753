// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { TBetTicket } from '@betsite/contract/bets';
import { TicketCard } from './ticket-card.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SPORT: TBetTicket = {
  id_ticketField: 'SP777',
  giocoField: 1,
  giocoDescrField: 'Scommesse sportive',
  piattaforma2Field: 'SPORT',
  stato_ticketField: 1,
  stato_ticket_descrField: 'VENDUTO',
  prezzoField: 500,
  data_oraField: '2026-12-01T10:00:00.000Z',
  messaggioField: null,
  importo_vincitaField: 1750,
  ricevuta_pgadField: null,
  EventiSportivi: { Pending: 1, Win: 0, Lose: 0, Void: 0 },
};

describe("a ticket's 'Stampa'", () => {
  it('opens the tab at the click (a tab opened after the token call is blocked as a popup) and then sends it to the print page with its token', async () => {
    let answer: (r: Response) => void = () => {};
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (answer = resolve)));
    const tab = { opener: {} as unknown, location: { href: '' } };
    const openWindow = vi.fn(() => tab);
    vi.stubGlobal('open', openWindow);
    render(
      <MemoryRouter>
        <ul>
          <TicketCard ticket={SPORT} onShare={() => {}} />
        </ul>
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('link', { name: /Stampa/ }));
    // Opened before the server answered, with no way back to this page.
    expect(openWindow).toHaveBeenCalledTimes(1);
    expect(tab.opener).toBeNull();
    answer(
      new Response(JSON.stringify({ ResponseCode: 0, ResponseMessage: null, ResponseData: { PrintToken: 'tok-en', ScadenzaSecondi: 300 } }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
    await vi.waitFor(() => expect(tab.location.href).toMatch(/\/ticket-print\/SP777\?auth=tok-en$/));
    expect(openWindow).toHaveBeenCalledTimes(1);
  });
});
