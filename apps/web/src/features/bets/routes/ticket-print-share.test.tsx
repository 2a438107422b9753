// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { useSession } from '../../../lib/session-store.ts';
import TicketPrintPage from './ticket-print-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  useSession.setState({ ready: false, user: null, token: null });
});

const PRINT = {
  AAMSCode: 'SP123',
  Gioco: 'Scommesse sportive',
  Piattaforma: 'SPORT',
  Stato: 'VENDUTO',
  Date: '01/12/2026',
  Time: '20:45',
  ElementiBiglietto: [],
  Importo: 500,
  QuotaTotale: 3.5,
  Vincita: 1750,
  Bonus: 0,
  Totale: 1750,
  SysElementiBiglietto: [],
  SysElementiSistema: [],
  SysVincitaPotMin: 0,
};

/** The server's TicketPrint; the queries asked are kept. */
function server() {
  const asked: URLSearchParams[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(new URL(url, 'http://localhost').searchParams);
    return new Response(JSON.stringify({ ResponseCode: 0, ResponseMessage: null, ResponseData: { BettingPrint: PRINT } }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return asked;
}

const open = (search: string) =>
  render(
    <MemoryRouter initialEntries={[`/ticket-print/SP123${search}`]}>
      <Routes>
        <Route path="/ticket-print/:aamscode" element={<TicketPrintPage />} />
      </Routes>
    </MemoryRouter>,
  );

describe('the ticket print page', () => {
  it("a shared link's token is sent even by a signed-in reader, and no print dialog opens for it", async () => {
    useSession.setState({ ready: true, token: 'sessione-di-chi-legge' });
    const asked = server();
    const print = vi.fn();
    vi.stubGlobal('print', print);
    open('?auth=s42.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ');
    expect(await screen.findByText(/SP123/)).toBeTruthy();
    expect(asked[0]!.get('auth')).toBe('s42.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ');
    await new Promise((r) => setTimeout(r, 1_300));
    expect(print).not.toHaveBeenCalled();
  });

  it('a print token opens the print dialog one second after the data', async () => {
    server();
    const print = vi.fn();
    vi.stubGlobal('print', print);
    open('?auth=unotokendistampa');
    expect(await screen.findByText(/SP123/)).toBeTruthy();
    await vi.waitFor(() => expect(print).toHaveBeenCalledTimes(1), { timeout: 2_000 });
  });
});
