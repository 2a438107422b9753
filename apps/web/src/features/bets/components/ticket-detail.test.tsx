// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { TBetTicket } from '@betsite/contract/bets';
import { TicketDetail } from './ticket-detail.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The server: each path answers its envelope; the paths asked are kept. */
function server(answers: Record<string, unknown>) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    const path = new URL(url, 'http://localhost').pathname;
    asked.push(path);
    const answer = answers[path];
    if (answer === undefined) return new Response('{}', { status: 404 });
    return new Response(JSON.stringify({ ResponseCode: 0, ResponseMessage: null, ResponseData: answer }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return asked;
}

const ticket = (over: Partial<TBetTicket>): TBetTicket => ({
  id_ticketField: 'CS000',
  giocoField: 102,
  giocoDescrField: 'Blackjack classico',
  piattaforma2Field: 'CASINO',
  stato_ticketField: 5,
  stato_ticket_descrField: 'PAGATO',
  prezzoField: 200,
  data_oraField: '2026-12-01T10:00:00.000Z',
  messaggioField: null,
  importo_vincitaField: 400,
  ricevuta_pgadField: null,
  EventiSportivi: null,
  ...over,
});

const casinoLine = (over: Record<string, unknown> = {}) => ({
  statoField: 'VINCENTE',
  iniziosessioneField: '2026-12-01T10:00:00.000Z',
  finesessioneField: '2026-12-01T10:01:00.000Z',
  giocoField: 'Blackjack classico',
  piattaformaField: 'CASINO',
  betField: 200,
  winField: 400,
  stackField: 200,
  sessioneAAMSField: 'N0001',
  ...over,
});

const outcome = async () => (await screen.findByText('Esito')).nextElementSibling?.textContent;
const show = (t: TBetTicket) =>
  render(
    <MemoryRouter>
      <TicketDetail ticket={t} />
    </MemoryRouter>,
  );

describe('ticket detail: which call, and the casino outcome', () => {
  it('a casino round whose code holds DF or FB asks the casino detail, not the sport one', async () => {
    const asked = server({ '/api/Account/EL_LoadTicketPSQF': casinoLine() });
    show(ticket({ id_ticketField: 'CS7DF0FB12', giocoField: 144 }));
    expect(await outcome()).toBe('VINCENTE');
    expect(asked).toEqual(['/api/Account/EL_LoadTicketPSQF']);
  });

  it('a sport ticket (DF…) still asks the sport detail', async () => {
    const asked = server({});
    show(ticket({ id_ticketField: 'DF123', giocoField: 1, piattaforma2Field: 'SPORT' }));
    await vi.waitFor(() => expect(asked).toEqual(['/api/Account/EL_dettaglio_ticket_psqf']));
  });

  it('a push reads RIMBORSATO as in the list, and a session still open reads In corso', async () => {
    server({ '/api/Account/EL_LoadTicketPSQF': casinoLine({ statoField: 'NON VINCENTE', winField: 200 }) });
    show(ticket({ stato_ticketField: 3, stato_ticket_descrField: 'RIMBORSATO' }));
    expect(await outcome()).toBe('RIMBORSATO');
    cleanup();
    server({ '/api/Account/EL_LoadTicketPSQF': casinoLine({ statoField: 'NON VINCENTE', finesessioneField: null, winField: 0 }) });
    show(ticket({ stato_ticketField: 1, stato_ticket_descrField: 'VENDUTO' }));
    expect(await outcome()).toBe('In corso');
  });
});
