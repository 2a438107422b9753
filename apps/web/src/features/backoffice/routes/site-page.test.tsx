// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useBackofficeSession } from '../api/session.ts';
import SitePage from './site-page.tsx';
import { polyfillDialog } from '../../../ui/dialog-polyfill.test-support.ts';

beforeAll(polyfillDialog);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useBackofficeSession.setState({ session: null });
});

const envelope = (ResponseData: unknown, ResponseMessage: string | null = null) =>
  new Response(JSON.stringify({ ResponseCode: 0, ResponseMessage, ResponseData }), { status: 200, headers: { 'content-type': 'application/json' } });

/** The server: the site's settings (Withdraw as `withdraw`), and the switches sent. */
function server(withdraw: boolean) {
  const sent: unknown[] = [];
  let modules = { Withdraw: withdraw, UserRegistration: true };
  vi.stubGlobal('fetch', async (_url: string, init?: RequestInit) => {
    if (init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { name: 'Withdraw'; enabled: boolean };
      sent.push(body);
      modules = { ...modules, [body.name]: body.enabled };
      return envelope(null);
    }
    return envelope({ modules, variables: {}, idle: { idleSeconds: 1200, timeoutSeconds: 60, warningSeconds: 60, pingSeconds: 60 } });
  });
  return sent;
}

function open() {
  useBackofficeSession.setState({
    session: { token: 'x', betsession: 'y', operator: { id: 1, username: 'op', nome: 'O', cognome: 'P', roles: ['admin'], permissions: ['site.write'] } },
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SitePage />
    </QueryClientProvider>,
  );
}

describe('site modules: a switch is asked before it is flipped', { timeout: 30_000 }, () => {
  it("'Annulla' sends nothing; 'Spegni' switches the module off and the page shows it", async () => {
    const sent = server(true);
    open();
    const sw = await screen.findByRole('switch', { name: 'Withdraw' }, { timeout: 15_000 });
    fireEvent.click(sw);
    const ask = screen.getByRole('dialog', { name: 'Spegnere Withdraw?' });
    expect(within(ask).getByText(/vale subito per tutti i visitatori e i giocatori/)).toBeTruthy();
    fireEvent.click(within(ask).getByRole('button', { name: 'Annulla' }));
    expect(sent).toEqual([]);
    expect(sw.getAttribute('aria-checked')).toBe('true');

    fireEvent.click(sw);
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Spegnere Withdraw?' })).getByRole('button', { name: 'Spegni' }));
    await waitFor(() => expect(sent).toEqual([{ name: 'Withdraw', enabled: false }]));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Withdraw' }).getAttribute('aria-checked')).toBe('false'));
    expect((await screen.findByText('Withdraw spento.')).textContent).toBe('Withdraw spento.');
  });

  it("an off module is offered 'Accendi'", async () => {
    const sent = server(false);
    open();
    fireEvent.click(await screen.findByRole('switch', { name: 'Withdraw' }, { timeout: 15_000 }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Accendere Withdraw?' })).getByRole('button', { name: 'Accendi' }));
    await waitFor(() => expect(sent).toEqual([{ name: 'Withdraw', enabled: true }]));
  });
});
