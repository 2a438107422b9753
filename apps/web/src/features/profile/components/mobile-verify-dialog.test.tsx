// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MobileVerifyDialog } from './mobile-verify-dialog.tsx';
import { ProfileOtpDialog } from './otp-dialog.tsx';
import { TwoFactorOffForm } from './two-factor-off-form.tsx';
import { polyfillDialog } from '../../../ui/dialog-polyfill.test-support.ts';

beforeAll(async () => {
  polyfillDialog();
  // The schemas the dialogs load on their first check, loaded ahead (a busy machine's first import is slow).
  await Promise.all([import('@betsite/contract/confirmation'), import('@betsite/contract/profile'), import('@hookform/resolvers/zod')]);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The server answers each request with the next of `answers`; the requests are kept. */
function server(...answers: unknown[]) {
  const sent: { url: string; body: unknown }[] = [];
  vi.stubGlobal('location', { origin: 'http://localhost' });
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    sent.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    return Response.json(answers.shift());
  });
  return sent;
}

const renderMobile = (onVerified = vi.fn()) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MobileVerifyDialog message="Ti abbiamo inviato un SMS" onVerified={onVerified} onClose={() => {}} />
    </QueryClientProvider>,
  );

describe("the profile's mobile verification dialog (ConfirmMobile, envelope: false)", () => {
  it('refuses a code that is not 6 digits without calling the server', async () => {
    const sent = server();
    renderMobile();
    fireEvent.change(screen.getByLabelText('Codice SMS'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verifica' }));
    expect(await screen.findByText('Inserire un codice valido')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("shows the legacy answer's message when the code is wrong, and verifies with a right one", async () => {
    const sent = server({ ErrorCode: -1, ErrorMessage: 'Verifica il codice di conferma e riprova' }, { ErrorCode: 0, ErrorMessage: 'ok' });
    const onVerified = vi.fn();
    renderMobile(onVerified);
    fireEvent.change(screen.getByLabelText('Codice SMS'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verifica' }));
    expect(await screen.findByText('Verifica il codice di conferma e riprova')).toBeTruthy();
    expect(onVerified).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Verifica' }));
    await waitFor(() => expect(onVerified).toHaveBeenCalledOnce());
    expect(sent.map((r) => [r.url, r.body])).toEqual([
      ['/api/Account/ConfirmMobile', { code: '123456' }],
      ['/api/Account/ConfirmMobile', { code: '123456' }],
    ]);
  });
});

describe("the profile change's OTP dialog", () => {
  it("refuses a code that is not 6 digits with the profile's text, then sends a right one", async () => {
    const onConfirm = vi.fn();
    render(
      <ProfileOtpDialog message="m" source="sms" error={null} busy={false} fixedChannel={false} onConfirm={onConfirm} onResend={() => {}} onClose={() => {}} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Conferma' }));
    expect(await screen.findByText("Inserire l'OTP valido")).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Codice OTP'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Conferma' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith('654321'));
  });
});

describe('switching two-factor off', () => {
  it('asks for the password or a code before sending, then sends the one given', async () => {
    const onConfirm = vi.fn();
    render(<TwoFactorOffForm busy={false} error={null} onConfirm={onConfirm} onCancel={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Disattiva' }));
    expect(await screen.findByText(/inserisci la password del conto o un codice/)).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText("Codice dell'app"), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Disattiva' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith({ twofactor: '123456' }));
  });
});
