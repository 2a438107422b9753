// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PASSKEY_TEXT } from '@betsite/contract/passkey-messages';
import { PasskeysPanel } from './passkeys-panel.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a new passkey's name", () => {
  it('is checked before the device is asked for a credential: a hidden character is refused under the name, and nothing is sent', async () => {
    const asked: string[] = [];
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(new URL(url, 'http://localhost').pathname);
      return new Response(JSON.stringify({ ResponseCode: 0, ResponseMessage: null, ResponseData: [] }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <PasskeysPanel twoFactorActive={false} />
      </QueryClientProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: PASSKEY_TEXT.add }));
    fireEvent.change(screen.getByLabelText(PASSKEY_TEXT.nameLabel), { target: { value: '\u202Eenofelet' } });
    fireEvent.change(screen.getByLabelText(PASSKEY_TEXT.proofPassword), { target: { value: 'Password123' } });
    fireEvent.click(screen.getByRole('button', { name: PASSKEY_TEXT.confirmAdd }));
    expect(await screen.findByText(PASSKEY_TEXT.nameInvalid)).toBeTruthy();
    expect(asked.filter((p) => p.endsWith('AddPasskeyOptions'))).toEqual([]);
  });
});
