// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

const b64url = (o: unknown) => btoa(JSON.stringify(o)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const token = (sub: string) => `${b64url({ alg: 'HS256' })}.${b64url({ sub, exp: Math.floor(Date.now() / 1000) + 900 })}.sig`;

/** A fresh copy of the start-up check (it runs once per page) with the page at `url`, and the CheckAuth requests it sent. */
async function startAt(url: string, stored: string | null) {
  vi.resetModules();
  window.history.replaceState(null, '', url);
  const { useSession } = await import('../../../lib/session-store.ts');
  const { configureApi } = await import('../../../lib/api.ts');
  const { beginSessionCheck } = await import('./session-bootstrap.tsx');
  if (stored) localStorage.setItem('bs.token', stored);
  useSession.setState({ token: stored, ready: false });
  configureApi({ getToken: () => useSession.getState().token, onUnauthorized: () => false });
  const sent: { url: string; bearer: string | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (u: string, init: RequestInit) => {
      sent.push({ url: String(u), bearer: (init.headers as Record<string, string>).authorization ?? null });
      return new Response(JSON.stringify({ Success: false }), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  await beginSessionCheck();
  return sent;
}

describe("a token in the page's address (?token=, the app's hand-off)", () => {
  it("never replaces a player's live session: the stored one is checked, the link's is not even sent", async () => {
    const victim = token('1');
    const attacker = token('2');
    const sent = await startAt(`/account/edit/documenti?token=${attacker}`, victim);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).not.toContain(attacker);
    expect(sent[0]!.bearer).toBe(`Bearer ${victim}`);
  });

  it('is checked when no session is stored (the app opening the site)', async () => {
    const app = token('3');
    const sent = await startAt(`/account/dashboard?token=${app}`, null);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toContain(encodeURIComponent(app).slice(0, 20));
  });
});
