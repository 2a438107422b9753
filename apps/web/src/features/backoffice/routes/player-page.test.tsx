// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { TPlayerDetail } from '@betsite/contract/backoffice';
import { useBackofficeSession } from '../api/session.ts';
import PlayerPage from './player-page.tsx';
import { polyfillDialog } from '../../../ui/dialog-polyfill.test-support.ts';

beforeAll(polyfillDialog);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useBackofficeSession.setState({ session: null });
});

const BLOCKED_AT = '2026-12-01T09:30:00.000Z';

/** A player page as the server answers it, in `statoConto` (blocked by the back office when 6 with `blocco`). */
function detail(statoConto: number, blocco: TPlayerDetail['stato']['blocco'] = null): TPlayerDetail {
  const who = { id: 7, username: 'demouser1', nome: 'Mario', cognome: 'Rossi', email: 'm@example.it', cellulare: '+393330000000', contratto: '1000' };
  return {
    anagrafica: {
      ...who,
      codiceFiscale: null,
      statoConto,
      sesso: null,
      dataNascita: null,
      comuneNascita: null,
      indirizzo: null,
      cap: null,
      comuneResidenza: null,
      numeroDocumento: null,
      scadenzaDocumento: null,
      registratoIl: '2026-01-01T00:00:00.000Z',
      ultimoAccesso: null,
    },
    stato: {
      statoConto,
      blocco,
      emailConfermata: true,
      cellulareConfermato: true,
      termini: true,
      statoDocumenti: null,
      richiedePep: false,
      dueFattori: false,
      limiteDepositoImpostato: true,
    },
    saldo: { saldo: 0, prelevabile: 0, bonus: 0, inPrelievo: 0, debitoStorno: 0, contestato: 0 },
    sessioni: [],
    movimenti: [],
    depositi: [],
    prelievi: [],
    limiti: [],
    storicoLimiti: [],
    limitiGioco: [],
    storicoLimitiGioco: [],
    tempoGioco: { giorno: 0, settimana: 0, mese: 0 },
    promemoriaMinuti: 60,
    promemoriaScelto: false,
    esclusioni: [],
    giocate: [],
    bonus: [],
    documenti: [],
    note: [],
  };
}

const envelope = (ResponseData: unknown, ResponseMessage: string | null = null, ResponseCode = 0) =>
  new Response(JSON.stringify({ ResponseCode, ResponseMessage, ResponseData }), { status: 200, headers: { 'content-type': 'application/json' } });

/**
 * The server: the player in `states[0]`, then (after an action) in the next; a block or unblock
 * answers `answer`. The actions sent are kept.
 */
function server(states: TPlayerDetail[], answer: () => Response) {
  const sent: { url: string; body: unknown }[] = [];
  let at = 0;
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') {
      sent.push({ url, body: init.body === undefined ? undefined : JSON.parse(String(init.body)) });
      at = Math.min(at + 1, states.length - 1);
      return answer();
    }
    return envelope(states[at]);
  });
  return sent;
}

