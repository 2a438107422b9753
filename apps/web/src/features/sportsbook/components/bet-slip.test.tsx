// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { SPORTS_TEXT } from '@betsite/contract/sportsbook-messages';
import { useSession } from '../../../lib/session-store.ts';
import { useSlip } from '../lib/slip-store.ts';
import { BetSlip } from './bet-slip.tsx';

/**
 * The slip's purchase through the contract's Gioca (issue 37): the ticket's code, or the refusal
 * unwrapped once into a typed Refusal — ODDS_CHANGED carrying the current prices beside it, which
 * the slip takes and asks the player to accept.
 */
const HASH = 'H1abc';
const row = (quota: number) => ({
  OutcomeId_hash: HASH,
  Group_Name: 'Serie A',
  Descr_avv: 'Inter - Milan',
  Descr_scomm: '1X2',
  Descr_esito: '1',
  Quota: quota,
  Data: '2030-01-01T18:00:00.000Z',
  Scaduto: false,
  Sospeso: false,
});
const envelope = (ResponseCode: number, ResponseMessage: string | null, ResponseData: unknown) =>
  new Response(JSON.stringify({ ResponseCode, ResponseMessage, ResponseData }), { status: 200, headers: { 'content-type': 'application/json' } });

/** The server: the slip's prices (`price`, which Gioca may move) and Fun Bonus as asked, and `gioca` as Gioca's answer; what Gioca was sent. */
function server(gioca: (price: { now: number }) => Response, variables: Record<string, string> = {}) {
  const bought: unknown[] = [];
  const price = { now: 200 };
  // A wide screen: the slip is always open beside the schedule (jsdom has no media queries).
  vi.stubGlobal('matchMedia', (media: string) => ({ media, matches: false, addEventListener: () => {}, removeEventListener: () => {} }));
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (url.includes('/api/Palinsesto/GetEventRows')) return envelope(0, null, [row(price.now)]);
    if (url.includes('/api/Scommesse/FunBonus')) return envelope(0, null, []);
    if (url.includes('/api/Environment/GetSiteConfig'))
      return envelope(0, null, { modules: {}, variables, idle: { idleSeconds: 900, timeoutSeconds: 60, warningSeconds: 60, pingSeconds: 60 } });
    if (url.includes('/api/Scommesse/Gioca')) {
      bought.push(JSON.parse(String(init?.body)));
      return gioca(price);
    }
    return envelope(0, null, null);
  });
  return bought;
}

/** Opens the slip and waits for its prices, as a player sees them before tapping. */
async function open(): Promise<QueryClient> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/scommesse']}>
        <BetSlip />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await waitFor(() => expect(client.getQueryData(['sports', 'slip-prices', [HASH]])).toBeDefined(), { timeout: 15_000 });
  return client;
}

/** Opens the slip, waits for its prices, and buys. */
async function buy() {
  await open();
  fireEvent.click(screen.getByRole('button', { name: 'Scommetti' }));
  fireEvent.click(screen.getByRole('button', { name: /^Conferma/ }));
}

