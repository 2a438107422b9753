// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { TRankingData, TRankingOffer } from '@betsite/contract/ranking';
import { RANKING_TEXT as T } from '@betsite/contract/ranking-messages';
import { useDialogs } from '../../../ui/dialogs.tsx';
import RankingPage from './ranking-page.tsx';
import { polyfillDialog } from '../../../ui/dialog-polyfill.test-support.ts';

// The site's modules: the ranking on.
vi.mock('../../../lib/site-config.ts', () => ({
  useSiteConfig: () => ({ isPending: false, data: { modules: { V3_ClassificheRanking_Enabled: true } } }),
}));

beforeAll(polyfillDialog);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useDialogs.setState({ queue: [] });
});

const promo: TRankingOffer = {
  Id: 12,
  BonusName: 'Promo Calcio',
  BonusValue: 500,
  ReleaseMaxPerPlayerMonth: null,
  ReleaseMaxAmountBonus: null,
  Abstract: '',
  BonusDescription: '',
  PointsToConvert: 100,
  InsteadOf: null,
  DateTo: '2030-01-01T00:00:00.000Z',
  Thumb: null,
  CanConvert: true,
  IsConversione: false,
  IsTicketPromo: true,
  IsCodiceUnico: false,
  IsBonusDeposito: false,
  BonusDepositoValidoAl: null,
  GiorniDaRegistrazione: null,
};
const data: TRankingData = {
  SaldoGenerale: 300,
  SaldoDisponibile: 300,
  Punti: { ExecutionTime: null, NextExecutionTime: null },
  TotalePunti: [],
  TotalePuntiDaMovimentazione: 300,
  Movimenti: [],
  ConversioniDisponibili: [promo],
  Coupons: [],
  RegolamentoUrl: null,
};

/** The server: each path answers its envelope; the requests are kept as 'METHOD /path body'. */
function server(answers: Record<string, unknown>) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname;
    asked.push(`${init?.method ?? 'GET'} ${path}${init?.body ? ` ${String(init.body)}` : ''}`);
    const answer = answers[path];
    if (answer === undefined) return new Response('{}', { status: 404 });
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return asked;
}

const ok = <D,>(d: D, message: string | null = null) => ({ ResponseCode: 0, ResponseMessage: message, ResponseData: d });
const refusal = (code: number, message: string) => ({ ResponseCode: code, ResponseMessage: message, ResponseData: null });

function show() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <RankingPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('ranking page: refusals read as a Refusal (issue 37)', () => {
  it('a refused unique code shows the error with the server’s text and keeps the code typed', async () => {
    const asked = server({
      '/api/Player/RankingEstrattoConto': ok(data),
      '/api/Player/Redeem_PuntiRankingCodiceUnico': refusal(-1, 'Codice non valido o già utilizzato'),
    });
    show();
    const input = await screen.findByLabelText(T.uniqueCode);
    fireEvent.change(input, { target: { value: 'abc-1' } });
    fireEvent.click(screen.getByRole('button', { name: T.codeButton }));
    await vi.waitFor(() => expect(useDialogs.getState().queue).toHaveLength(1));
    expect(useDialogs.getState().queue[0]).toMatchObject({ title: 'Attenzione!', text: `${T.codeError} Codice non valido o già utilizzato`, tone: 'error' });
    expect((input as HTMLInputElement).value).toBe('abc-1');
    expect(asked).toContain('GET /api/Player/Redeem_PuntiRankingCodiceUnico');
  });

  it('a refused promo activation shows the server’s text, reads the balances again and stays busy a second', async () => {
    const asked = server({
      '/api/Player/RankingEstrattoConto': ok(data),
      '/api/Player/RankingBuyPromoActivation': refusal(-2, 'Punti insufficienti'),
    });
    show();
    const offer = (await screen.findByRole('heading', { name: 'Promo Calcio' })).closest('li')!;
    fireEvent.click(within(offer).getByRole('button', { name: T.activatePromo }));
    fireEvent.click(await screen.findByRole('button', { name: 'Conferma' }));
    await vi.waitFor(() => expect(useDialogs.getState().queue).toHaveLength(1));
    expect(useDialogs.getState().queue[0]).toMatchObject({ title: 'Attenzione!', text: `${T.convertError} Punti insufficienti`, tone: 'error' });
    // Busy for a second from the start (§9), then the offer can be tried again.
    const action = () => within(offer).getByRole('button', { name: T.activatePromo });
    expect(action().hasAttribute('disabled')).toBe(true);
    expect(asked).toContain('POST /api/Player/RankingBuyPromoActivation "12"');
    await vi.waitFor(() => expect(asked.filter((a) => a === 'GET /api/Player/RankingEstrattoConto')).toHaveLength(2));
    await vi.waitFor(() => expect(action().hasAttribute('disabled')).toBe(false), { timeout: 3000 });
  });
});
