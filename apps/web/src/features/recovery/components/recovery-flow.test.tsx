// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render as renderDom, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { RecoveryFlow } from './recovery-flow.tsx';

const render = (ui: ReactElement) => renderDom(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);

beforeAll(async () => {
  // The modules the form loads on its first check, loaded ahead: on a busy machine their first
  // import alone could outlast a wait below.
  await Promise.all([import('@betsite/contract/recovery'), import('@hookform/resolvers/zod')]);
  // jsdom has no <dialog> methods.
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.open = false;
  };
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('recovery dialog', () => {
  it("shows 'Indirizzo non valido' for 5 seconds without calling the server", async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    render(<RecoveryFlow kind="password" onClose={() => {}} />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'mario@' } });
    // The form's schema loads on this first check; the 5 seconds are then counted on a fake clock.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Continua' }));
    });
    await vi.waitFor(() => expect(screen.getByText('Indirizzo non valido')).toBeTruthy(), { interval: 1, timeout: 10_000 });
    act(() => {
      vi.advanceTimersByTime(4800);
    });
    expect(screen.queryByText('Indirizzo non valido')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByText('Indirizzo non valido')).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("asks the question, refuses an empty answer, and offers 'Riprova' after a failure", async () => {
    const calls: { url: string; body: unknown }[] = [];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : null });
      const data = url.startsWith('/api/Account/GetSecurityQuestion')
        ? { ResponseCode: 0, ResponseMessage: null, ResponseData: { id: 3, question: 'Il tuo film preferito' } }
        : { ResponseCode: -1, ResponseMessage: 'La risposta alla domanda segreta non è corretta.', ResponseData: null };
      return new Response(JSON.stringify(data), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    render(<RecoveryFlow kind="username" onClose={() => {}} />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'anna@esempio.it' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continua' }));
    expect(await screen.findByText('Il tuo film preferito')).toBeTruthy();
    expect(calls[0]).toEqual({ url: '/api/Account/GetSecurityQuestion', body: { Value: 'anna@esempio.it', Recaptcha: 'sandbox:recovery' } });

    fireEvent.click(screen.getByRole('button', { name: 'Recupera username' }));
    expect(await screen.findByText('Inserire la risposta')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Risposta'), { target: { value: ' Titanic ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Recupera username' }));
    expect(await screen.findByText('La risposta alla domanda segreta non è corretta.')).toBeTruthy();
    expect(calls[1]).toEqual({
      url: '/api/Account/RecuperoUser',
      body: { email: 'anna@esempio.it', security: { id: 3, question: 'Il tuo film preferito', answer: 'Titanic' } },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(((await screen.findByLabelText('Email')) as HTMLInputElement).value).toBe('anna@esempio.it');
  });

  it("shows 'Errore durante il collegamento al server' when the server cannot be reached", async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('offline');
    });
    render(<RecoveryFlow kind="password" onClose={() => {}} />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'anna@esempio.it' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continua' }));
    expect(await screen.findByText('Errore durante il collegamento al server')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeTruthy();
  });
});
