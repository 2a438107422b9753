// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { TQueuedWithdrawal } from '@betsite/contract/backoffice';
import { useBackofficeSession } from '../api/session.ts';
import WithdrawalsPage from './withdrawals-page.tsx';
import { polyfillDialog } from '../../../ui/dialog-polyfill.test-support.ts';

beforeAll(polyfillDialog);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useBackofficeSession.setState({ session: null });
});

const row = (n: number): TQueuedWithdrawal => ({
  id: n,
  ticket: `PR${String(n).padStart(8, '0')}`,
  userId: 7,
  username: 'demobo1',
  nome: 'Franco',
  cognome: 'Bruni',
  metodo: 'bonifico',
  importo: 1000 + n,
  stato: 'pending',
  modalita: 'manuale',
  destinazione: 'IT60 **** 3456',
  richiestoIl: '2026-12-01T08:00:00.000Z',
  decisoIl: null,
  decisoDa: null,
  motivo: null,
  fornitore: null,
  riferimentoFornitore: null,
  tentativi: 0,
  erroreFornitore: null,
  inPagamentoDal: null,
  statoConto: 2,
  documentiApprovati: true,
});

/** The queue as the server pages it: 120 pending withdrawals, 50 a page; the pages asked are kept. */
function queueOf120() {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    const pagina = Number(new URL(url, 'http://x').searchParams.get('pagina') ?? 1);
    asked.push(String(pagina));
    const righe = Array.from({ length: Math.min(50, 120 - (pagina - 1) * 50) }, (_, i) => row((pagina - 1) * 50 + i + 1));
    return new Response(JSON.stringify({ ResponseCode: 0, ResponseMessage: null, ResponseData: { righe, totale: 120, metodi: ['bonifico'] } }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return asked;
}

/** The queue as demopayments (may read and decide withdrawals) sees it. */
function openAsPayments() {
  useBackofficeSession.setState({
    session: {
      token: 'x',
      betsession: 'y',
      operator: { id: 1, username: 'demopayments', nome: 'P', cognome: 'A', roles: ['payments'], permissions: ['withdrawals.read', 'withdrawals.decide'] },
    },
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <WithdrawalsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('withdrawal queue', { timeout: 30_000 }, () => {
  it('pages through a queue longer than one page (the rows past the first 50 were out of reach)', async () => {
    const asked = queueOf120();
    openAsPayments();
    expect(await screen.findByText('PR00000001', undefined, { timeout: 15_000 })).toBeTruthy();
    const pager = screen.getByRole('navigation', { name: 'Pagine dei prelievi' });
    expect(pager.textContent).toContain('Pagina 1 di 3');
    fireEvent.click(screen.getByRole('button', { name: 'Successive' }));
    expect(await screen.findByText('PR00000051')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Successive' }));
    expect(await screen.findByText('PR00000120')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Successive' }) as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(asked).toEqual(['1', '2', '3']));
  });

  it('names the CSV after today’s Italian date (at 00:30 in Italy the UTC date is still yesterday’s)', async () => {
    queueOf120();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-01T23:30:00.000Z'));
    const saved: string[] = [];
    // jsdom has no object URLs.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = () => 'blob:x';
        static override revokeObjectURL = () => {};
      },
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    try {
      useBackofficeSession.setState({
        session: {
          token: 'x',
          betsession: 'y',
          operator: { id: 1, username: 'p', nome: 'P', cognome: 'A', roles: ['payments'], permissions: ['withdrawals.read'] },
        },
      });
      render(
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <MemoryRouter>
            <WithdrawalsPage />
          </MemoryRouter>
        </QueryClientProvider>,
      );
      expect(await screen.findByText('PR00000001', undefined, { timeout: 15_000 })).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Esporta CSV' }));
      await waitFor(() => expect(saved).toEqual(['prelievi-2026-12-02.csv']));
    } finally {
      click.mockRestore();
      vi.useRealTimers();
    }
  });

  it('closes by hand a payout whose provider answered with an error: the outcome and the reason are sent', async () => {
    const stuck: TQueuedWithdrawal = {
      ...row(9),
      stato: 'sending',
      metodo: 'Prelievo_Paypal',
      fornitore: 'paypal',
      riferimentoFornitore: 'BATCH-9',
      tentativi: 4,
      erroreFornitore: 'pagato un importo diverso: da verificare',
      inPagamentoDal: '2026-12-01T08:05:00.000Z',
    };
    const sent: { url: string; body: unknown }[] = [];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      const json = (ResponseData: unknown, ResponseMessage: string | null = null) =>
        new Response(JSON.stringify({ ResponseCode: 0, ResponseMessage, ResponseData }), { status: 200, headers: { 'content-type': 'application/json' } });
      if (init?.method === 'POST') {
        sent.push({ url, body: JSON.parse(String(init.body)) });
        return json(
          { idTicketField: stuck.ticket, importoField: stuck.importo },
          "Prelievo chiuso come non pagato: l'importo è tornato sul conto del giocatore",
        );
      }
      return json({ righe: [stuck, { ...row(10), stato: 'sending', fornitore: 'card', tentativi: 1 }], totale: 2, metodi: [] });
    });
    openAsPayments();
    await screen.findByText('PR00000009', undefined, { timeout: 15_000 });
    // Only the payout the provider answered with an error can be closed by hand.
    expect(screen.queryByRole('button', { name: 'Chiudi come non pagato PR00000010' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Chiudi come non pagato PR00000009' }));
    const dialog = screen.getByRole('dialog', { name: 'Chiudere come non pagato il prelievo PR00000009?' });
    expect(dialog.textContent).toContain('paypal, rif. BATCH-9');
    expect(dialog.textContent).toContain('tornano sul conto di demobo1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Chiudi come non pagato' }));
    expect(await within(dialog).findByText('Indica il motivo (almeno 3 caratteri)')).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Motivo'), { target: { value: 'Nessun pagamento sul pannello PayPal' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Chiudi come non pagato' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.url).toMatch(/\/api\/Backoffice\/ChiudiPagamento$/);
    expect(sent[0]!.body).toEqual({ ticket: 'PR00000009', esito: 'non_pagato', motivo: 'Nessun pagamento sul pannello PayPal' });
    expect((await screen.findByRole('status')).textContent).toBe(
      "Prelievo PR00000009: Prelievo chiuso come non pagato: l'importo è tornato sul conto del giocatore",
    );
  });
});
