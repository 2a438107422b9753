// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { TPaymentMethod } from '@betsite/contract/payments';
import { useDialogs } from '../../../../ui/dialogs.tsx';
import { DepositForm } from './deposit-form.tsx';

/**
 * The form pattern of issue 37 on the deposit form: the contract's call, the envelope unwrapped in
 * one place, and one onError (formOnError): a refusal naming a field lands under that field, any
 * other refusal in the dialog with its code.
 */
const paypal: TPaymentMethod = {
  Id: 7,
  Name: 'Ricarica_Paypal',
  NameLong: 'PayPal',
  Description: '',
  MinAmount: 500,
  MaxAmount: 300000,
  InfoMessage: '',
  AdditionalCost: 'Nessun costo aggiuntivo',
  DeliveryTimeMessage: 'Immediato',
  Withdrawal_Recharge: true,
  Testing: false,
  TimeSlot_MinAmount: null,
  TimeSlot_MaxAmount: null,
  TimeSlot_From: null,
  TimeSlot_To: null,
  Icon: '/payments/paypal.webp',
  ViewOrder: 1,
};

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

function renderForm(primaRicarica = false) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <MemoryRouter>
        <DepositForm method={paypal} user={{ email: 'mario@paypal.example', username: 'mario', primaRicarica }} isMobile={false} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  fireEvent.change(screen.getByLabelText('Importo (€)'), { target: { value: '20' } });
  fireEvent.click(screen.getByRole('button', { name: 'Ricarica' }));
}

// The form's rules load lazily on the first validation (zod and the resolver): generous waits on a busy machine.
const slow = { timeout: 15_000 };
beforeEach(() => useDialogs.setState({ queue: [] }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('deposit form: one onError', { timeout: 30_000 }, () => {
  it('a refusal with field errors lands under its field, and no dialog opens', async () => {
    const fetch = answer(400, {
      ResponseCode: -400,
      ResponseMessage: 'Inserire una mail valida',
      ResponseData: null,
      errors: [{ field: 'email', message: 'Inserire una mail valida' }],
    });
    vi.stubGlobal('fetch', fetch);
    renderForm();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Inserire una mail valida'), slow);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toMatchObject({
      type: 7,
      importo: 2000,
      email: 'mario@paypal.example',
      primaricarica: false,
    });
    expect(screen.getByLabelText('Email del conto').getAttribute('aria-invalid')).toBe('true');
    expect(useDialogs.getState().queue).toEqual([]);
  });

  it('a refusal without field errors opens the dialog with its code and message, no field marked', async () => {
    vi.stubGlobal(
      'fetch',
      answer(200, { ResponseCode: -13, ResponseMessage: 'La ricarica supera il tuo limite di deposito: puoi ancora ricaricare € 5', ResponseData: null }),
    );
    renderForm();
    await waitFor(() => expect(useDialogs.getState().queue).toHaveLength(1), slow);
    expect(useDialogs.getState().queue[0]).toMatchObject({
      title: 'Attenzione!',
      text: '-13 - La ricarica supera il tuo limite di deposito: puoi ancora ricaricare € 5',
      tone: 'error',
    });
    expect(screen.queryByRole('alert')).toBeNull();
    // The mutation's pending state gave the button back.
    await waitFor(() => expect((screen.getByRole('button', { name: 'Ricarica' }) as HTMLButtonElement).disabled).toBe(false), slow);
  });

  it("sends the legacy first-deposit flag as the session knows it (a player's first deposit says so)", async () => {
    const fetch = answer(200, { ResponseCode: -1, ResponseMessage: 'No', ResponseData: null });
    vi.stubGlobal('fetch', fetch);
    renderForm(true);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1), slow);
    expect(JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toMatchObject({ primaricarica: true });
  });
});