function open(permissions: string[]) {
  useBackofficeSession.setState({
    session: { token: 'x', betsession: 'y', operator: { id: 1, username: 'op', nome: 'O', cognome: 'P', roles: ['compliance'], permissions } },
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/backoffice/giocatori/7']}>
        <Routes>
          <Route path="/backoffice/giocatori/:id" element={<PlayerPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const title = () => screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });

describe('player page: block and unblock the account', { timeout: 30_000 }, () => {
  it('blocks with a reason, says so, reads the player again and then offers the unblock', async () => {
    const blocked = detail(6, { dal: BLOCKED_AT, motivo: 'Uso del conto da parte di terzi', statoPrecedente: 2 });
    const sent = server([detail(2), blocked], () => envelope(null, 'Conto bloccato: le sessioni del giocatore sono state chiuse'));
    open(['players.read', 'players.block']);
    await title();
    const button = screen.getByRole('button', { name: 'Blocca conto' });
    fireEvent.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Bloccare il conto di demouser1?' });
    // Too short: said under the reason, nothing sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Blocca conto' }));
    expect(await within(dialog).findByText('Indica il motivo (almeno 3 caratteri)')).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Motivo'), { target: { value: ' Uso del conto da parte di terzi ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Blocca conto' }));
    expect((await screen.findByRole('status')).textContent).toBe('Conto bloccato: le sessioni del giocatore sono state chiuse');
    expect(sent).toEqual([{ url: expect.stringMatching(/\/api\/Backoffice\/Players\/7\/Block$/), body: { motivo: 'Uso del conto da parte di terzi' } }]);
    // The same button, now the unblock (the focus the dialog gives back stays on it).
    await waitFor(() => expect(button.textContent).toBe('Sblocca conto'));
    expect(screen.getByText(/^Dal .*: Uso del conto da parte di terzi \(lo sblocco riporta il conto a «Validato»\)$/)).toBeTruthy();
    expect(screen.getByText('Bloccato')).toBeTruthy();
  });

  it('shows a refusal on the page and reads the player again', async () => {
    const sent = server([detail(2), detail(2)], () => envelope(null, 'Il conto è già bloccato: nulla è cambiato', -1));
    open(['players.read', 'players.block']);
    await title();
    fireEvent.click(screen.getByRole('button', { name: 'Blocca conto' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Motivo'), { target: { value: 'Controllo' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Blocca conto' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Il conto è già bloccato: nulla è cambiato');
    expect(sent).toHaveLength(1);
  });

  it('offers nothing without the permission, on a self-excluded account, or on a 6 not set by the back office', async () => {
    for (const [permissions, player] of [
      [['players.read'], detail(2)],
      [['players.read', 'players.block'], detail(7)],
      [['players.read', 'players.block'], detail(6)],
    ] as const) {
      server([player], () => envelope(null));
      open([...permissions]);
      await title();
      expect(screen.queryByRole('button', { name: /blocca conto/i })).toBeNull();
      cleanup();
    }
  });

  it('unblocks an account the back office blocked', async () => {
    const sent = server([detail(6, { dal: BLOCKED_AT, motivo: 'Verifica', statoPrecedente: 1 }), detail(1)], () =>
      envelope(null, 'Conto sbloccato: il giocatore torna allo stato precedente al blocco'),
    );
    open(['players.read', 'players.block']);
    await title();
    fireEvent.click(screen.getByRole('button', { name: 'Sblocca conto' }));
    const dialog = screen.getByRole('dialog', { name: 'Sbloccare il conto di demouser1?' });
    expect(dialog.textContent).toContain('«Provvisorio»');
    fireEvent.change(within(dialog).getByLabelText('Motivo'), { target: { value: 'Verificato' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sblocca conto' }));
    expect((await screen.findByRole('status')).textContent).toBe('Conto sbloccato: il giocatore torna allo stato precedente al blocco');
    expect(sent[0]!.url).toMatch(/\/Players\/7\/Unblock$/);
    expect(await screen.findByRole('button', { name: 'Blocca conto' })).toBeTruthy();
  });
});

describe("player page: closing a player's session", { timeout: 30_000 }, () => {
  const OPENED = '2026-12-01T08:15:00.000Z';
  const withSession = (): TPlayerDetail => ({
    ...detail(1),
    sessioni: [{ id: 's-1', ambito: 'player', creataIl: OPENED, ultimaAttivita: OPENED, chiusaIl: null, motivo: null, ip: '203.0.113.9', dispositivo: null }],
  });
  const closed = (): TPlayerDetail => ({ ...withSession(), sessioni: [{ ...withSession().sessioni[0]!, chiusaIl: BLOCKED_AT, motivo: 'backoffice' }] });

  it('asks first: cancelling sends nothing, confirming closes it and reads the player again', async () => {
    const sent = server([withSession(), closed()], () => envelope(null));
    open(['players.read', 'players.sessions.revoke']);
    await title();
    const close = screen.getByRole('button', { name: /^Chiudi la sessione aperta il / });
    fireEvent.click(close);
    const dialog = screen.getByRole('dialog', { name: 'Chiudere la sessione di demouser1?' });
    expect(dialog.textContent).toContain('da 203.0.113.9');
    expect(dialog.textContent).toContain('deve accedere di nuovo');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    expect(sent).toEqual([]);

    fireEvent.click(close);
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Chiudere la sessione di demouser1?' })).getByRole('button', { name: 'Chiudi sessione' }));
    expect((await screen.findByRole('status')).textContent).toBe('Sessione chiusa: il giocatore deve accedere di nuovo.');
    expect(sent.map((s) => s.url)).toEqual([expect.stringMatching(/\/Players\/7\/Sessions\/s-1\/Revoke$/)]);
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Chiudi la sessione aperta il / })).toBeNull());
  });
});

describe("player page: 'Saldi'", { timeout: 30_000 }, () => {
  it("shows a reversed deposit's debt and what open disputes hold only while there are some", async () => {
    const owing = detail(2);
    owing.saldo = { ...owing.saldo, debitoStorno: 3_000, contestato: 5_000 };
    server([owing], () => envelope(null));
    open(['players.read']);
    await title();
    expect(screen.getByText('Debito da ricarica stornata').nextElementSibling?.textContent).toBe('30,00\u00a0€');
    expect(screen.getByText('Bloccato da contestazioni').nextElementSibling?.textContent).toBe('50,00\u00a0€');
    cleanup();
    server([detail(2)], () => envelope(null));
    open(['players.read']);
    await title();
    expect(screen.queryByText('Debito da ricarica stornata')).toBeNull();
    expect(screen.queryByText('Bloccato da contestazioni')).toBeNull();
  });
});
