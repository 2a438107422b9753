// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { API } from '@betsite/contract/api-paths';
import { HTTP_TEXT } from '@betsite/contract/http-messages';
import type { TPromotion } from '@betsite/contract/promotions';
import type { TUserData } from '@betsite/contract/session';
import { useSession } from '../../../lib/session-store.ts';
import { promotionKey } from '../api/promotion-address.ts';
import PromotionPage from './promotion-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useSession.setState({ user: null });
});

const promo: TPromotion = {
  Id: 7,
  Title: 'Benvenuto',
  Body: 'Un bonus per iniziare.',
  Image: null,
  Scadenza: null,
  CtaText: null,
  CtaUrl: null,
  BonusCode: 'WELCOME10',
};

/** The server: GetPromotion answers `promotion`, RedeemBonus `redeem`; the URLs asked for are kept. */
function server(promotion: unknown, redeem: unknown = null) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url);
    const body = url.startsWith(API.CMS.GetPromotion) ? promotion : redeem;
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return asked;
}

function open(client = new QueryClient({ defaultOptions: { queries: { retry: false, retryDelay: 0 } } })) {
  useSession.setState({ user: { username: 'demouser1' } as TUserData });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/games/promozione/benvenuto']}>
        <PromotionPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

const redeem = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Riscatta' }));
  return (await screen.findByRole('status')).querySelector('.notice');
};

describe('promotion page (issue 37: GetPromotion and RedeemBonus through the contract)', () => {
  it('reads the promotion under its own key, as the server render leaves it, and asks for it with section and slug', async () => {
    const asked = server({ ResponseCode: 0, ResponseMessage: null, ResponseData: promo });
    const client = open();
    expect(await screen.findByRole('heading', { name: 'Benvenuto', level: 1 })).toBeTruthy();
    expect(asked).toEqual([`${API.CMS.GetPromotion}?section=games&slug=benvenuto`]);
    expect(client.getQueryData(promotionKey('games', 'benvenuto'))).toEqual(promo);
  });

  it('a promotion the server does not know (CONTENT_NOT_FOUND) is no data: the page is not found', async () => {
    server({ ResponseCode: -1, ResponseMessage: 'Promozione non trovata', ResponseData: null });
    const client = open();
    expect(await screen.findByRole('heading', { name: 'Pagina non trovata' })).toBeTruthy();
    expect(client.getQueryData(promotionKey('games', 'benvenuto'))).toBeNull();
  });

  it("a redeemed code shows the server's success text", async () => {
    const asked = server(
      { ResponseCode: 0, ResponseMessage: null, ResponseData: promo },
      {
        ResponseCode: 0,
        ResponseMessage: 'Bonus riscattato con successo',
        ResponseData: { bonusId: 3, type: 'bonus' },
      },
    );
    open();
    const notice = await redeem();
    expect(notice?.className).toContain('notice--success');
    expect(notice?.textContent).toBe('Bonus riscattato con successo');
    expect(asked[1]).toBe(`${API.BetPlay.RedeemBonus}?bonusCode=WELCOME10`);
  });

  it("a refused code (a Refusal) shows the server's text as an error", async () => {
    server({ ResponseCode: 0, ResponseMessage: null, ResponseData: promo }, { ResponseCode: -2, ResponseMessage: 'Bonus già riscattato', ResponseData: null });
    open();
    const notice = await redeem();
    expect(notice?.className).toContain('notice--error');
    expect(notice?.textContent).toBe('Bonus già riscattato');
  });

  it('an answer outside the contract shows the generic error, not a success', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server({ ResponseCode: 0, ResponseMessage: null, ResponseData: promo }, { ResponseCode: 0, ResponseMessage: 'Ok', ResponseData: { bonusId: 'x' } });
    open();
    const notice = await redeem();
    expect(notice?.className).toContain('notice--error');
    expect(notice?.textContent).toBe(HTTP_TEXT.internal('-'));
  });
});
