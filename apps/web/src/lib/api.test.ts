// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_SHELL_TEXT } from '@betsite/contract/session-shell-messages';
import { api, ApiError, configureApi, errorText, NetworkError } from './api.ts';
import { lazyCallClient } from './lazy-call-client.ts';

const reply = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status }));

describe('api client', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    configureApi({ getToken: () => null, onUnauthorized: () => false });
  });

  it('sends the injected token and reports a 401 for that token once', async () => {
    const onUnauthorized = vi.fn();
    configureApi({ getToken: () => 'tok-1', onUnauthorized });
    const fetchSpy = reply(401, { ResponseMessage: 'Sessione non valida' });
    vi.stubGlobal('fetch', fetchSpy);
    await expect(api('/api/Account/GetSaldo')).rejects.toBeInstanceOf(ApiError);
    const init = (fetchSpy.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer tok-1');
    expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith('tok-1');
  });

  it('sends a refused call once more when another tab renewed the token meanwhile, and only once', async () => {
    let token = 'tok-1';
    const onUnauthorized = vi.fn(() => {
      token = 'tok-2';
      return true;
    });
    configureApi({ getToken: () => token, onUnauthorized });
    const fetchSpy = vi.fn(async (_url: string, init: RequestInit) =>
      (init.headers as Record<string, string>).authorization === 'Bearer tok-2'
        ? new Response(JSON.stringify({ ResponseCode: 0 }), { status: 200 })
        : new Response('{}', { status: 401 }),
    );
    vi.stubGlobal('fetch', fetchSpy);
    await expect(api('/api/Account/GetSaldo')).resolves.toEqual({ ResponseCode: 0 });
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    // Refused with the new token too: no third attempt, the error reaches the caller.
    fetchSpy.mockImplementation(async () => new Response('{}', { status: 401 }));
    await expect(api('/api/Account/GetSaldo')).rejects.toBeInstanceOf(ApiError);
    expect(fetchSpy).toHaveBeenCalledTimes(4);
  });

  it('keeps the session for calls that opt out, and for anonymous calls', async () => {
    const onUnauthorized = vi.fn();
    configureApi({ getToken: () => 'tok-1', onUnauthorized });
    vi.stubGlobal('fetch', reply(401, {}));
    await expect(api('/api/Account/LoginUser2FA', { body: {}, endSessionOn401: false })).rejects.toBeInstanceOf(ApiError);
    configureApi({ getToken: () => null, onUnauthorized });
    await expect(api('/api/Account/GetSaldo')).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('carries the per-field errors of a 400', async () => {
    vi.stubGlobal('fetch', reply(400, { ResponseMessage: 'Campo obbligatorio', errors: [{ field: 'username', message: 'Campo obbligatorio' }] }));
    const err = (await api('/api/Account/CheckUsername').catch((e: unknown) => e)) as ApiError;
    expect(err.status).toBe(400);
    expect(err.fieldErrors).toEqual([{ field: 'username', message: 'Campo obbligatorio' }]);
  });

  it("never shows a player the browser's English: code or a request that could not be fetched reads as the connection message", async () => {
    expect(errorText(new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js'))).toBe(SESSION_SHELL_TEXT.networkError);
    expect(errorText(new TypeError('Failed to fetch'))).toBe(SESSION_SHELL_TEXT.networkError);
    expect(errorText(new ApiError(400, 'Importo non valido'))).toBe('Importo non valido');
    expect(errorText(new Error('Passkey annullata'))).toBe('Passkey annullata');
    // A call whose client or call group cannot be fetched fails as a call that cannot reach the server.
    await expect(lazyCallClient(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')))).rejects.toBeInstanceOf(NetworkError);
    // A module that fails for another reason stays that failure, not a connection message that would hide it.
    await expect(lazyCallClient(() => Promise.reject(new RangeError('boom')))).rejects.toBeInstanceOf(RangeError);
  });
});
