// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TUserData } from '@betsite/contract/session';
import { flushClientSettings, SETTINGS_SAVE_DEBOUNCE_MS, startClientSettingsSync } from './client-settings-sync.ts';
import { endRefusedSession, useSession } from '../../lib/session-store.ts';
import { configureApi } from '../../lib/api.ts';

const user = { betsession: 'bs-1', username: 'demouser1' } as TUserData;

describe('client settings sync', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  beforeAll(async () => {
    configureApi({ getToken: () => useSession.getState().token, onUnauthorized: () => false });
    // The save's call loads with the first change (a script in the browser, a module file here):
    // loaded ahead, so the fake timers below measure the debounce rather than a file read.
    await import('./api/player-session-calls.ts');
  });

  it('saves once, 10 s after the last change, and never the settings loaded at login', async () => {
    vi.useFakeTimers();
    const fetchSpy = vi.fn(async () => new Response(JSON.stringify({ ResponseCode: 0 }), { status: 200 }));
    vi.stubGlobal('fetch', fetchSpy);
    const stop = startClientSettingsSync();
    useSession.getState().setLogin({ token: 'a.b.c', user, clientSettings: { Layout: {} }, remember: false });
    useSession.setState({ clientSettings: { Layout: {}, LastDepositValues: { Id: 1, Amount: 10 } } });
    vi.advanceTimersByTime(SETTINGS_SAVE_DEBOUNCE_MS - 100);
    useSession.setState({ clientSettings: { Layout: {}, LastDepositValues: { Id: 1, Amount: 20 } } });
    vi.advanceTimersByTime(SETTINGS_SAVE_DEBOUNCE_MS - 100);
    expect(fetchSpy).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/Account/SaveClientSettings');
    expect(JSON.parse(String(init.body)).ClientSettings.LastDepositValues.Amount).toBe(20);
    stop();
  });

  it('flushes a waiting change at once (before logout)', async () => {
    vi.useFakeTimers();
    const fetchSpy = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchSpy);
    const stop = startClientSettingsSync();
    useSession.setState({ clientSettings: { Cart: { CartDefaultAmount: 5 } } });
    await flushClientSettings();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    stop();
  });

  it('sends a waiting change with keepalive when the page is left within the 10 s (a game opened, then a reload)', async () => {
    vi.useFakeTimers();
    const fetchSpy = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchSpy);
    const stop = startClientSettingsSync();
    useSession.setState({ clientSettings: { Cart: { CartDefaultAmount: 7 } } });
    dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect((fetchSpy.mock.calls[0] as unknown as [string, RequestInit])[1].keepalive).toBe(true);
    // Nothing waits any more: the timer does not send it again.
    await vi.advanceTimersByTimeAsync(SETTINGS_SAVE_DEBOUNCE_MS);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    stop();
  });

  it("never saves one player's waiting changes into the next player's account (a session ended without the logout's flush)", async () => {
    vi.useFakeTimers();
    const fetchSpy = vi.fn(async () => new Response(JSON.stringify({ ResponseCode: 0 }), { status: 200 }));
    vi.stubGlobal('fetch', fetchSpy);
    const stop = startClientSettingsSync();
    const login = (betsession: string, token: string) =>
      useSession.getState().setLogin({ token, user: { betsession, username: betsession } as TUserData, clientSettings: {}, remember: false });
    // A changes the cart; the token is refused before the 10 s, and B signs in on the same tab.
    login('bs-a', 'a.a.a');
    useSession.setState({ clientSettings: { Cart: { CartDefaultAmount: 5 } } });
    endRefusedSession('Sessione scaduta');
    login('bs-b', 'b.b.b');
    await vi.advanceTimersByTimeAsync(SETTINGS_SAVE_DEBOUNCE_MS);
    expect(fetchSpy).not.toHaveBeenCalled();
    // C's change waits when D's session replaces it at once (the start-up check): not D's either.
    login('bs-c', 'c.c.c');
    useSession.setState({ clientSettings: { Cart: { CartDefaultAmount: 6 } } });
    login('bs-d', 'd.d.d');
    dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(SETTINGS_SAVE_DEBOUNCE_MS);
    expect(fetchSpy).not.toHaveBeenCalled();
    // D's own change is saved, and carries nothing of the others.
    useSession.setState({ clientSettings: { LastDepositValues: { Id: 1, Amount: 30 } } });
    await vi.advanceTimersByTimeAsync(SETTINGS_SAVE_DEBOUNCE_MS);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(Object.keys(JSON.parse(String((fetchSpy.mock.calls[0] as unknown as [string, RequestInit])[1].body)).ClientSettings)).toEqual(['LastDepositValues']);
    stop();
  });
});
