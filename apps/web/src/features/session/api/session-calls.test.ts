import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckAuth, EL_RefreshBalance } from '@betsite/contract/calls/session-check';
import { BadAnswer } from '../../../lib/call-api.ts';
import { checkAuth, refreshBalance } from './session-calls.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function server(body: unknown) {
  const fetch = vi.fn(async () => Response.json(body));
  vi.stubGlobal('fetch', fetch);
  vi.stubGlobal('location', { origin: 'http://localhost' });
  return fetch;
}

describe('the session calls of a first load', () => {
  it("CheckAuth, on the low-level client for the entry's weight, is sent as its definition says", async () => {
    const body = { Success: false, UserData: null, ClientSettings: null, Message: 'Sessione scaduta', Token: null };
    const fetch = server(body);
    await expect(checkAuth('abc')).resolves.toEqual(body);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`${CheckAuth.path}?token=abc`);
    expect(init.method).toBe(CheckAuth.method);
    expect(CheckAuth.endSessionOn401).toBe(false);
  });

  it('the balance is read through its definition: an answer outside it is a BadAnswer', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server({ ErrorCode: 0, saldo: 1250, prelevabile: 1000, debito: 0, contestato: 0 });
    await expect(refreshBalance()).resolves.toEqual({ ErrorCode: 0, saldo: 1250, prelevabile: 1000, debito: 0, contestato: 0 });
    const fetch = server({ ErrorCode: 0, saldo: '12,50', prelevabile: 1000, debito: 0 });
    await expect(refreshBalance()).rejects.toThrow(BadAnswer);
    expect((fetch.mock.calls[0] as unknown as [string])[0]).toBe(EL_RefreshBalance.path);
  });
});
