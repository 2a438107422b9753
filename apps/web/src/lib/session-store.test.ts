// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adoptNewerStoredToken, endRefusedSession, useSession } from './session-store.ts';
import type { TUserData } from '@betsite/contract/session';

const user = { betsession: 'bs-1', username: 'mario' } as TUserData;
/** Another tab's renewal reaching this tab: its copy of localStorage changes, then the 'storage' event. */
const otherTabStores = (token: string | null) => {
  if (token === null) localStorage.removeItem('bs.token');
  else localStorage.setItem('bs.token', token);
  window.dispatchEvent(new StorageEvent('storage', { key: 'bs.token', newValue: token, storageArea: localStorage }));
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  useSession.getState().setLogin({ token: 'T1', user, clientSettings: null, remember: true });
});
afterEach(() => vi.useRealTimers());

describe('adoptNewerStoredToken (a 401 right after another tab renewed the shared session)', () => {
  it('takes a newer token the shared storage already holds', async () => {
    localStorage.setItem('bs.token', 'T2');
    expect(await adoptNewerStoredToken('T1')).toBe(true);
    expect(useSession.getState().token).toBe('T2');
  });

  it("waits for another tab's renewal to reach this tab's copy of the storage", async () => {
    const answer = adoptNewerStoredToken('T1');
    otherTabStores('T2');
    expect(await answer).toBe(true);
    expect(useSession.getState().token).toBe('T2');
  });

  it('is over when no newer token comes within the settle time', async () => {
    vi.useFakeTimers();
    const answer = adoptNewerStoredToken('T1', 3_000);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(await answer).toBe(false);
    expect(useSession.getState().token).toBe('T1');
  });

  it('is over at once when another tab removes the token (it logged out)', async () => {
    vi.useFakeTimers();
    const answer = adoptNewerStoredToken('T1', 60_000);
    otherTabStores(null);
    expect(await answer).toBe(false);
  });

  it('does not wait for a session of this tab alone (no Ricordami: no other tab renews it)', async () => {
    useSession.getState().setLogin({ token: 'T1', user, clientSettings: null, remember: false });
    vi.useFakeTimers();
    expect(await adoptNewerStoredToken('T1', 60_000)).toBe(false);
  });

  it('ignores a token of another session stored meanwhile', async () => {
    vi.useFakeTimers();
    const answer = adoptNewerStoredToken('T1', 3_000);
    localStorage.setItem('bs.betsession', 'bs-other');
    otherTabStores('X9');
    await vi.advanceTimersByTimeAsync(3_000);
    expect(await answer).toBe(false);
    expect(useSession.getState().token).toBe('T1');
  });
});

describe('endRefusedSession (the server refused the token for good)', () => {
  it('tells the player why when the session ended on the server', () => {
    endRefusedSession('Sessione non valida');
    expect(useSession.getState()).toMatchObject({ user: null, token: null, endedMessage: 'Sessione non valida', endedElsewhere: false });
    expect(localStorage.getItem('bs.token')).toBeNull();
  });

  it('ends as a logout in another tab does when that tab removed the shared token: no message, leaving for home', () => {
    localStorage.removeItem('bs.token');
    endRefusedSession('Sessione non valida');
    expect(useSession.getState()).toMatchObject({ user: null, endedMessage: null, endedElsewhere: true });
  });

  it('a tab-only session (no Ricordami) always ends with the message', () => {
    useSession.getState().setLogin({ token: 'T1', user, clientSettings: null, remember: false });
    localStorage.removeItem('bs.token');
    endRefusedSession('Sessione non valida');
    expect(useSession.getState()).toMatchObject({ endedMessage: 'Sessione non valida', endedElsewhere: false });
  });
});
