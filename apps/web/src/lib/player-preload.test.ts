// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TUserData } from '@betsite/contract/session';
import { api, configureApi } from './api.ts';
import { takePreloaded } from './player-preload.ts';
import { useSession } from './session-store.ts';

/** index.html's inline script, as the page runs it. */
const inlineScript = readFileSync(path.join(__dirname, '../../index.html'), 'utf8').match(/<script>([\s\S]*?)<\/script>/)![1]!;
const runInlineScript = () => new Function(inlineScript)();

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
const user = { betsession: 'bs-1', username: 'demouser1' } as TUserData;

function pageWith(calls: string, search = '') {
  document.head.innerHTML = `<meta name="player-preload" content="${calls}">`;
  window.history.replaceState(null, '', `/account/ricarica${search}`);
}

describe("the player's first calls, sent by index.html", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    delete window.__playerPreload;
    useSession.getState().clear();
    configureApi({ getToken: () => null, onUnauthorized: () => false });
  });

  it("sends the listed API calls with the stored session's bearer (where the session store keeps it)", () => {
    for (const remember of [true, false]) {
      useSession.getState().setLogin({ token: `tok-${remember}`, user, clientSettings: null, remember });
      const fetchSpy = vi.fn(async () => json({}));
      vi.stubGlobal('fetch', fetchSpy);
      pageWith('/api/Account/CheckAuth /api/Notifications/GetNotify?isPoll=false https://evil.example/api/x //evil.example/api');
      runInlineScript();
      expect(fetchSpy.mock.calls.map((c) => (c as unknown as [string])[0])).toEqual(['/api/Account/CheckAuth', '/api/Notifications/GetNotify?isPoll=false']);
      const init = (fetchSpy.mock.calls[0] as unknown as [string, RequestInit])[1];
      expect((init.headers as Record<string, string>).authorization).toBe(`Bearer tok-${remember}`);
      expect(window.__playerPreload?.token).toBe(`tok-${remember}`);
    }
  });

  it('marks a page the server rendered (its plain buttons wait for hydration), not the empty shell', () => {
    for (const [body, marked] of [
      ['<div id="root"><main>…</main></div>', true],
      ['<div id="root"></div>', false],
      ['', false],
    ] as const) {
      document.documentElement.removeAttribute('data-ssr');
      document.body.innerHTML = body;
      runInlineScript();
      expect(document.documentElement.hasAttribute('data-ssr'), body).toBe(marked);
    }
    document.body.innerHTML = '';
    document.documentElement.removeAttribute('data-ssr');
  });

  it('sends nothing for a visitor, for a page without the list, or when a token arrives in the URL', () => {
    const fetchSpy = vi.fn(async () => json({}));
    vi.stubGlobal('fetch', fetchSpy);
    pageWith('/api/Account/CheckAuth');
    runInlineScript();
    useSession.getState().setLogin({ token: 'tok-1', user, clientSettings: null, remember: true });
    pageWith('/api/Account/CheckAuth', '?token=from-an-app');
    runInlineScript();
    document.head.innerHTML = '';
    runInlineScript();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(window.__playerPreload).toBeUndefined();
  });

  it('gives each answer to the first request for its URL with the same bearer, once', async () => {
    useSession.getState().setLogin({ token: 'tok-1', user, clientSettings: null, remember: true });
    configureApi({ getToken: () => useSession.getState().token, onUnauthorized: () => false });
    const early = vi.fn(async () => json({ from: 'early' }));
    vi.stubGlobal('fetch', early);
    pageWith('/api/Account/CheckAuth /api/Account/GetMetodiPagamento?Prelievo=false');
    runInlineScript();
    const later = vi.fn(async () => json({ from: 'server' }));
    vi.stubGlobal('fetch', later);
    expect(await api('/api/Account/GetMetodiPagamento', { query: { Prelievo: 'false' } })).toEqual({ from: 'early' });
    expect(await api('/api/Account/GetMetodiPagamento', { query: { Prelievo: 'false' } })).toEqual({ from: 'server' });
    // Another session (a login in between) never gets the first one's answer.
    useSession.getState().setLogin({ token: 'tok-2', user, clientSettings: null, remember: true });
    expect(await api('/api/Account/CheckAuth')).toEqual({ from: 'server' });
    expect(later).toHaveBeenCalledTimes(2);
  });

  it('sends the request afresh when the early one failed, and does not use an answer older than 10 s', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ from: 'server' })),
    );
    window.__playerPreload = { token: 't', at: performance.now(), responses: { '/api/a': Promise.reject(new TypeError('offline')) } };
    configureApi({ getToken: () => 't', onUnauthorized: () => false });
    expect(await api('/api/a')).toEqual({ from: 'server' });
    window.__playerPreload = { token: 't', at: performance.now() - 10_001, responses: { '/api/b': Promise.resolve(json({ from: 'early' })) } };
    expect(takePreloaded('/api/b', 't')).toBeUndefined();
    expect(window.__playerPreload.responses).toEqual({});
  });
});
