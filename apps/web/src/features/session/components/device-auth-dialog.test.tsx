// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { DeviceAuthDialog } from './device-auth-dialog.tsx';

beforeAll(() => {
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
  vi.unstubAllGlobals();
});

/** Answers each path with its envelope; records the URLs asked. */
function server(answers: Record<string, unknown>) {
  const urls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    urls.push(url);
    const body = answers[url.split('?')[0]!];
    if (body === 'offline') throw new TypeError('offline');
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return urls;
}

const open = (onAuthorised = () => {}) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <DeviceAuthDialog deviceToken="dev-1" message="Ti abbiamo inviato un codice per e-mail" onClose={() => {}} onAuthorised={onAuthorised} />
    </QueryClientProvider>,
  );

describe('device authorisation: the contract calls, pending from the mutation, one onError each', () => {
  it('an SMS refusal shows the server message under the title; the network failure says riprova', async () => {
    server({ '/api/Account/sendAuthDeviceSMS': { ResponseCode: -429, ResponseMessage: 'Troppi SMS, attendi 10 minuti', ResponseData: null } });
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Non hai ricevuto la mail?' }));
    fireEvent.click(screen.getByRole('button', { name: 'Invia un SMS' }));
    const error = await screen.findByTestId('device-error');
    expect(within(error).getByText('Si è verificato un errore')).toBeTruthy();
    expect(within(error).getByText('Troppi SMS, attendi 10 minuti')).toBeTruthy();

    server({ '/api/Account/sendAuthDeviceSMS': 'offline' });
    fireEvent.click(screen.getByRole('button', { name: 'Invia un SMS' }));
    expect(await screen.findByText("Riprova o contatta l'assistenza")).toBeTruthy();
  });

  it('the SMS message becomes the text, a wrong code is refused, the right one authorises', async () => {
    const urls = server({
      '/api/Account/sendAuthDeviceSMS': { ResponseCode: 0, ResponseMessage: 'SMS inviato al +39 333 ***4567', ResponseData: null },
      '/api/Account/verifyAuthDeviceSMS': { ResponseCode: -1, ResponseMessage: 'Codice non valido', ResponseData: null },
    });
    const onAuthorised = vi.fn();
    open(onAuthorised);
    fireEvent.click(screen.getByRole('button', { name: 'Non hai ricevuto la mail?' }));
    fireEvent.click(screen.getByRole('button', { name: 'Invia un SMS' }));
    expect(await screen.findByText('SMS inviato al +39 333 ***4567')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Verifica' }));
    expect(await screen.findByText('Inserire un codice valido')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Codice di autorizzazione'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verifica' }));
    expect(await screen.findByText('Codice non valido')).toBeTruthy();
    expect(urls.at(-1)).toBe('/api/Account/verifyAuthDeviceSMS?player_device=dev-1&code=123456');

    server({ '/api/Account/verifyAuthDeviceSMS': { ResponseCode: 0, ResponseMessage: null, ResponseData: null } });
    fireEvent.click(screen.getByRole('button', { name: 'Verifica' }));
    expect(await screen.findByText('Codice verificato')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(onAuthorised).toHaveBeenCalled();
  });
});