beforeEach(() => {
  useSession.setState({ user: { username: 'mario1985' } as never, token: 't', clientSettings: {} });
  useSlip.setState({
    items: [{ hash: HASH, quota: 200, event: 'Inter - Milan', market: '1X2', label: '1', live: false, fissa: false }],
    kind: 'singola',
    sizes: [],
    stake: null,
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSession.setState({ user: null, token: null, clientSettings: null });
  useSlip.getState().clear();
});

describe('bet slip: Gioca through its definition', { timeout: 30_000 }, () => {
  it('a ticket bought shows its code', async () => {
    const bought = server(() =>
      envelope(0, SPORTS_TEXT.placed, { Code: 'DF123', Importo: 100, QuotaTotale: 200, VincitaPotenziale: 200, Live: false, Replay: false, Quote: [] }),
    );
    await buy();
    expect(await screen.findByText('DF123', undefined, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Scommessa accettata');
    expect(bought[0]).toMatchObject({ Tipo: 'singola', Selezioni: [{ Hash: HASH, Quota: 200 }], Importo: 100, AcceptVariations: false });
  });

  it('takes a stake typed the Italian way, and buys nothing while the field holds no amount', async () => {
    const bought = server(() =>
      envelope(0, SPORTS_TEXT.placed, { Code: 'DF124', Importo: 250, QuotaTotale: 200, VincitaPotenziale: 500, Live: false, Replay: false, Quote: [] }),
    );
    await open();
    const stake = screen.getByLabelText('Importo (€)');
    fireEvent.change(stake, { target: { value: 'abc' } });
    expect(screen.getByRole('alert').textContent).toBe(SPORTS_TEXT.stake);
    expect((screen.getByRole('button', { name: 'Scommetti' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(stake, { target: { value: '2,5' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Scommetti' }));
    fireEvent.click(screen.getByRole('button', { name: /^Conferma/ }));
    expect(await screen.findByText('DF124', undefined, { timeout: 15_000 })).toBeTruthy();
    expect(bought[0]).toMatchObject({ Importo: 250 });
  });

  it("says the operator's limits before the tap, in the server's words, and holds the purchase until the stake keeps them", async () => {
    const bought = server(
      () => envelope(0, SPORTS_TEXT.placed, { Code: 'DF125', Importo: 500, QuotaTotale: 200, VincitaPotenziale: 1000, Live: false, Replay: false, Quote: [] }),
      { Scommesse_ImportoMin: '500', Scommesse_VincitaMax: '1500' },
    );
    await open();
    const stake = screen.getByLabelText('Importo (€)');
    fireEvent.change(stake, { target: { value: '2' } });
    const buy = () => screen.getByRole('button', { name: 'Scommetti' }) as HTMLButtonElement;
    expect((await screen.findByRole('status')).textContent).toBe("L'importo minimo della giocata è € 5");
    expect(stake.getAttribute('aria-describedby')).toBe('sb-limit-error');
    expect(buy().disabled).toBe(true);
    // 10 € at 2,00 would win 20 €, over the 15 € the operator allows.
    fireEvent.change(stake, { target: { value: '10' } });
    expect(screen.getByRole('status').textContent).toBe('La vincita potenziale supera il massimo consentito di € 15');
    expect(buy().disabled).toBe(true);
    fireEvent.change(stake, { target: { value: '5' } });
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.click(buy());
    fireEvent.click(screen.getByRole('button', { name: /^Conferma/ }));
    expect(await screen.findByText('DF125', undefined, { timeout: 15_000 })).toBeTruthy();
    expect(bought).toHaveLength(1);
    expect(bought[0]).toMatchObject({ Importo: 500 });
  });

  it('ODDS_CHANGED: the refusal carries the current prices, the slip takes them and asks to accept them', async () => {
    server((price) => {
      price.now = 250;
      return envelope(-4, SPORTS_TEXT.oddsChanged, { Quote: [{ Hash: HASH, Quota: 250, Suspended: false }] });
    });
    await buy();
    expect((await screen.findByRole('alert', undefined, { timeout: 15_000 })).textContent).toBe(SPORTS_TEXT.oddsChanged);
    await waitFor(() => expect(useSlip.getState().items[0]!.quota).toBe(250));
    expect(screen.getByRole('button', { name: 'Accetta le nuove quote e scommetti' })).toBeTruthy();
    // One message for one change: the refusal's alert, not also the refreshed-prices notice.
    expect(screen.queryByText(/Le quote nel carrello sono state aggiornate/)).toBeNull();
  });

  it('keeps the keyboard focus in the buy area while its buttons change (Scommetti → Conferma → the answer)', async () => {
    server((price) => {
      price.now = 250;
      return envelope(-4, SPORTS_TEXT.oddsChanged, { Quote: [{ Hash: HASH, Quota: 250, Suspended: false }] });
    });
    await open();
    const scommetti = screen.getByRole('button', { name: 'Scommetti' });
    scommetti.focus();
    fireEvent.click(scommetti);
    await waitFor(() => expect(document.activeElement?.textContent).toMatch(/^Conferma/));
    fireEvent.click(screen.getByRole('button', { name: /^Conferma/ }));
    // Refused for new prices: the button that takes them has the focus, not <body>.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Accetta le nuove quote e scommetti'), { timeout: 15_000 });
  });

  it("another refusal says the server's text and leaves the prices as they were", async () => {
    server(() => envelope(-6, SPORTS_TEXT.insufficient, null));
    await buy();
    expect((await screen.findByRole('alert', undefined, { timeout: 15_000 })).textContent).toBe(SPORTS_TEXT.insufficient);
    expect(useSlip.getState().items[0]!.quota).toBe(200);
    expect(screen.getByRole('button', { name: 'Scommetti' })).toBeTruthy();
  });

  it('an answer outside the definition is the generic error, never a crash', async () => {
    server(() => envelope(-4, SPORTS_TEXT.oddsChanged, { Quote: 'nope' }));
    await buy();
    const alert = await screen.findByRole('alert', undefined, { timeout: 15_000 });
    expect(alert.textContent).not.toBe(SPORTS_TEXT.oddsChanged);
    expect(useSlip.getState().items[0]!.quota).toBe(200);
  });
});

describe('bet slip: a suspended market', { timeout: 30_000 }, () => {
  it('says so and holds the purchase until the feed reopens the market', async () => {
    const feed = { sospeso: true, answer: Promise.resolve() };
    vi.stubGlobal('fetch', async (url: string) => {
      if (url.includes('/api/Palinsesto/GetEventRows')) {
        const sospeso = feed.sospeso;
        await feed.answer;
        return envelope(0, null, [{ ...row(200), Sospeso: sospeso }]);
      }
      if (url.includes('/api/Scommesse/FunBonus')) return envelope(0, null, []);
      return envelope(0, null, null);
    });
    const client = await open();
    expect(await screen.findByText('Sospesa')).toBeTruthy();
    expect(screen.getByText(/Alcune quote sono sospese/).getAttribute('role')).toBe('status');
    expect(screen.getByRole('button', { name: 'Scommetti' })).toHaveProperty('disabled', true);

    // While the next refresh is on its way the slip keeps what the last answer said (no blink).
    let answer = () => {};
    feed.answer = new Promise<void>((resolve) => (answer = resolve));
    feed.sospeso = false;
    const refreshed = client.refetchQueries({ queryKey: ['sports', 'slip-prices'] });
    await waitFor(() => expect(client.isFetching({ queryKey: ['sports', 'slip-prices'] })).toBe(1));
    expect(screen.getByText('Sospesa')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Scommetti' })).toHaveProperty('disabled', true);

    // The refresh finds the market open again: the price is back and the slip can buy.
    answer();
    await refreshed;
    await waitFor(() => expect(screen.getByRole('button', { name: 'Scommetti' })).toHaveProperty('disabled', false));
    expect(screen.queryByText('Sospesa')).toBeNull();
    expect(screen.queryByText(/Alcune quote sono sospese/)).toBeNull();
  });
});
